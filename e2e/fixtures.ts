import type { Order, OrderDetail, OrderStatus } from '@seller/domain';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { paths } from '../apps/web/src/lib/api-types.ts';
import { apiClient, operatorClient, platformClient, type PlatformKey } from './api.ts';

export type { PlatformKey };

export const DEMO_PASSWORD = 'demo1234!';

/** The WCAG 2.2 level A and AA rules of axe. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits (up to 5 s) for the page's finite animations to end: a list or dialog opening or closing is
 * drawn for a moment without its name or role (antd keeps a closing list in the page while it fades),
 * and axe is to check what the seller is left with. Endless ones (a spinner) are not waited for.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {}); // still moving after 5 s: checked as it stands
}

/**
 * axe on the page as it stands. Legacy mode runs axe in the page itself: the default mode opens a
 * second, blank page to merge the frames' results and loads axe into it again, which costs about half
 * a second a check and matters nothing here (the app has no cross-origin frames).
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Every violation of the WCAG 2.2 A/AA rules on what the page shows now, as readable lines. */
export async function wcagViolations(page: Page, where: string) {
  await settled(page);
  const results = await axe(page).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Fails on serious or critical accessibility violations of what the page shows now. */
export async function expectAccessible(page: Page) {
  await settled(page);
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

/** The list of an antd Select while it is open (antd keeps a closed one in the page, hidden). */
export const openList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Chooses an option of the antd Select whose combobox is given: a title (exact), or the first
 * option whose text matches a pattern; `typeToFilter` types the title into the select's search
 * first. The dropdown opens with an animation and a click that lands while it moves may choose
 * nothing, so the choice is checked on the select and made again until it took.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp, typeToFilter = false) {
  const select = combobox.locator(
    `xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`,
  );
  const options = openList(page).locator('.ant-select-item-option');
  await expect(async () => {
    if (!(await openList(page).count())) {
      await combobox.click();
      if (typeToFilter && typeof option === 'string') await page.keyboard.type(option);
    }
    const target =
      typeof option === 'string'
        ? options.and(page.getByTitle(option, { exact: true }))
        : options.filter({ hasText: option });
    await target.first().click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Signs in through the login screen as a seller would, and waits for the dashboard. */
export async function signIn(page: Page, loginId = 'demo', password = DEMO_PASSWORD, origin = '') {
  await page.goto(`${origin}/intro`);
  await page.getByPlaceholder('아이디').fill(loginId);
  await page.getByPlaceholder('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * The product form's 상품 상세 editor. It loads when it comes near the screen or gets the focus (a
 * placeholder of its frame stands in until then), so it is scrolled to first, as a seller does. The
 * placeholder gives way to the editor while it is scrolled to (on a busy machine, midway), so the
 * scroll is made again until the editor stands.
 */
export async function detailEditor(page: Page) {
  const editor = page.getByRole('textbox', { name: '상품 상세 내용' });
  await expect(async () => {
    await page.locator('.rte').first().scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(editor).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return editor;
}

/** A token for calling the API directly (to check what a screen shows against the server). */
export async function apiToken(request: APIRequestContext, loginId = 'demo', password = DEMO_PASSWORD) {
  const { data, response } = await apiClient(request).GET('/sw/a/v1/seller/login', {
    headers: { Authorization: `Basic ${Buffer.from(`${loginId}:${password}`).toString('base64')}` },
  });
  expect(response.status).toBe(200);
  return data as Extract<typeof data, { token: string }>;
}

/** A person's typing: about 80 ms a key; a key held as long as people hold it. */
export const TYPING = { delay: 80 };
export const PRESS = { delay: 120 };

/**
 * Presses Tab (or Shift+Tab) at a person's pace until `target` (or a control inside it) has the
 * focus, as a keyboard user walks to it; answers how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab', PRESS);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return i + 1;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/**
 * Keeps Playwright intercepting the page's file choosers for the rest of the test. It intercepts only
 * while something listens for `filechooser`, and it turns that on without waiting: a key pressed just
 * after `waitForEvent('filechooser')` can reach the page first and open the browser's own chooser
 * (none, headless), and the wait times out (seen in a third of the runs without traces, which slow the
 * test enough to hide it). Called when the test starts, each later wait finds the interception on.
 */
export function interceptFileChoosers(page: Page) {
  page.on('filechooser', () => {});
}

/** The dialog service's open alert or confirm. */
export const alertDialog = (page: Page) => page.getByRole('alertdialog');

/** Expects the dialog to show `message`, then presses its confirm button. */
export async function acceptDialog(page: Page, message: string | RegExp) {
  const dialog = alertDialog(page).filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.locator('[data-role="ok"]').click();
  // The next dialog (a result after a confirm) may open at once; only this one must be gone.
  await expect(dialog).toHaveCount(0);
}

/** The screens (paths) a test of this worker has ended on and axe has checked. */
const checkedAtEnd = new Set<string>();

/**
 * The test fixture: the screen a test ends on is checked with axe, the first time a test ends on it
 * in a run (explicit `expectAccessible` calls cover the screens and states in between, and the
 * sweeps check every route and dialog at two widths). Most flows end on one of a few lists, and a
 * check costs seconds of a busy machine; checking the same list again after each of them found
 * nothing new.
 */
export const test = base.extend<{ axeAfter: void }>({
  axeAfter: [
    async ({ page }, use) => {
      await use();
      const url = page.url();
      if (!url.startsWith('http')) return;
      const screen = new URL(url).pathname.replace(/\/[^/]*\d[^/]*$/, '/:id');
      if (checkedAtEnd.has(screen)) return;
      await expectAccessible(page);
      checkedAtEnd.add(screen);
    },
    { auto: true },
  ],
});

/** Orders of a market in a status, newest payment first (what the lists show first). */
export async function ordersIn(
  request: APIRequestContext,
  token: string,
  status: OrderStatus,
  size = 1,
  marketId = 1,
): Promise<Order[]> {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v3/orders', {
    params: { query: { marketId, orderStatusList: status, size } },
  });
  expect(response.status).toBe(200);
  return data!.orders;
}

/** How many orders of a market are in a status (what a list screen's count says). */
export async function orderCount(request: APIRequestContext, token: string, status: OrderStatus, marketId = 1) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/orders/count', {
    params: { query: { marketId, orderStatusList: status } },
  });
  expect(response.status).toBe(200);
  return data!;
}

/** One order as the detail call answers it. */
export async function orderDetail(request: APIRequestContext, token: string, code: string): Promise<OrderDetail> {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/orders/{code}', {
    params: { path: { code } },
  });
  expect(response.status).toBe(200);
  return data!;
}

/** The newest entries of the market's personal-data access log (issue 34), as the owner reads them. */
export async function accessLog(
  request: APIRequestContext,
  token: string,
  query: NonNullable<paths['/sw/a/v1/privacy/access-log']['get']['parameters']['query']>,
) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/privacy/access-log', {
    params: { query },
  });
  expect(response.status).toBe(200);
  return data!.entries;
}

/** A market's products as 상품 관리 lists them (`query` as the list's search takes it). */
export async function productsOf(
  request: APIRequestContext,
  token: string,
  market: number,
  query: NonNullable<paths['/sw/a/v1/markets/{market}/products']['get']['parameters']['query']> = {},
) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/markets/{market}/products', {
    params: { path: { market }, query },
  });
  expect(response.status).toBe(200);
  return data!.products;
}

/** How many products of a market a search of 상품 관리 finds. */
export async function productCount(
  request: APIRequestContext,
  token: string,
  market: number,
  query: NonNullable<paths['/sw/a/v1/markets/{market}/products/count']['get']['parameters']['query']> = {},
) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/markets/{market}/products/count', {
    params: { path: { market }, query },
  });
  expect(response.status).toBe(200);
  return data!;
}

/** A market's delivery-fee templates (마켓 관리 → 배송비), with how many products use each. */
export async function deliveryTemplates(request: APIRequestContext, token: string, marketId: number) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/markets/{marketId}/deliveries', {
    params: { path: { marketId } },
  });
  expect(response.status).toBe(200);
  return data!;
}

/** One product as the edit screen loads it. */
export async function productDetail(request: APIRequestContext, token: string, code: string) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v3/products/{code}', {
    params: { path: { code } },
  });
  expect(response.status).toBe(200);
  return data!;
}

/** A product's option combinations (`unions`) with their stock, as 옵션 설정 loads them. */
export async function optionsMeta(request: APIRequestContext, token: string, id: number) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/products/{id}/options/meta', {
    params: { path: { id } },
  });
  expect(response.status).toBe(200);
  return data!;
}

/** A market's fitting models, as 모델 관리 lists them. */
export async function modelsOf(request: APIRequestContext, token: string, marketId: number) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/markets/{marketId}/models', {
    params: { path: { marketId } },
  });
  expect(response.status).toBe(200);
  return data!;
}

/** Deletes a fitting model; answers the status. */
export async function deleteModel(request: APIRequestContext, token: string, id: number) {
  const { response } = await apiClient(request, token).DELETE('/sw/a/v1/market/models/{id}', {
    params: { path: { id } },
  });
  return response.status;
}

/** One inquiry as its detail screen loads it, the reply included. */
export async function qnaDetail(request: APIRequestContext, token: string, id: number) {
  const { data, response } = await apiClient(request, token).GET('/sw/a/v1/qnas/{id}', { params: { path: { id } } });
  expect(response.status).toBe(200);
  return data!;
}

/** The row of an order on a list screen. */
export const orderRow = (page: Page, code: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row', { hasText: code });

/**
 * Answers the purpose dialog of a reveal, a print or an export (issue 34 §2): picks the purpose,
 * types the free text at a person's speed when given, and confirms.
 */
export async function givePurpose(page: Page, purpose: string, detail?: string) {
  const modal = page.getByRole('dialog').filter({ has: page.getByRole('combobox', { name: '목적' }) });
  await expect(modal).toBeVisible();
  await chooseOption(page, modal.getByRole('combobox', { name: '목적' }), purpose);
  if (detail) await modal.getByLabel('상세 목적').pressSequentially(detail, TYPING);
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(modal).toBeHidden();
}

/** A combination on sale, as the platform's inventory (`GET /sw/p/v1/markets/{market}/inventory`) lists it. */
export type InventoryLine =
  paths['/sw/p/v1/markets/{market}/inventory']['get']['responses'][200]['content']['application/json']['combinations'][number];

/** A marketplace's purchase, as `POST /sw/p/v1/orders` takes it. */
export type PurchaseBody = paths['/sw/p/v1/orders']['post']['requestBody']['content']['application/json'];

/** The first combination of `market` on sale with at least `stock` units, as the marketplace reads it. */
export async function inventoryLine(request: APIRequestContext, key: PlatformKey, market: number, stock = 1) {
  const { data, response } = await platformClient(request, key).GET('/sw/p/v1/markets/{market}/inventory', {
    params: { path: { market } },
  });
  expect(response.status).toBe(200);
  return data!.combinations.find((c) => c.stock >= stock);
}

/**
 * The body of a marketplace's purchase of one unit of `line` (`POST /sw/p/v1/orders`), ordinary and
 * complete as buyers' are, with an address detail line (`unit`): the specs share one database, and
 * another spec may meet the order. `orderId` is the marketplace's own order id.
 */
export const platformPurchase = (
  marketId: number,
  line: Pick<InventoryLine, 'productCode' | 'combinationId' | 'price'>,
  buyer: { name: string; contact: string; unit: string; postcode?: string; address1?: string },
  orderId: string,
): PurchaseBody => ({
  marketId,
  marketplaceOrderId: orderId,
  orderer: { name: buyer.name, contact: buyer.contact },
  recipient: {
    name: buyer.name,
    contact: buyer.contact,
    postcode: buyer.postcode ?? '06236',
    address1: buyer.address1 ?? '서울특별시 강남구 테헤란로 152',
    address2: buyer.unit,
  },
  payment: { type: 'CARD', pg: 'TOSS' },
  lines: [{ productCode: line.productCode, combinationId: line.combinationId, quantity: 1, unitPrice: line.price }],
});

/** Sends a marketplace's purchase (`platformPurchase`'s body); answers the new order's code. */
export async function purchase(request: APIRequestContext, key: PlatformKey, body: PurchaseBody) {
  const { data, error, response } = await platformClient(request, key).POST('/sw/p/v1/orders', { body });
  expect(response.status, JSON.stringify(data ?? error)).toBe(201);
  return data!.orderCodes[0]!;
}

/** A platform key for `markets`, issued by the operator call as the marketplace receives it. */
export async function issuePlatformKey(request: APIRequestContext, name: string, markets: number[] | null) {
  const { data, response } = await operatorClient(request).POST('/sw/o/v1/platform-keys', {
    body: { name, markets },
  });
  expect(response.status).toBe(201);
  return data! satisfies PlatformKey;
}

/** The seller saves `tracking` (CJ대한통운) on an order of 배송 준비중 or 상품 준비중: it goes 배송중. */
export async function ship(request: APIRequestContext, token: string, code: string, tracking: string) {
  const { data, response } = await apiClient(request, token).PUT('/sw/a/v1/orders/deliveries', {
    body: [{ orderDetailCode: code, deliveryCode: tracking, deliveryName: 'CJ대한통운' }],
  });
  expect(response.status).toBe(200);
  expect(data!.success).toBe(true);
}

/** The carrier's call: the order is delivered. */
export async function markDelivered(request: APIRequestContext, key: PlatformKey, orderCode: string) {
  const { data, error, response } = await platformClient(request, key).POST('/sw/p/v1/deliveries/delivered', {
    body: { orderCode },
  });
  expect(response.status, JSON.stringify(data ?? error)).toBe(200);
}

/**
 * An order of market 1 bought through the platform API (`platformPurchase`'s body), shipped by the
 * seller with `tracking` and delivered by the carrier: one a buyer may ask to exchange or refund.
 */
export async function deliveredPurchase(
  request: APIRequestContext,
  key: PlatformKey,
  token: string,
  buyer: Parameters<typeof platformPurchase>[2],
  orderId: string,
  tracking: string,
) {
  const line = (await inventoryLine(request, key, 1))!;
  const code = await purchase(request, key, platformPurchase(1, line, buyer, orderId));
  await ship(request, token, code, tracking);
  await markDelivered(request, key, code);
  return code;
}

export { expect };

/**
 * The 의류 group's 상품정보제공고시 as a seller fills it on the product form (issue 35 §2): the items
 * that need their own value typed, colour, size and care pointed to the detail page, and KC 해당 없음
 * (an adult product). `values` overrides an item's text.
 */
export async function fillWearNotice(page: Page, values: Record<string, string> = {}) {
  const typed: Record<string, string> = {
    '제품 소재(혼용률)': '면 95%, 폴리우레탄 5%',
    '제조자/수입자': '데모 의류',
    제조국: '대한민국',
    제조연월: '2026-10',
    품질보증기준: '소비자분쟁해결기준에 따름',
    'A/S 책임자와 전화번호': '고객센터 02-1234-5678',
    ...values,
  };
  for (const [label, text] of Object.entries(typed)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(text);
  }
  for (const label of ['색상', '치수', '세탁방법 및 취급시 주의사항']) {
    await page.getByRole('checkbox', { name: `${label}: 상품상세 참조` }).check();
  }
  await chooseOption(page, page.getByRole('combobox', { name: 'KC 인증 구분' }), '해당 없음');
}
