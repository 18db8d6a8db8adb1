import * as XLSX from '@e965/xlsx';
import { carrierName, findSheetLayout, messages } from '@seller/domain';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { parseSheetRows } from '../src/lib/sheet-file.ts';
import { previewDeliverySheet } from '../src/modules/orders/sheet.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { multipart } from './multipart.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

/** A sheet kept for a marketplace: the columns issue 20 §4 names, among others, in their own order. */
const MARKETPLACE_HEADER = ['번호', '상품주문번호', '배송방법', '택배사', '운송장번호', '수취인명'];

function workbook(rows: (string | number)[][], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '발송처리');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

const statuses = async (codes: string[]) => new Map(codes.map((c) => [c, 'PACKAGING' as const]));

describe('tracking sheets read by their header names', () => {
  it('reads every column of a row, not only the first three', () => {
    const rows = parseSheetRows(workbook([MARKETPLACE_HEADER, [1, 'S1', '택배', 'CJGLS', '6012-3456', '김하나']]));
    expect(rows).toEqual([MARKETPLACE_HEADER, ['1', 'S1', '택배', 'CJGLS', '6012-3456', '김하나']]);
  });

  it('finds 상품주문번호, 택배사 and 운송장번호 among other columns and says which it used', async () => {
    const rows = parseSheetRows(
      workbook([
        MARKETPLACE_HEADER,
        [1, 'S1', '택배', 'CJGLS', '6012-3456', '김하나'],
        [2, 'S2', '택배', '롯데택배', '7788', '이둘'],
        [3, 'S3', '택배', '', '1234', '박셋'],
      ]),
    )!;
    const preview = await previewDeliverySheet(rows, statuses);
    expect(preview.byHeaders).toBe(true);
    expect(preview.columns).toEqual([
      { field: 'orderCode', column: 'B', header: '상품주문번호' },
      { field: 'deliveryCode', column: 'E', header: '운송장번호' },
      { field: 'deliveryName', column: 'D', header: '택배사' },
    ]);
    expect(preview.rows.map((r) => [r.row, r.orderCode, r.deliveryCode, r.deliveryName, r.carrierCode])).toEqual([
      [2, 'S1', '60123456', 'CJ대한통운', 'CJ'],
      [3, 'S2', '7788', '롯데택배', 'LOTTE'],
      [4, 'S3', '1234', '', null],
    ]);
    expect(preview.rows[2]!.problem).toBeTruthy();
    expect([preview.valid, preview.invalid]).toEqual([2, 1]);
  });

  it('takes 주문상품번호, 배송 택배사 by code and 송장번호 below a title line, in any order', async () => {
    const rows = parseSheetRows(
      workbook([
        ['쿠팡 배송 목록'],
        ['송장번호', '수취인', '배송 택배사', '주문번호', '주문상품번호'],
        ['5555-1', '김하나', 'hanjin', 'O-1', 'L-1'],
      ]),
    )!;
    const preview = await previewDeliverySheet(rows, statuses);
    expect(preview.columns.map((c) => [c.field, c.column])).toEqual([
      ['orderCode', 'E'],
      ['deliveryCode', 'A'],
      ['deliveryName', 'C'],
    ]);
    expect(preview.rows).toMatchObject([{ row: 3, orderCode: 'L-1', deliveryCode: '55551', deliveryName: '한진택배' }]);
  });

  it('keeps the three-column layout, with or without its header', async () => {
    for (const sheet of [
      [
        ['주문번호', '송장번호', '택배사'],
        ['A1', '111', '우체국택배'],
      ],
      [['A1', '111', '우체국택배']],
    ]) {
      const preview = await previewDeliverySheet(parseSheetRows(workbook(sheet, 'xls'))!, statuses);
      expect(preview.byHeaders).toBe(false);
      expect(preview.columns.map((c) => c.column)).toEqual(['A', 'B', 'C']);
      expect(preview.rows).toMatchObject([{ orderCode: 'A1', deliveryCode: '111', deliveryName: '우체국택배' }]);
    }
  });

  it('maps carriers by name, code or a marketplace’s code to the app’s carriers', () => {
    expect(carrierName('CJGLS')).toBe('CJ대한통운');
    expect(carrierName('HYUNDAI')).toBe('롯데택배');
    expect(carrierName('CVSNET')).toBe('GS편의점택배');
    expect(carrierName('CJ 대한통운')).toBe('CJ대한통운');
    expect(carrierName('epost')).toBe('우체국택배');
    expect(carrierName('동네택배')).toBeNull();
    expect(findSheetLayout([['번호', '상품주문번호', '택배사']]).byHeaders).toBe(false);
  });
});

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const random = createRandom(5);
  const now = new Date();
  await ctx.database.db
    .insert(orders)
    .values([
      makeOrder(random, 1, 'H-1', 'PACKAGING', now, now).order,
      makeOrder(random, 2, 'H-2', 'PACKAGING', now, now).order,
    ]);
}

describe.each(databaseKinds)('tracking sheet upload by headers on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });

  it('previews a marketplace sheet by its headers; another market’s order is not found', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const file = workbook([
      MARKETPLACE_HEADER,
      [1, 'H-1', '택배', 'CJGLS', '6012-3456-7890', '김하나'],
      [2, 'H-2', '택배', '한진택배', '1111', '이둘'],
    ]);
    const upload = multipart([{ name: 'file', filename: 'sheet.xlsx', data: file }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/orders/deliveries/sheet',
      headers: { 'x-auth-token': token, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.byHeaders).toBe(true);
    expect(body.columns).toEqual([
      { field: 'orderCode', column: 'B', header: '상품주문번호' },
      { field: 'deliveryCode', column: 'E', header: '운송장번호' },
      { field: 'deliveryName', column: 'D', header: '택배사' },
    ]);
    expect(body.rows).toMatchObject([
      { row: 2, orderCode: 'H-1', deliveryCode: '601234567890', deliveryName: 'CJ대한통운', problem: null },
      { row: 3, orderCode: 'H-2', problem: messages.order.delivery.orderNotFound },
    ]);
  });
});
