import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';
import {
  createPlatformKey,
  insertSoldProduct,
  OPERATOR_TOKEN,
  platformCall,
  purchase,
  stockOf,
  type PlatformKey,
} from './platform.ts';

/**
 * Issue 32, the 500 the simulation test met under load: a purchase and the marketplace's cancel of
 * another order of the same market took the same two locks in opposite orders (the purchase: its
 * market's order day counter, then a combination's stock; the cancel: the stock it puts back, then the
 * day counter), and PostgreSQL broke the deadlock by failing one of them. Here the two meet at that
 * point every time: another transaction holds the purchase's first combination until both are under
 * way, so the purchase waits there while the cancel puts stock back on its second combination. Both
 * must succeed. (PostgreSQL only: PGlite runs one transaction at a time.)
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a purchase and a cancel at once take their locks in one order', () => {
  const ctx = useTestApp('postgres', { seed: seedTwoMarkets, operatorToken: OPERATOR_TOKEN });
  let key: PlatformKey;
  let token: string;
  let product: { code: string; combinations: number[] };
  let pool: pg.Pool;
  let holder: pg.PoolClient;
  beforeAll(async () => {
    key = await createPlatformKey(ctx.app, [1]);
    token = await login(ctx.app, 'alice', PASSWORD);
    product = await insertSoldProduct(ctx.database.db, { marketId: 1, code: 'LOCK1764300000000' }, [
      { names: ['S'], stock: 10 },
      { names: ['M'], stock: 10 },
    ]);
    pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    holder = await pool.connect();
  });
  afterAll(() => holder?.release());

  const call = (url: string, body?: unknown) => platformCall(ctx.app, key, 'POST', url, body);
  /** Backends of this database waiting for a lock (asked outside the holder's transaction, which sees one snapshot of the activity). */
  const lockWaiters = async () =>
    Number(
      (
        await pool.query(
          `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0].n,
    );
  const until = async (done: () => Promise<boolean>) => {
    while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('a purchase waiting on stock and a cancel putting stock back both succeed', async () => {
    const [first, second] = product.combinations as [number, number];
    // An order of the second combination, cancelled by the buyer and approved by the seller: 취소 처리중.
    const bought = await call('/sw/p/v1/orders', purchase(1, [{ productCode: product.code, combinationId: second }]));
    expect(bought.statusCode, bought.body).toBe(201);
    const code = bought.json().orderCodes[0] as string;
    const requested = await call(`/sw/p/v1/orders/${code}/cancel-request`, { reason: '단순 변심' });
    expect(requested.statusCode, requested.body).toBe(200);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/orders/change-status',
      headers: { 'x-auth-token': token },
      payload: { orderCodes: [code], currentStatus: 'CANCELING1', nextStatus: 'CANCELING2' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // Another transaction holds the first combination: the purchase of both waits on it.
    await holder.query('begin');
    await holder.query('select id from product_option_unions where id = $1 for update', [first]);
    // (`inject` sends when its answer is asked for: `then` sends it now.)
    const purchasing = call(
      '/sw/p/v1/orders',
      purchase(1, [
        { productCode: product.code, combinationId: first },
        { productCode: product.code, combinationId: second },
      ]),
    ).then((res) => res);
    await until(async () => (await lockWaiters()) >= 1);
    // The cancel puts a unit back on the second combination and moves its order meanwhile.
    let cancelled = false;
    const cancelling = call(`/sw/p/v1/orders/${code}/payment-cancelled`).then((res) => ((cancelled = true), res));
    await until(async () => cancelled || (await lockWaiters()) >= 2);
    await holder.query('rollback');

    const [purchaseRes, cancelRes] = await Promise.all([purchasing, cancelling]);
    expect(cancelRes.statusCode, cancelRes.body).toBe(200);
    expect(cancelRes.json()).toMatchObject({ orderCode: code, status: 'CANCELLED', from: 'CANCELING2' });
    expect(purchaseRes.statusCode, purchaseRes.body).toBe(201);
    // 10 − 1 (the purchase) on the first; 10 − 1 (the first order) + 1 (put back) − 1 (the purchase) on the second.
    expect(await stockOf(ctx.database.db, first)).toBe(9);
    expect(await stockOf(ctx.database.db, second)).toBe(9);
  });
});
