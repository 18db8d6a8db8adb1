import { message, messages, ORDER_STATUS_LABELS, type OrderStatus } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderHistory, orders } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

const NOW = new Date('2026-11-20T03:00:00Z');
const ADDRESS = {
  recipientName: '박수령',
  recipientContact: '01012345678',
  postcode: '04524',
  address1: '서울 중구 세종대로 110',
  address2: '101동 1201호',
};

/**
 * Scan-to-ship's server rules (issue 20 §3): a scan saves one row through the set-based delivery
 * save, pinned to 배송 준비중; a tracking number already on another parcel is refused; the last save
 * can be taken back while the order is as the save left it.
 */
describe.each(databaseKinds)('scan-to-ship API on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });
  let alice = '';
  let bob = '';
  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
  });

  let placed = 0;
  /** Orders of market 1 in these statuses, under fresh codes; `address` sends them all to one recipient. */
  const place = async (statuses: OrderStatus[], address?: typeof ADDRESS) => {
    const random = createRandom(500 + placed);
    const made = statuses.map((status) => {
      const { order } = makeOrder(random, 1, `S${String(++placed).padStart(3, '0')}`, status, NOW, NOW);
      return address ? { ...order, ...address } : order;
    });
    await ctx.database.db.insert(orders).values(made);
    return made.map((o) => o.code);
  };
  const stored = async (code: string) => (await ctx.database.db.select().from(orders).where(eq(orders.code, code)))[0]!;
  const historyOf = async (code: string) =>
    (
      await ctx.database.db
        .select({ from: orderHistory.fromStatus, to: orderHistory.toStatus, reason: orderHistory.reason })
        .from(orderHistory)
        .innerJoin(orders, eq(orders.id, orderHistory.orderId))
        .where(eq(orders.code, code))
        .orderBy(orderHistory.id)
    ).map((h) => `${h.from}>${h.to}${h.reason ? ` ${h.reason}` : ''}`);
  const save = (token: string | undefined, rows: object[]) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/sw/a/v1/orders/deliveries',
      headers: token ? { 'x-auth-token': token } : {},
      payload: rows,
    });
  const scan = (token: string, orderDetailCode: string, deliveryCode: string) =>
    save(token, [{ orderDetailCode, deliveryCode, deliveryName: 'CJ', currentStatus: 'PACKAGING' }]);
  const undo = (token: string | undefined, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/orders/undo-delivery',
      headers: token ? { 'x-auth-token': token } : {},
      payload: body,
    });

  describe('saving a scan', () => {
    it('saves a 배송 준비중 order pinned to that status and refuses one in another status, writing nothing', async () => {
      const [packaging, paid, transit] = (await place(['PACKAGING', 'PAID', 'TRANSIT'])) as [string, string, string];
      const before = await stored(transit);
      const ok = await scan(alice, packaging, '5100-0000-0001');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        success: true,
        results: [{ success: true, message: null, carrierCode: 'CJ' }],
      });
      expect(await stored(packaging)).toMatchObject({
        status: 'TRANSIT',
        deliveryName: 'CJ대한통운',
        deliveryCode: '510000000001',
      });

      for (const [code, current] of [
        [paid, 'PAID'],
        [transit, 'TRANSIT'],
      ] as const) {
        const res = await scan(alice, code, '510000000002');
        expect(res.json().results[0]).toMatchObject({
          success: false,
          message: message('order.delivery.notInStatus', {
            status: ORDER_STATUS_LABELS.PACKAGING,
            current: ORDER_STATUS_LABELS[current],
          }),
        });
      }
      expect((await stored(paid)).status).toBe('PAID');
      expect(await stored(transit)).toMatchObject({ status: 'TRANSIT', deliveryCode: before.deliveryCode });
      expect(await historyOf(paid)).toEqual([]);
    });

    it('refuses another market’s order as not found', async () => {
      const [mine] = (await place(['PACKAGING'])) as [string];
      const res = await scan(bob, mine, '510000000003');
      expect(res.json().results[0]).toMatchObject({ success: false, message: messages.order.delivery.orderNotFound });
      expect((await stored(mine)).status).toBe('PACKAGING');
    });
  });

  describe('tracking number already used', () => {
    it('refuses a number on another recipient’s order, by scan, batch or single save, and writes nothing', async () => {
      const [first, second, third] = (await place(['PACKAGING', 'PACKAGING', 'PAID'])) as [string, string, string];
      expect((await scan(alice, first, '520000000001')).json().success).toBe(true);
      const refusal = message('order.delivery.trackingInUse', { code: first });

      const again = await scan(alice, second, '5200-0000-0001');
      expect(again.json()).toMatchObject({ success: false, results: [{ success: false, message: refusal }] });
      expect(await stored(second)).toMatchObject({ status: 'PACKAGING', deliveryCode: null });

      const single = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/orders/change-delivery',
        headers: { 'x-auth-token': alice, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          orderCode: third,
          deliveryName: 'CJ대한통운',
          deliveryCode: '520000000001',
        }).toString(),
      });
      expect(single.statusCode).toBe(409);
      expect(single.json().message).toBe(refusal);
      expect((await stored(third)).status).toBe('PAID');
      expect(await historyOf(second)).toEqual([]);

      // The same number with another carrier is another parcel.
      const otherCarrier = await save(alice, [
        { orderDetailCode: second, deliveryCode: '520000000001', deliveryName: '한진택배' },
      ]);
      expect(otherCarrier.json().success).toBe(true);
    });

    it('refuses the second of two rows of one batch that give one number to two recipients', async () => {
      const [a, b] = (await place(['PACKAGING', 'PACKAGING'])) as [string, string];
      const res = await save(alice, [
        { orderDetailCode: a, deliveryCode: '530000000001', deliveryName: '롯데택배' },
        { orderDetailCode: b, deliveryCode: '530000000001', deliveryName: '롯데택배' },
      ]);
      expect(
        res.json().results.map((r: { success: boolean; message: string | null }) => [r.success, r.message]),
      ).toEqual([
        [true, null],
        [false, message('order.delivery.trackingInUse', { code: a })],
      ]);
      expect((await stored(b)).status).toBe('PACKAGING');
    });

    it('lets the lines of one recipient at one address share a parcel, and an order keep its own number', async () => {
      const [a, b] = (await place(['PACKAGING', 'PACKAGING'], ADDRESS)) as [string, string];
      expect((await scan(alice, a, '540000000001')).json().success).toBe(true);
      expect((await scan(alice, b, '540000000001')).json().success).toBe(true);
      // Correcting an in-delivery order to the number it already has is no clash with itself.
      const again = await save(alice, [{ orderDetailCode: a, deliveryCode: '540000000001', deliveryName: 'CJ' }]);
      expect(again.json().success).toBe(true);
    });

    it('lets one batch swap the numbers of two orders: each holds what the batch gives it', async () => {
      const [a, b] = (await place(['PACKAGING', 'PACKAGING'])) as [string, string];
      expect((await scan(alice, a, '545000000001')).json().success).toBe(true);
      expect((await scan(alice, b, '545000000002')).json().success).toBe(true);
      const swapped = await save(alice, [
        { orderDetailCode: a, deliveryCode: '545000000002', deliveryName: 'CJ' },
        { orderDetailCode: b, deliveryCode: '545000000001', deliveryName: 'CJ' },
      ]);
      expect(swapped.json()).toMatchObject({ success: true, succeeded: 2 });
      expect(await stored(a)).toMatchObject({ status: 'TRANSIT', deliveryCode: '545000000002' });
      expect(await stored(b)).toMatchObject({ status: 'TRANSIT', deliveryCode: '545000000001' });
    });

    it('never looks at another market’s numbers', async () => {
      const [mine] = (await place(['PACKAGING'])) as [string];
      const random = createRandom(999);
      const { order } = makeOrder(random, 2, 'SB01', 'TRANSIT', NOW, NOW);
      await ctx.database.db
        .insert(orders)
        .values({ ...order, deliveryName: 'CJ대한통운', deliveryCode: '550000000001' });
      expect((await scan(alice, mine, '550000000001')).json().success).toBe(true);
    });

    it('lets two scans of one label for two recipients race: exactly one is saved', async () => {
      const [a, b] = (await place(['PACKAGING', 'PACKAGING'])) as [string, string];
      const answers = await Promise.all([scan(alice, a, '560000000001'), scan(alice, b, '560000000001')]);
      expect(answers.map((r) => r.json().success).sort()).toEqual([false, true]);
      const statuses = [(await stored(a)).status, (await stored(b)).status].sort();
      expect(statuses).toEqual(['PACKAGING', 'TRANSIT']);
    });
  });

  describe('undo', () => {
    it('puts the order back to 배송 준비중 without its delivery info, with a history row', async () => {
      const [code] = (await place(['PACKAGING'])) as [string];
      await scan(alice, code, '570000000001');
      const res = await undo(alice, { orderCode: code, deliveryName: 'CJ', deliveryCode: '5700-0000-0001' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ orderCode: code, status: 'PACKAGING' });
      expect(await stored(code)).toMatchObject({
        status: 'PACKAGING',
        deliveryType: null,
        deliveryName: null,
        deliveryCode: null,
        transitAt: null,
      });
      expect(await historyOf(code)).toEqual([
        'PACKAGING>TRANSIT',
        `TRANSIT>PACKAGING ${messages.order.delivery.undoReason}`,
      ]);
      // The number is free again: the next parcel may use it.
      const [next] = (await place(['PACKAGING'])) as [string];
      expect((await scan(alice, next, '570000000001')).json().success).toBe(true);
    });

    it('refuses an order that changed since the save (409) and an unknown or other market’s order (404), changing nothing', async () => {
      const [moved, corrected] = (await place(['PACKAGING', 'PACKAGING'])) as [string, string];
      await scan(alice, moved, '580000000001');
      await scan(alice, corrected, '580000000002');
      await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/orders/change-status',
        headers: { 'x-auth-token': alice },
        payload: { orderCodes: [moved], currentStatus: 'TRANSIT', nextStatus: 'DELIVERED' },
      });
      await save(alice, [{ orderDetailCode: corrected, deliveryCode: '580000000003', deliveryName: 'CJ' }]);

      for (const [body, status, text] of [
        [
          { orderCode: moved, deliveryName: 'CJ', deliveryCode: '580000000001' },
          409,
          messages.order.delivery.undoStale,
        ],
        [
          { orderCode: corrected, deliveryName: 'CJ', deliveryCode: '580000000002' },
          409,
          messages.order.delivery.undoStale,
        ],
        [{ orderCode: 'NOPE', deliveryName: 'CJ', deliveryCode: '1' }, 404, messages.common.notFound],
      ] as const) {
        const res = await undo(alice, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().message).toBe(text);
      }
      expect((await stored(moved)).status).toBe('DELIVERED');
      expect(await stored(corrected)).toMatchObject({ status: 'TRANSIT', deliveryCode: '580000000003' });

      const [theirs] = (await place(['PACKAGING'])) as [string];
      await scan(alice, theirs, '580000000004');
      const other = await undo(bob, { orderCode: theirs, deliveryName: 'CJ', deliveryCode: '580000000004' });
      expect(other.statusCode).toBe(404);
      expect((await stored(theirs)).status).toBe('TRANSIT');
    });

    it('validates the body with Korean messages and needs a session', async () => {
      const [code] = (await place(['PACKAGING'])) as [string];
      const cases: [object, string][] = [
        [{ orderCode: code, deliveryName: '동네택배', deliveryCode: '1' }, messages.order.delivery.unknownCarrier],
        [{ orderCode: code, deliveryName: 'CJ', deliveryCode: '--' }, messages.order.delivery.noTrackingNumber],
      ];
      for (const [body, text] of cases) {
        const res = await undo(alice, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(text);
      }
      expect((await undo(undefined, { orderCode: code, deliveryName: 'CJ', deliveryCode: '1' })).statusCode).toBe(401);
    });
  });
});
