import { messages } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundleDeliveries, bundleDeliveryProducts } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedMarket, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { insertProducts } from './product-rows.ts';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await insertProducts(ctx.database.db, [
    { marketId: 1, code: 'A-1', name: '브라', price: 30000, salePrice: 27000, mainImageUrl: '/files/a1.png' },
    { marketId: 1, code: 'A-2', name: '팬티', price: 12000, salePrice: 12000 },
    { marketId: 1, code: 'A-3', name: '세트', price: 45000, salePrice: 40000 },
    { marketId: 2, code: 'B-1', name: '밥 상품' },
  ]);
}

const body = (patch: Record<string, unknown> = {}) => ({
  activated: true,
  startDateTime: '2026-12-01T00:00:00',
  endDateTime: '2026-12-31T23:59:59',
  eventName: '연말 묶음 배송',
  description: '함께 사면 배송비 한 번',
  feeType: 'FREE_BY_TOTAL_PRICE',
  intCondition: 50000,
  deliveryFee: 3000,
  productCodes: ['A-1', 'A-2'],
  ...patch,
});

describe.each(databaseKinds)('bundle deliveries on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  const tokens: Record<string, string> = {};
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    who: string | null = 'alice',
  ) => {
    const headers: Record<string, string> = {};
    if (who) headers['x-auth-token'] = tokens[who] ??= await login(ctx.app, who, PASSWORD);
    return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  };
  const count = async () => (await ctx.database.db.select().from(bundleDeliveries)).length;

  it('creates a bundle with its products and answers it with the period and progress', async () => {
    const res = await call('POST', '/sw/a/v1/bundle-delivery', body({ marketId: 1 }));
    expect(res.statusCode).toBe(200);
    const bundle = res.json();
    expect(bundle).toMatchObject({
      eventName: '연말 묶음 배송',
      description: '함께 사면 배송비 한 번',
      feeType: 'FREE_BY_TOTAL_PRICE',
      intCondition: 50000,
      deliveryFee: 3000,
      activated: true,
      startDateTime: '2026-12-01T00:00:00',
      endDateTime: '2026-12-31T23:59:59',
      period: '2026-12-01 00:00 ~ 2026-12-31 23:59',
      productCount: 2,
    });
    expect(['SCHEDULED', 'IN_PROGRESS', 'ENDED']).toContain(bundle.progress);
    expect(bundle.products.map((p: { code: string }) => p.code)).toEqual(['A-1', 'A-2']);
    expect(bundle.products[0]).toMatchObject({
      name: '브라',
      mainImageUrl: '/files/a1.png',
      netPrice: 30000,
      price: 27000,
      sell: true,
      display: true,
    });
    const [stored] = await ctx.database.db.select().from(bundleDeliveries).where(eq(bundleDeliveries.id, bundle.id));
    expect(stored!.startAt.toISOString()).toBe('2026-11-30T15:00:00.000Z');

    const detail = await call('GET', `/sw/a/v1/bundle-deliveries/${bundle.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(bundle);
  });

  it('lists the market’s bundles newest first, paged, under bundleDeliveries with the total', async () => {
    // A market of its own, so no other test's bundles are listed.
    await seedMarket(ctx, 3, 'carol');
    await insertProducts(ctx.database.db, [
      { marketId: 3, code: 'C-1' },
      { marketId: 3, code: 'C-2' },
    ]);
    const mine = (patch: Record<string, unknown> = {}) => body({ productCodes: ['C-1', 'C-2'], ...patch });
    await call('POST', '/sw/a/v1/bundle-delivery', mine(), 'carol');
    for (let i = 1; i <= 11; i++)
      await call('POST', '/sw/a/v1/bundle-delivery', mine({ eventName: `이벤트 ${i}` }), 'carol');
    const first = await call('GET', '/sw/a/v1/bundle-deliveries?marketId=3&page=1', undefined, 'carol');
    expect(first.statusCode).toBe(200);
    const list = first.json();
    expect(list.total).toBe(12);
    expect(list.bundleDeliveries).toHaveLength(10);
    expect(list.bundleDeliveries[0]).toMatchObject({ eventName: '이벤트 11', productCount: 2 });
    const second = (await call('GET', '/sw/a/v1/bundle-deliveries?marketId=3&page=2', undefined, 'carol')).json();
    expect(second.bundleDeliveries.map((b: { eventName: string }) => b.eventName)).toEqual([
      '이벤트 1',
      '연말 묶음 배송',
    ]);
    expect((await call('GET', '/sw/a/v1/bundle-deliveries?marketId=2&page=1', undefined, 'bob')).json().total).toBe(0);
  });

  it('updates fields and products, stops it (activated false) and resumes it', async () => {
    const { id } = (await call('POST', '/sw/a/v1/bundle-delivery', body())).json();
    const res = await call(
      'PUT',
      `/sw/a/v1/bundle-deliveries/${id}`,
      body({
        eventName: '수정됨',
        feeType: 'CHARGE',
        deliveryFee: 2500,
        intCondition: 0,
        productCodes: ['A-3', 'A-1'],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ eventName: '수정됨', feeType: 'CHARGE', deliveryFee: 2500, productCount: 2 });
    expect(res.json().products.map((p: { code: string }) => p.code)).toEqual(['A-3', 'A-1']);
    const stopped = await call('PUT', `/sw/a/v1/bundle-deliveries/${id}`, {
      ...body({ productCodes: ['A-3'] }),
      activated: false,
    });
    expect(stopped.json()).toMatchObject({ activated: false, progress: 'STOPPED' });
    const free = await call(
      'PUT',
      `/sw/a/v1/bundle-deliveries/${id}`,
      body({ feeType: 'FREE', deliveryFee: 700, intCondition: 9 }),
    );
    expect(free.json()).toMatchObject({ activated: true, feeType: 'FREE', deliveryFee: 0, intCondition: 0 });
  });

  it('deletes a bundle and its product links', async () => {
    const { id } = (await call('POST', '/sw/a/v1/bundle-delivery', body())).json();
    const res = await call('DELETE', `/sw/a/v1/bundle-deliveries/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect((await call('GET', `/sw/a/v1/bundle-deliveries/${id}`)).statusCode).toBe(404);
    expect(
      await ctx.database.db.select().from(bundleDeliveryProducts).where(eq(bundleDeliveryProducts.bundleId, id)),
    ).toEqual([]);
    expect((await call('DELETE', `/sw/a/v1/bundle-deliveries/${id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ startDateTime: '' }, messages.bundle.startRequired],
    [{ startDateTime: '12/01/2026' }, messages.bundle.startRequired],
    [{ endDateTime: null }, messages.bundle.endRequired],
    [{ eventName: ' ' }, messages.bundle.eventNameRequired],
    [{ eventName: '가'.repeat(51) }, messages.bundle.eventNameTooLong],
    [{ description: '' }, messages.bundle.descriptionRequired],
    [{ feeType: 'CHARGE', deliveryFee: 0 }, messages.bundle.deliveryFeeRequired],
    [{ feeType: 'FREE_BY_TOTAL_PRICE', intCondition: 0 }, messages.bundle.conditionRequired],
    [{ productCodes: [] }, messages.bundle.productRequired],
    [{ endDateTime: '2026-11-30T23:59:59' }, messages.bundle.endBeforeStart],
    [{ deliveryFee: -1 }, messages.delivery.amountInvalid],
  ])('refuses %o with 400 and its message, writing nothing', async (patch, text) => {
    const before = await count();
    const res = await call('POST', '/sw/a/v1/bundle-delivery', body(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(text);
    expect(await count()).toBe(before);
  });

  it('refuses a product of another market on create and update, changing nothing', async () => {
    const before = await count();
    const res = await call('POST', '/sw/a/v1/bundle-delivery', body({ productCodes: ['A-1', 'B-1'] }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('B-1');
    expect(await count()).toBe(before);
    const { id } = (await call('POST', '/sw/a/v1/bundle-delivery', body())).json();
    const update = await call(
      'PUT',
      `/sw/a/v1/bundle-deliveries/${id}`,
      body({ eventName: '바뀌면 안 됨', productCodes: ['B-1'] }),
    );
    expect(update.statusCode).toBe(404);
    const after = (await call('GET', `/sw/a/v1/bundle-deliveries/${id}`)).json();
    expect(after.eventName).toBe('연말 묶음 배송');
    expect(after.products.map((p: { code: string }) => p.code)).toEqual(['A-1', 'A-2']);
  });

  it('answers 401 without a token, 403 for a named other market, 404 for another market’s bundle', async () => {
    const { id } = (await call('POST', '/sw/a/v1/bundle-delivery', body())).json();
    expect((await call('GET', '/sw/a/v1/bundle-deliveries?marketId=1&page=1', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `/sw/a/v1/bundle-deliveries/${id}`, undefined, null)).statusCode).toBe(401);
    expect((await call('POST', '/sw/a/v1/bundle-delivery', body(), null)).statusCode).toBe(401);
    expect((await call('PUT', `/sw/a/v1/bundle-deliveries/${id}`, body(), null)).statusCode).toBe(401);
    expect((await call('DELETE', `/sw/a/v1/bundle-deliveries/${id}`, undefined, null)).statusCode).toBe(401);

    expect((await call('GET', '/sw/a/v1/bundle-deliveries?marketId=2&page=1')).statusCode).toBe(403);
    expect((await call('POST', '/sw/a/v1/bundle-delivery', body({ marketId: 2 }))).statusCode).toBe(403);

    expect((await call('GET', `/sw/a/v1/bundle-deliveries/${id}`, undefined, 'bob')).statusCode).toBe(404);
    expect(
      (await call('PUT', `/sw/a/v1/bundle-deliveries/${id}`, body({ productCodes: ['B-1'] }), 'bob')).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/sw/a/v1/bundle-deliveries/${id}`, undefined, 'bob')).statusCode).toBe(404);
    expect((await call('GET', `/sw/a/v1/bundle-deliveries/${id}`)).statusCode).toBe(200);
  });
});
