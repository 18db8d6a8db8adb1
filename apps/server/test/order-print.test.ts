import { message, messages, PRINT_CODES_MAX, type OrderStatus } from '@seller/domain';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { markets, orderHistory, orders } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

const NOW = new Date('2026-11-20T03:00:00Z');
const HOUR = 3_600_000;

/** Orders of known products: market 1 `P…`, market 2 `Q…`. */
const PLAN: {
  code: string;
  marketId: number;
  status: OrderStatus;
  product: [string, string, string];
  count: number;
}[] = [
  { code: 'P001', marketId: 1, status: 'PAID', product: ['PRD-10', '린넨 셔츠', '화이트/M'], count: 2 },
  { code: 'P002', marketId: 1, status: 'PAID', product: ['PRD-2', '울 코트', '블랙/L'], count: 1 },
  { code: 'P003', marketId: 1, status: 'PACKAGING', product: ['PRD-10', '린넨 셔츠', '화이트/M'], count: 3 },
  { code: 'P004', marketId: 1, status: 'PACKAGING', product: ['PRD-10', '린넨 셔츠', '블루/S'], count: 1 },
  { code: 'P005', marketId: 1, status: 'DELIVERED', product: ['PRD-2', '울 코트', '블랙/L'], count: 2 },
  { code: 'Q001', marketId: 2, status: 'PAID', product: ['PRD-2', '울 코트', '블랙/L'], count: 5 },
];

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await ctx.database.db.update(markets).set({ csContact: '15881234' }).where(eq(markets.id, 1));
  const random = createRandom(11);
  await ctx.database.db.insert(orders).values(
    PLAN.map((p, i) => {
      const { order } = makeOrder(random, p.marketId, p.code, p.status, new Date(NOW.getTime() - (i + 1) * HOUR), NOW);
      const [productCode, productName, productOptions] = p.product;
      return {
        ...order,
        productCode,
        productName,
        productOptions,
        productCount: p.count,
        productPrice: 10_000 * p.count,
        couponDiscountPrice: 1000,
        deliveryFee: 3000,
        recipientName: `수령인${p.code}`,
        deliveryMessage: '문 앞에 놓아주세요',
        entranceType: '공동현관 비밀번호',
        entranceValue: '#1234',
        gift: p.code === 'P001' ? ['사은품 파우치'] : [],
      };
    }),
  );
}

const historyCount = async (ctx: TestContext) =>
  (await ctx.database.db.select({ n: count() }).from(orderHistory))[0]!.n;

describe.each(databaseKinds)('order printing API on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  const post = async (url: string, payload: unknown, who = 'alice') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'x-auth-token': await login(ctx.app, who, PASSWORD) },
      payload: payload as object,
    });

  describe('packing slips', () => {
    it('answers one slip per order in the order sent, with recipient, memo, items, gifts and the market', async () => {
      const res = await post('/sw/a/v1/orders/packing-slips', { orderCodes: ['P003', 'P001', 'P003'] });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.market).toEqual({ name: '앨리스 마켓', csContact: '15881234' });
      expect(body.slips.map((s: { code: string }) => s.code)).toEqual(['P003', 'P001']);
      expect(body.slips[1]).toMatchObject({
        code: 'P001',
        status: 'PAID',
        recipient: { name: '수*****1' }, // masked without a purpose (issue 34)
        deliveryMemo: '문 앞에 놓아주세요/공동현관 비밀번호/****',
        items: [{ productCode: 'PRD-10', productName: '린넨 셔츠', options: '화이트/M', quantity: 2, price: 20_000 }],
        gifts: ['사은품 파우치'],
        couponDiscountPrice: 1000,
        deliveryFee: 3000,
      });
      expect(body.slips[1].paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('refuses another market’s code and an unknown code by name (404), and the other market sees its own', async () => {
      const res = await post('/sw/a/v1/orders/packing-slips', { orderCodes: ['P001', 'Q001', 'NOPE'] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'ORDER_NOT_FOUND',
        message: message('order.print.notFound', { codes: 'Q001, NOPE' }),
      });
      const bob = await post('/sw/a/v1/orders/packing-slips', { orderCodes: ['Q001'] }, 'bob');
      expect(bob.statusCode).toBe(200);
      expect(bob.json().market.name).toBe('밥 마켓');
      expect((await post('/sw/a/v1/orders/packing-slips', { orderCodes: ['P001'] }, 'bob')).statusCode).toBe(404);
    });

    it('names the first five codes not found and how many more', async () => {
      const codes = Array.from({ length: 8 }, (_, i) => `X${i}`);
      const res = await post('/sw/a/v1/orders/packing-slips', { orderCodes: codes });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(
        message('order.print.notFound', {
          codes: message('order.print.moreCodes', { codes: 'X0, X1, X2, X3, X4', count: 3 }),
        }),
      );
    });

    it('refuses no codes, more than the cap and no token with Korean messages', async () => {
      const none = await post('/sw/a/v1/orders/packing-slips', { orderCodes: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(messages.order.print.codesRequired);
      const many = await post('/sw/a/v1/orders/packing-slips', {
        orderCodes: Array.from({ length: PRINT_CODES_MAX + 1 }, (_, i) => `C${i}`),
      });
      expect(many.statusCode).toBe(400);
      expect(many.json().message).toBe(message('order.print.tooManyCodes', { max: PRINT_CODES_MAX }));
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/orders/packing-slips',
        payload: { orderCodes: ['P001'] },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('print history', () => {
    it('adds a 출력 entry to each order with the status kept, the seller and the document', async () => {
      const res = await post('/sw/a/v1/orders/print-history', {
        orderCodes: ['P001', 'P003'],
        document: 'PACKING_SLIP',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ recorded: 2 });
      const token = await login(ctx.app, 'alice', PASSWORD);
      const detail = (
        await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/orders/P003', headers: { 'x-auth-token': token } })
      ).json();
      expect(detail.status).toBe('PACKAGING');
      expect(detail.history.at(-1)).toMatchObject({
        fromStatus: 'PACKAGING',
        toStatus: 'PACKAGING',
        actor: 'alice',
        printed: 'PACKING_SLIP',
      });
      expect(detail.history.slice(0, -1).every((h: { printed: unknown }) => h.printed === null)).toBe(true);
    });

    it('writes nothing when a code is another market’s or unknown, or the document is not one', async () => {
      const before = await historyCount(ctx);
      const foreign = await post('/sw/a/v1/orders/print-history', {
        orderCodes: ['P002', 'Q001'],
        document: 'PICK_LIST',
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(message('order.print.notFound', { codes: 'Q001' }));
      const bad = await post('/sw/a/v1/orders/print-history', { orderCodes: ['P002'], document: 'POSTER' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBeTruthy();
      expect(await historyCount(ctx)).toBe(before);
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/orders/print-history',
        payload: { orderCodes: ['P002'], document: 'PICK_LIST' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await historyCount(ctx)).toBe(before);
    });
  });

  describe('pick list', () => {
    it('adds up quantities and orders per product and option, sorted by product code then option', async () => {
      const res = await post('/sw/a/v1/orders/pick-list', {
        orderCodes: ['P001', 'P002', 'P003', 'P004', 'P005'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        market: { name: '앨리스 마켓', csContact: '15881234' },
        // PRD-2 before PRD-10 (numbers by value); 블루/S before 화이트/M.
        lines: [
          { productCode: 'PRD-2', productName: '울 코트', options: '블랙/L', quantity: 3, orders: 2 },
          { productCode: 'PRD-10', productName: '린넨 셔츠', options: '블루/S', quantity: 1, orders: 1 },
          { productCode: 'PRD-10', productName: '린넨 셔츠', options: '화이트/M', quantity: 5, orders: 2 },
        ],
        orderCount: 5,
        totalQuantity: 9,
      });
    });

    it('refuses another market’s orders, and bob’s list has only his', async () => {
      expect((await post('/sw/a/v1/orders/pick-list', { orderCodes: ['P001', 'Q001'] })).statusCode).toBe(404);
      const bob = await post('/sw/a/v1/orders/pick-list', { orderCodes: ['Q001'] }, 'bob');
      expect(bob.json().lines).toEqual([
        { productCode: 'PRD-2', productName: '울 코트', options: '블랙/L', quantity: 5, orders: 1 },
      ]);
    });

    it('downloads as .xlsx with the catalogue’s header and the same lines', async () => {
      const res = await post('/sw/a/v1/orders/pick-list/export', { orderCodes: ['P001', 'P002', 'P003', 'P004'] });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(
        /판매자센터_피킹 리스트_\d{8}\.xlsx/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Report')!;
      const rows = sheet.getSheetValues().slice(1) as unknown[][];
      expect(rows.map((r) => r.slice(1))).toEqual([
        ['상품코드', '상품명', '옵션', '수량', '주문 수'],
        ['PRD-2', '울 코트', '블랙/L', 1, 1],
        ['PRD-10', '린넨 셔츠', '블루/S', 1, 1],
        ['PRD-10', '린넨 셔츠', '화이트/M', 5, 2],
      ]);
      const foreign = await post('/sw/a/v1/orders/pick-list/export', { orderCodes: ['Q001'] });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.headers['content-type']).toContain('application/json');
    });
  });
});
