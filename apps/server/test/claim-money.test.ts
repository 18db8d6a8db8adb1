import { claimFees, message, messages, type OrderStatus } from '@seller/domain';
import { asc, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  marketDeliveries,
  orderClaims,
  orderHistory,
  orders,
  platformEvents,
  products,
} from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { insertProducts } from './product-rows.ts';

/** The product's template snapshot: 5만원 이상 무료 (미만 3,000원), 반품 3,500원, 교환 7,000원, 제주 +3,000원. */
const RULE = {
  marketDeliveryId: null,
  marketDeliveryName: '5만원 이상 무료',
  feeType: 'FREE_BY_TOTAL_PRICE',
  defaultFee: 3000,
  intCondition: 50000,
  islandMountainFee: 5000,
  jejuFee: 3000,
  returnFee: 3500,
  exchangeFee: 7000,
  international: false,
};

/** Orders of market 1 (M-…) and one of market 2, on a product of each market carrying RULE. */
async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await insertProducts(ctx.database.db, [
    { marketId: 1, code: 'CM-P1' },
    { marketId: 2, code: 'CM-P2' },
  ]);
  await ctx.database.db.update(products).set({ delivery: RULE });
  const random = createRandom(41);
  const now = new Date();
  const row = (code: string, status: OrderStatus, patch: Record<string, unknown> = {}, marketId = 1) => ({
    ...makeOrder(random, marketId, code, status, now, now).order,
    productCode: marketId === 1 ? 'CM-P1' : 'CM-P2',
    productPrice: 52000,
    couponDiscountPrice: 2000,
    deliveryFee: 0,
    postcode: '06236',
    ...patch,
  });
  await ctx.database.db
    .insert(orders)
    .values([
      row('M-REFUND', 'REFUNDING1'),
      row('M-REFUND-JEJU', 'REFUNDING1', { postcode: '63100', deliveryFee: 3000, productPrice: 30000 }),
      row('M-REFUND-SELLER', 'REFUNDING1'),
      row('M-REFUND-HELD', 'REFUNDING1'),
      row('M-BULK-DEFECT', 'REFUNDING1'),
      row('M-BULK-PLAIN', 'REFUNDING1'),
      row('M-EXCHANGE', 'EXCHANGING2', { postcode: '63100', deliveryName: 'CJ대한통운', deliveryCode: '111122223333' }),
      row('M-EXCHANGE-2', 'EXCHANGING2'),
      row('M-SHIPPED', 'TRANSIT', { deliveryName: 'CJ대한통운', deliveryCode: '999988887777' }),
      row('M-PAID', 'PAID'),
      row('O-REFUND', 'REFUNDING1', {}, 2),
    ]);
  const id = async (code: string) =>
    (await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, code)))[0]!.id;
  // A claim whose request carried a reason code (defect: the seller's fault is suggested), one held,
  // and one without a reason code (an older request).
  await ctx.database.db.insert(orderClaims).values([
    { orderId: await id('M-REFUND-SELLER'), marketId: 1, kind: 'REFUND', reasonCode: 'DEFECTIVE' },
    { orderId: await id('M-REFUND-HELD'), marketId: 1, kind: 'REFUND', holdReason: 'RETURN_FEE_UNPAID' },
    { orderId: await id('M-REFUND'), marketId: 1, kind: 'REFUND', reasonCode: null },
    { orderId: await id('M-BULK-DEFECT'), marketId: 1, kind: 'REFUND', reasonCode: 'DEFECTIVE' },
  ]);
}

describe.each(databaseKinds)('claim fault and fees on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let alice = '';
  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = alice) =>
    ctx.app.inject({ method, url, headers: token ? { 'x-auth-token': token } : {}, payload });
  const orderRow = async (code: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.code, code)))[0]!;
  const claimOf = async (code: string) =>
    (
      await ctx.database.db
        .select()
        .from(orderClaims)
        .where(eq(orderClaims.orderId, (await orderRow(code)).id))
    )[0];
  const lastEvent = async () =>
    (await ctx.database.db.select({ id: platformEvents.id }).from(platformEvents).orderBy(desc(platformEvents.id)))[0]
      ?.id ?? 0;
  const eventsSince = (id: number) =>
    ctx.database.db.select().from(platformEvents).where(gt(platformEvents.id, id)).orderBy(asc(platformEvents.id));

  describe('the claim-fee inputs', () => {
    it('answers the template snapshot, the order as paid and the suggested fault', async () => {
      const res = await call('GET', '/sw/a/v1/orders/M-REFUND-SELLER/claim-fees');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        orderCode: 'M-REFUND-SELLER',
        status: 'REFUNDING1',
        kind: 'REFUND',
        reasonCode: 'DEFECTIVE',
        fault: null,
        suggestedFault: 'SELLER',
        order: { productPrice: 52000, couponDiscountPrice: 2000, deliveryFee: 0, postcode: '06236' },
        rule: { feeType: 'FREE_BY_TOTAL_PRICE', defaultFee: 3000, returnFee: 3500, exchangeFee: 7000, jejuFee: 3000 },
        claimFee: null,
        refundAmount: null,
        reship: null,
      });
      // No reason code: the buyer's fault is suggested (단순 변심).
      expect((await call('GET', '/sw/a/v1/orders/M-REFUND/claim-fees')).json().suggestedFault).toBe('BUYER');
      // No claim row at all (an older request): the kind follows the status.
      expect((await call('GET', '/sw/a/v1/orders/M-EXCHANGE/claim-fees')).json()).toMatchObject({
        kind: 'EXCHANGE',
        reasonCode: null,
      });
    });

    it("answers 401 without a session and 404 for another market's order", async () => {
      expect((await call('GET', '/sw/a/v1/orders/M-REFUND/claim-fees', undefined, null)).statusCode).toBe(401);
      const other = await call('GET', '/sw/a/v1/orders/O-REFUND/claim-fees');
      expect(other.statusCode).toBe(404);
    });
  });

  describe('a refund proceeds', () => {
    it('with the buyer at fault: stores the fee and amount claimFees computes, writes history and the event', async () => {
      const start = await lastEvent();
      const before = (await call('GET', '/sw/a/v1/orders/M-REFUND/claim-fees')).json();
      const expected = claimFees({ kind: 'REFUND', fault: 'BUYER', order: before.order, rule: before.rule });
      // 52,000 − 2,000 paid; 3,500 return + 3,000 first delivery (free by the 50,000 condition).
      expect(expected).toMatchObject({ paidAmount: 50000, claimFee: 6500, refundAmount: 43500 });
      const res = await call('POST', '/sw/a/v1/orders/M-REFUND/refund', { fault: 'BUYER' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'REFUNDING2', fault: 'BUYER', claimFee: 6500, refundAmount: 43500 });
      expect(await claimOf('M-REFUND')).toMatchObject({ fault: 'BUYER', claimFee: 6500, refundAmount: 43500 });
      const order = await orderRow('M-REFUND');
      expect(order.status).toBe('REFUNDING2');
      const [history] = await ctx.database.db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order.id))
        .orderBy(desc(orderHistory.id));
      expect(history).toMatchObject({ fromStatus: 'REFUNDING1', toStatus: 'REFUNDING2', actor: 'alice' });
      expect(history!.reason).toBe('구매자 귀책 · 반품 배송비 6,500원 · 환불 금액 43,500원');
      const events = await eventsSince(start);
      expect(events.map((e) => [e.type, e.entityId])).toEqual([['order.status-changed', 'M-REFUND']]);
      expect(events[0]!.data).toMatchObject({
        from: 'REFUNDING1',
        to: 'REFUNDING2',
        refund: { fault: 'BUYER', paidAmount: 50000, claimFee: 6500, refundAmount: 43500 },
      });
    });

    it('adds the Jeju extra by postcode, and charges a seller-fault refund nothing', async () => {
      const jeju = await call('POST', '/sw/a/v1/orders/M-REFUND-JEJU/refund', { fault: 'BUYER' });
      // 30,000 − 2,000 + 3,000 paid; 3,500 return + 3,000 Jeju; the delivery fee was paid, so no first fee.
      expect(jeju.json()).toMatchObject({ claimFee: 6500, refundAmount: 24500 });
      const seller = await call('POST', '/sw/a/v1/orders/M-REFUND-SELLER/refund', { fault: 'SELLER' });
      expect(seller.json()).toMatchObject({ fault: 'SELLER', claimFee: 0, refundAmount: 50000 });
    });

    it('from a list (bulk 환불 처리): each order gets its suggested fault, and its money goes in its event', async () => {
      const start = await lastEvent();
      const res = await call('POST', '/sw/a/v1/orders/change-status', {
        orderCodes: ['M-BULK-DEFECT', 'M-BULK-PLAIN'],
        currentStatus: 'REFUNDING1',
        nextStatus: 'REFUNDING2',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().updatedCodes).toEqual(['M-BULK-DEFECT', 'M-BULK-PLAIN']);
      expect(await claimOf('M-BULK-DEFECT')).toMatchObject({ fault: 'SELLER', claimFee: 0, refundAmount: 50000 });
      expect(await claimOf('M-BULK-PLAIN')).toMatchObject({ fault: 'BUYER', claimFee: 6500, refundAmount: 43500 });
      const events = await eventsSince(start);
      expect(
        events.map((e) => [e.entityId, (e.data as { refund?: { refundAmount: number } }).refund?.refundAmount]),
      ).toEqual([
        ['M-BULK-DEFECT', 50000],
        ['M-BULK-PLAIN', 43500],
      ]);
    });

    it('refuses a missing or unknown fault in Korean, a held claim, a wrong state, other markets; writes nothing', async () => {
      const start = await lastEvent();
      for (const body of [{}, { fault: 'BOTH' }]) {
        const res = await call('POST', '/sw/a/v1/orders/M-PAID/refund', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(messages.claimMoney.faultRequired);
      }
      const held = await call('POST', '/sw/a/v1/orders/M-REFUND-HELD/refund', { fault: 'BUYER' });
      expect(held.statusCode).toBe(409);
      expect(held.json()).toEqual({ code: 'CLAIM_HELD', message: message('claim.held', { codes: 'M-REFUND-HELD' }) });
      const paid = await call('POST', '/sw/a/v1/orders/M-PAID/refund', { fault: 'BUYER' });
      expect(paid.statusCode).toBe(409);
      expect(paid.json().message).toBe("'결제완료' 상태의 주문은 '환불처리중' 상태로 변경할 수 없습니다.");
      expect((await call('POST', '/sw/a/v1/orders/O-REFUND/refund', { fault: 'BUYER' })).statusCode).toBe(404);
      expect((await call('POST', '/sw/a/v1/orders/M-PAID/refund', { fault: 'BUYER' }, null)).statusCode).toBe(401);
      expect((await orderRow('M-REFUND-HELD')).status).toBe('REFUNDING1');
      expect((await orderRow('O-REFUND')).status).toBe('REFUNDING1');
      expect(await claimOf('M-REFUND-HELD')).toMatchObject({ fault: null, refundAmount: null });
      expect(await lastEvent()).toBe(start);
    });
  });

  describe('an exchange completes with a re-ship', () => {
    const complete = (code: string, body: object, token?: string | null) =>
      call('POST', `/sw/a/v1/orders/${code}/exchange-complete`, body, token);

    it('checks the parcel as a first delivery, in Korean, and writes nothing on a refusal', async () => {
      const start = await lastEvent();
      const cases: [object, string][] = [
        [{ fault: 'BUYER', deliveryName: '', deliveryCode: '123412341234' }, messages.order.delivery.noCarrier],
        [
          { fault: 'BUYER', deliveryName: '없는택배', deliveryCode: '123412341234' },
          messages.order.delivery.unknownCarrier,
        ],
        [{ fault: 'BUYER', deliveryName: 'CJ대한통운', deliveryCode: '' }, messages.order.delivery.noTrackingNumber],
        [
          { fault: 'BUYER', deliveryName: 'CJ대한통운', deliveryCode: '12-ab-!!' },
          messages.order.delivery.badTrackingNumber,
        ],
        [{ deliveryName: 'CJ대한통운', deliveryCode: '123412341234' }, messages.claimMoney.faultRequired],
      ];
      for (const [body, text] of cases) {
        const res = await complete('M-EXCHANGE', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(text);
      }
      // The first parcel's own number, and a number another order of the market carries elsewhere.
      const first = await complete('M-EXCHANGE', {
        fault: 'BUYER',
        deliveryName: 'CJ대한통운',
        deliveryCode: '111122223333',
      });
      expect(first.statusCode).toBe(409);
      expect(first.json().message).toBe(messages.claimMoney.reshipSameAsFirst);
      const inUse = await complete('M-EXCHANGE', {
        fault: 'BUYER',
        deliveryName: 'CJ',
        deliveryCode: '9999-8888-7777',
      });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe('이미 다른 주문(M-SHIPPED)에 사용된 송장번호입니다. 송장번호를 확인해주세요.');
      const wrong = await complete('M-PAID', { fault: 'BUYER', deliveryName: 'CJ', deliveryCode: '123412341234' });
      expect(wrong.statusCode).toBe(409);
      expect(
        (await complete('O-REFUND', { fault: 'BUYER', deliveryName: 'CJ', deliveryCode: '1234' })).statusCode,
      ).toBe(404);
      expect((await complete('M-EXCHANGE', { fault: 'BUYER' }, null)).statusCode).toBe(401);
      expect((await orderRow('M-EXCHANGE')).status).toBe('EXCHANGING2');
      expect(await claimOf('M-EXCHANGE')).toBeUndefined();
      expect(await lastEvent()).toBe(start);
    });

    it('moves it to 교환완료 with the fee, the parcel in history and the event; the number is then in use', async () => {
      const start = await lastEvent();
      const res = await complete('M-EXCHANGE', { fault: 'BUYER', deliveryName: 'CJ', deliveryCode: '5555-6666-7777' });
      expect(res.statusCode).toBe(200);
      // 교환 7,000원 + 제주 3,000원 both ways.
      expect(res.json()).toMatchObject({
        status: 'EXCHANGED',
        fault: 'BUYER',
        claimFee: 13000,
        refundAmount: null,
        reship: {
          type: '택배',
          carrierName: 'CJ대한통운',
          carrierCode: expect.any(String),
          trackingNumber: '555566667777',
        },
      });
      // No delivery type sent: the first delivery's default (택배) is the one stored.
      expect(await claimOf('M-EXCHANGE')).toMatchObject({ reshipType: '택배', reshipTracking: '555566667777' });
      const order = await orderRow('M-EXCHANGE');
      expect(order.status).toBe('EXCHANGED');
      expect(order.exchangedAt).not.toBeNull();
      // The first parcel stays the order's delivery.
      expect(order.deliveryCode).toBe('111122223333');
      const [history] = await ctx.database.db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order.id))
        .orderBy(desc(orderHistory.id));
      expect(history!.reason).toBe('구매자 귀책 · 교환 배송비 13,000원 · 재배송 CJ대한통운 555566667777 (택배)');
      const events = await eventsSince(start);
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({
        from: 'EXCHANGING2',
        to: 'EXCHANGED',
        exchange: {
          fault: 'BUYER',
          claimFee: 13000,
          reship: { type: '택배', carrierName: 'CJ대한통운', trackingNumber: '555566667777' },
        },
      });
      const again = await complete('M-EXCHANGE-2', {
        fault: 'SELLER',
        deliveryName: 'CJ',
        deliveryCode: '555566667777',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('이미 다른 주문(M-EXCHANGE)에 사용된 송장번호입니다. 송장번호를 확인해주세요.');
      const twice = await complete('M-EXCHANGE', { fault: 'BUYER', deliveryName: 'CJ', deliveryCode: '123412341234' });
      expect(twice.statusCode).toBe(409);
    });
  });

  describe('the month view', () => {
    it('counts the claims by fault: decided, else the reason code’s, else none yet', async () => {
      const res = await call('GET', '/sw/a/v1/markets/1/report/monthly?months=3');
      expect(res.statusCode).toBe(200);
      const totals: Record<string, number> = {};
      for (const c of res.json().claimFaults as { kind: string; fault: string | null; count: number }[])
        totals[`${c.kind} ${c.fault}`] = (totals[`${c.kind} ${c.fault}`] ?? 0) + c.count;
      expect(totals).toEqual({
        // M-REFUND, M-REFUND-JEJU and M-BULK-PLAIN decided BUYER; M-REFUND-SELLER and M-BULK-DEFECT
        // SELLER; M-REFUND-HELD has no code.
        'REFUND BUYER': 3,
        'REFUND SELLER': 2,
        'REFUND null': 1,
        // M-EXCHANGE completed as the buyer's; M-EXCHANGE-2 has no claim row.
        'EXCHANGE BUYER': 1,
        'EXCHANGE null': 1,
      });
      // Another market's claims are not counted.
      expect((await call('GET', '/sw/a/v1/markets/2/report/monthly')).statusCode).toBe(403);
    });
  });

  describe('the delivery template’s claim fees', () => {
    it('are saved, answered and in the event; an update that leaves them out keeps them', async () => {
      const body = {
        marketDeliveryName: '반품비 템플릿',
        feeType: 'CHARGE',
        defaultFee: 3000,
        intCondition: 0,
        islandMountainFee: 0,
        jejuFee: 0,
        international: false,
      };
      const created = await call('POST', '/sw/a/v1/markets/1/deliveries', {
        ...body,
        returnFee: 3500,
        exchangeFee: 7000,
      });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ returnFee: 3500, exchangeFee: 7000 });
      const id = created.json().marketDeliveryId as number;
      const updated = await call('PUT', `/sw/a/v1/markets/1/deliveries/${id}`, { ...body, defaultFee: 2500 });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ defaultFee: 2500, returnFee: 3500, exchangeFee: 7000 });
      const changed = await call('PUT', `/sw/a/v1/markets/1/deliveries/${id}`, { ...body, exchangeFee: 8000 });
      expect(changed.json()).toMatchObject({ returnFee: 3500, exchangeFee: 8000 });
      const refused = await call('PUT', `/sw/a/v1/markets/1/deliveries/${id}`, { ...body, returnFee: -1 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(messages.delivery.amountInvalid);
      const [row] = await ctx.database.db.select().from(marketDeliveries).where(eq(marketDeliveries.id, id));
      expect(row).toMatchObject({ returnFee: 3500, exchangeFee: 8000 });
      // A product given the template carries its claim fees in its snapshot.
      const assigned = await call('PUT', '/sw/a/v1/products/deliveries', {
        ...body,
        marketDeliveryId: id,
        productCodes: ['CM-P1'],
      });
      expect(assigned.statusCode).toBe(200);
      const [product] = await ctx.database.db.select().from(products).where(eq(products.code, 'CM-P1'));
      expect(product!.delivery).toMatchObject({ returnFee: 3500, exchangeFee: 8000 });
      await ctx.database.db.update(products).set({ delivery: RULE, marketDeliveryId: null });
    });
  });

  // Last: M-EXCHANGE-2 gets a claim here, which the month view above would count.
  describe('the re-ship’s delivery type (배송방법)', () => {
    const complete = (code: string, body: object) => call('POST', `/sw/a/v1/orders/${code}/exchange-complete`, body);
    const move = (currentStatus: OrderStatus, nextStatus: OrderStatus, reason?: string) =>
      call('POST', '/sw/a/v1/orders/change-status', {
        orderCodes: ['M-EXCHANGE-2'],
        currentStatus,
        nextStatus,
        ...(reason ? { reason, detailReason: '다시 교환 요청합니다.' } : {}),
      });

    it('refuses an unknown one in Korean, writing nothing', async () => {
      const start = await lastEvent();
      const res = await complete('M-EXCHANGE-2', {
        fault: 'SELLER',
        deliveryType: '비행기',
        deliveryName: '롯데택배',
        deliveryCode: '444433332222',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.order.delivery.badDeliveryType);
      expect((await orderRow('M-EXCHANGE-2')).status).toBe('EXCHANGING2');
      expect(await claimOf('M-EXCHANGE-2')).toBeUndefined();
      expect(await lastEvent()).toBe(start);
    });

    it('stores the one sent (by code or name), answers it, writes it in history and the event', async () => {
      const start = await lastEvent();
      const res = await complete('M-EXCHANGE-2', {
        fault: 'SELLER',
        deliveryType: 'QUICK',
        deliveryName: '롯데택배',
        deliveryCode: '4444-3333-2222',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().reship).toMatchObject({
        type: '퀵서비스',
        carrierName: '롯데택배',
        trackingNumber: '444433332222',
      });
      expect(await claimOf('M-EXCHANGE-2')).toMatchObject({
        fault: 'SELLER',
        reshipType: '퀵서비스',
        reshipCarrier: '롯데택배',
        reshipTracking: '444433332222',
      });
      expect((await call('GET', '/sw/a/v1/orders/M-EXCHANGE-2/claim-fees')).json().reship).toMatchObject({
        type: '퀵서비스',
      });
      const detail = (await call('GET', '/sw/a/v1/orders/M-EXCHANGE-2')).json();
      const history = detail.history as { toStatus: string; reason: string | null }[];
      expect(history.find((h) => h.toStatus === 'EXCHANGED')?.reason).toBe(
        '판매자 귀책 · 교환 배송비 0원 · 재배송 롯데택배 444433332222 (퀵서비스)',
      );
      const [event] = await eventsSince(start);
      expect(event!.data).toMatchObject({ exchange: { reship: { type: '퀵서비스', trackingNumber: '444433332222' } } });
    });

    it('is cleared with the rest of the re-ship when the order is claimed again', async () => {
      expect((await move('EXCHANGED', 'EXCHANGING2')).json().updatedCodes).toEqual(['M-EXCHANGE-2']);
      expect((await move('EXCHANGING2', 'DELIVERED')).json().updatedCodes).toEqual(['M-EXCHANGE-2']);
      const again = await move('DELIVERED', 'EXCHANGING1', '상품 불량');
      expect(again.json(), again.body).toMatchObject({ updatedCodes: ['M-EXCHANGE-2'] });
      expect(await claimOf('M-EXCHANGE-2')).toMatchObject({
        kind: 'EXCHANGE',
        fault: null,
        reshipType: null,
        reshipCarrier: null,
        reshipTracking: null,
        reshippedAt: null,
      });
      expect((await call('GET', '/sw/a/v1/orders/M-EXCHANGE-2/claim-fees')).json().reship).toBeNull();
    });
  });
});
