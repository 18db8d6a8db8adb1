import { message, type ProductCreateInput } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketBrands, products } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

/**
 * Issue 10: the server refuses what the product screens refuse, with the same Korean messages —
 * prices that are not whole won from 0 to 100,000,000 (point 9), and a missing brand named as "not
 * chosen" or "none linked to the market" (point 11). Nothing is written on refusal.
 */
describe.each(databaseKinds)('product input refusals on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
  });

  const payload = (marketId: number, over: Record<string, unknown> = {}): ProductCreateInput =>
    ({
      marketId,
      code: 'SF20261123100000123',
      name: '레이스 브라',
      brandId: null,
      price: 25_000,
      saleRate: 0,
      salePrice: 25_000,
      delivery: null,
      parentCategoryId: null,
      sellYn: true,
      displayYn: true,
      ...over,
    }) as ProductCreateInput;

  const create = (token: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v3/product',
      headers: { 'x-auth-token': token },
      payload: body as object,
    });
  const count = async () => (await ctx.database.db.select({ id: products.id }).from(products)).length;

  it.each([
    [12.5, 'product.priceFraction'],
    [-500, 'product.priceNegative'],
    [99_999_999_999, 'product.priceOverMax'],
    ['25000', 'product.priceNotNumber'],
  ] as const)('a price of %s is refused with %s', async (price, key) => {
    const res = await create(alice, payload(1, { price }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message(key));
    expect(await count()).toBe(0);
  });

  it('no brand chosen: "choose a brand"; no brand linked to the market: says so', async () => {
    const chosen = await create(alice, payload(1));
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json().message).toBe(message('product.noBrand'));

    await ctx.database.db.delete(marketBrands).where(eq(marketBrands.marketId, 2));
    const linked = await create(bob, payload(2));
    expect(linked.statusCode).toBe(422);
    expect(linked.json().message).toBe(message('product.noLinkedBrand'));
    expect(await count()).toBe(0);
  });
});
