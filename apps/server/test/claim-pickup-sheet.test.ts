import * as XLSX from '@e965/xlsx';
import { message, messages } from '@seller/domain';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderClaims, orderHistory, orders, platformEvents } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { multipart } from './multipart.ts';

type Status = 'DELIVERED' | 'REFUNDING1' | 'EXCHANGING1';

/** Market 1's requests P-1 … P-8 (P-3 only delivered) and market 2's refund request P-OTHER. */
async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const random = createRandom(3602);
  const paid = new Date(Date.now() - 6 * 86_400_000);
  const row = (code: string, status: Status, marketId = 1) =>
    makeOrder(random, marketId, code, status, paid, paid).order;
  await ctx.database.db
    .insert(orders)
    .values([
      row('P-1', 'REFUNDING1'),
      row('P-2', 'EXCHANGING1'),
      row('P-3', 'DELIVERED'),
      row('P-4', 'REFUNDING1'),
      row('P-5', 'REFUNDING1'),
      row('P-6', 'EXCHANGING1'),
      row('P-7', 'REFUNDING1'),
      row('P-8', 'REFUNDING1'),
      row('P-OTHER', 'REFUNDING1', 2),
    ]);
}

function workbook(rows: (string | number)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '반품목록');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * A marketplace's return list: the first delivery's 송장번호 beside the return's 회수 columns, which
 * the pickup sheet reads first. One row of each problem, and one not entered yet.
 */
const SHEET = [
  ['주문번호', '송장번호', '회수 택배사', '회수 송장번호', '수취인명'],
  ['P-1', '1111', 'CJ대한통운', '6100-0000-0001', '김하나'],
  ['P-2', '2222', 'hanjin', '3333 4444', '이둘'],
  ['P-3', '3333', '롯데택배', '5555', '박셋'], // delivered: no claim
  ['P-4', '4444', '롯데택배', '6666', '최넷'], // 회수 완료 already
  ['P-OTHER', '5555', '롯데택배', '7777', '정다섯'], // another market's
  ['P-1', '1111', '롯데택배', '8888', '김하나'], // repeated
  ['P-5', '6666', '동네택배', '9999', '한여섯'], // carrier not among the 14
  ['P-6', '7777', '롯데택배', '12-가나', '오일곱'], // bad tracking number
  ['P-7', '8888', '롯데택배', '', '유여덟'], // empty cell
  ['P-8', '9999', '', '', '장아홉'], // not entered yet
];

/**
 * The return pickup sheet (회수 송장 엑셀, issue 36 §2): the preview reads the sheet by its headers as
 * the delivery sheet does and answers each row's problem, writing nothing; the batch call records the
 * valid rows as the single pickup call does, each row on its own.
 */
describe.each(databaseKinds)('return pickup sheet on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let alice = '';
  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    // P-4's pickup is already 회수 완료.
    const pickup = { method: 'REQUESTED', carrier: '롯데택배', trackingNumber: '4040' };
    for (const [url, payload] of [
      ['/sw/a/v1/orders/P-4/claim/pickup', pickup],
      ['/sw/a/v1/orders/P-4/claim/pickup-status', { status: 'DONE' }],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, payload, headers: { 'x-auth-token': alice } });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  const upload = (payload: Buffer | string, contentType: string, token: string | null = alice) =>
    ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/orders/claims/pickups/sheet',
      payload,
      headers: { 'content-type': contentType, ...(token ? { 'x-auth-token': token } : {}) },
    });
  const uploadSheet = (rows: (string | number)[][], token: string | null = alice) => {
    const body = multipart([{ name: 'file', filename: '회수송장.xlsx', data: workbook(rows) }]);
    return upload(body.payload, body.headers['content-type'], token);
  };
  const apply = (payload: object, token: string | null = alice) =>
    ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/orders/claims/pickups',
      payload,
      headers: token ? { 'x-auth-token': token } : {},
    });
  const claimOf = async (code: string) => {
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.code, code));
    const [claim] = await ctx.database.db.select().from(orderClaims).where(eq(orderClaims.orderId, order!.id));
    return { order: order!, claim };
  };
  const historyCount = async () => (await ctx.database.db.select().from(orderHistory)).length;

  it('answers each row with its problem, reading the 회수 columns by their headers, and writes nothing', async () => {
    const before = await historyCount();
    const res = await uploadSheet(SHEET);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.byHeaders).toBe(true);
    expect(body.columns).toEqual([
      { field: 'orderCode', column: 'A', header: '주문번호' },
      { field: 'deliveryCode', column: 'D', header: '회수 송장번호' },
      { field: 'deliveryName', column: 'C', header: '회수 택배사' },
    ]);
    expect(
      body.rows.map((r: { row: number; orderCode: string; problem: string | null }) => [r.row, r.problem]),
    ).toEqual([
      [2, null],
      [3, null],
      [4, messages.claim.sheet.notOpen],
      [5, messages.claim.sheet.pickupDone],
      [6, messages.order.delivery.orderNotFound],
      [7, messages.order.sheet.duplicateCode],
      [8, messages.order.sheet.unknownCarrier],
      [9, messages.order.delivery.badTrackingNumber],
      [10, messages.order.sheet.emptyCell],
    ]);
    expect(body.rows.slice(0, 2)).toEqual([
      {
        row: 2,
        orderCode: 'P-1',
        deliveryCode: '610000000001',
        deliveryName: 'CJ대한통운',
        carrierCode: 'CJ',
        problem: null,
      },
      {
        row: 3,
        orderCode: 'P-2',
        deliveryCode: '33334444',
        deliveryName: '한진택배',
        carrierCode: 'HANJIN',
        problem: null,
      },
    ]);
    expect([body.valid, body.invalid, body.notEntered]).toEqual([2, 7, 1]);
    expect(await historyCount()).toBe(before);
    expect((await claimOf('P-1')).claim).toBeUndefined();
  });

  it('reads our own three columns (주문번호, 회수 송장번호, 회수 택배사) in order, and plain headers too', async () => {
    const own = await uploadSheet([
      ['주문번호', '회수 송장번호', '회수 택배사'],
      ['P-1', '1234', '우체국택배'],
    ]);
    expect(own.json()).toMatchObject({ byHeaders: false, valid: 1, invalid: 0 });
    const plain = await uploadSheet([
      ['택배사', '송장번호', '상품주문번호'],
      ['EPOST', '1234', 'P-1'],
    ]);
    expect(plain.json()).toMatchObject({ byHeaders: true, valid: 1 });
    expect(plain.json().rows[0]).toMatchObject({ orderCode: 'P-1', deliveryCode: '1234', deliveryName: '우체국택배' });
    const empty = await uploadSheet([['주문번호', '회수 송장번호', '회수 택배사']]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.claim.sheet.noRows);
  });

  it('refuses without a token (401), and a malformed body, a second file or a misnamed field with a Korean 400', async () => {
    expect((await uploadSheet(SHEET, null)).statusCode).toBe(401);
    const data = workbook(SHEET);
    const whole = multipart([{ name: 'file', filename: 'a.xlsx', data }]);
    const misnamed = multipart([{ name: 'files', filename: 'a.xlsx', data }]);
    const two = multipart([
      { name: 'file', filename: 'a.xlsx', data },
      { name: 'file', filename: 'b.xlsx', data },
    ]);
    const answers = [
      await upload(whole.payload, 'multipart/form-data'),
      await upload(whole.payload.subarray(0, whole.payload.length - 40), whole.headers['content-type']),
      await upload(misnamed.payload, misnamed.headers['content-type']),
      await upload(two.payload, two.headers['content-type']),
      await upload(Buffer.from('hello'), 'multipart/form-data; boundary=x'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect(answers[3]!.json().message).toBe(messages.order.sheet.oneFile);
    const notSheet = multipart([{ name: 'file', filename: 'a.xlsx', data: Buffer.from('hello') }]);
    const res = await upload(notSheet.payload, notSheet.headers['content-type']);
    expect(res.json().message).toBe(messages.order.sheet.uploadFailed);
  });

  it('records the valid rows as the pickup call does; a row that cannot be recorded fails on its own', async () => {
    const res = await apply({
      method: 'REQUESTED',
      rows: [
        { orderCode: 'P-1', carrier: 'CJ대한통운', trackingNumber: '6100-0000-0001' },
        { orderCode: 'P-4', carrier: '롯데택배', trackingNumber: '6666' },
        { orderCode: 'P-OTHER', carrier: '롯데택배', trackingNumber: '7777' },
        { orderCode: 'P-3', carrier: '롯데택배', trackingNumber: '5555' },
        { orderCode: 'P-1', carrier: '롯데택배', trackingNumber: '8888' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      succeeded: 1,
      failed: 4,
      results: [
        { orderCode: 'P-1', success: true, message: null },
        { orderCode: 'P-4', success: false, message: message('claim.pickupDone', { code: 'P-4' }) },
        { orderCode: 'P-OTHER', success: false, message: messages.order.delivery.orderNotFound },
        {
          orderCode: 'P-3',
          success: false,
          message: message('claim.notOpen', { code: 'P-3', status: '배송완료' }),
        },
        { orderCode: 'P-1', success: false, message: messages.order.sheet.duplicateCode },
      ],
    });
    const { order, claim } = await claimOf('P-1');
    expect(claim).toMatchObject({
      pickupMethod: 'REQUESTED',
      pickupStatus: 'REQUESTED',
      pickupCarrier: 'CJ대한통운',
      pickupTracking: '610000000001',
    });
    const [history] = await ctx.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(desc(orderHistory.id))
      .limit(1);
    expect(history).toMatchObject({ actor: 'alice', reason: '회수 요청: CJ대한통운 610000000001' });
    const [event] = await ctx.database.db.select().from(platformEvents).orderBy(desc(platformEvents.id)).limit(1);
    expect(event!.data).toMatchObject({ orderCode: 'P-1', step: 'pickup-requested' });
    expect((await claimOf('P-OTHER')).claim).toBeUndefined();
    expect((await claimOf('P-4')).claim).toMatchObject({ pickupStatus: 'DONE', pickupTracking: '4040' });
  });

  it('records 구매자 직접 발송 as 회수 중, and the sheet then says nothing against correcting it', async () => {
    const res = await apply({
      method: 'BUYER_SENT',
      rows: [{ orderCode: 'P-2', carrier: 'hanjin', trackingNumber: '3333 4444' }],
    });
    expect(res.json()).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await claimOf('P-2')).claim).toMatchObject({
      pickupMethod: 'BUYER_SENT',
      pickupStatus: 'IN_TRANSIT',
      pickupCarrier: '한진택배',
      pickupTracking: '33334444',
    });
    const again = await uploadSheet([SHEET[0]!, SHEET[2]!]);
    expect(again.json().rows[0].problem).toBeNull();
  });

  it('refuses without a token (401) and a malformed row or no row with a Korean 400, writing nothing', async () => {
    const before = await historyCount();
    const row = { orderCode: 'P-5', carrier: '롯데택배', trackingNumber: '1' };
    expect((await apply({ method: 'REQUESTED', rows: [row] }, null)).statusCode).toBe(401);
    const cases: [object, string][] = [
      [
        { method: 'REQUESTED', rows: [row, { ...row, orderCode: 'P-6', carrier: '동네택배' }] },
        messages.order.delivery.unknownCarrier,
      ],
      [{ method: 'REQUESTED', rows: [] }, messages.order.codesRequired],
    ];
    for (const [payload, text] of cases) {
      const res = await apply(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    expect((await apply({ method: 'NOPE', rows: [row] })).statusCode).toBe(400);
    expect(await historyCount()).toBe(before);
    expect((await claimOf('P-5')).claim).toBeUndefined();
  });
});
