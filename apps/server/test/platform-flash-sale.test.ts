import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { databaseKinds, seedTwoMarkets, useTestApp } from './helper.ts';
import {
  createPlatformKey,
  insertSoldProduct,
  OPERATOR_TOKEN,
  platformFetch,
  purchase,
  stockOf,
  type PlatformKey,
} from './platform.ts';

const BUYERS = 500;
const UNITS = 100;

describe.each(databaseKinds)('a flash sale over real HTTP, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets, operatorToken: OPERATOR_TOKEN });
  let key: PlatformKey;
  let base: string;
  let sale: { code: string; combinations: number[] };
  beforeAll(async () => {
    key = await createPlatformKey(ctx.app, [1]);
    sale = await insertSoldProduct(ctx.database.db, { marketId: 1, code: 'SALE1764300000000', name: '한정 후드' }, [
      { names: ['FREE', '블랙'], stock: UNITS },
    ]);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' ? address?.port : 0}`;
  });

  it(`sells exactly ${UNITS} units to ${BUYERS} concurrent buyers, and refuses every other buyer`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        platformFetch(
          base,
          key,
          'POST',
          '/sw/p/v1/orders',
          purchase(1, [{ productCode: sale.code, combinationId: sale.combinations[0] }], `FLASH-${i}`),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UNITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - UNITS);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body?.code).toBe('OUT_OF_STOCK');
    expect(await stockOf(ctx.database.db, sale.combinations[0]!)).toBe(0);
    const [sold] = await ctx.database.db
      .select({ lines: sql<number>`count(*)::int`, units: sql<number>`coalesce(sum(product_count), 0)::int` })
      .from(orders)
      .where(eq(orders.productCode, sale.code));
    expect(sold).toEqual({ lines: UNITS, units: UNITS });
  }, 180_000);
});
