import type { Browser, Page } from '@playwright/test';
import { labels, messages } from '@seller/domain';
import {
  acceptDialog,
  alertDialog,
  apiToken,
  expect,
  PRESS,
  productDetail,
  productsOf,
  signIn,
  test,
} from '../fixtures.ts';

/**
 * Issue 23.1: two sellers of one market (the demo market has two) edit the same product in two
 * tabs. The first save wins; the second is refused clearly, keeps what its seller typed, and lets
 * them overwrite or reload the other change.
 */
const m = messages.product;

async function signedInTab(browser: Browser, loginId: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, loginId);
  return page;
}

async function openEdit(page: Page, code: string) {
  await page.goto(`/detail/productEdit/${code}`);
  // The edit screen loads the product, its options and combinations before it shows the form.
  await expect(page.getByLabel('상품명')).not.toHaveValue('', { timeout: 30_000 });
}

/** Types a new product name as a person does, then saves at once and confirms. */
async function typeNameAndSave(page: Page, name: string) {
  const field = page.getByLabel('상품명');
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(name);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await acceptDialog(page, m.saveConfirm);
}

const choice = (page: Page) => alertDialog(page).filter({ hasText: messages.common.staleVersionChoice });

test.describe('two tabs saving the same product', () => {
  // Two signed-in browser contexts walk a whole edit each: twice a single flow's time on 2 shared cores.
  test.setTimeout(240_000);
  test('one save, one clear refusal that keeps the refused tab input; then overwrite', async ({ browser, request }) => {
    const { token, key } = await apiToken(request);
    const list = await productsOf(request, token, key, { size: 100, sort: 'timestamp', order: 'asc' });
    const code = list.at(-4)!.code;
    const tabA = await signedInTab(browser, 'demo');
    const tabB = await signedInTab(browser, 'demo');
    await openEdit(tabA, code);
    await openEdit(tabB, code);

    await typeNameAndSave(tabA, '첫 번째 탭의 이름');
    await acceptDialog(tabA, m.saveCompleted);
    await expect(tabA).toHaveURL(/\/productManage$/);

    await typeNameAndSave(tabB, '두 번째 탭의 이름');
    await expect(choice(tabB)).toBeVisible();
    // Behind the question, the refused tab still holds what its seller typed; the server kept tab A's save.
    await expect(tabB.getByLabel('상품명')).toHaveValue('두 번째 탭의 이름');
    const saved = async () => (await productDetail(request, token, code)).name;
    expect(await saved()).toBe('첫 번째 탭의 이름');

    // Overwrite puts this tab's changes on the other save; both changed the name, so the seller is asked,
    // with the field and both values named, and keeps theirs with Enter.
    await choice(tabB).getByRole('button', { name: labels.common.overwrite }).click();
    const conflict = alertDialog(tabB).filter({ hasText: labels.common.conflictOf('상품명') });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('첫 번째 탭의 이름');
    await expect(conflict).toContainText('두 번째 탭의 이름');
    await expect(conflict.getByRole('button', { name: labels.common.keepMine })).toBeFocused();
    await tabB.keyboard.press('Enter', PRESS);
    await acceptDialog(tabB, m.saveCompleted);
    await expect(tabB).toHaveURL(/\/productManage$/);
    expect(await saved()).toBe('두 번째 탭의 이름');

    await tabA.context().close();
    await tabB.context().close();
  });

  test('the refused tab can reload the other change instead (its input is dropped)', async ({ browser, request }) => {
    const { token, key } = await apiToken(request);
    const list = await productsOf(request, token, key, { size: 100, sort: 'timestamp', order: 'asc' });
    const code = list.at(-5)!.code;
    const tabA = await signedInTab(browser, 'demo');
    const tabB = await signedInTab(browser, 'demo');
    await openEdit(tabA, code);
    await openEdit(tabB, code);

    await typeNameAndSave(tabA, '먼저 저장한 이름');
    await acceptDialog(tabA, m.saveCompleted);

    await typeNameAndSave(tabB, '나중에 저장한 이름');
    await expect(choice(tabB)).toBeVisible();
    await choice(tabB).getByRole('button', { name: labels.common.reloadOther }).click();
    await expect(alertDialog(tabB)).toHaveCount(0);
    await expect(tabB.getByLabel('상품명')).toHaveValue('먼저 저장한 이름');

    await tabA.context().close();
    await tabB.context().close();
  });
});
