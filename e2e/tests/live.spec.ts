import { createHash, createHmac } from 'node:crypto';
import { formatPrice, message, messages } from '@seller/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, orderRow, signIn, test } from '../fixtures.ts';

/** The promise (33 §3): a new order is on the seller's screen within 2 seconds, without a reload. */
const LIVE = { timeout: 2_000 };

interface Key {
  key: string;
  secret: string;
}

/** A platform key issued by the operator call, as the marketplace holds it. */
async function platformKey(request: APIRequestContext): Promise<Key> {
  const res = await request.post('/sw/o/v1/platform-keys', {
    headers: { 'X-OPERATOR-TOKEN': process.env.E2E_OPERATOR_TOKEN! },
    data: { name: '라이브 테스트 마켓플레이스', markets: null },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Key;
}

/** A product of the market on sale with a combination in stock: what a storefront would sell. */
async function sellable(request: APIRequestContext, token: string, market: number) {
  const headers = { 'X-AUTH-TOKEN': token };
  const list = await request.get(`/sw/a/v1/markets/${market}/products`, {
    params: { sell: 'true', display: 'true', page: 1, size: 20 },
    headers,
  });
  expect(list.status()).toBe(200);
  for (const product of (await list.json()).products as { id: number; code: string; price: number }[]) {
    const unions = await request.get(`/sw/a/v1/products/${product.id}/options/meta`, { headers });
    const combination = ((await unions.json()).unions as { id: number; stocks: number; deleted: boolean }[]).find(
      (u) => !u.deleted && u.stocks > 5,
    );
    if (combination) return { code: product.code, combinationId: combination.id, price: product.price };
  }
  throw new Error('the demo market has no product in stock');
}

let placed = 0;
/** A purchase through the platform API, signed as docs/integration.md says; answers the new order code. */
async function purchase(
  request: APIRequestContext,
  key: Key,
  market: number,
  line: Awaited<ReturnType<typeof sellable>>,
) {
  const path = '/sw/p/v1/orders';
  const body = JSON.stringify({
    marketId: market,
    marketplaceOrderId: `live-e2e-${Date.now()}-${++placed}`,
    orderer: { name: '김구매', contact: '01011112222' },
    recipient: { name: '김구매', contact: '01011112222', postcode: '04524', address1: '서울 중구 세종대로 110' },
    payment: { type: 'CARD', pg: 'TOSS' },
    lines: [{ productCode: line.code, combinationId: line.combinationId, quantity: 1, unitPrice: line.price }],
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const signature = createHmac('sha256', key.secret).update(`POST\n${path}\n${timestamp}\n${bodyHash}`).digest('hex');
  const res = await request.post(path, {
    headers: {
      'content-type': 'application/json',
      'X-SW-Key': key.key,
      'X-SW-Timestamp': timestamp,
      'X-SW-Signature': signature,
    },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { orderCodes: string[] }).orderCodes[0]!;
}

const badge = (page: Page) => page.getByTestId('nav-badge-productReady');
const numberIn = async (text: Promise<string | null>) => Number(((await text) ?? '').replace(/\D/g, '') || 0);

test.describe('live updates: new orders reach the seller without a reload', () => {
  test('the 결제 완료 card, its badge and the open list take an order created through the platform API', async ({
    page,
    request,
  }) => {
    const { token, key: market } = await apiToken(request);
    const key = await platformKey(request);
    const line = await sellable(request, token, market);
    await signIn(page);

    // The dashboard: the 결제 완료 card and the navigation's badge count the new order.
    const card = page.getByTestId('count-paid').locator('.count');
    await expect(card).not.toHaveText('–');
    await expect(badge(page)).toBeVisible();
    const before = await numberIn(card.textContent());
    const badgeBefore = await numberIn(badge(page).locator('[aria-hidden]').textContent());
    await purchase(request, key, market, line);
    await expect(card).toHaveText(formatPrice(before + 1), LIVE);
    await expect(badge(page)).toContainText(message('live.badge', { count: badgeBefore + 1 }), LIVE);

    // The open 상품 준비중 (결제 완료) list: a bar counts the arrival instead of moving the rows.
    await page
      .getByRole('link', { name: /상품 준비중/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('상품 준비중');
    await expect(page.getByTestId('new-orders-bar')).toHaveCount(0);
    const code = await purchase(request, key, market, line);
    await expect(page.getByTestId('new-orders-bar')).toContainText(message('live.newOrders', { count: 1 }), LIVE);
    await expect(badge(page)).toContainText(message('live.badge', { count: badgeBefore + 2 }), LIVE);
    await expect(orderRow(page, code)).toHaveCount(0);
    await page.getByRole('button', { name: messages.live.showNew }).click();
    await expect(orderRow(page, code)).toHaveCount(1);
    await expect(page.getByTestId('new-orders-bar')).toHaveCount(0);
  });
});
