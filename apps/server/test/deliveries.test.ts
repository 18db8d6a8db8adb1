import { messages } from '@seller/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketDeliveries, products } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedMarket, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { insertProducts } from './product-rows.ts';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await insertProducts(ctx.database.db, [
    ...[1, 2, 3, 4].map((i) => ({ marketId: 1, code: `A-${i}` })),
    { marketId: 2, code: 'B-1' },
  ]);
}

const template = (patch: Record<string, unknown> = {}) => ({
  marketDeliveryId: null,
  marketDeliveryName: '기본 배송',
  feeType: 'CHARGE',
  defaultFee: 3000,
  intCondition: 0,
  islandMountainFee: 5000,
  jejuFee: 3000,
  international: false,
  ...patch,
});

describe.each(databaseKinds)('delivery-fee templates on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  const call = async (method: 'GET' | 'PUT', url: string, payload?: unknown, who: string | null = 'alice') => {
    const headers: Record<string, string> = who ? { 'x-auth-token': await login(ctx.app, who, PASSWORD) } : {};
    return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  };
  const stored = () => ctx.database.db.select().from(marketDeliveries).where(eq(marketDeliveries.marketId, 1));

  it('starts with an empty list', async () => {
    // A market of its own: the other tests save templates for market 1.
    await seedMarket(ctx, 3, 'carol');
    const res = await call('GET', '/sw/a/v1/markets/3/deliveries', undefined, 'carol');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('creates, updates, reorders and deletes through the full list and answers the updated list', async () => {
    const created = await call('PUT', '/sw/a/v1/markets/1/deliveries', [
      template(),
      template({
        marketDeliveryName: '조건부 무료',
        feeType: 'FREE_BY_TOTAL_PRICE',
        defaultFee: 2500,
        intCondition: 50000,
      }),
    ]);
    expect(created.statusCode).toBe(200);
    const list = created.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      marketDeliveryName: '기본 배송',
      feeType: 'CHARGE',
      defaultFee: 3000,
      islandMountainFee: 5000,
      jejuFee: 3000,
      international: false,
      productCount: 0,
    });
    expect(list[0].marketDeliveryId).toEqual(expect.any(Number));

    const [first, second] = list;
    const saved = await call('PUT', '/sw/a/v1/markets/1/deliveries', [
      { ...second, productCount: undefined, marketDeliveryName: '5만원 이상 무료' },
      template({
        marketDeliveryName: '해외',
        international: true,
        feeType: 'CHARGE_PER_QTY',
        defaultFee: 10000,
        intCondition: 2,
      }),
    ]);
    expect(saved.statusCode).toBe(200);
    const names = saved.json().map((t: { marketDeliveryName: string }) => t.marketDeliveryName);
    expect(names).toEqual(['5만원 이상 무료', '해외']);
    expect(saved.json()[0].marketDeliveryId).toBe(second.marketDeliveryId);
    expect((await stored()).some((t) => t.id === first.marketDeliveryId)).toBe(false);
    expect((await call('GET', '/sw/a/v1/markets/1/deliveries')).json()).toEqual(saved.json());
  });

  it.each([
    [{ marketDeliveryName: '  ' }, messages.delivery.nameRequired],
    [{ marketDeliveryName: '가'.repeat(21) }, messages.delivery.nameTooLong],
    [{ feeType: 'CHARGE', defaultFee: 0 }, messages.delivery.defaultFeeRequired],
    [{ feeType: 'FREE_BY_QTY', defaultFee: 3000, intCondition: 0 }, messages.delivery.conditionRequired],
    [{ jejuFee: -100 }, messages.delivery.amountInvalid],
    // A JSON body is taken as typed: `true` is not 1원 and "3000" is not a number.
    [{ jejuFee: true }, messages.delivery.amountInvalid],
    [{ defaultFee: '3000' }, messages.delivery.amountInvalid],
    [{ international: 'false' }, undefined],
    [{ feeType: 'SOMETIMES' }, undefined],
  ])('refuses %o with 400 and writes nothing', async (patch, text) => {
    const before = await stored();
    const res = await call('PUT', '/sw/a/v1/markets/1/deliveries', [
      template({ marketDeliveryName: '새 템플릿' }),
      template(patch),
    ]);
    expect(res.statusCode).toBe(400);
    if (text) expect(res.json().message).toBe(text);
    expect(await stored()).toEqual(before);
  });

  it('refuses an id that is not a template of the market, and the same id twice', async () => {
    const [bobTemplate] = await ctx.database.db
      .insert(marketDeliveries)
      .values({ marketId: 2, name: '밥 배송', feeType: 'FREE' })
      .returning();
    const foreign = await call('PUT', '/sw/a/v1/markets/1/deliveries', [
      template({ marketDeliveryId: bobTemplate!.id }),
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(messages.delivery.unknownTemplate);
    const current = (await call('GET', '/sw/a/v1/markets/1/deliveries')).json();
    const mine = (
      await call('PUT', '/sw/a/v1/markets/1/deliveries', [
        ...current.map(({ productCount: _, ...t }: { productCount: number }) => t),
        template({ marketDeliveryName: '내 템플릿' }),
      ])
    )
      .json()
      .at(-1);
    expect(mine.marketDeliveryName).toBe('내 템플릿');
    const twice = await call('PUT', '/sw/a/v1/markets/1/deliveries', [
      template({ marketDeliveryId: mine.marketDeliveryId }),
      template({ marketDeliveryId: mine.marketDeliveryId }),
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(messages.delivery.duplicateTemplate);
    const [bobStill] = await ctx.database.db
      .select()
      .from(marketDeliveries)
      .where(eq(marketDeliveries.id, bobTemplate!.id));
    expect(bobStill?.name).toBe('밥 배송');
  });

  it('answers 401 without a token and 403 for another market', async () => {
    expect((await call('GET', '/sw/a/v1/markets/1/deliveries', undefined, null)).statusCode).toBe(401);
    expect((await call('PUT', '/sw/a/v1/markets/1/deliveries', [template()], null)).statusCode).toBe(401);
    const other = await call('GET', '/sw/a/v1/markets/2/deliveries');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.common.forbiddenMarket);
    expect((await call('PUT', '/sw/a/v1/markets/2/deliveries', [template()])).statusCode).toBe(403);
  });

  describe('applying a template to products', () => {
    const apply = async (body: Record<string, unknown>, who: string | null = 'alice') =>
      call('PUT', '/sw/a/v1/products/deliveries', body, who);
    const delivered = (codes: string[]) =>
      ctx.database.db
        .select({ code: products.code, delivery: products.delivery, templateId: products.marketDeliveryId })
        .from(products)
        .where(inArray(products.code, codes));

    it('applies the fee rule to every listed product and links the template', async () => {
      const [t] = (
        await call('PUT', '/sw/a/v1/markets/1/deliveries', [template({ marketDeliveryName: '일괄' })])
      ).json();
      const { productCount: _, ...fields } = t;
      const res = await apply({ ...fields, productCodes: ['A-1', 'A-2', 'A-3', 'A-2'] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ updated: 3, productCodes: ['A-1', 'A-2', 'A-3'] });
      for (const row of await delivered(['A-1', 'A-2', 'A-3'])) {
        expect(row.templateId).toBe(t.marketDeliveryId);
        expect(row.delivery).toMatchObject({
          marketDeliveryId: t.marketDeliveryId,
          marketDeliveryName: '일괄',
          feeType: 'CHARGE',
          defaultFee: 3000,
          jejuFee: 3000,
        });
      }
      expect((await delivered(['A-4']))[0]!.templateId).toBeNull();
      const list = (await call('GET', '/sw/a/v1/markets/1/deliveries')).json();
      expect(list[0].productCount).toBe(3);

      // A template products use cannot be deleted: 409 with the reason, nothing changes.
      const refused = await call('PUT', '/sw/a/v1/markets/1/deliveries', []);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('일괄');
      expect((await stored()).map((s) => s.id)).toContain(t.marketDeliveryId);

      // A rule without a template (typed in the layer) unlinks them.
      const free = await apply({
        marketDeliveryId: null,
        feeType: 'FREE',
        defaultFee: 0,
        intCondition: 0,
        islandMountainFee: 0,
        jejuFee: 0,
        international: false,
        productCodes: ['A-1', 'A-2', 'A-3'],
      });
      expect(free.statusCode).toBe(200);
      for (const row of await delivered(['A-1', 'A-2', 'A-3'])) expect(row.templateId).toBeNull();
      expect((await call('PUT', '/sw/a/v1/markets/1/deliveries', [])).statusCode).toBe(200);
    });

    const rule = {
      feeType: 'CHARGE',
      defaultFee: 2500,
      intCondition: 0,
      islandMountainFee: 0,
      jejuFee: 0,
      international: false,
    };

    it('refuses the whole request when a code is another market’s or unknown', async () => {
      const before = await delivered(['A-1', 'B-1']);
      for (const codes of [
        ['A-1', 'B-1'],
        ['A-1', 'NOPE'],
      ]) {
        const res = await apply({ ...rule, productCodes: codes });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toContain(codes[1]);
      }
      expect(await delivered(['A-1', 'B-1'])).toEqual(before);
    });

    it.each([
      [{ productCodes: [] }, messages.delivery.bulkNoSelection],
      [{ feeType: 'CHARGE', defaultFee: 0 }, messages.delivery.defaultFeeRequired],
      [{ feeType: 'FREE_BY_TOTAL_PRICE', intCondition: 0 }, messages.delivery.conditionRequired],
      [{ marketDeliveryId: 999999 }, messages.delivery.unknownTemplate],
    ])('refuses %o with 400', async (patch, text) => {
      const before = await delivered(['A-4']);
      const res = await apply({ ...rule, productCodes: ['A-4'], ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
      expect(await delivered(['A-4'])).toEqual(before);
    });

    it('refuses another market’s template and answers 401 without a token', async () => {
      const [bobTemplate] = await ctx.database.db
        .insert(marketDeliveries)
        .values({ marketId: 2, name: '밥 배송', feeType: 'FREE' })
        .returning();
      const res = await apply({ ...rule, marketDeliveryId: bobTemplate!.id, productCodes: ['A-4'] });
      expect(res.statusCode).toBe(400);
      expect((await apply({ ...rule, productCodes: ['A-4'] }, null)).statusCode).toBe(401);
      const bob = await apply({ ...rule, productCodes: ['A-4'] }, 'bob');
      expect(bob.statusCode).toBe(404);
    });
  });
});
