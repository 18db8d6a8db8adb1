import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { defaultRange, formatPrice, message, messages, SEARCH_PERIOD_DAYS } from '@seller/domain';
import { request as requests, type APIRequestContext, type Page } from '@playwright/test';
import {
  createScratchDatabase,
  freePort,
  startServer,
  stopServer,
  type ServerProcess,
} from '../../scripts/server-process.mjs';
import { apiClient, platformClient } from '../api.ts';
import {
  apiToken,
  DEMO_PASSWORD,
  expect,
  issuePlatformKey,
  markDelivered,
  orderRow,
  platformPurchase,
  purchase,
  ship,
  signIn,
  test,
  type PlatformKey,
} from '../fixtures.ts';

/** The issue's promise (33 §3): a new order is on the seller's screen within 2 seconds, without a reload. */
const LIVE = { timeout: 2_000 };

/** A product of the market on sale with a combination in stock: what a storefront would sell. */
async function sellable(request: APIRequestContext, token: string, market: number) {
  const api = apiClient(request, token);
  const list = await api.GET('/sw/a/v1/markets/{market}/products', {
    params: { path: { market }, query: { sell: true, display: true, page: 1, size: 20 } },
  });
  expect(list.response.status).toBe(200);
  for (const product of list.data!.products) {
    const unions = await api.GET('/sw/a/v1/products/{id}/options/meta', { params: { path: { id: product.id } } });
    const combination = unions.data!.unions.find((u) => !u.deleted && u.stocks > 5);
    if (combination) return { productCode: product.code, combinationId: combination.id!, price: product.price };
  }
  throw new Error('the demo market has no product in stock');
}

let placed = 0;
/** A purchase through the platform API, signed as docs/integration.md says; answers the new order code. */
async function buy(
  request: APIRequestContext,
  key: PlatformKey,
  market: number,
  line: Awaited<ReturnType<typeof sellable>>,
) {
  const buyer = {
    name: '김구매',
    contact: '01011112222',
    postcode: '04524',
    address1: '서울 중구 세종대로 110',
    unit: '101동 1001호',
  };
  return purchase(request, key, platformPurchase(market, line, buyer, `live-e2e-${Date.now()}-${++placed}`));
}

const badge = (page: Page) => page.getByTestId('nav-badge-productReady');
const numberIn = async (text: Promise<string | null>) => Number(((await text) ?? '').replace(/\D/g, '') || 0);

test.describe('live updates: new orders reach the seller without a reload', () => {
  test('the 결제 완료 card, its badge and the open list take an order created through the platform API', async ({
    page,
    request,
  }) => {
    const { token, key: market } = await apiToken(request);
    const key = await issuePlatformKey(request, '라이브 테스트 마켓플레이스', null);
    const line = await sellable(request, token, market);
    await signIn(page);

    // The dashboard: the 결제 완료 card and the navigation's badge count the new order.
    const card = page.getByTestId('count-paid').locator('.count');
    await expect(card).not.toHaveText('–');
    await expect(badge(page)).toBeVisible();
    const before = await numberIn(card.textContent());
    const badgeBefore = await numberIn(badge(page).locator('[aria-hidden]').textContent());
    await buy(request, key, market, line);
    await expect(card).toHaveText(formatPrice(before + 1), LIVE);
    await expect(badge(page)).toContainText(message('live.badge', { count: badgeBefore + 1 }), LIVE);

    // The open 상품 준비중 (결제 완료) list: a bar counts the arrival instead of moving the rows.
    await page
      .getByRole('link', { name: /상품 준비중/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('상품 준비중');
    await expect(page.getByTestId('new-orders-bar')).toHaveCount(0);
    const code = await buy(request, key, market, line);
    await expect(page.getByTestId('new-orders-bar')).toContainText(message('live.newOrders', { count: 1 }), LIVE);
    await expect(badge(page)).toContainText(message('live.badge', { count: badgeBefore + 2 }), LIVE);
    await expect(orderRow(page, code)).toHaveCount(0);
    await page.getByRole('button', { name: messages.live.showNew }).click();
    await expect(orderRow(page, code)).toHaveCount(1);
    await expect(page.getByTestId('new-orders-bar')).toHaveCount(0);
  });
});

test.describe("live updates: buyers' requests and inquiries, and the browser notification", () => {
  test('the 취소 요청 and 문의 요청 badges count a cancel request and an inquiry; a notification names the order only', async ({
    page,
    request,
  }) => {
    const { token, key: market } = await apiToken(request);
    const key = await issuePlatformKey(request, '라이브 테스트 마켓플레이스', null);
    const line = await sellable(request, token, market);
    // The browser's notifications, as the seller allowed them: each one shown is kept to be read.
    await page.addInitScript(() => {
      const shown: { title: string; body: string }[] = [];
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
      class Shown {
        static permission = 'granted';
        static requestPermission = async () => 'granted';
        constructor(title: string, options: { body?: string } = {}) {
          shown.push({ title, body: options.body ?? '' });
        }
      }
      (window as unknown as { Notification: unknown }).Notification = Shown;
    });
    await signIn(page);
    await page.getByRole('button', { name: messages.live.notifyOn }).click();
    await expect(page.getByRole('button', { name: messages.live.notifyOff })).toBeVisible();

    // The order arrives live (its badge counts it), and its notification names it by its code.
    await expect(badge(page)).toBeVisible();
    const paidBefore = await numberIn(badge(page).locator('[aria-hidden]').textContent());
    const code = await buy(request, key, market, line);
    await expect(badge(page)).toContainText(message('live.badge', { count: paidBefore + 1 }), LIVE);
    const shown = () =>
      page.evaluate(
        () => (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications,
      );
    await expect.poll(shown, LIVE).toContainEqual({
      title: messages.live.notificationTitle,
      body: message('live.order', { code }),
    });

    // The navigation's order counts have loaded (one query for every order badge): an absent badge is 0.
    const cancelBadge = page.getByTestId('nav-badge-cancelRequest');
    const cancelsBefore = await numberIn(
      cancelBadge
        .locator('[aria-hidden]')
        .textContent({ timeout: 1_000 })
        .catch(() => null),
    );
    const platform = platformClient(request, key);
    const cancel = await platform.POST('/sw/p/v1/orders/{code}/cancel-request', {
      params: { path: { code } },
      body: { reason: '단순 변심' },
    });
    expect(cancel.response.status, JSON.stringify(cancel.data ?? cancel.error)).toBe(200);
    await expect(cancelBadge).toContainText(message('live.badge', { count: cancelsBefore + 1 }), LIVE);
    await expect.poll(shown, LIVE).toContainEqual({
      title: messages.live.notificationTitle,
      body: message('live.cancel', { code }),
    });

    const inquiryBadge = page.getByTestId('nav-badge-qnaRequest');
    const inquiry = await platform.POST('/sw/p/v1/inquiries', {
      body: {
        marketId: market,
        marketplaceInquiryId: `live-e2e-q-${Date.now()}`,
        type: 'DELIVERY',
        customerName: '김구매',
        content: '언제 배송되나요?',
        orderCode: code,
      },
    });
    expect(inquiry.response.status, JSON.stringify(inquiry.data ?? inquiry.error)).toBe(201);
    // The open inquiries as 문의 요청 counts them, the new one included: the badge shows it without a reload.
    const open = await apiClient(request, token).POST('/sw/a/v1/qnas', {
      body: { marketId: market, replyYn: false, ...defaultRange(SEARCH_PERIOD_DAYS.qnas), page: 1, size: 1 },
    });
    expect(open.response.status).toBe(200);
    const list = open.data!;
    if (Array.isArray(list)) throw new Error('a paged search answers its total');
    const total = list.total;
    await expect(inquiryBadge).toContainText(message('live.badge', { count: total }), LIVE);
    // No notification carries the buyer's name, contact or address.
    for (const note of await shown()) expect(note.body).not.toMatch(/김구매|01011112222|세종대로/);
  });

  test("the 교환 요청 and 환불 요청 badges count a buyer's exchange and refund requests", async ({ page, request }) => {
    const { token, key: market } = await apiToken(request);
    const key = await issuePlatformKey(request, '라이브 테스트 마켓플레이스', null);
    const line = await sellable(request, token, market);
    /** A new order, shipped by the seller and delivered by the carrier: one a buyer may ask to exchange or refund. */
    const delivered = async (tracking: string) => {
      const code = await buy(request, key, market, line);
      await ship(request, token, code, tracking);
      await markDelivered(request, key, code);
      return code;
    };
    const stamp = String(Date.now()).slice(-8);
    const exchanged = await delivered(`60${stamp}01`);
    const refunded = await delivered(`60${stamp}02`);
    await signIn(page);
    // The navigation's order counts have loaded (one query for every order badge): an absent badge is 0.
    await expect(badge(page)).toBeVisible();
    const countOf = async (testId: string) =>
      numberIn(
        page
          .getByTestId(testId)
          .locator('[aria-hidden]')
          .textContent({ timeout: 1_000 })
          .catch(() => null),
      );
    const exchanges = await countOf('nav-badge-exchangeRequest');
    const refunds = await countOf('nav-badge-refundRequest');

    const platform = platformClient(request, key);
    const exchange = await platform.POST('/sw/p/v1/orders/{code}/exchange-request', {
      params: { path: { code: exchanged } },
      body: { reasonCode: 'SIZE_UNSATISFIED', detailReason: '한 치수 큰 것으로 바꿔 주세요.' },
    });
    expect(exchange.response.status, JSON.stringify(exchange.data ?? exchange.error)).toBe(200);
    await expect(page.getByTestId('nav-badge-exchangeRequest')).toContainText(
      message('live.badge', { count: exchanges + 1 }),
      LIVE,
    );
    const refund = await platform.POST('/sw/p/v1/orders/{code}/refund-request', {
      params: { path: { code: refunded } },
      body: { reasonCode: 'COLOR_UNSATISFIED', detailReason: '화면과 색이 달라요.' },
    });
    expect(refund.response.status, JSON.stringify(refund.data ?? refund.error)).toBe(200);
    await expect(page.getByTestId('nav-badge-refundRequest')).toContainText(
      message('live.badge', { count: refunds + 1 }),
      LIVE,
    );
  });
});

/**
 * Two instances of the built server on one fresh PostgreSQL database (TEST_DATABASE_URL's server, as
 * CI sets it; else 127.0.0.1:5432 as user postgres), filled by `npm run admin -- seed-demo`: the
 * seller watches instance A; the marketplace posts the order to instance B. The event crosses through
 * PostgreSQL (LISTEN/NOTIFY and the outbox).
 */
test.describe('live updates across two instances on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const env = () => ({
    DATABASE_URL: database!.url,
    DATABASE_POOL_SIZE: '3',
    OPERATOR_TOKEN: process.env.E2E_OPERATOR_TOKEN!,
    SHUTDOWN_DRAIN_SECONDS: '0',
  });
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  const instances: ServerProcess[] = [];

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    database = await createScratchDatabase(adminUrl, 'e2e');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'seed-demo'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url },
    });
    // One after the other: each is ready (its job engine started) before the next starts.
    for (let i = 0; i < 2; i++)
      instances.push(await startServer({ port: await freePort(), env: env(), entry: 'dist' }));
  });
  test.afterAll(async () => {
    await Promise.all(instances.map(stopServer));
    await database?.drop();
  });

  test('an order posted to instance B reaches the seller watching 결제 완료 on instance A', async ({ page }) => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const onB = await requests.newContext({ baseURL: b.url });
    const { token, key: market } = await apiToken(onB);
    const key = await issuePlatformKey(onB, '라이브 테스트 마켓플레이스', null);
    const line = await sellable(onB, token, market);

    await signIn(page, 'demo', DEMO_PASSWORD, a.url);
    await expect(badge(page)).toBeVisible();
    const badgeBefore = await numberIn(badge(page).locator('[aria-hidden]').textContent());
    await page
      .getByRole('link', { name: /상품 준비중/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('상품 준비중');
    await expect(page.getByTestId('new-orders-bar')).toHaveCount(0);

    const code = await buy(onB, key, market, line);
    await expect(page.getByTestId('new-orders-bar')).toContainText(message('live.newOrders', { count: 1 }), LIVE);
    await expect(badge(page)).toContainText(message('live.badge', { count: badgeBefore + 1 }), LIVE);
    await page.getByRole('button', { name: messages.live.showNew }).click();
    await expect(orderRow(page, code)).toHaveCount(1);
    await onB.dispose();
  });
});
