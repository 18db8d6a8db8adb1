import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { createPlatformKey, insertSoldProduct, OPERATOR_TOKEN, platformCall } from './platform.ts';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await insertSoldProduct(ctx.database.db, { marketId: 1, code: 'CAT1764300000001', name: '린넨 셔츠' }, [
    { names: ['M'], stock: 7 },
    { names: ['L'], stock: 0 },
  ]);
  await insertSoldProduct(ctx.database.db, { marketId: 1, code: 'CAT1764300000002', displayYn: false }, [
    { names: ['F'], stock: 3 },
  ]);
  await insertSoldProduct(ctx.database.db, { marketId: 2, code: 'CAT1764300000009' }, [{ names: ['F'], stock: 1 }]);
}

/**
 * The catalogue feed (issue 33 §2): a first listing of what is on sale and displayed, whole; then, by
 * cursor, every product changed since — a product hidden or taken off sale listed as withdrawn.
 */
describe.each(databaseKinds)('catalogue feed on %s', (kind) => {
  const ctx = useTestApp(kind, { seed, operatorToken: OPERATOR_TOKEN });
  let key: Awaited<ReturnType<typeof createPlatformKey>>;
  beforeAll(async () => {
    key = await createPlatformKey(ctx.app, [1]);
  });
  const feed = (query: string) => platformCall(ctx.app, key, 'GET', `/sw/p/v1/markets/1/products${query}`);

  it('lists the products on sale and displayed, then follows their changes, a hidden one as withdrawn', async () => {
    const first = await feed('?limit=10');
    expect(first.statusCode).toBe(200);
    const page = first.json() as { products: Record<string, unknown>[]; next: string; more: boolean };
    expect(page.more).toBe(false);
    expect(page.products.map((p) => p.code)).toEqual(['CAT1764300000001']);
    expect(page.products[0]).toMatchObject({
      name: '린넨 셔츠',
      withdrawn: false,
      salePrice: expect.any(Number),
      combinations: [
        { names: ['M'], stocks: 7 },
        { names: ['L'], stocks: 0 },
      ],
      bundles: [],
    });
    expect(page.products[0]).not.toHaveProperty('memo');
    expect(page.products[0]).not.toHaveProperty('previewUrl');
    expect((await feed(`?cursor=${page.next}`)).json().products).toEqual([]);

    const alice = await login(ctx.app, 'alice', PASSWORD);
    const hide = await ctx.app.inject({
      method: 'PUT',
      url: '/sw/a/v1/products/flags',
      headers: { 'x-auth-token': alice },
      payload: { productCodes: ['CAT1764300000001'], display: false },
    });
    expect(hide.statusCode).toBe(200);
    const changed = (await feed(`?cursor=${page.next}`)).json();
    expect(changed.products).toEqual([{ code: 'CAT1764300000001', withdrawn: true, sell: true, display: false }]);
    expect(changed.next).not.toBe(page.next);
  });

  it("refuses another market's catalogue and an unknown cursor", async () => {
    expect((await platformCall(ctx.app, key, 'GET', '/sw/p/v1/markets/2/products')).statusCode).toBe(403);
    const bad = await feed('?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
