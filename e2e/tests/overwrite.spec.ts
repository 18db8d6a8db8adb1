import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { labels, messages } from '@seller/domain';
import { apiClient } from '../api.ts';
import {
  acceptDialog,
  alertDialog,
  apiToken,
  deliveryTemplates,
  expect,
  optionsMeta,
  PRESS,
  productDetail,
  productsOf,
  signIn,
  test,
  TYPING,
} from '../fixtures.ts';

/**
 * Issue 35 §4: 덮어쓰기 means "my changes win", not "everything I loaded wins". Two sellers of the
 * demo market (two browser contexts) edit the same thing; the second save is refused, and its
 * overwrite puts only what its seller changed on the newest version: what the first seller changed
 * elsewhere survives (a price, a combination's stock, a template's 제주 fee).
 */
const m = messages.product;

async function signedInTab(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page);
  return page;
}

/** A demo product with combinations, set to a known price and first stock (its other tests' leftovers do not matter). */
async function productWithCombinations(request: APIRequestContext, skip: number) {
  const { token, key } = await apiToken(request);
  const api = apiClient(request, token);
  const list = await productsOf(request, token, key, { size: 100, sort: 'timestamp', order: 'asc' });
  const found = [];
  for (const p of list) {
    const unions = (await optionsMeta(request, token, p.id)).unions.filter((u) => !u.deleted);
    if (unions.length > 0) found.push({ ...p, unions });
    if (found.length > skip) break;
  }
  const product = found[skip]!;
  const price = await api.PUT('/sw/a/v3/product', {
    body: { id: product.id, price: 67_700, saleRate: 0, salePrice: 67_700 },
  });
  expect(price.response.ok).toBe(true);
  const unions = product.unions.map((u, i) => ({ ...u, stocks: i === 0 ? 22 : u.stocks }));
  const stock = await api.PUT('/sw/a/v2/product/options/meta', { body: { productId: product.id, unions } });
  expect(stock.response.ok).toBe(true);
  const saved = async () => {
    const detail = await productDetail(request, token, product.code);
    const meta = await optionsMeta(request, token, product.id);
    return { name: detail.name, price: detail.price, unions: meta.unions };
  };
  return { ...product, stockLabel: labels.options.stockOf(unions[0]!.names.join(' / ')), saved };
}

async function openEdit(page: Page, code: string) {
  await page.goto(`/detail/productEdit/${code}`);
  await expect(page.getByLabel('상품명')).not.toHaveValue('', { timeout: 30_000 });
}

/** Replaces a field's text as a person does: select all, then type. */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text, TYPING);
  await field.press('Tab', PRESS);
}

async function saveProduct(page: Page) {
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await acceptDialog(page, m.saveConfirm);
}

/** The refused save's question, answered with 덮어쓰기. */
async function overwrite(page: Page) {
  const choice = alertDialog(page).filter({ hasText: messages.common.staleVersionChoice });
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: labels.common.overwrite }).click();
}

test.describe('overwrite keeps the other seller’s changes (issue 35 §4)', () => {
  // Two signed-in browser contexts walk a whole edit each.
  test.setTimeout(240_000);

  test('a price the other seller saved survives an overwrite that changed the name', async ({ browser, request }) => {
    const product = await productWithCombinations(request, 0);
    const [tabA, tabB] = [await signedInTab(browser), await signedInTab(browser)];
    await openEdit(tabA, product.code);
    await openEdit(tabB, product.code);

    await retype(tabA.getByLabel('판매가'), '70000');
    await saveProduct(tabA);
    await acceptDialog(tabA, m.saveCompleted);

    await tabB.getByLabel('상품명').press('End');
    await tabB.getByLabel('상품명').pressSequentially(' 새 이름', TYPING);
    const name = await tabB.getByLabel('상품명').inputValue();
    await saveProduct(tabB);
    await overwrite(tabB);
    await acceptDialog(tabB, m.saveCompleted);

    const saved = await product.saved();
    expect(saved.name).toBe(name);
    expect(saved.price).toBe(70_000);
    await tabA.context().close();
    await tabB.context().close();
  });

  test('a combination stock the other seller saved survives an overwrite that changed the price', async ({
    browser,
    request,
  }) => {
    const product = await productWithCombinations(request, 1);
    const [tabA, tabB] = [await signedInTab(browser), await signedInTab(browser)];
    await openEdit(tabA, product.code);
    await openEdit(tabB, product.code);

    await tabA.getByRole('button', { name: '옵션 설정' }).click();
    const popup = tabA.getByRole('dialog', { name: '옵션 설정' });
    await retype(popup.getByLabel(product.stockLabel), '77');
    await popup.getByRole('button', { name: '확인' }).click();
    await saveProduct(tabA);
    await acceptDialog(tabA, m.saveCompleted);

    await retype(tabB.getByLabel('판매가'), '68000');
    await saveProduct(tabB);
    await overwrite(tabB);
    await acceptDialog(tabB, m.saveCompleted);

    const saved = await product.saved();
    expect(saved.price).toBe(68_000);
    expect(saved.unions.find((u) => u.names.join(' / ') === product.unions[0]!.names.join(' / '))?.stocks).toBe(77);
    await tabA.context().close();
    await tabB.context().close();
  });

  test('a template’s 제주 fee the other seller saved survives an overwrite of its default fee; another template added meanwhile does not refuse it', async ({
    browser,
    request,
  }) => {
    const { token, key } = await apiToken(request);
    const api = apiClient(request, token);
    const templates = { params: { path: { marketId: key } } };
    const body = (name: string) => ({
      marketDeliveryName: name,
      feeType: 'CHARGE' as const,
      defaultFee: 3000,
      intCondition: 0,
      islandMountainFee: 5000,
      jejuFee: 3000,
      international: false,
    });
    const created = await api.POST('/sw/a/v1/markets/{marketId}/deliveries', {
      ...templates,
      body: body('덮어쓰기 배송'),
    });
    expect(created.response.ok).toBe(true);
    const template = created.data!;
    const [tabA, tabB] = [await signedInTab(browser), await signedInTab(browser)];
    const openTemplate = async (page: Page) => {
      await page.goto('/marketManage?tab=deliveries');
      await page.getByRole('button', { name: /^덮어쓰기 배송 유료/ }).click();
      return page.getByRole('region', { name: labels.delivery.editTemplate });
    };
    const editorA = await openTemplate(tabA);
    const editorB = await openTemplate(tabB);

    await retype(editorA.getByLabel(labels.delivery.jejuFee), '4000');
    await editorA.getByRole('button', { name: labels.delivery.save }).click();
    await acceptDialog(tabA, messages.delivery.saveConfirm);
    await acceptDialog(tabA, messages.delivery.saved);
    // Another template added meanwhile: it has no say over this one's save.
    const other = await api.POST('/sw/a/v1/markets/{marketId}/deliveries', { ...templates, body: body('그사이 추가') });
    expect(other.response.ok).toBe(true);

    await retype(editorB.getByLabel(labels.delivery.defaultFee), '3500');
    await editorB.getByRole('button', { name: labels.delivery.save }).click();
    await acceptDialog(tabB, messages.delivery.saveConfirm);
    await overwrite(tabB);
    await acceptDialog(tabB, messages.delivery.saved);

    const list = await deliveryTemplates(request, token, key);
    expect(list.find((t) => t.marketDeliveryId === template.marketDeliveryId)).toMatchObject({
      defaultFee: 3500,
      jejuFee: 4000,
    });
    // Leaves the market's templates as they were (other tests count them).
    for (const id of [template.marketDeliveryId, other.data!.marketDeliveryId])
      expect(
        (
          await api.DELETE('/sw/a/v1/markets/{marketId}/deliveries/{marketDeliveryId}', {
            params: { path: { marketId: key, marketDeliveryId: id } },
          })
        ).response.ok,
      ).toBe(true);
    await tabA.context().close();
    await tabB.context().close();
  });
});
