import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, markets, products } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, TEST_SELLER, useTestApp, type TestContext } from './helper.ts';
import { insertProducts } from './product-rows.ts';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const { admin } = ctx.app.services;
  for (const [loginId, name, role] of [
    ['alice-goods', '상품 담당', 'products'],
    ['alice-view', '조회 담당', 'viewer'],
  ] as const) {
    await admin.admitSeller({ ...TEST_SELLER, loginId, password: PASSWORD, name, marketId: 1, role });
  }
  await insertProducts(ctx.database.db, [
    { marketId: 1, code: 'PH-1' },
    { marketId: 2, code: 'PH-2' },
  ]);
}

/**
 * The activity row of a call is written in the transaction of the change it records: a change that
 * fails (even at its commit, after the row was written) leaves no row, and a change whose row cannot
 * be written does not happen. A call that changes nothing (an export) writes its row before its answer.
 */
describe.each(databaseKinds)('activity rows commit with their change, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  const db = () => ctx.database.db;
  const rowsOf = async (kind: string) =>
    db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.marketId, 1), eq(activityLog.kind, kind)));
  const guideOf = async () =>
    (await db().select({ guide: markets.guide }).from(markets).where(eq(markets.id, 1)))[0]!.guide;
  const saveGuide = (token: string, text: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/markets/1/guide/save',
      headers: { 'x-auth-token': token },
      payload: { guide: `<p>${text}</p>` },
    });

  /** Runs `body` with a trigger in place, removing it afterwards whatever happens. */
  async function withTrigger(create: string, drop: string, body: () => Promise<void>) {
    await db().execute(sql.raw(create));
    try {
      await body();
    } finally {
      await db().execute(sql.raw(drop));
    }
  }

  it('writes one row with a change that commits', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const before = (await rowsOf('marketChange')).length;
    expect((await saveGuide(token, '첫 안내')).statusCode).toBe(200);
    const after = await rowsOf('marketChange');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ loginId: 'alice', sellerName: '앨리스', subject: '1' });
  });

  it('leaves no row when the change fails at its commit, after the row was written', async () => {
    await db().execute(
      sql.raw(`create or replace function refuse_at_commit() returns trigger language plpgsql as $$
        begin raise exception 'refused at commit'; end $$`),
    );
    const token = await login(ctx.app, 'alice', PASSWORD);
    const before = (await rowsOf('marketChange')).length;
    const guide = await guideOf();
    // A deferred constraint trigger runs at COMMIT, after every statement of the transaction (the row's too).
    await withTrigger(
      `create constraint trigger markets_refuse after update on markets deferrable initially deferred
         for each row execute function refuse_at_commit()`,
      'drop trigger markets_refuse on markets',
      async () => {
        expect((await saveGuide(token, '실패할 안내')).statusCode).toBe(500);
      },
    );
    expect(await rowsOf('marketChange')).toHaveLength(before);
    expect(await guideOf()).toBe(guide);
  });

  it('does not change anything when its row cannot be written', async () => {
    await db().execute(
      sql.raw(`create or replace function refuse_row() returns trigger language plpgsql as $$
        begin raise exception 'no activity row'; end $$`),
    );
    const token = await login(ctx.app, 'alice', PASSWORD);
    const guide = await guideOf();
    await withTrigger(
      `create trigger activity_refuse before insert on activity_log
         for each row when (new.kind in ('marketChange', 'productExport')) execute function refuse_row()`,
      'drop trigger activity_refuse on activity_log',
      async () => {
        expect((await saveGuide(token, '기록 없는 안내')).statusCode).toBe(500);
        expect(await guideOf()).toBe(guide);
        // A call that changes nothing gives nothing out without its row: no file.
        const exported = await ctx.app.inject({
          method: 'GET',
          url: '/sw/a/v1/markets/1/products/export',
          headers: { 'x-auth-token': token },
        });
        expect(exported.statusCode).toBe(500);
        expect(exported.headers['content-type']).not.toContain('spreadsheetml');
      },
    );
    expect(await rowsOf('productExport')).toHaveLength(0);
    const token2 = await login(ctx.app, 'alice', PASSWORD);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/markets/1/products/export',
      headers: { 'x-auth-token': token2 },
    });
    expect(exported.statusCode).toBe(200);
    expect(await rowsOf('productExport')).toHaveLength(1);
  });

  it('shows on a product who changed it, each change by name, to every role of its market only', async () => {
    const goods = await login(ctx.app, 'alice-goods', PASSWORD);
    const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, payload });
    const [product] = await db().select({ id: products.id }).from(products).where(eq(products.code, 'PH-1'));
    expect(
      (await call(goods, 'PUT', '/sw/a/v1/products/flags', { productCodes: ['PH-1'], sell: false })).statusCode,
    ).toBe(200);
    // The options call names the product by id only: its row names the product's code all the same.
    const options = [{ name: '사이즈', position: 1, values: [{ name: 'M', price: 0 }] }];
    const saved = await call(goods, 'PUT', '/sw/a/v1/product/options', { productId: Number(product!.id), options });
    expect(saved.statusCode).toBe(200);
    // A refused save writes no row.
    expect(
      (await call(goods, 'PUT', '/sw/a/v1/product/options', { productId: Number(product!.id), options, version: 1 }))
        .statusCode,
    ).toBe(409);

    const viewer = await login(ctx.app, 'alice-view', PASSWORD);
    const history = await call(viewer, 'GET', '/sw/a/v1/products/PH-1/activity');
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      total: 2,
      entries: [
        { loginId: 'alice-goods', name: '상품 담당', kind: 'productEdit', subject: 'PH-1' },
        { loginId: 'alice-goods', name: '상품 담당', kind: 'productFlags', subject: 'PH-1', detail: 'sell=false' },
      ],
    });
    const paged = await call(viewer, 'GET', '/sw/a/v1/products/PH-1/activity?page=2&size=1');
    expect(paged.json().entries.map((e: { kind: string }) => e.kind)).toEqual(['productFlags']);
    // Another market's product, or none, is not found.
    expect((await call(viewer, 'GET', '/sw/a/v1/products/PH-2/activity')).statusCode).toBe(404);
    expect((await call(viewer, 'GET', '/sw/a/v1/products/NONE/activity')).statusCode).toBe(404);
  });

  it('is declared by every call of a seller that writes, or the call is listed here with why not', async () => {
    await ctx.app.ready();
    const writes = ctx.app.routeAccess.filter(
      (r) => r.url.startsWith('/sw/a/') && r.method !== 'GET' && typeof r.access === 'object' && r.access !== null,
    );
    const silent = writes.filter((r) => !r.activity).map((r) => `${r.method} ${r.url}`);
    expect(silent.sort()).toEqual(Object.keys(UNRECORDED_WRITES).sort());
  });
});

/**
 * Seller calls that are not POST/PUT/DELETE changes of the market's data, or whose row is written by
 * the service itself: each with why it has no `config.activity` (issue 37 §4 "every write").
 */
const UNRECORDED_WRITES: Record<string, string> = {
  'POST /sw/a/v1/seller/second-step/setup': 'a secret offered, nothing on until enable (recorded)',
  'POST /sw/a/v1/seller/logout': 'the own session',
  'POST /sw/a/v1/seller/logout-all': 'the own sessions',
  'POST /sw/a/v1/seller/session/keep-alive': 'the own session',
  'POST /sw/a/v1/seller/session/step-up': 'the own session; the reveals it allows are in the access log',
  'POST /sw/a/v1/category/find': 'a search sent as POST',
  'POST /sw/a/v1/filter/find': 'a search sent as POST',
  'POST /sw/a/v1/bundle-deliveries/fee-preview': 'a preview, writes nothing',
  'POST /sw/a/v1/markets/:market/products': 'a product search sent as POST',
  'POST /sw/a/v1/orders/deliveries/sheet': 'reads a sheet and answers its problems, writes nothing',
  'POST /sw/a/v1/orders/claims/pickups/sheet': 'reads a sheet and answers its problems, writes nothing',
  'POST /sw/a/v1/orders/:code/personal-data': 'a reveal: the personal-data access log records it',
  'POST /sw/a/v1/qnas': 'a search sent as POST',
  'POST /sw/a/v1/image/editor/upload': 'a file for an editor; the product or guide save that uses it is recorded',
  'POST /sw/a/v1/orders/:code/claim/photos': 'an inspection photo; the inspection that uses it is recorded',
  'POST /sw/a/v1/products/sheet/preview': 'a preview, writes nothing',
  'POST /sw/a/v1/products/sheet/failed-rows': 'a sheet of refused rows, writes nothing',
  'POST /sw/a/v1/products/bulk-edit/preview': 'a preview, writes nothing',
  'POST /sw/a/v1/staff/invitations': 'the staff service writes staffChange in the change’s transaction',
  'POST /sw/a/v1/staff/:loginId/invitation': 'the staff service writes staffChange in the change’s transaction',
  'PUT /sw/a/v1/staff/:loginId/role': 'the staff service writes staffChange in the change’s transaction',
  'POST /sw/a/v1/staff/:loginId/disable': 'the staff service writes staffChange in the change’s transaction',
  'POST /sw/a/v1/staff/:loginId/enable': 'the staff service writes staffChange in the change’s transaction',
  'DELETE /sw/a/v1/staff/:loginId': 'the staff service writes staffChange in the change’s transaction',
  'POST /sw/a/v1/staff/:loginId/ownership': 'the staff service writes staffChange in the change’s transaction',
};
