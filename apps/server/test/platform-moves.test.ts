import { message, ORDER_STATUS_LABELS } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';
import {
  createPlatformKey,
  insertSoldProduct,
  OPERATOR_TOKEN,
  purchase,
  signedHeaders,
  signingClock,
  stockOf,
  type PlatformKey,
} from './platform.ts';

describe.each(databaseKinds)('buyer, marketplace and carrier moves through the platform API, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets, operatorToken: OPERATOR_TOKEN });
  let key: PlatformKey;
  let otherKey: PlatformKey;
  let token: string;
  let tee: { code: string; combinations: number[] };
  beforeAll(async () => {
    key = await createPlatformKey(ctx.app, [1]);
    otherKey = await createPlatformKey(ctx.app, [2]);
    token = await login(ctx.app, 'alice', PASSWORD);
    tee = await insertSoldProduct(ctx.database.db, { marketId: 1, code: 'MOVE1764300000000' }, [
      { names: ['M', '블랙'], stock: 50 },
    ]);
  });

  /** Every call signed anew (a retry in the same second would repeat its signature). */
  const clock = signingClock();
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, k = key) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    return ctx.app.inject({
      method,
      url,
      headers: {
        ...signedHeaders(k, method, url, payload, clock()),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload }),
    });
  };
  const buy = async (quantity = 1) => {
    const res = await call(
      'POST',
      '/sw/p/v1/orders',
      purchase(1, [{ productCode: tee.code, combinationId: tee.combinations[0], quantity }]),
    );
    expect(res.statusCode).toBe(201);
    return res.json().orderCodes[0] as string;
  };
  const seller = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'x-auth-token': token }, payload });
  const sellerMove = async (code: string, currentStatus: string, nextStatus: string) => {
    const res = await seller('/sw/a/v1/orders/change-status', { orderCodes: [code], currentStatus, nextStatus });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Through the seller's screens: 상품 준비중 and the tracking number (배송중). */
  const ship = async (code: string, tracking: string) => {
    await sellerMove(code, 'PAID', 'PACKAGING');
    const res = await seller('/sw/a/v1/orders/change-delivery', {
      orderCode: code,
      deliveryType: '택배',
      deliveryName: 'CJ대한통운',
      deliveryCode: tracking,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const detail = async (code: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/sw/a/v1/orders/${code}`, headers: { 'x-auth-token': token } })
    ).json();
  const lastActor = async (code: string) => (await detail(code)).history.at(-1).actor as string;

  it('cancel request with reason, withdrawal, a retry answered as it is, and 409 naming the status', async () => {
    const code = await buy();
    const noReason = await call('POST', `/sw/p/v1/orders/${code}/cancel-request`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(message('platform.reasonRequired'));
    const badReason = await call('POST', `/sw/p/v1/orders/${code}/cancel-request`, { reason: '그냥' });
    expect(badReason.statusCode).toBe(400);
    expect((await detail(code)).status).toBe('PAID');

    const body = { reason: '단순 변심', detailReason: '다른 색으로 다시 주문할게요.' };
    const res = await call('POST', `/sw/p/v1/orders/${code}/cancel-request`, body);
    expect(res.json()).toEqual({ orderCode: code, status: 'CANCELING1', from: 'PAID' });
    expect(await detail(code)).toMatchObject({
      status: 'CANCELING1',
      reason: '단순 변심',
      detailReason: body.detailReason,
    });
    expect(await lastActor(code)).toBe('구매자');
    const again = await call('POST', `/sw/p/v1/orders/${code}/cancel-request`, body);
    expect(again.json()).toEqual({ orderCode: code, status: 'CANCELING1', from: null });

    const confirm = await call('POST', `/sw/p/v1/orders/${code}/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({
      code: 'WRONG_STATUS',
      message: message('platform.wrongState', {
        status: ORDER_STATUS_LABELS.CANCELING1,
        action: 'confirm',
        from: ORDER_STATUS_LABELS.DELIVERED,
      }),
    });
    const withdraw = await call('POST', `/sw/p/v1/orders/${code}/cancel-request/withdraw`);
    expect(withdraw.json()).toEqual({ orderCode: code, status: 'PAID', from: 'CANCELING1' });
  });

  it('payment cancelled puts the stock back; an order of another market is 403, an unknown one 404', async () => {
    const before = await stockOf(ctx.database.db, tee.combinations[0]!);
    const code = await buy(3);
    expect(await stockOf(ctx.database.db, tee.combinations[0]!)).toBe(before! - 3);
    await call('POST', `/sw/p/v1/orders/${code}/cancel-request`, { reason: '주문 실수' });
    expect((await call('POST', `/sw/p/v1/orders/${code}/payment-cancelled`)).statusCode).toBe(409);
    await sellerMove(code, 'CANCELING1', 'CANCELING2');
    expect((await call('POST', `/sw/p/v1/orders/${code}/payment-cancelled`, undefined, otherKey)).statusCode).toBe(403);
    const res = await call('POST', `/sw/p/v1/orders/${code}/payment-cancelled`);
    expect(res.json()).toEqual({ orderCode: code, status: 'CANCELLED', from: 'CANCELING2' });
    expect(await lastActor(code)).toBe('마켓');
    expect(await stockOf(ctx.database.db, tee.combinations[0]!)).toBe(before);
    const unknown = await call('POST', '/sw/p/v1/orders/NOPE/confirm');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(message('platform.orderNotFound', { code: 'NOPE' }));
  });

  it('carrier delivers by tracking number; exchange and refund requests and their withdrawals; refund with restock', async () => {
    const code = await buy(2);
    await ship(code, '6000-1234-5678');
    const wrong = await call('POST', '/sw/p/v1/deliveries/delivered', {
      carrier: 'CJ대한통운',
      trackingNumber: '999999',
    });
    expect(wrong.statusCode).toBe(404);
    const delivered = await call('POST', '/sw/p/v1/deliveries/delivered', {
      carrier: 'CJ대한통운',
      trackingNumber: '600012345678',
    });
    expect(delivered.json()).toEqual({ orderCode: code, status: 'DELIVERED', from: 'TRANSIT' });
    expect(await lastActor(code)).toBe('택배사');

    expect(
      (await call('POST', `/sw/p/v1/orders/${code}/exchange-request`, { reason: '상품 불량' })).json().status,
    ).toBe('EXCHANGING1');
    expect((await call('POST', `/sw/p/v1/orders/${code}/refund-request`, { reason: '상품 불량' })).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/sw/p/v1/orders/${code}/exchange-request/withdraw`)).json().status).toBe('DELIVERED');
    expect((await call('POST', `/sw/p/v1/orders/${code}/refund-request`, { reason: '상품 불량' })).json().status).toBe(
      'REFUNDING1',
    );
    expect((await call('POST', `/sw/p/v1/orders/${code}/refund-request/withdraw`)).json().status).toBe('DELIVERED');
    await call('POST', `/sw/p/v1/orders/${code}/refund-request`, { reason: '상품 불량' });
    await sellerMove(code, 'REFUNDING1', 'REFUNDING2');
    const before = await stockOf(ctx.database.db, tee.combinations[0]!);
    const refunded = await call('POST', `/sw/p/v1/orders/${code}/payment-refunded`, { restock: true });
    expect(refunded.json()).toEqual({ orderCode: code, status: 'REFUNDED', from: 'REFUNDING2' });
    expect(await stockOf(ctx.database.db, tee.combinations[0]!)).toBe(before! + 2);
  });

  it('buyer confirms; delivered by order code; a refund without restock leaves the stock', async () => {
    const code = await buy();
    await ship(code, '6000-2222-3333');
    expect((await call('POST', '/sw/p/v1/deliveries/delivered', { orderCode: code })).json().status).toBe('DELIVERED');
    const confirmed = await call('POST', `/sw/p/v1/orders/${code}/confirm`);
    expect(confirmed.json()).toEqual({ orderCode: code, status: 'CONFIRMED', from: 'DELIVERED' });
    expect((await detail(code)).confirmedAt).not.toBeNull();

    const second = await buy();
    await ship(second, '6000-4444-5555');
    await call('POST', '/sw/p/v1/deliveries/delivered', { orderCode: second });
    await call('POST', `/sw/p/v1/orders/${second}/refund-request`, { reason: '단순 변심' });
    await sellerMove(second, 'REFUNDING1', 'REFUNDING2');
    const before = await stockOf(ctx.database.db, tee.combinations[0]!);
    expect((await call('POST', `/sw/p/v1/orders/${second}/payment-refunded`, {})).json().status).toBe('REFUNDED');
    expect(await stockOf(ctx.database.db, tee.combinations[0]!)).toBe(before);
  });

  it('confirms purchases N days after delivery by itself (시스템), by the market setting', async () => {
    expect((await call('GET', '/sw/p/v1/markets/1/settings')).json()).toEqual({ autoConfirmDays: 8 });
    const code = await buy();
    await ship(code, '6000-7777-8888');
    await call('POST', '/sw/p/v1/deliveries/delivered', { orderCode: code });
    // Delivered 3 days ago: not yet under the default 8 days.
    await ctx.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(orders.code, code));
    await ctx.app.services.moves.autoConfirm();
    expect((await detail(code)).status).toBe('DELIVERED');
    expect((await call('PUT', '/sw/p/v1/markets/2/settings', { autoConfirmDays: 2 })).statusCode).toBe(403);
    const bad = await call('PUT', '/sw/p/v1/markets/1/settings', { autoConfirmDays: 61 });
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', '/sw/p/v1/markets/1/settings', { autoConfirmDays: 2 })).json()).toEqual({
      autoConfirmDays: 2,
    });

    // The scheduled job, on the app's job engine.
    await ctx.app.jobs.start();
    try {
      const deadline = Date.now() + 30_000;
      while ((await detail(code)).status !== 'CONFIRMED' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250));
    } finally {
      await ctx.app.jobs.stop();
    }
    const confirmed = await detail(code);
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.history.at(-1)).toMatchObject({ fromStatus: 'DELIVERED', toStatus: 'CONFIRMED', actor: '시스템' });
    expect(confirmed.history.filter((h: { toStatus: string }) => h.toStatus === 'CONFIRMED')).toHaveLength(1);
  }, 60_000);

  it("reads back an order's state and the market's inventory; another market's is 403", async () => {
    const code = await buy();
    await ship(code, '6000-9999-0000');
    const order = await call('GET', `/sw/p/v1/orders/${code}`);
    expect(order.json()).toMatchObject({
      orderCode: code,
      marketId: 1,
      status: 'TRANSIT',
      productCode: tee.code,
      productOptions: 'M / 블랙',
      carrier: 'CJ대한통운',
      trackingNumber: '600099990000',
    });
    expect((await call('GET', `/sw/p/v1/orders/${code}`, undefined, otherKey)).statusCode).toBe(403);
    const inventory = await call('GET', '/sw/p/v1/markets/1/inventory');
    expect(inventory.json().combinations).toEqual([
      expect.objectContaining({
        productCode: tee.code,
        combinationId: tee.combinations[0],
        options: ['M', '블랙'],
        stock: await stockOf(ctx.database.db, tee.combinations[0]!),
      }),
    ]);
    expect((await call('GET', '/sw/p/v1/markets/1/inventory', undefined, otherKey)).statusCode).toBe(403);
  });

  it("takes a buyer's inquiry into 문의 요청 at once, idempotently", async () => {
    const code = await buy();
    const body = {
      marketId: 1,
      type: 'DELIVERY',
      customerName: '김문의',
      content: '언제 배송되나요?',
      productName: '무브 티셔츠',
      orderCode: code,
      marketplaceInquiryId: `Q-${code}`,
    };
    const res = await call('POST', '/sw/p/v1/inquiries', body);
    expect(res.statusCode).toBe(201);
    const again = await call('POST', '/sw/p/v1/inquiries', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect((await call('POST', '/sw/p/v1/inquiries', { ...body, content: '다른 내용' })).statusCode).toBe(409);
    const badOrder = await call('POST', '/sw/p/v1/inquiries', {
      ...body,
      orderCode: 'NOPE',
      marketplaceInquiryId: 'Q-2',
    });
    expect(badOrder.statusCode).toBe(400);
    const badType = await call('POST', '/sw/p/v1/inquiries', { ...body, type: 'OTHER', marketplaceInquiryId: 'Q-3' });
    expect(badType.statusCode).toBe(400);
    expect((await call('POST', '/sw/p/v1/inquiries', { ...body, marketId: 2 })).statusCode).toBe(403);
    const list = await seller('/sw/a/v1/qnas', { marketId: 1, replyYn: false });
    expect(list.statusCode, list.body).toBe(200);
    const qnas = list.json();
    expect(qnas.filter((q: { content: string }) => q.content === '언제 배송되나요?')).toHaveLength(1);
  });
});
