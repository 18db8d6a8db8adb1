import * as XLSX from '@e965/xlsx';
import {
  maskEntrance,
  maskName,
  maskPccc,
  maskPhone,
  message,
  messages,
  ORDER_BULK_MAX,
  orderColumns,
  orderListSchema,
  ORDER_SCREENS,
  ORDER_STATUSES,
  seoulDate,
  type OrderList,
  type OrderListQuery,
  type OrderStatus,
} from '@seller/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDayCounts, orderHistory, orders } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { createOrderService } from '../src/modules/orders/service.ts';
import { writeDeliveries } from '../src/modules/orders/writes.ts';
import { databaseKinds, login, PASSWORD, seedMarket, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

const NOW = new Date('2026-11-20T03:00:00Z');
const DAY = 86_400_000;

/**
 * Orders of known codes: market 1 `A…`, market 2 `B…`, market 160 `C…`. Paid one day apart, newest first by index.
 * No test writes to them; a test that changes orders places its own in market 3 (seller `dave`).
 */
const PLAN: [string, number, OrderStatus][] = [
  ...ORDER_STATUSES.filter((s) => !s.startsWith('PARTIAL') && s !== 'CLEARED').map(
    (s, i) => [`A${String(i).padStart(3, '0')}`, 1, s] as [string, number, OrderStatus],
  ),
  ...Array.from(
    { length: 6 },
    (_, i) => [`A1${String(i).padStart(2, '0')}`, 1, 'PAID'] as [string, number, OrderStatus],
  ),
  ...Array.from(
    { length: 6 },
    (_, i) => [`A2${String(i).padStart(2, '0')}`, 1, 'PACKAGING'] as [string, number, OrderStatus],
  ),
  ...Array.from(
    { length: 6 },
    (_, i) => [`A3${String(i).padStart(2, '0')}`, 1, 'EXCHANGING1'] as [string, number, OrderStatus],
  ),
  ['B000', 2, 'PAID'],
  ['B001', 2, 'PACKAGING'],
  ['B002', 2, 'REFUNDING1'],
  ['C000', 160, 'REFUNDING1'],
  ['C001', 160, 'REFUNDING1'],
  ['C002', 160, 'REFUNDING2'],
];

async function seedOrders(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const { admin } = ctx.app.services;
  await admin.createMarket({ id: 160, koName: '백육십 마켓' });
  await admin.admitSeller({
    secondStepOptional: true,
    loginId: 'carol',
    password: PASSWORD,
    name: '캐럴',
    marketId: 160,
  });
  await seedMarket(ctx, 3, 'dave');
  const random = createRandom(7);
  const made = PLAN.map(([code, marketId, status], i) => {
    const order = makeOrder(random, marketId, code, status, new Date(NOW.getTime() - (i + 1) * DAY), NOW).order;
    if (code === 'A000') Object.assign(order, { ordererName: '김검색', ordererContact: '01099998888' });
    return order;
  });
  await ctx.database.db.insert(orders).values(made);
}

const statusOf = async (ctx: TestContext, code: string) =>
  (await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.code, code)))[0]?.status;

function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = '----ordertest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A delivery spreadsheet made with SheetJS: tracking numbers written as text cells. */
function deliverySheet(rows: (string | number | null)[][], bookType: 'xlsx' | 'xls'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([['주문번호', '송장번호', '택배사'], ...rows]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Sheet1');
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer;
}

describe.each(databaseKinds)('orders API on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedOrders });
  let alice = '';
  let bob = '';
  let carol = '';
  let dave = '';
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | undefined,
    body?: unknown,
    query?: Record<string, string>,
  ) =>
    ctx.app.inject({
      method,
      url,
      query,
      headers: token ? { 'x-auth-token': token } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  // Every test starts from the seeded orders and these sessions, whichever runs first.
  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
    carol = await login(ctx.app, 'carol', PASSWORD);
    dave = await login(ctx.app, 'dave', PASSWORD);
  });

  let placed = 0;
  /** Places orders of market 3 (seller dave) in these statuses, under codes no other test uses, and answers the codes. */
  const place = async (...statuses: OrderStatus[]) => {
    const random = createRandom(100 + placed);
    const made = statuses.map(
      (status) =>
        makeOrder(random, 3, `W${String(++placed).padStart(3, '0')}`, status, new Date(NOW.getTime() - DAY), NOW).order,
    );
    await ctx.database.db.insert(orders).values(made);
    return made.map((o) => o.code);
  };

  describe('list, count and detail', () => {
    it('pages the market’s orders newest payment first, never another market’s', async () => {
      const res = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', page: '1', size: '10' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.orders).toHaveLength(10);
      expect(body.orders.map((o: { code: string }) => o.code).slice(0, 3)).toEqual(['A000', 'A001', 'A002']);
      const all = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', page: '1', size: '100' });
      const codes = all.json().orders.map((o: { code: string }) => o.code);
      expect(codes).toHaveLength(PLAN.filter((p) => p[1] === 1).length);
      expect(codes.every((c: string) => c.startsWith('A'))).toBe(true);
      const page2 = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', page: '2', size: '10' });
      expect(page2.json().orders.map((o: { code: string }) => o.code)).toEqual(codes.slice(10, 20));
    });

    // It walks every page of a market by two paths; on 2 loaded cores that passes the suite's 30 s.
    it('finds deep pages through the per-day counters exactly as the plain offset does', async () => {
      // A market of its own: every status of the plan's market 1, and several orders a day (two at the
      // same instant) far back, so a page starts inside a day.
      await ctx.app.services.admin.createMarket({ id: 4, koName: '깊은 페이지 마켓' });
      const random = createRandom(11);
      const mix = PLAN.filter((p) => p[1] === 1).map(
        ([code, , status], i) =>
          makeOrder(random, 4, `E${code}`, status, new Date(NOW.getTime() - (i + 1) * DAY), NOW).order,
      );
      const extra = Array.from(
        { length: 30 },
        (_, i) =>
          makeOrder(
            random,
            4,
            `D${String(i).padStart(3, '0')}`,
            'CONFIRMED',
            new Date(NOW.getTime() - (60 + Math.floor(i / 5)) * DAY - (i % 5 === 4 ? 3 : i % 5) * 3_600_000),
            NOW,
          ).order,
      );
      await ctx.database.db.insert(orders).values([...mix, ...extra]);
      const seeking = createOrderService(ctx.database.db, { seekFromOffset: 1 });
      const plain = createOrderService(ctx.database.db, { seekFromOffset: Number.MAX_SAFE_INTEGER });
      const searches = [
        { orderStatusList: [...ORDER_SCREENS.orderTotal] },
        { orderStatusList: ['PAID', 'EXCHANGING1', 'CONFIRMED'] as OrderStatus[] },
        { orderStatusList: ['PACKAGING'] as OrderStatus[], startDate: '2000-01-01', endDate: '2999-12-31' },
        { orderStatusList: [...ORDER_SCREENS.orderTotal], startDate: '2000-01-01' },
        { endDate: '2999-12-31' },
        {},
      ];
      const codes = async (service: typeof plain, query: OrderListQuery) =>
        (JSON.parse((await service.list(query.marketId, query)).toString('utf8')) as OrderList).orders.map(
          (o) => o.code,
        );
      // A screen's search and page size run one kept statement for every market, period and page;
      // other searches and sizes run unnamed statements.
      for (const [marketId, search] of [...searches.map((s) => [4, s] as const), [2, searches[0]!] as const]) {
        for (const size of [1, 3, 7, 10]) {
          for (let page = 1; page <= Math.ceil(70 / size) + 1; page++) {
            const query = { marketId, page, size, ...search };
            expect(await codes(seeking, query), JSON.stringify(query)).toEqual(await codes(plain, query));
          }
        }
      }
      // Another service on the same connections sends the same text under a kept statement's name,
      // whatever the order of the searched statuses.
      const again = createOrderService(ctx.database.db, { seekFromOffset: 1 });
      const reversed = { marketId: 4, page: 3, size: 10, orderStatusList: [...ORDER_SCREENS.orderTotal].reverse() };
      expect(await codes(again, reversed)).toEqual(await codes(plain, reversed));
    }, 120_000);

    it('answers the fields of an order line', async () => {
      const res = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', orderCode: 'A000' });
      const [order] = res.json().orders;
      expect(order).toMatchObject({
        code: 'A000',
        status: 'PAID',
        orderer: { name: '김*색', contact: '010-****-8888' }, // masked (issue 34)
        product: { code: expect.any(String), count: expect.any(Number) },
        recipient: { postcode: expect.any(String), address1: expect.any(String) },
        delivery: { type: null, name: null, code: null },
        gift: { productDetailOptionNames: expect.any(Array) },
        payment: { type: expect.any(String), pgType: expect.any(String) },
      });
      expect(order.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('builds each listed order in the contract’s shape from the stored line', async () => {
      const res = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', size: '100' });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json() as OrderList;
      // The schema strips unknown keys, so equality also says there are none.
      expect(orderListSchema.parse(body)).toEqual(body);
      const stored = await ctx.database.db.select().from(orders).where(eq(orders.marketId, 1));
      expect(body.orders).toHaveLength(stored.length);
      const instants = [
        'paidAt',
        'packagingAt',
        'transitAt',
        'deliveredAt',
        'confirmedAt',
        'cancelingAt',
        'canceledAt',
        'exchangingAt',
        'exchangedAt',
        'refundingAt',
        'refundedAt',
        'updatedAt',
      ] as const;
      for (const order of body.orders) {
        const row = stored.find((r) => r.id === order.id)!;
        for (const key of instants) expect(order[key], key).toBe(row[key]?.toISOString() ?? null);
        expect(order).toEqual({
          ...order,
          code: row.code,
          status: row.status,
          product: {
            code: row.productCode,
            name: row.productName,
            options: row.productOptions,
            count: row.productCount,
            price: row.productPrice,
            couponDiscountPrice: row.couponDiscountPrice,
          },
          deliveryFee: row.deliveryFee,
          // Personal values masked by the domain's rules (issue 34).
          pccc: maskPccc(row.pccc),
          nameForPccc: row.nameForPccc === null ? null : maskName(row.nameForPccc),
          orderer: { name: maskName(row.ordererName), contact: maskPhone(row.ordererContact) },
          recipient: {
            name: maskName(row.recipientName),
            phoneNumber: maskPhone(row.recipientContact),
            postcode: row.postcode,
            address1: row.address1,
            address2: '',
            message: row.deliveryMessage,
            entranceType: row.entranceType,
            entranceValue: maskEntrance(row.entranceValue),
          },
          delivery: { type: row.deliveryType, name: row.deliveryName, code: row.deliveryCode },
          reason: row.reason,
          detailReason: row.detailReason,
          gift: { productDetailOptionNames: row.gift },
          cancelWithDeliveryFee: row.cancelWithDeliveryFee,
          payment: { type: row.paymentType, pgType: row.pgType, receiptUrl: row.receiptUrl },
        });
      }
      expect(body.orders.some((o) => o.canceledAt !== null || o.transitAt !== null)).toBe(true);
    });

    it('answers a line changed by anyone (another instance, a migration) as it is now', async () => {
      const listed = async () =>
        (await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', orderCode: 'A001' })).json().orders[0];
      const before = await listed();
      await ctx.database.db.update(orders).set({ productName: '이름 바뀐 상품' }).where(eq(orders.code, 'A001'));
      expect(await listed()).toEqual({ ...before, product: { ...before.product, name: '이름 바뀐 상품' } });
      await ctx.database.db.update(orders).set({ productName: before.product.name }).where(eq(orders.code, 'A001'));
      expect(await listed()).toEqual(before);
    });

    it.each([
      ['any search, a size no screen uses', { size: '7' }],
      [
        "the all-orders screen's search",
        {
          size: '10',
          orderStatusList: ORDER_SCREENS.orderTotal.join(','),
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        },
      ],
      ['one status', { size: '10', orderStatusList: 'PAID' }],
      ['a keyword', { size: '1', userName: '김검색' }],
    ])('walks the same orders in cursor mode as in pages: %s', async (_name, search) => {
      const paged = (await call('GET', '/sw/a/v3/orders', alice, undefined, { ...search, marketId: '1', size: '100' }))
        .json()
        .orders.map((o: { code: string }) => o.code);
      expect(paged.length).toBeGreaterThan(0);
      const walked: string[] = [];
      let cursor: number | null = null;
      for (let i = 0; i < 50; i++) {
        const query: Record<string, string> = { ...search, marketId: '1' };
        if (cursor !== null) query.cursor = String(cursor);
        const res = await call('GET', '/sw/a/v3/orders', alice, undefined, query);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        walked.push(...body.orders.map((o: { code: string }) => o.code));
        cursor = body.nextCursor;
        if (cursor === null) break;
      }
      expect(walked).toEqual(paged);
    });

    it.each([
      ['any status', {}],
      ["the all-orders screen's statuses", { orderStatusList: ORDER_SCREENS.orderTotal.join(',') }],
    ])('bounds the orders after a cursor by the period, from outside it too: %s', async (_name, search) => {
      const codes = (body: OrderList) => body.orders.map((o) => o.code);
      const list = async (query: Record<string, string>) => {
        const res = await call('GET', '/sw/a/v3/orders', alice, undefined, { ...search, marketId: '1', ...query });
        expect(res.statusCode).toBe(200);
        return res.json() as OrderList;
      };
      const all = (await list({ size: '100' })).orders;
      const dayOf = (o: { paidAt: string | null }) => seoulDate(new Date(o.paidAt!));
      const days = [...new Set(all.map(dayOf))]; // newest first
      expect(days.length).toBeGreaterThanOrEqual(4);
      const period = { startDate: days.at(-2)!, endDate: days[1]! };
      const inPeriod = codes(await list({ size: '100', ...period }));
      expect(inPeriod.length).toBeGreaterThan(1);
      const newer = all.find((o) => dayOf(o) > period.endDate)!;
      const older = all.find((o) => dayOf(o) < period.startDate)!;
      const middle = all.find((o) => o.code === inPeriod[0])!;
      // An order paid after the period: the batch is the period's orders from its newest.
      expect(codes(await list({ size: '100', ...period, cursor: String(newer.id) }))).toEqual(inPeriod);
      // One of the period's own: the orders after it.
      expect(codes(await list({ size: '100', ...period, cursor: String(middle.id) }))).toEqual(inPeriod.slice(1));
      // An order paid before the period: none.
      const none = await list({ size: '100', ...period, cursor: String(older.id) });
      expect(none.orders).toEqual([]);
      expect(none.nextCursor).toBeNull();
    });

    it('refuses a cursor of another market and page with cursor', async () => {
      const bobs = (await call('GET', '/sw/a/v3/orders', bob, undefined, { marketId: '2' })).json().orders;
      const searches: Record<string, string>[] = [
        {},
        { orderStatusList: ORDER_SCREENS.orderTotal.join(','), startDate: '2026-01-01', endDate: '2026-12-31' },
        { userName: '김검색' },
      ];
      for (const search of searches) {
        const res = await call('GET', '/sw/a/v3/orders', alice, undefined, {
          ...search,
          marketId: '1',
          size: '10',
          cursor: String(bobs[0].id),
        });
        expect(res.statusCode).toBe(400);
      }
      const both = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', page: '1', cursor: '1' });
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toBe(messages.order.search.cursorWithPage);
    });

    it('filters by statuses, orderer name, contact without hyphens and period, and counts the same', async () => {
      const cases: [Record<string, string>, string[]][] = [
        [
          { orderStatusList: 'EXCHANGING1,EXCHANGING2' },
          PLAN.filter((p) => p[1] === 1 && /^EXCHANGING[12]$/.test(p[2])).map((p) => p[0]),
        ],
        [{ userName: '김검색' }, ['A000']],
        [{ userContact: '010-9999-8888' }, ['A000']],
        [{ orderCode: 'A003' }, ['A003']],
        [{ orderCode: 'B000' }, []],
      ];
      for (const [filter, expected] of cases) {
        const list = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', size: '100', ...filter });
        expect(
          list
            .json()
            .orders.map((o: { code: string }) => o.code)
            .sort(),
          JSON.stringify(filter),
        ).toEqual([...expected].sort());
        const count = await call('GET', '/sw/a/v1/orders/count', alice, undefined, { marketId: '1', ...filter });
        expect(count.json()).toBe(expected.length);
      }
      // Paid 1..3 days before NOW (Seoul days): A000, A001, A002.
      const day = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
      const period = { startDate: day(NOW.getTime() - 3 * DAY), endDate: day(NOW.getTime() - DAY) };
      const list = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', ...period });
      expect(list.json().orders.map((o: { code: string }) => o.code)).toEqual(['A000', 'A001', 'A002']);
    });

    it('refuses without a token (401) and for another market (403)', async () => {
      expect((await call('GET', '/sw/a/v3/orders', undefined, undefined, { marketId: '1' })).statusCode).toBe(401);
      const other = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '2' });
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(messages.common.forbiddenMarket);
      expect((await call('GET', '/sw/a/v1/orders/count', alice, undefined, { marketId: '2' })).statusCode).toBe(403);
      const bad = await call('GET', '/sw/a/v3/orders', alice, undefined, { marketId: '1', orderStatusList: 'NOPE' });
      expect(bad.statusCode).toBe(400);
    });

    it('shows one order with its history, and 404 for another market’s order', async () => {
      const res = await call('GET', '/sw/a/v1/orders/A000', alice);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 'A000', status: 'PAID', history: [] });
      expect((await call('GET', '/sw/a/v1/orders/B000', alice)).statusCode).toBe(404);
      expect((await call('GET', '/sw/a/v1/orders/NOPE', alice)).statusCode).toBe(404);
      expect((await call('GET', '/sw/a/v1/orders/A000', undefined)).statusCode).toBe(401);
    });
  });

  describe('change-status', () => {
    it('moves the orders in currentStatus, stamps the time and writes history with the seller', async () => {
      const [first, second] = await place('PAID', 'PAID');
      const listed = async () =>
        (await call('GET', '/sw/a/v3/orders', dave, undefined, { marketId: '3', orderCode: first! })).json().orders[0];
      expect((await listed()).status).toBe('PAID'); // the line is now in the server's line cache
      const res = await call('POST', '/sw/a/v1/orders/change-status', dave, {
        orderCodes: [first, second],
        currentStatus: 'PAID',
        nextStatus: 'PACKAGING',
      });
      // The list answers the changed line, not the one it kept.
      expect(await listed()).toMatchObject({ status: 'PACKAGING', packagingAt: expect.any(String) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, updatedCodes: [first, second], refusedCodes: [] });
      const detail = (await call('GET', `/sw/a/v1/orders/${first}`, dave)).json();
      expect(detail.status).toBe('PACKAGING');
      expect(detail.packagingAt).not.toBeNull();
      expect(detail.history).toEqual([
        expect.objectContaining({ fromStatus: 'PAID', toStatus: 'PACKAGING', actor: 'dave' }),
      ]);
    });

    it('reports partial success: wrong status, another market’s order and unknown codes are refused', async () => {
      const [paid, packaging] = await place('PAID', 'PACKAGING');
      const res = await call('POST', '/sw/a/v1/orders/change-status', dave, {
        orderCodes: [paid, packaging, 'B000', 'ZZZ'],
        currentStatus: 'PAID',
        nextStatus: 'PACKAGING',
      });
      expect(res.json()).toEqual({ success: false, updatedCodes: [paid], refusedCodes: [packaging, 'B000', 'ZZZ'] });
      expect(await statusOf(ctx, 'B000')).toBe('PAID');
    });

    it('refuses a move outside the transitions table with 409 and changes nothing', async () => {
      const [code] = await place('PAID');
      for (const [from, to] of [
        ['PAID', 'DELIVERED'],
        ['REFUNDING2', 'REFUNDING1'],
        ['CANCELING2', 'PAID'],
      ] as const) {
        const res = await call('POST', '/sw/a/v1/orders/change-status', dave, {
          orderCodes: [code],
          currentStatus: from,
          nextStatus: to,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(/변경할 수 없습니다/);
      }
      expect(await statusOf(ctx, code!)).toBe('PAID');
    });

    it('needs a reason and a detail reason for a cancel request, and keeps them', async () => {
      const [code] = await place('PAID');
      const noReason = await call('POST', '/sw/a/v1/orders/change-status', dave, {
        orderCodes: [code],
        currentStatus: 'PAID',
        nextStatus: 'CANCELING1',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe(messages.order.reasonRequired);
      expect(await statusOf(ctx, code!)).toBe('PAID');
      const ok = await call('POST', '/sw/a/v1/orders/change-status', dave, {
        orderCodes: [code],
        currentStatus: 'PAID',
        nextStatus: 'CANCELING1',
        reason: '품절',
        detailReason: '재고가 없어 취소합니다.',
      });
      expect(ok.json().success).toBe(true);
      const detail = (await call('GET', `/sw/a/v1/orders/${code}`, dave)).json();
      expect(detail).toMatchObject({ status: 'CANCELING1', reason: '품절', detailReason: '재고가 없어 취소합니다.' });
      expect(detail.cancelingAt).not.toBeNull();
      expect(detail.history.at(-1)).toMatchObject({ toStatus: 'CANCELING1', reason: '품절', actor: 'dave' });
    });

    it('refuses bad input with 400 and no token with 401', async () => {
      const [code] = await place('PAID');
      expect(
        (
          await call('POST', '/sw/a/v1/orders/change-status', dave, {
            orderCodes: [],
            currentStatus: 'PAID',
            nextStatus: 'PACKAGING',
          })
        ).json().message,
      ).toBe(messages.order.codesRequired);
      expect(
        (
          await call('POST', '/sw/a/v1/orders/change-status', dave, {
            orderCodes: [code],
            currentStatus: 'X',
            nextStatus: 'PACKAGING',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await call('POST', '/sw/a/v1/orders/change-status', undefined, {
            orderCodes: [code],
            currentStatus: 'PAID',
            nextStatus: 'PACKAGING',
          })
        ).statusCode,
      ).toBe(401);
      expect(await statusOf(ctx, code!)).toBe('PAID');
    });

    it('lets exactly one of two racing requests move an order', async () => {
      const orderCodes = await place('EXCHANGING1', 'EXCHANGING1', 'EXCHANGING1');
      const body = { orderCodes, currentStatus: 'EXCHANGING1', nextStatus: 'EXCHANGING2' };
      const other = { orderCodes, currentStatus: 'EXCHANGING1', nextStatus: 'DELIVERED' };
      const [a, b] = await Promise.all([
        call('POST', '/sw/a/v1/orders/change-status', dave, body),
        call('POST', '/sw/a/v1/orders/change-status', dave, other),
      ]);
      const results = [a.json(), b.json()];
      const winners = results.filter((r) => r.updatedCodes.length === 3);
      const losers = results.filter((r) => r.refusedCodes.length === 3);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(1);
      const ids = (
        await ctx.database.db.select({ id: orders.id }).from(orders).where(inArray(orders.code, body.orderCodes))
      ).map((r) => r.id);
      const history = await ctx.database.db.select().from(orderHistory).where(inArray(orderHistory.orderId, ids));
      expect(history).toHaveLength(3);
    });

    it('withdraws an exchange group by group back to delivered', async () => {
      const [requested, second] = await place('EXCHANGING1', 'EXCHANGING1');
      await call('POST', '/sw/a/v1/orders/change-status', dave, {
        orderCodes: [requested],
        currentStatus: 'EXCHANGING1',
        nextStatus: 'EXCHANGING2',
      });
      const first = await call('POST', '/sw/a/v1/orders/change-status', dave, {
        orderCodes: [second],
        currentStatus: 'EXCHANGING1',
        nextStatus: 'DELIVERED',
      });
      const then = await call('POST', '/sw/a/v1/orders/change-status', dave, {
        orderCodes: [requested],
        currentStatus: 'EXCHANGING2',
        nextStatus: 'DELIVERED',
      });
      expect([first.json().success, then.json().success]).toEqual([true, true]);
      expect([await statusOf(ctx, requested!), await statusOf(ctx, second!)]).toEqual(['DELIVERED', 'DELIVERED']);
    });
  });

  describe('one transaction per action (a failed step leaves nothing half-written)', () => {
    /** Makes every update that moves `code` into `status` fail inside the database, as a broken disk or a bug would. */
    async function failingMove<T>(code: string, status: OrderStatus, run: () => Promise<T>): Promise<T> {
      const db = ctx.database.db;
      await db.execute(
        sql.raw(`create or replace function test_fail_move() returns trigger language plpgsql as $$
          begin
            if new.code = '${code}' and new.status = '${status}' then raise exception 'forced failure'; end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql`create trigger test_fail_move before update on orders for each row execute function test_fail_move()`,
      );
      try {
        return await run();
      } finally {
        await db.execute(sql`drop trigger test_fail_move on orders`);
        await db.execute(sql`drop function test_fail_move()`);
      }
    }
    const flagOf = async (code: string) =>
      (await ctx.database.db.select({ v: orders.cancelWithDeliveryFee }).from(orders).where(eq(orders.code, code)))[0]
        ?.v;
    let placed160 = 0;
    /** Refund requests of market 160 (seller carol), fee flag unset, under codes no other test uses. */
    const place160 = async (count: number) => {
      const random = createRandom(900 + placed160);
      const made = Array.from({ length: count }, () => {
        const code = `R${String(++placed160).padStart(3, '0')}`;
        const { order } = makeOrder(random, 160, code, 'REFUNDING1', new Date(NOW.getTime() - DAY), NOW);
        return { ...order, cancelWithDeliveryFee: false };
      });
      await ctx.database.db.insert(orders).values(made);
      return made.map((o) => o.code);
    };

    it('withdraws an exchange’s two groups in one call', async () => {
      const [requested, processing] = await place('EXCHANGING1', 'EXCHANGING2');
      const res = await call('POST', '/sw/a/v1/orders/change-status/steps', dave, {
        steps: [
          { orderCodes: [requested], currentStatus: 'EXCHANGING1', nextStatus: 'DELIVERED' },
          { orderCodes: [processing], currentStatus: 'EXCHANGING2', nextStatus: 'DELIVERED' },
        ],
      });
      expect(res.json()).toEqual({ success: true, updatedCodes: [requested, processing], refusedCodes: [] });
      expect([await statusOf(ctx, requested!), await statusOf(ctx, processing!)]).toEqual(['DELIVERED', 'DELIVERED']);
    });

    it('moves neither group of an exchange withdrawal when the second group’s write fails', async () => {
      const [requested, processing] = await place('EXCHANGING1', 'EXCHANGING2');
      const res = await failingMove(processing!, 'DELIVERED', () =>
        call('POST', '/sw/a/v1/orders/change-status/steps', dave, {
          steps: [
            { orderCodes: [requested], currentStatus: 'EXCHANGING1', nextStatus: 'DELIVERED' },
            { orderCodes: [processing], currentStatus: 'EXCHANGING2', nextStatus: 'DELIVERED' },
          ],
        }),
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: expect.any(String), message: expect.stringMatching(/[가-힣]/) });
      expect([await statusOf(ctx, requested!), await statusOf(ctx, processing!)]).toEqual([
        'EXCHANGING1',
        'EXCHANGING2',
      ]);
    });

    it('checks every step before moving any: a later step outside the table refuses the whole call', async () => {
      const [requested, paid] = await place('EXCHANGING1', 'PAID');
      const res = await call('POST', '/sw/a/v1/orders/change-status/steps', dave, {
        steps: [
          { orderCodes: [requested], currentStatus: 'EXCHANGING1', nextStatus: 'DELIVERED' },
          { orderCodes: [paid], currentStatus: 'PAID', nextStatus: 'DELIVERED' },
        ],
      });
      expect(res.statusCode).toBe(409);
      expect([await statusOf(ctx, requested!), await statusOf(ctx, paid!)]).toEqual(['EXCHANGING1', 'PAID']);
    });

    it('refunds with the delivery fee in one call: the flag and the status change together', async () => {
      const [one, two] = await place160(2);
      const res = await call('POST', '/sw/a/v1/orders/change-status', carol, {
        orderCodes: [one, two],
        currentStatus: 'REFUNDING1',
        nextStatus: 'REFUNDING2',
        cancelWithDeliveryFee: true,
      });
      expect(res.json()).toEqual({ success: true, updatedCodes: [one, two], refusedCodes: [] });
      expect([await statusOf(ctx, one!), await flagOf(one!)]).toEqual(['REFUNDING2', true]);
    });

    it('leaves the delivery-fee flag unset when the refund’s move fails', async () => {
      const [one, two] = await place160(2);
      expect([await flagOf(one!), await flagOf(two!)]).toEqual([false, false]);
      const res = await failingMove(two!, 'REFUNDING2', () =>
        call('POST', '/sw/a/v1/orders/change-status', carol, {
          orderCodes: [one, two],
          currentStatus: 'REFUNDING1',
          nextStatus: 'REFUNDING2',
          cancelWithDeliveryFee: true,
        }),
      );
      expect(res.statusCode).toBe(500);
      for (const code of [one!, two!])
        expect([await statusOf(ctx, code), await flagOf(code)]).toEqual(['REFUNDING1', false]);
    });

    it('takes the fee flag only from market 160 and only on refund requests', async () => {
      const [code] = await place160(1);
      const elsewhere = await call('POST', '/sw/a/v1/orders/change-status', bob, {
        orderCodes: ['B002'],
        currentStatus: 'REFUNDING1',
        nextStatus: 'REFUNDING2',
        cancelWithDeliveryFee: true,
      });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().message).toBe(messages.order.deliveryFeeMarketOnly);
      expect(await statusOf(ctx, 'B002')).toBe('REFUNDING1');
      const notRefund = await call('POST', '/sw/a/v1/orders/change-status', carol, {
        orderCodes: [code],
        currentStatus: 'PAID',
        nextStatus: 'PACKAGING',
        cancelWithDeliveryFee: true,
      });
      expect(notRefund.statusCode).toBe(400);
      expect(notRefund.json().message).toBe(messages.order.notRefundRequest);
    });
  });

  describe('cancel-with-delivery-fee', () => {
    it('marks market 160’s refund requests and refuses other statuses and markets’ orders', async () => {
      const res = await call('PUT', '/sw/a/v1/orders/cancel-with-delivery-fee', carol, [
        { orderDetailCode: 'C000', cancelWithDeliveryFee: true },
        { orderDetailCode: 'C001', cancelWithDeliveryFee: false },
        { orderDetailCode: 'C002', cancelWithDeliveryFee: true },
        { orderDetailCode: 'B002', cancelWithDeliveryFee: true },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, updatedCodes: ['C000', 'C001'], refusedCodes: ['C002', 'B002'] });
      const rows = await ctx.database.db
        .select({ code: orders.code, v: orders.cancelWithDeliveryFee })
        .from(orders)
        .where(inArray(orders.code, ['C000', 'C001']));
      expect(Object.fromEntries(rows.map((r) => [r.code, r.v]))).toEqual({ C000: true, C001: false });
    });

    it('is market 160’s only (403 elsewhere), needs rows and a token', async () => {
      const res = await call('PUT', '/sw/a/v1/orders/cancel-with-delivery-fee', bob, [
        { orderDetailCode: 'B002', cancelWithDeliveryFee: true },
      ]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.order.deliveryFeeMarketOnly);
      expect((await call('PUT', '/sw/a/v1/orders/cancel-with-delivery-fee', carol, [])).statusCode).toBe(400);
      expect(
        (
          await call('PUT', '/sw/a/v1/orders/cancel-with-delivery-fee', undefined, [
            { orderDetailCode: 'C000', cancelWithDeliveryFee: true },
          ])
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('delivery info', () => {
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const post = (token: string | undefined, fields: Record<string, string>) => {
      const f = form(fields);
      return ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/orders/change-delivery',
        payload: f.payload,
        headers: { ...f.headers, ...(token ? { 'x-auth-token': token } : {}) },
      });
    };

    it('saves a product-preparing order’s delivery info and moves it through delivery preparing into in delivery', async () => {
      const [code] = await place('PAID');
      const res = await post(dave, {
        orderCode: code!,
        deliveryType: '택배',
        deliveryName: 'CJ대한통운',
        deliveryCode: '0012-3456-7890',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        type: '택배',
        typeCode: 'PARCEL',
        name: 'CJ대한통운',
        carrierCode: 'CJ',
        code: '001234567890',
        status: 'TRANSIT',
      });
      const detail = (await call('GET', `/sw/a/v1/orders/${code}`, dave)).json();
      expect(detail.delivery).toEqual({ type: '택배', name: 'CJ대한통운', code: '001234567890' });
      expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['PACKAGING', 'TRANSIT']);
      expect(detail.transitAt).not.toBeNull();
    });

    it('corrects an in-delivery order without moving it', async () => {
      const [code] = await place('TRANSIT');
      const res = await post(dave, {
        orderCode: code!,
        deliveryType: '퀵서비스',
        deliveryName: '롯데택배',
        deliveryCode: '77',
      });
      expect(res.json()).toEqual({
        type: '퀵서비스',
        typeCode: 'QUICK',
        name: '롯데택배',
        carrierCode: 'LOTTE',
        code: '77',
        status: 'TRANSIT',
      });
    });

    it('refuses with the spec messages: no carrier, unknown carrier, no tracking number, wrong tab, another market', async () => {
      const [paid, delivered] = (await place('PAID', 'DELIVERED')) as [string, string];
      const cases: [Record<string, string>, number, string][] = [
        [{ orderCode: paid, deliveryName: '', deliveryCode: '1' }, 400, messages.order.delivery.noCarrier],
        [{ orderCode: paid, deliveryName: '아무택배', deliveryCode: '1' }, 400, messages.order.delivery.unknownCarrier],
        [
          { orderCode: paid, deliveryName: 'CJ대한통운', deliveryCode: '--' },
          400,
          messages.order.delivery.noTrackingNumber,
        ],
        [
          { orderCode: paid, deliveryName: 'CJ대한통운', deliveryCode: '1', deliveryType: '드론' },
          400,
          messages.order.delivery.badDeliveryType,
        ],
        [
          { orderCode: delivered, deliveryName: 'CJ대한통운', deliveryCode: '1' },
          409,
          messages.order.delivery.wrongTab,
        ],
        [{ orderCode: 'B000', deliveryName: 'CJ대한통운', deliveryCode: '1' }, 404, messages.common.notFound],
      ];
      for (const [fields, status, text] of cases) {
        const res = await post(dave, fields);
        expect(res.statusCode, JSON.stringify(fields)).toBe(status);
        expect(res.json().message).toBe(text);
      }
      expect(await statusOf(ctx, paid)).toBe('PAID');
      expect(await statusOf(ctx, 'B000')).toBe('PAID');
      expect(
        (await post(undefined, { orderCode: paid, deliveryName: 'CJ대한통운', deliveryCode: '1' })).statusCode,
      ).toBe(401);
    });

    it('saves a batch row by row and says which rows failed and why', async () => {
      const [saved, unknownCarrier, noNumber, delivered] = (await place(
        'PACKAGING',
        'PACKAGING',
        'PACKAGING',
        'DELIVERED',
      )) as [string, string, string, string];
      const res = await call('PUT', '/sw/a/v1/orders/deliveries', dave, [
        { orderDetailCode: saved, deliveryCode: '000123', deliveryName: '한진택배', deliveryType: '택배' },
        { orderDetailCode: unknownCarrier, deliveryCode: '456', deliveryName: '없는택배' },
        { orderDetailCode: noNumber, deliveryCode: '', deliveryName: '한진택배' },
        { orderDetailCode: 'B001', deliveryCode: '789', deliveryName: '한진택배' },
        { orderDetailCode: delivered, deliveryCode: '789', deliveryName: '한진택배' },
        { orderDetailCode: saved, deliveryCode: '1', deliveryName: '한진택배' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: false,
        succeeded: 1,
        failed: 5,
        results: [
          { orderDetailCode: saved, success: true, message: null },
          { orderDetailCode: unknownCarrier, success: false, message: messages.order.delivery.unknownCarrier },
          { orderDetailCode: noNumber, success: false, message: messages.order.delivery.noTrackingNumber },
          { orderDetailCode: 'B001', success: false, message: messages.order.delivery.orderNotFound },
          { orderDetailCode: delivered, success: false, message: messages.order.delivery.wrongTab },
          { orderDetailCode: saved, success: false, message: messages.order.sheet.duplicateCode },
        ].map((r) => ({
          ...r,
          deliveryName: r.orderDetailCode === unknownCarrier ? '없는택배' : '한진택배',
          carrierCode: r.orderDetailCode === unknownCarrier ? null : 'HANJIN',
        })),
      });
      const [stored] = await ctx.database.db.select().from(orders).where(eq(orders.code, saved));
      expect(stored).toMatchObject({ status: 'TRANSIT', deliveryCode: '000123', deliveryName: '한진택배' });
      expect(await statusOf(ctx, 'B001')).toBe('PACKAGING');
      expect((await call('PUT', '/sw/a/v1/orders/deliveries', dave, [])).statusCode).toBe(400);
      expect(
        (
          await call('PUT', '/sw/a/v1/orders/deliveries', undefined, [
            { orderDetailCode: unknownCarrier, deliveryCode: '1', deliveryName: '한진택배' },
          ])
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('delivery info in sets', () => {
    const historyOf = async (code: string) =>
      (
        await ctx.database.db
          .select({ from: orderHistory.fromStatus, to: orderHistory.toStatus, actor: orderHistory.actor })
          .from(orderHistory)
          .innerJoin(orders, eq(orders.id, orderHistory.orderId))
          .where(eq(orders.code, code))
          .orderBy(orderHistory.id)
      ).map((h) => `${h.from}>${h.to} ${h.actor}`);
    const stored = async (code: string) =>
      (await ctx.database.db.select().from(orders).where(eq(orders.code, code)))[0]!;

    it('walks each order of a batch from its own status, stamps each step and writes each step’s history', async () => {
      const [paid, packaging, transit, delivered] = (await place('PAID', 'PACKAGING', 'TRANSIT', 'DELIVERED')) as [
        string,
        string,
        string,
        string,
      ];
      const before = await stored(transit);
      const res = await call('PUT', '/sw/a/v1/orders/deliveries', dave, [
        { orderDetailCode: paid, deliveryCode: '1-1', deliveryName: 'CJ대한통운' },
        { orderDetailCode: packaging, deliveryCode: '2', deliveryName: 'LOTTE', deliveryType: 'QUICK' },
        { orderDetailCode: transit, deliveryCode: '3', deliveryName: '한진택배' },
        { orderDetailCode: delivered, deliveryCode: '4', deliveryName: '한진택배' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().results.map((r: { success: boolean; message: string | null }) => [r.success, r.message]),
      ).toEqual([
        [true, null],
        [true, null],
        [true, null],
        [false, messages.order.delivery.wrongTab],
      ]);
      expect(await stored(paid)).toMatchObject({
        status: 'TRANSIT',
        deliveryType: '택배',
        deliveryName: 'CJ대한통운',
        deliveryCode: '11',
        packagingAt: expect.any(Date),
        transitAt: expect.any(Date),
      });
      expect(await stored(packaging)).toMatchObject({
        status: 'TRANSIT',
        deliveryType: '퀵서비스',
        deliveryName: '롯데택배',
        deliveryCode: '2',
        transitAt: expect.any(Date),
      });
      const corrected = await stored(transit);
      expect(corrected).toMatchObject({ status: 'TRANSIT', deliveryName: '한진택배', deliveryCode: '3' });
      expect(corrected.transitAt).toEqual(before.transitAt);
      expect((await stored(delivered)).deliveryCode).not.toBe('4');
      expect(await historyOf(paid)).toEqual(['PAID>PACKAGING dave', 'PACKAGING>TRANSIT dave']);
      expect(await historyOf(packaging)).toEqual(['PACKAGING>TRANSIT dave']);
      expect(await historyOf(transit)).toEqual([]);
      expect(await historyOf(delivered)).toEqual([]);
    });

    it('writes nothing for an order that is no longer in the status it was read in (compare-and-set)', async () => {
      const [stale, fresh] = (await place('DELIVERED', 'PAID')) as [string, string];
      const [staleRow, freshRow] = [await stored(stale), await stored(fresh)];
      const info = { type: '택배', name: '한진택배', code: '5' };
      const written = await writeDeliveries(ctx.database.db, { marketId: 3, loginId: 'dave' }, [
        { id: staleRow.id, status: 'PAID', ...info },
        { id: freshRow.id, status: 'PAID', ...info },
      ]);
      expect([...written]).toEqual([freshRow.id]);
      expect(await stored(stale)).toMatchObject({ status: 'DELIVERED', deliveryCode: staleRow.deliveryCode });
      expect(await historyOf(stale)).toEqual([]);
      expect(await historyOf(fresh)).toEqual(['PAID>PACKAGING dave', 'PACKAGING>TRANSIT dave']);
      // Another market's order is never written, whatever status it is read in.
      const [other] = await ctx.database.db.select().from(orders).where(eq(orders.code, 'B001'));
      expect(
        await writeDeliveries(ctx.database.db, { marketId: 3, loginId: 'dave' }, [
          { id: other!.id, status: 'PACKAGING', ...info },
        ]),
      ).toEqual(new Set());
      expect(await statusOf(ctx, 'B001')).toBe('PACKAGING');
    });

    it('lets two batches race over the same orders: each step is written once, both answer every row', async () => {
      const codes = await place('PAID', 'PAID', 'PACKAGING', 'PAID');
      const batch = (tracking: string) =>
        call(
          'PUT',
          '/sw/a/v1/orders/deliveries',
          dave,
          // One parcel per order: a number on two recipients' orders is refused (tracking-in-use rule).
          codes.map((code, i) => ({
            orderDetailCode: code,
            deliveryCode: `${tracking}${i}`,
            deliveryName: '한진택배',
          })),
        );
      const answers = await Promise.all([batch('111'), batch('222')]);
      for (const answer of answers) expect(answer.json()).toMatchObject({ success: true, succeeded: 4, failed: 0 });
      for (const [i, code] of codes.entries()) {
        expect(await historyOf(code)).toEqual(
          i === 2 ? ['PACKAGING>TRANSIT dave'] : ['PAID>PACKAGING dave', 'PACKAGING>TRANSIT dave'],
        );
        expect([`111${i}`, `222${i}`]).toContain((await stored(code)).deliveryCode);
      }
    });

    it('moves a change-status batch in one compare-and-set: the orders still in the status move, the rest are refused', async () => {
      const [a, b, c] = (await place('PAID', 'PAID', 'PACKAGING')) as [string, string, string];
      const res = await call('POST', '/sw/a/v1/orders/change-status', dave, {
        orderCodes: [a, c, b, a, 'B000'],
        currentStatus: 'PAID',
        nextStatus: 'PACKAGING',
      });
      expect(res.json()).toEqual({ success: false, updatedCodes: [a, b], refusedCodes: [c, 'B000'] });
      expect(await historyOf(a)).toEqual(['PAID>PACKAGING dave']);
      expect(await historyOf(b)).toEqual(['PAID>PACKAGING dave']);
      expect(await historyOf(c)).toEqual([]);
      expect((await stored(a)).packagingAt).toEqual(expect.any(Date));
      expect(await statusOf(ctx, 'B000')).toBe('PAID');
    });
  });

  describe('delivery spreadsheet', () => {
    /** A sheet's rows over orders placed for the test: the first four are in delivery preparing. */
    const placeRows = async () => {
      const [lead, dashed, empty, unknown, paid, delivered, packedLater] = (await place(
        'PACKAGING',
        'PACKAGING',
        'PACKAGING',
        'PACKAGING',
        'PAID',
        'DELIVERED',
        'PACKAGING',
      )) as [string, string, string, string, string, string, string];
      const rows: (string | number | null)[][] = [
        [lead, '000456789', '롯데택배'], // leading zeros as text
        [dashed, '0012-3456', 'CJ대한통운'],
        [empty, '', 'CJ대한통운'], // empty cell
        [unknown, '123', '동네택배'], // not one of the 14
        ['B001', '123', '한진택배'], // another market's order
        [paid, '123', '한진택배'], // PAID: allowed (moves on)
        [delivered, '123', '한진택배'], // DELIVERED: wrong tab
        [packedLater, '', ''], // not shipped yet: skipped and counted apart (issue 38 §12)
      ];
      return { codes: { lead, dashed, empty, unknown, paid, delivered }, rows };
    };
    const upload = (token: string | undefined, name: string, content: Buffer) => {
      const m = multipart(name, content);
      return ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/orders/deliveries/sheet',
        payload: m.payload,
        headers: { ...m.headers, ...(token ? { 'x-auth-token': token } : {}) },
      });
    };

    it.each(['xlsx', 'xls'] as const)(
      'previews a .%s file row by row, keeping leading zeros, writing nothing',
      async (bookType) => {
        const { codes, rows } = await placeRows();
        const res = await upload(dave, `송장.${bookType}`, deliverySheet(rows, bookType));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({
          byHeaders: false,
          columns: [
            { field: 'orderCode', column: 'A', header: '주문번호' },
            { field: 'deliveryCode', column: 'B', header: '송장번호' },
            { field: 'deliveryName', column: 'C', header: '택배사' },
          ],
          valid: 3,
          invalid: 4,
          notEntered: 1,
          rows: [
            {
              row: 2,
              orderCode: codes.lead,
              deliveryCode: '000456789',
              deliveryName: '롯데택배',
              carrierCode: 'LOTTE',
              problem: null,
            },
            {
              row: 3,
              orderCode: codes.dashed,
              deliveryCode: '00123456',
              deliveryName: 'CJ대한통운',
              carrierCode: 'CJ',
              problem: null,
            },
            {
              row: 4,
              orderCode: codes.empty,
              deliveryCode: '',
              deliveryName: 'CJ대한통운',
              carrierCode: 'CJ',
              problem: messages.order.sheet.emptyCell,
            },
            {
              row: 5,
              orderCode: codes.unknown,
              deliveryCode: '123',
              deliveryName: '동네택배',
              carrierCode: null,
              problem: messages.order.sheet.unknownCarrier,
            },
            {
              row: 6,
              orderCode: 'B001',
              deliveryCode: '123',
              deliveryName: '한진택배',
              carrierCode: 'HANJIN',
              problem: messages.order.delivery.orderNotFound,
            },
            {
              row: 7,
              orderCode: codes.paid,
              deliveryCode: '123',
              deliveryName: '한진택배',
              carrierCode: 'HANJIN',
              problem: null,
            },
            {
              row: 8,
              orderCode: codes.delivered,
              deliveryCode: '123',
              deliveryName: '한진택배',
              carrierCode: 'HANJIN',
              problem: messages.order.delivery.wrongTab,
            },
          ],
        });
        expect(await statusOf(ctx, codes.lead)).toBe('PACKAGING');
      },
    );

    it('keeps a zero-padded number format’s digits', async () => {
      const sheet = XLSX.utils.aoa_to_sheet([
        ['주문번호', '송장번호', '택배사'],
        ['A201', 4567, '롯데택배'],
        ['A202', 123456789012, '롯데택배'],
      ]);
      (sheet.B2 as XLSX.CellObject).z = '000000';
      const workbook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(workbook, sheet, 'S');
      const res = await upload(alice, 'a.xlsx', XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      expect(res.json().rows.map((r: { deliveryCode: string }) => r.deliveryCode)).toEqual(['004567', '123456789012']);
    });

    it('refuses a file that is not a spreadsheet with the spec message, and needs a token', async () => {
      const bad = await upload(alice, 'a.xlsx', Buffer.from('hello'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(messages.order.sheet.uploadFailed);
      const csv = await upload(alice, 'a.csv', Buffer.from('a,b,c'));
      expect(csv.json().message).toBe(messages.order.sheet.badExtension);
      expect((await upload(undefined, 'a.xlsx', deliverySheet([['A201', '1', '롯데택배']], 'xlsx'))).statusCode).toBe(
        401,
      );
    });

    it('answers a malformed body, a second file or a misnamed field with a Korean 400, not a 500', async () => {
      const sheet = deliverySheet([['A201', '1', '롯데택배']], 'xlsx');
      const post = (payload: Buffer | string, contentType: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/sw/a/v1/orders/deliveries/sheet',
          payload,
          headers: { 'content-type': contentType, 'x-auth-token': alice },
        });
      const whole = multipart('a.xlsx', sheet);
      const truncated = whole.payload.subarray(0, whole.payload.length - 40);
      const misnamed = multipart('a.xlsx', sheet, 'files');
      const two = multipart('a.xlsx', sheet);
      const boundary = two.headers['content-type'].split('boundary=')[1]!;
      const second = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.xlsx"\r\n\r\nxx\r\n--${boundary}--\r\n`,
      );
      const twoFiles = Buffer.concat([
        two.payload.subarray(0, two.payload.length - `--${boundary}--\r\n`.length),
        second,
      ]);
      const answers = [
        await post(whole.payload, 'multipart/form-data'),
        await post(truncated, whole.headers['content-type']),
        await post(misnamed.payload, misnamed.headers['content-type']),
        await post(twoFiles, two.headers['content-type']),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/[가-힣]/);
      }
      expect(answers[3]!.json().message).toBe(messages.order.sheet.oneFile);
      // The same file, alone and rightly named, is read.
      expect((await post(whole.payload, whole.headers['content-type'])).statusCode).toBe(200);
    });

    it('applies the valid rows through the batch call', async () => {
      const { codes, rows } = await placeRows();
      const preview = (await upload(dave, 's.xlsx', deliverySheet(rows, 'xlsx'))).json();
      const valid = preview.rows.filter((r: { problem: string | null }) => !r.problem);
      const res = await call(
        'PUT',
        '/sw/a/v1/orders/deliveries',
        dave,
        valid.map((r: { orderCode: string; deliveryCode: string; deliveryName: string }) => ({
          orderDetailCode: r.orderCode,
          deliveryCode: r.deliveryCode,
          deliveryName: r.deliveryName,
        })),
      );
      expect(res.json()).toMatchObject({ success: true, succeeded: 3, failed: 0 });
      const [lead] = await ctx.database.db.select().from(orders).where(eq(orders.code, codes.lead));
      expect(lead).toMatchObject({ status: 'TRANSIT', deliveryCode: '000456789', deliveryType: '택배' });
    });
  });

  describe('counters', () => {
    it('keep the per-day counts equal to the orders after every kind of write', async () => {
      const { db } = ctx.database;
      const [gone] = await place('PAID');
      const day = sql<string>`to_char((${orders.paidAt} at time zone 'Asia/Seoul')::date, 'YYYY-MM-DD')`;
      const actual = await db
        .select({ marketId: orders.marketId, status: orders.status, day, n: count() })
        .from(orders)
        .groupBy(orders.marketId, orders.status, day);
      // A day's count is the sum of its slots' rows.
      const kept: Record<string, number> = {};
      for (const r of await db.select().from(orderDayCounts))
        for (const s of ORDER_STATUSES) {
          const key = `${r.marketId}/${s}/${r.paidDay}`;
          kept[key] = (kept[key] ?? 0) + r[s];
        }
      expect(Object.fromEntries(Object.entries(kept).filter(([, n]) => n !== 0))).toEqual(
        Object.fromEntries(actual.map((r) => [`${r.marketId}/${r.status}/${r.day}`, r.n])),
      );
      await db
        .delete(orderHistory)
        .where(inArray(orderHistory.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.code, gone!))));
      await db.delete(orders).where(eq(orders.code, gone!));
      const counted = await call('GET', '/sw/a/v1/orders/count', dave, undefined, { marketId: '3' });
      const [exact] = await db.select({ n: count() }).from(orders).where(eq(orders.marketId, 3));
      expect(counted.json()).toBe(exact!.n);
    });
  });

  describe('export', () => {
    it('streams an .xlsx with sheet Report, the screen’s header and one row per order', async () => {
      const query = {
        marketId: '1',
        screen: 'exchangeRequest',
        orderStatusList: ORDER_SCREENS.exchangeRequest.join(','),
      };
      const res = await call('GET', '/sw/a/v1/orders/export', alice, undefined, query);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('판매자센터_교환 요청_')}`,
      );
      const total = Number(res.headers['x-total-count']);
      const expected = await ctx.database.db
        .select({ code: orders.code })
        .from(orders)
        .where(and(eq(orders.marketId, 1), inArray(orders.status, ['EXCHANGING1', 'EXCHANGING2'])));
      expect(total).toBe(expected.length);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(['Report']);
      const sheet = workbook.getWorksheet('Report')!;
      expect(sheet.rowCount).toBe(total + 1);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
        orderColumns('exchangeRequest', 1).map((c) => c.label),
      );
      const codeColumn = orderColumns('exchangeRequest', 1).findIndex((c) => c.key === 'orderCode') + 1;
      const codes = Array.from({ length: total }, (_, i) => sheet.getRow(i + 2).getCell(codeColumn).value);
      expect(codes.sort()).toEqual(expected.map((e) => e.code).sort());
    });

    it('POST exports exactly the selected orders, newest payment first, whatever their status now', async () => {
      // Sent out of order and with a repeat; A000 is not a PACKAGING order, and the screen is.
      const res = await call('POST', '/sw/a/v1/orders/export', alice, {
        screen: 'deliveryReady',
        orderCodes: ['A205', 'A000', 'A101', 'A000'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('판매자센터_배송 준비중_')}`,
      );
      expect(res.headers['x-total-count']).toBe('3');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Report')!;
      const columns = orderColumns('deliveryReady', 1);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((c) => c.label));
      expect(sheet.rowCount).toBe(4);
      const codeColumn = columns.findIndex((c) => c.key === 'orderCode') + 1;
      const codes = [2, 3, 4].map((row) => sheet.getRow(row).getCell(codeColumn).value);
      expect(codes).toEqual(['A000', 'A101', 'A205']);
    });

    it('POST refuses another market’s order or an unknown code (404 naming them), none or too many (400), no token (401)', async () => {
      const foreign = await call('POST', '/sw/a/v1/orders/export', alice, { orderCodes: ['A000', 'B000', 'NOPE1'] });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({
        code: 'ORDER_NOT_FOUND',
        message: message('order.export.notFound', { codes: 'B000, NOPE1' }),
      });
      const none = await call('POST', '/sw/a/v1/orders/export', alice, { screen: 'orderTotal', orderCodes: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(message('order.export.codesRequired'));
      const many = Array.from({ length: ORDER_BULK_MAX + 1 }, (_, i) => `A${i}`);
      const tooMany = await call('POST', '/sw/a/v1/orders/export', alice, { orderCodes: many });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe(
        message('order.export.tooManyCodes', { max: ORDER_BULK_MAX.toLocaleString('en-US') }),
      );
      expect((await call('POST', '/sw/a/v1/orders/export', undefined, { orderCodes: ['A000'] })).statusCode).toBe(401);
      // Market 160 sees its own orders with its extra column; market 1's codes are not found there.
      const carols = await call('POST', '/sw/a/v1/orders/export', carol, {
        screen: 'refundRequest',
        orderCodes: ['C000'],
      });
      expect(carols.headers['x-total-count']).toBe('1');
      expect((await call('POST', '/sw/a/v1/orders/export', carol, { orderCodes: ['A000'] })).statusCode).toBe(404);
    });

    it('adds market 160’s column, refuses another market and needs a token', async () => {
      const res = await call('GET', '/sw/a/v1/orders/export', carol, undefined, {
        marketId: '160',
        screen: 'refundRequest',
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const header = (workbook.getWorksheet('Report')!.getRow(1).values as unknown[]).slice(1);
      expect(header.at(-1)).toBe('환불 시 배송비 포함');
      expect((await call('GET', '/sw/a/v1/orders/export', alice, undefined, { marketId: '2' })).statusCode).toBe(403);
      expect((await call('GET', '/sw/a/v1/orders/export', undefined, undefined, { marketId: '1' })).statusCode).toBe(
        401,
      );
      expect(
        (await call('GET', '/sw/a/v1/orders/export', alice, undefined, { marketId: '1', screen: 'nope' })).statusCode,
      ).toBe(400);
    });
  });
});
