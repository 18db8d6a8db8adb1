import { labels, message, messages } from '@seller/domain';
import {
  acceptDialog,
  alertDialog,
  apiToken,
  chooseOption,
  DEMO_PASSWORD,
  expect,
  optionsMeta,
  productCount,
  productsOf,
  signIn,
  test,
  TYPING,
} from '../fixtures.ts';
import { apiClient } from '../api.ts';

/** Issue 35 §6: the smaller points of the product screens, each as a seller meets it. */
test.describe('product screens, smaller points (issue 35 §6)', () => {
  test('상품 관리 at 1280 px: the 상품명 column is wide enough to read a name', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await page.goto('/productManage');
    const header = page.getByRole('columnheader', { name: labels.productList.name });
    await expect(header).toBeVisible();
    const box = await header.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(200);
  });

  test('after a refused save on 상품 수정 the line beside 저장 says it was refused, not that saving again continues', async ({
    page,
    request,
  }) => {
    const { token, key } = await apiToken(request);
    const product = (await productsOf(request, token, key, { size: 10, sort: 'timestamp', order: 'desc' }))[0]!;
    await signIn(page);
    await page.goto(`/detail/productEdit/${product.code}`);
    const name = page.getByLabel('상품명');
    await expect(name).not.toHaveValue('');
    // Someone else saves the product meanwhile: this tab's save is refused (409) at its first step.
    const other = await apiClient(request, token).PUT('/sw/a/v3/product', {
      body: { id: product.id, summary: '다른 탭에서 고친 소개' },
    });
    expect(other.response.ok).toBe(true);
    await name.pressSequentially(' 수정', TYPING);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await acceptDialog(page, messages.product.saveConfirm);
    await expect(alertDialog(page)).toContainText(messages.common.staleVersionChoice.slice(0, 10));
    await alertDialog(page).getByRole('button', { name: labels.common.keepEditing }).click();
    const status = page.locator('.save-status');
    // Only the name changed, so the update is the save's first call and the one refused.
    await expect(status).toHaveText(message('product.stepRefused', { step: labels.product.saveSteps.update }));
    await expect(status).not.toContainText('이어서 진행합니다');
  });

  test('a session that ends mid-form: signing in again returns to the form, its draft offered', async ({ page }) => {
    await signIn(page);
    await page.goto('/productRegister');
    await page.getByLabel('상품명').pressSequentially('세션이 끝난 상품', TYPING);
    // The session ends meanwhile (signed out on another device): its token no longer works.
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('SF_CTX')!).token as string);
    expect((await apiClient(page.request, token).POST('/sw/a/v1/seller/logout')).response.ok).toBe(true);
    // The next call of the form (the filters of the category just added) meets the ended session.
    await chooseOption(page, page.getByRole('combobox', { name: '상위 카테고리' }), '상의', true);
    await chooseOption(page, page.getByRole('combobox', { name: '하위 카테고리' }), '반팔 티셔츠', true);
    await page.getByRole('button', { name: '카테고리 추가' }).click();
    await expect(page).toHaveURL(/\/intro$/);
    await acceptDialog(page, messages.auth.sessionProblem);
    await page.getByPlaceholder('아이디').pressSequentially('demo', TYPING);
    await page.getByPlaceholder('비밀번호').pressSequentially(DEMO_PASSWORD, TYPING);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/productRegister$/);
    await acceptDialog(page, messages.product.draftRestore);
    await expect(page.getByLabel('상품명')).toHaveValue('세션이 끝난 상품');
  });

  test('품절 임박: the dashboard card counts the products running out and opens them on 상품 관리', async ({
    page,
    request,
  }) => {
    const { token, key } = await apiToken(request);
    const api = apiClient(request, token);
    const product = (await productsOf(request, token, key, { size: 10, sort: 'timestamp', order: 'asc' }))[1]!;
    // Its combinations down to 2 in all: at most the default threshold (5), so it is running out.
    const meta = await optionsMeta(request, token, product.id);
    const active = meta.unions.filter((u) => !u.deleted);
    const unions = meta.unions.map((u) => (u.deleted ? u : { ...u, stocks: u === active[0] ? 2 : 0 }));
    const saved = await api.PUT('/sw/a/v2/product/options/meta', { body: { productId: product.id, unions } });
    expect(saved.response.ok).toBe(true);
    const counted = await productCount(request, token, key, { lowStock: true, startDate: '2000-01-01' });
    expect(counted).toBeGreaterThanOrEqual(1);

    await signIn(page);
    const card = page.getByTestId('count-lowStock');
    await expect(card).toContainText(labels.dashboard.lowStock);
    await expect(card.locator('.count')).toHaveText(String(counted));
    await card.click();
    await expect(page).toHaveURL(/\/productManage\?.*lowStock=true/);
    await expect(page.getByRole('checkbox', { name: labels.productList.lowStockFilter })).toBeChecked();
    await expect(page.getByTestId('product-total')).toContainText(String(counted));
    await expect(page.getByRole('row', { name: new RegExp(product.code) })).toBeVisible();
  });

  test("an address that cannot be decoded opens the app's error page, whose button brings home back", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/%E0%A4%A');
    await expect(page.getByRole('heading', { name: 'ERROR' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('BAD_URL');
    await page.getByRole('button', { name: labels.legal.home }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'ERROR' })).toHaveCount(0);
  });
});
