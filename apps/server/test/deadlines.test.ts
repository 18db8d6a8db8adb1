import { addBusinessDays, addDays, isBusinessDay, seoulDate } from '@seller/domain';
import { asc, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketDaysOff, markets, orderHistory, orders, platformEvents } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import {
  createPlatformKey,
  insertSoldProduct,
  OPERATOR_TOKEN,
  purchase,
  signedHeaders,
  signingClock,
  type PlatformKey,
} from './platform.ts';

const today = seoulDate();
/** The next business day after `day` that is not a public holiday or weekend. */
const nextBusinessDay = (day: string) => addBusinessDays(day, 1);

/** Orders of market 1 by deadline, and one of market 2: codes D-… */
async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const random = createRandom(36);
  const now = new Date();
  const row = (code: string, status: 'PAID' | 'PACKAGING' | 'TRANSIT', due: string, marketId = 1) => ({
    ...makeOrder(random, marketId, code, status, now, now).order,
    dispatchDue: due,
  });
  await ctx.database.db
    .insert(orders)
    .values([
      row('D-OVERDUE', 'PAID', addDays(today, -1)),
      row('D-TODAY', 'PACKAGING', today),
      row('D-TOMORROW', 'PAID', addDays(today, 1)),
      row('D-LATER', 'PAID', addDays(today, 5)),
      row('D-SHIPPED', 'TRANSIT', addDays(today, -3)),
      row('D-A', 'PAID', addDays(today, 5)),
      row('D-B', 'PAID', addDays(today, 5)),
      row('D-OTHER', 'PAID', addDays(today, 5), 2),
    ]);
}

/**
 * Dispatch deadlines, the market's calendar, delay notices and the month view (issue 36 §6–8).
 */
describe.each(databaseKinds)('dispatch deadlines on %s', (kind) => {
  const ctx = useTestApp(kind, { seed, operatorToken: OPERATOR_TOKEN });
  let alice = '';
  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
  });
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = alice) =>
    ctx.app.inject({ method, url, headers: token ? { 'x-auth-token': token } : {}, payload });
  const orderRow = async (code: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.code, code)))[0]!;

  describe('the calendar', () => {
    it('reads and sets the business days, refusing a value out of range in Korean', async () => {
      expect((await call('GET', '/sw/a/v1/markets/1/calendar')).json()).toEqual({ dispatchDays: 3, daysOff: [] });
      const set = await call('PUT', '/sw/a/v1/markets/1/calendar/dispatch-days', { dispatchDays: 4 });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ dispatchDays: 4 });
      const refused = await call('PUT', '/sw/a/v1/markets/1/calendar/dispatch-days', { dispatchDays: 11 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('발송기한은 결제일로부터 1~10영업일로 정할 수 있습니다.');
      const [market] = await ctx.database.db.select().from(markets).where(eq(markets.id, 1));
      expect(market!.dispatchDays).toBe(4);
      await call('PUT', '/sw/a/v1/markets/1/calendar/dispatch-days', { dispatchDays: 3 });
    });

    it('marks and takes back a day off; refuses a past day, a weekend and other markets', async () => {
      const day = nextBusinessDay(addDays(today, 20));
      const marked = await call('PUT', `/sw/a/v1/markets/1/calendar/days-off/${day}`);
      expect(marked.statusCode).toBe(200);
      expect(marked.json().daysOff).toEqual([day]);
      const past = await call('PUT', `/sw/a/v1/markets/1/calendar/days-off/${addDays(today, -1)}`);
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe('지난 날짜는 휴무일로 정하거나 해제할 수 없습니다.');
      let weekend = addDays(today, 1);
      while (isBusinessDay(weekend)) weekend = addDays(weekend, 1);
      expect((await call('PUT', `/sw/a/v1/markets/1/calendar/days-off/${weekend}`)).statusCode).toBe(400);
      expect((await call('PUT', `/sw/a/v1/markets/1/calendar/days-off/2026-02-30`)).statusCode).toBe(400);
      expect((await call('PUT', `/sw/a/v1/markets/2/calendar/days-off/${day}`)).statusCode).toBe(403);
      expect((await call('GET', '/sw/a/v1/markets/1/calendar', undefined, '')).statusCode).toBe(401);
      const taken = await call('DELETE', `/sw/a/v1/markets/1/calendar/days-off/${day}`);
      expect(taken.json().daysOff).toEqual([]);
      expect(await ctx.database.db.select().from(marketDaysOff)).toEqual([]);
    });
  });

  describe('an arriving order', () => {
    let key: PlatformKey;
    let tee: { code: string; combinations: number[] };
    beforeAll(async () => {
      key = await createPlatformKey(ctx.app, [1]);
      tee = await insertSoldProduct(ctx.database.db, { marketId: 1, code: 'DUE1764300000000' }, [
        { names: ['M'], stock: 10 },
      ]);
    });
    const clock = signingClock();
    const buy = async () => {
      const body = purchase(1, [{ productCode: tee.code, combinationId: tee.combinations[0] }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/p/v1/orders',
        headers: {
          ...signedHeaders(key, 'POST', '/sw/p/v1/orders', JSON.stringify(body), clock()),
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(201);
      return (res.json() as { orderCodes: string[] }).orderCodes[0]!;
    };

    it('gets its deadline from the business days, moved by a day off, and tells the marketplace', async () => {
      const plain = await orderRow(await buy());
      expect(plain.dispatchDue).toBe(addBusinessDays(today, 3));
      const off = nextBusinessDay(today);
      await call('PUT', `/sw/a/v1/markets/1/calendar/days-off/${off}`);
      const code = await buy();
      const moved = await orderRow(code);
      expect(moved.dispatchDue).toBe(addBusinessDays(today, 3, [off]));
      expect(moved.dispatchDue! > plain.dispatchDue!).toBe(true);
      const [event] = await ctx.database.db
        .select()
        .from(platformEvents)
        .where(eq(platformEvents.entityId, code))
        .orderBy(asc(platformEvents.id));
      expect(event!.data).toMatchObject({ orderCode: code, dispatchDue: moved.dispatchDue });
      const detail = await call('GET', `/sw/a/v1/orders/${code}`);
      expect(detail.json()).toMatchObject({ dispatchDue: moved.dispatchDue, delay: { reason: null } });
      await call('DELETE', `/sw/a/v1/markets/1/calendar/days-off/${off}`);
    });
  });

  describe('the lists and counts', () => {
    const count = async (query: string) => (await call('GET', `/sw/a/v1/orders/count?marketId=1&${query}`)).json();

    it('filter 기한 임박 (today and tomorrow) and 기한 초과, the count equal to the list', async () => {
      expect(await count('deadline=overdue')).toBe(1);
      expect(await count('deadline=soon')).toBe(2);
      const list = await call('GET', '/sw/a/v3/orders?marketId=1&deadline=soon&sort=deadline&page=1&size=20');
      expect(list.statusCode).toBe(200);
      expect((list.json() as { orders: { code: string }[] }).orders.map((o) => o.code)).toEqual([
        'D-TODAY',
        'D-TOMORROW',
      ]);
      const overdue = await call('GET', '/sw/a/v3/orders?marketId=1&deadline=overdue&page=1&size=20');
      expect((overdue.json() as { orders: { code: string }[] }).orders.map((o) => o.code)).toEqual(['D-OVERDUE']);
    });

    it('refuses an unknown filter and a deadline sort with a cursor, in Korean', async () => {
      const bad = await call('GET', '/sw/a/v3/orders?marketId=1&deadline=late');
      expect(bad.statusCode).toBe(400);
      const cursor = await call('GET', '/sw/a/v3/orders?marketId=1&sort=deadline&cursor=1');
      expect(cursor.statusCode).toBe(400);
      expect(cursor.json().message).toBe('발송기한 정렬은 페이지 방식(page)에서만 쓸 수 있습니다.');
    });
  });

  describe('delay notices', () => {
    const notice = (orderCodes: string[], dispatchDate = addDays(today, 10), token = alice) =>
      call(
        'POST',
        '/sw/a/v1/orders/delay',
        { orderCodes, reason: 'PRODUCT_PREPARE', dispatchDate, message: '원단 입고가 늦어져 발송이 늦어집니다.' },
        token,
      );
    const lastEvent = async () =>
      (await ctx.database.db.select().from(platformEvents).orderBy(desc(platformEvents.id)).limit(1))[0]?.id ?? 0;

    it('moves the deadlines, writes history and one event per order, once', async () => {
      const start = await lastEvent();
      const res = await notice(['D-A', 'D-B']);
      expect(res.statusCode).toBe(200);
      const due = addDays(today, 10);
      expect(res.json()).toEqual({ delayedCodes: ['D-A', 'D-B'], dispatchDue: due });
      const a = await orderRow('D-A');
      expect(a).toMatchObject({ dispatchDue: due, delayReason: 'PRODUCT_PREPARE' });
      const history = await ctx.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, a.id));
      expect(history.at(-1)!.reason).toContain('상품 준비 중');
      const events = await ctx.database.db
        .select()
        .from(platformEvents)
        .where(gt(platformEvents.id, start))
        .orderBy(asc(platformEvents.id));
      expect(events.map((e) => [e.type, e.entityId])).toEqual([
        ['order.dispatch-delayed', 'D-A'],
        ['order.dispatch-delayed', 'D-B'],
      ]);
      expect(events[0]!.data).toMatchObject({
        reason: 'PRODUCT_PREPARE',
        reasonLabel: '상품 준비 중',
        previousDue: addDays(today, 5),
        dispatchDue: due,
        actor: { kind: 'seller', id: 'alice' },
      });

      const again = await notice(['D-LATER', 'D-A'], addDays(today, 20));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/^주문 D-A은\(는\) 이미 발송 지연 안내를 보냈습니다/);
      expect((await orderRow('D-LATER')).delayedAt).toBeNull();
      expect(await lastEvent()).toBe(events.at(-1)!.id);
    });

    it('refuses a past day, a day too far, a bad body, a dispatched order, other markets and no session', async () => {
      const past = await notice(['D-LATER'], addDays(today, -1));
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe('새 발송기한은 오늘 이후 날짜여야 합니다.');
      const far = await notice(['D-LATER'], addDays(today, 91));
      expect(far.json().message).toBe('새 발송기한은 오늘부터 90일 이내로 정할 수 있습니다.');
      const early = await notice(['D-LATER'], addDays(today, 2));
      expect(early.statusCode).toBe(400);
      const blank = await call('POST', '/sw/a/v1/orders/delay', {
        orderCodes: ['D-LATER'],
        reason: 'PRODUCT_PREPARE',
        dispatchDate: addDays(today, 10),
        message: ' ',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('구매자에게 보낼 안내 메시지를 입력해주세요.');
      const shipped = await notice(['D-SHIPPED']);
      expect(shipped.statusCode).toBe(409);
      expect(shipped.json().message).toContain('배송중');
      expect((await notice(['D-OTHER'])).statusCode).toBe(404);
      expect((await notice(['D-LATER'], addDays(today, 10), '')).statusCode).toBe(401);
      expect((await orderRow('D-LATER')).delayedAt).toBeNull();
      expect((await orderRow('D-OTHER')).delayedAt).toBeNull();
    });
  });

  it('reports the months: on time and late dispatches, claims by reason', async () => {
    const res = await call('GET', '/sw/a/v1/markets/1/report/monthly?months=3');
    expect(res.statusCode).toBe(200);
    const report = res.json() as { months: { month: string; onTime: number; late: number }[] };
    expect(report.months.map((m) => m.month)).toHaveLength(3);
    expect(report.months.at(-1)!.month).toBe(today.slice(0, 7));
    // D-SHIPPED was dispatched today, after its deadline three days ago.
    expect(report.months.at(-1)!.late).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/sw/a/v1/markets/1/report/monthly?months=25')).statusCode).toBe(400);
    expect((await call('GET', '/sw/a/v1/markets/2/report/monthly')).statusCode).toBe(403);
  });
});
