import { bundleFeePreview, defaultDeliveryTemplate, message, type FeeRule } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { insertProducts } from './product-rows.ts';

/** Each product's own delivery rule, as its template snapshot holds it. */
const OWN: Record<string, FeeRule> = {
  'F-1': { feeType: 'CHARGE', defaultFee: 3000, intCondition: 0 },
  'F-2': { feeType: 'FREE_BY_TOTAL_PRICE', defaultFee: 2500, intCondition: 50_000 },
  'F-3': { feeType: 'FREE', defaultFee: 0, intCondition: 0 },
};

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await insertProducts(ctx.database.db, [
    { marketId: 1, code: 'F-1', name: '티셔츠', price: 20000, salePrice: 18000 },
    { marketId: 1, code: 'F-2', name: '청바지', price: 45000, salePrice: 40000 },
    { marketId: 1, code: 'F-3', name: '양말', price: 3000, salePrice: 3000 },
    { marketId: 2, code: 'G-1', name: '밥 상품' },
  ]);
  for (const [code, rule] of Object.entries(OWN))
    await ctx.database.db
      .update(products)
      .set({ delivery: { ...defaultDeliveryTemplate(), ...rule } })
      .where(eq(products.code, code));
}

/** `POST /sw/a/v1/bundle-deliveries/fee-preview` (issue 20 §5). */
describe.each(databaseKinds)('bundle fee preview on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  const preview = async (payload: object, who: string | null = 'alice') =>
    ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/bundle-deliveries/fee-preview',
      headers: who ? { 'x-auth-token': await login(ctx.app, who, PASSWORD) } : {},
      payload,
    });

  it('answers the cart’s fee under the bundle rule and without it, from each product’s sale price and own rule', async () => {
    const res = await preview({
      feeType: 'FREE_BY_TOTAL_PRICE',
      deliveryFee: 3000,
      intCondition: 70_000,
      lines: [
        { productCode: 'F-1', quantity: 2 },
        { productCode: 'F-2', quantity: 1 },
        { productCode: 'F-3', quantity: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 18,000 × 2 + 40,000 = 76,000 ≥ 70,000: free under the event; without it F-1 pays 3,000 and
    // F-2 (40,000 < 50,000) pays 2,500.
    expect(body).toMatchObject({ totalPrice: 76_000, totalQuantity: 3, withBundle: 0, withoutBundle: 5500 });
    expect(body.lines).toEqual([
      { productCode: 'F-1', name: '티셔츠', price: 18000, quantity: 2, rule: OWN['F-1'] },
      { productCode: 'F-2', name: '청바지', price: 40000, quantity: 1, rule: OWN['F-2'] },
      { productCode: 'F-3', name: '양말', price: 3000, quantity: 0, rule: OWN['F-3'] },
    ]);
    // The same domain function gives the same figures from the answered lines.
    const { withBundle, withoutBundle } = bundleFeePreview(
      { feeType: 'FREE_BY_TOTAL_PRICE', defaultFee: 3000, intCondition: 70_000 },
      body.lines,
    );
    expect([withBundle, withoutBundle]).toEqual([body.withBundle, body.withoutBundle]);

    const below = await preview({
      feeType: 'FREE_BY_TOTAL_PRICE',
      deliveryFee: 3000,
      intCondition: 70_000,
      lines: [{ productCode: 'F-2', quantity: 1 }],
    });
    expect(below.json()).toMatchObject({ withBundle: 3000, withoutBundle: 2500 });
    // FREE charges nothing whatever fee is sent.
    const free = await preview({ feeType: 'FREE', deliveryFee: 9000, lines: [{ productCode: 'F-1', quantity: 1 }] });
    expect(free.json()).toMatchObject({ withBundle: 0, withoutBundle: 3000 });
  });

  it('refuses another market’s or an unknown product (404), a bad quantity and an empty cart (400), and needs a session', async () => {
    const theirs = await preview({
      feeType: 'CHARGE',
      deliveryFee: 3000,
      lines: [{ productCode: 'G-1', quantity: 1 }],
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toContain('G-1');
    for (const [lines, text] of [
      [[{ productCode: 'F-1', quantity: -1 }], message('bundle.previewQuantity', { max: 999 })],
      [[{ productCode: 'F-1', quantity: 1000 }], message('bundle.previewQuantity', { max: 999 })],
      [[], message('bundle.previewProducts')],
    ] as const) {
      const res = await preview({ feeType: 'CHARGE', deliveryFee: 3000, lines });
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(res.json().message).toBe(text);
    }
    expect(
      (await preview({ feeType: 'CHARGE', deliveryFee: 3000, lines: [{ productCode: 'F-1', quantity: 1 }] }, null))
        .statusCode,
    ).toBe(401);
  });
});
