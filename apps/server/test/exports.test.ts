import { EXPORT_SCREEN_NAMES, exportFileName, ORDER_SCREENS, seoulDate } from '@seller/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { createOrderService } from '../src/modules/orders/service.ts';
import type { ProductExportRow } from '../src/modules/product-list/service.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

/** 250 orders of market 1, so an order export runs over three batches of 100. */
async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const random = createRandom(3);
  const now = new Date();
  await ctx.database.db
    .insert(orders)
    .values(
      Array.from(
        { length: 250 },
        (_, i) =>
          makeOrder(random, 1, `E${String(i).padStart(4, '0')}`, 'PAID', new Date(now.getTime() - i * 60_000), now)
            .order,
      ),
    );
}

const product = (i: number): ProductExportRow => ({
  id: i,
  code: `P-${i}`,
  timestamp: new Date().toISOString(),
  mainImage: null,
  name: `상품 ${i}`,
  price: 9000,
  netPrice: 10000,
  sell: true,
  display: true,
  topCode: null,
  notice: {},
  kcKind: null,
  kcNumber: '',
  kcAgency: '',
});
const notice = (i: number) => ({
  id: i,
  type: 'NOTICE',
  title: `공지 ${i}`,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  createdAt: new Date(),
});

describe.each(databaseKinds)('xlsx exports on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let base = '';
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    headers = { 'x-auth-token': await login(ctx.app, 'alice', PASSWORD) };
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const orderUrl = `/sw/a/v1/orders/export?marketId=1&screen=orderTotal&orderStatusList=${ORDER_SCREENS.orderTotal.join(',')}`;
  const exports = [
    { url: orderUrl, screenName: '전체 주문' },
    { url: '/sw/a/v1/markets/1/products/export', screenName: EXPORT_SCREEN_NAMES.products },
    { url: '/sw/a/v1/notices/export', screenName: EXPORT_SCREEN_NAMES.notices },
  ];

  it('names every export the same way: brand prefix, screen name, date', async () => {
    for (const { url, screenName } of exports) {
      const res = await fetch(base + url, { headers });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${res.headers.get('content-disposition')!.match(/filename="([^"]+)"/)![1]}"; ` +
          `filename*=UTF-8''${encodeURIComponent(exportFileName(screenName, seoulDate()))}`,
      );
    }
  });

  it('reads an order export from the database in several reads, every order once, newest first', async () => {
    let busy = false;
    const service = createOrderService(ctx.database.db, {
      // Reads of 6 orders in windows of 60, and of 4 in windows of 40 while the server is busy
      // (every other window here): several windows of either size, each of several reads.
      exportReads: { rows: 6, busyRows: 4 },
      serverBusy: () => (busy = !busy),
      lineJson: ctx.database.lineJson,
    });
    const codes = Array.from({ length: 250 }, (_, i) => `E${String(i).padStart(4, '0')}`);
    for (const search of [
      {},
      { orderStatusList: [...ORDER_SCREENS.orderTotal] },
      { orderStatusList: ['PAID' as const] },
    ]) {
      const batches = [];
      for await (const batch of service.stream(1, search, 25)) batches.push(batch);
      expect(batches.every((batch) => batch.length > 0 && batch.length <= 25)).toBe(true);
      expect(batches.flat().map((order) => order.code)).toEqual(codes);
    }
    const none = [];
    for await (const batch of service.stream(1, { orderStatusList: ['REFUNDED'] }, 25)) none.push(batch);
    expect(none).toEqual([]);
  });

  it('streams a whole order export over HTTP, every batch in the file', async () => {
    const res = await fetch(base + orderUrl, { headers });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.getWorksheet('Report')!.rowCount).toBe(251);
  });

  // A failure once the file has begun must not end as a file that looks complete.
  it('breaks the download when an export fails after it has begun', async () => {
    const { orders: orderService, productList, notices } = ctx.app.services;
    /** Batches that end in a failure after the first one. */
    const breakAfterFirst = <T>(batches: AsyncIterable<T[]> | T[][]) =>
      async function* () {
        for await (const batch of batches) {
          yield batch;
          break;
        }
        throw new Error('database went away');
      };
    /** Puts `value` in place of `service[key]`; answers the undo. */
    const swap = <S, K extends keyof S>(service: S, key: K, value: S[K]) => {
      const original = service[key];
      service[key] = value;
      return () => void (service[key] = original);
    };
    const failing = [
      {
        url: orderUrl,
        patch: () => {
          const stream = orderService.stream;
          return swap(orderService, 'stream', (...args) => breakAfterFirst(stream(...args))());
        },
      },
      {
        url: '/sw/a/v1/markets/1/products/export',
        patch: () =>
          swap(productList, 'exportBatches', breakAfterFirst([Array.from({ length: 100 }, (_, i) => product(i))])),
      },
      {
        url: '/sw/a/v1/notices/export',
        patch: () =>
          swap(notices, 'exportBatches', breakAfterFirst([Array.from({ length: 100 }, (_, i) => notice(i))])),
      },
    ];
    for (const { url, patch } of failing) {
      const restore = patch();
      try {
        // Whether the status line came before the cut or not, the client must never get a whole file.
        const download = async () => (await fetch(base + url, { headers })).arrayBuffer();
        await expect(download()).rejects.toThrow();
      } finally {
        restore();
      }
    }
  });
});
