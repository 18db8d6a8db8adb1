import { labels, message, messages } from '@seller/domain';
import { acceptDialog, alertDialog, apiToken, expect, signIn, test, TYPING } from '../fixtures.ts';

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
    const list = await (
      await request.get(`/sw/a/v1/markets/${key}/products?size=10&sort=timestamp&order=desc`, {
        headers: { 'X-AUTH-TOKEN': token },
      })
    ).json();
    const product = list.products[0] as { id: number; code: string };
    await signIn(page);
    await page.goto(`/detail/productEdit/${product.code}`);
    const name = page.getByLabel('상품명');
    await expect(name).not.toHaveValue('');
    // Someone else saves the product meanwhile: this tab's save is refused (409) at its first step.
    const other = await request.put('/sw/a/v3/product', {
      headers: { 'X-AUTH-TOKEN': token },
      data: { id: product.id, summary: '다른 탭에서 고친 소개' },
    });
    expect(other.ok()).toBe(true);
    await name.pressSequentially(' 수정', TYPING);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await acceptDialog(page, messages.product.saveConfirm);
    await expect(alertDialog(page)).toContainText(messages.common.staleVersionChoice.slice(0, 10));
    await alertDialog(page).getByRole('button', { name: labels.common.keepEditing }).click();
    const status = page.locator('.save-status');
    await expect(status).toHaveText(message('product.stepRefused', { step: labels.product.saveSteps.content }));
    await expect(status).not.toContainText('이어서 진행합니다');
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
