import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { images, products } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { createPlatformKey, insertSoldProduct, OPERATOR_TOKEN, platformCall, purchase } from './platform.ts';

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

  it('lists with updatedAfter a product whose only change since was its images, or stock taken by a purchase', async () => {
    const db = ctx.database.db;
    const code = 'CAT1764300000003';
    const { id, combinations } = await insertSoldProduct(db, { marketId: 1, code, name: '울 코트' }, [
      { names: ['F'], stock: 5 },
    ]);
    const pictures = await db
      .insert(images)
      .values(
        [0, 1].map((weight) => ({
          marketId: 1,
          type: 'MAIN',
          typeId: id,
          key: `k${weight}`,
          url: `/files/k${weight}.webp`,
          weight,
          width: 10,
          height: 10,
        })),
      )
      .returning({ id: images.id });
    /** An instant just after the product's last save, and not before now. */
    const afterLastSave = async () => {
      const [row] = await db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, id));
      return new Date(Math.max(row!.updatedAt.getTime() + 1, Date.now())).toISOString();
    };
    const listed = async (since: string) =>
      ((await feed(`?updatedAfter=${since}&limit=100`)).json().products as Record<string, unknown>[]).filter(
        (p) => p.code === code,
      );
    const beforeImages = await afterLastSave();
    expect(await listed(beforeImages)).toEqual([]);

    const alice = await login(ctx.app, 'alice', PASSWORD);
    const reorder = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/image/order',
      headers: { 'x-auth-token': alice },
      payload: { type: 'MAIN', typeId: id, imageIds: pictures.map((p) => p.id).reverse() },
    });
    expect(reorder.statusCode).toBe(200);
    expect(await listed(beforeImages)).toMatchObject([{ code, withdrawn: false }]);

    const beforePurchase = await afterLastSave();
    expect(await listed(beforePurchase)).toEqual([]);
    const bought = await platformCall(
      ctx.app,
      key,
      'POST',
      '/sw/p/v1/orders',
      purchase(1, [{ productCode: code, combinationId: combinations[0]! }]),
    );
    expect(bought.statusCode).toBe(201);
    expect(await listed(beforePurchase)).toMatchObject([{ code, combinations: [{ names: ['F'], stocks: 4 }] }]);
  });

  it("refuses another market's catalogue and an unknown cursor", async () => {
    expect((await platformCall(ctx.app, key, 'GET', '/sw/p/v1/markets/2/products')).statusCode).toBe(403);
    const bad = await feed('?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
