import { message, messages, type ProductBulkPreview, type ProductSheetResult } from '@seller/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketDeliveries, productOptionUnions, products } from '../src/db/schema/index.ts';
import { loadCatalog } from '../src/modules/catalog/loader.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { multipart } from './multipart.ts';
import { fillTemplate, productRows } from './product-sheet-rows.ts';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await loadCatalog(ctx.database.db);
  await ctx.database.db.insert(marketDeliveries).values([
    { marketId: 1, name: '조건부 무료', feeType: 'FREE_BY_TOTAL_PRICE', defaultFee: 3000, intCondition: 50000 },
    { marketId: 2, name: '밥 배송', feeType: 'FREE' },
  ]);
}

describe.each(databaseKinds)('bulk edit of selected products on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let alice = '';
  let codes: string[] = [];
  let templateId = 0;
  let bobTemplateId = 0;

  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    const auth = { 'x-auth-token': alice };
    const template = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/products/sheet/template?category=TOP',
      headers: auth,
    });
    const file = await fillTemplate(template.rawPayload, [
      ...productRows('1', '앨리스 브랜드', { 상품명: '수정할 하나' }, 2),
      ...productRows('2', '앨리스 브랜드', { 상품명: '수정할 둘', '할인율(%)': '' }, 1),
      ...productRows('3', '앨리스 브랜드', { 상품명: '수정할 셋', 판매가: '9,000', '할인율(%)': '' }, 1),
    ]);
    const body = multipart([{ name: 'file', filename: '상품.xlsx', data: file }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/products/sheet',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    codes = res.json<ProductSheetResult>().created.map((c) => c.code);
    expect(codes).toHaveLength(3);
    const templates = await ctx.database.db.select().from(marketDeliveries);
    templateId = templates.find((t) => t.marketId === 1)!.id;
    bobTemplateId = templates.find((t) => t.marketId === 2)!.id;
  });

  const call = (method: 'POST' | 'PUT', url: string, payload: unknown, token = alice) =>
    ctx.app.inject({ method, url, payload: payload as object, headers: { 'x-auth-token': token } });
  const preview = async (changes: object, productCodes = codes) => {
    const res = await call('POST', '/sw/a/v1/products/bulk-edit/preview', { productCodes, changes });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductBulkPreview>();
  };
  const saved = () => ctx.database.db.select().from(products).where(inArray(products.code, codes)).orderBy(products.id);

  it('previews each product before and after with the form rules, and writes nothing', async () => {
    const result = await preview({ price: 20000, stock: 4, sell: false, marketDeliveryId: templateId });
    expect(result).toMatchObject({ valid: 3, invalid: 0 });
    expect(result.rows[0]).toMatchObject({
      code: codes[0],
      name: '수정할 하나',
      before: { price: 39000, saleRate: 10, salePrice: 35100, sell: true, stocks: [10, 11], deliveryName: '' },
      after: { price: 20000, saleRate: 10, salePrice: 18000, sell: false, stocks: [4, 4], deliveryName: '조건부 무료' },
      problem: null,
    });
    const rate = await preview({ saleRate: 0.5 });
    expect(rate.rows.map((r) => r.problem)).toEqual([
      messages.product.rateUnder1,
      messages.product.rateUnder1,
      messages.product.rateUnder1,
    ]);
    // Under 10,000 won a rate takes no decimal: the form rounds it, so does the bulk edit.
    const decimal = await preview({ saleRate: 12.5 });
    expect(decimal.rows.map((r) => [r.after.saleRate, r.after.salePrice, r.problem])).toEqual([
      [12.5, 34130, null],
      [12.5, 34130, null],
      [13, 7830, null],
    ]);
    expect((await saved()).map((p) => p.price)).toEqual([39000, 39000, 9000]);
  });

  it('applies the changes to every product at the versions shown', async () => {
    const shown = await preview({ price: 20000, saleRate: 20, stock: 4, display: false, marketDeliveryId: templateId });
    const res = await call('PUT', '/sw/a/v1/products/bulk-edit', {
      changes: { price: 20000, saleRate: 20, stock: 4, display: false, marketDeliveryId: templateId },
      products: shown.rows.map((r) => ({ code: r.code, version: r.version })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated).toBe(3);
    const rows = await saved();
    expect(rows.map((p) => [p.price, p.saleRate, p.salePrice, p.marketDeliveryId])).toEqual([
      [20000, 20, 16000, templateId],
      [20000, 20, 16000, templateId],
      [20000, 20, 16000, templateId],
    ]);
    // Products still waiting for their images keep the flags until the edit that adds them publishes them.
    expect(rows.map((p) => [p.displayYn, p.pendingFlags])).toEqual([
      [false, { sellYn: true, displayYn: false }],
      [false, { sellYn: true, displayYn: false }],
      [false, { sellYn: true, displayYn: false }],
    ]);
    const stocks = await ctx.database.db
      .select({ stocks: productOptionUnions.stocks })
      .from(productOptionUnions)
      .where(
        inArray(
          productOptionUnions.productId,
          rows.map((p) => p.id),
        ),
      );
    expect(stocks.map((s) => s.stocks)).toEqual([4, 4, 4, 4]);
    expect(res.json().products.map((p: { version: number }) => p.version)).toEqual(
      shown.rows.map((r) => r.version + 1),
    );
  });

  it('refuses the whole edit when one product was saved since its preview, and writes nothing', async () => {
    const shown = await preview({ price: 30000 });
    // Someone saves the second product meanwhile.
    await ctx.database.db
      .update(products)
      .set({ version: shown.rows[1]!.version + 1 })
      .where(eq(products.code, codes[1]!));
    const res = await call('PUT', '/sw/a/v1/products/bulk-edit', {
      changes: { price: 30000 },
      products: shown.rows.map((r) => ({ code: r.code, version: r.version })),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'STALE_VERSION', message: messages.common.staleVersion });
    expect((await saved()).map((p) => [p.price, p.version])).toEqual(
      shown.rows.map((r, i) => [20000, i === 1 ? r.version + 1 : r.version]),
    );
  });

  it('refuses a change that breaks a rule, another market’s product or template, and an empty change', async () => {
    const versions = (await saved()).map((p) => ({ code: p.code, version: p.version }));
    const decimal = await call('PUT', '/sw/a/v1/products/bulk-edit', {
      changes: { price: 9000, saleRate: 0.5 },
      products: versions,
    });
    expect(decimal.statusCode).toBe(422);
    expect(decimal.json().message).toBe(messages.product.rateUnder1);
    const bob = await call('POST', '/sw/a/v1/products/bulk-edit/preview', {
      productCodes: codes,
      changes: { marketDeliveryId: bobTemplateId },
    });
    expect(bob.json()).toEqual({ code: 'INVALID_PRODUCT', message: messages.delivery.unknownTemplate });
    const other = await call('POST', '/sw/a/v1/products/bulk-edit/preview', {
      productCodes: ['SF20990101000000000'],
      changes: { sell: true },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(message('productManage.unknownProducts', { codes: 'SF20990101000000000' }));
    const empty = await call('POST', '/sw/a/v1/products/bulk-edit/preview', { productCodes: codes, changes: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.productSheet.editNothing);
    const none = await call(
      'POST',
      '/sw/a/v1/products/bulk-edit/preview',
      { productCodes: codes, changes: { sell: true } },
      '',
    );
    expect(none.statusCode).toBe(401);
    expect(
      (
        await ctx.database.db
          .select()
          .from(products)
          .where(and(inArray(products.code, codes), eq(products.price, 9000)))
      ).length,
    ).toBe(0);
  });
});
