import {
  BUNDLE_DESCRIPTION_MAX,
  BUNDLE_EVENT_NAME_MAX,
  cutText,
  DELIVERY_TEMPLATE_NAME_MAX,
  MARKET_GUIDE_MAX,
  MAX_NAME_LENGTH,
  MAX_PRICE,
  MAX_SUMMARY_LENGTH,
  MODEL_DESCRIPTION_MAX,
  QNA_REPLY_MAX,
  textLength,
  TRACKING_NUMBER_MAX,
} from '@seller/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, filters, orders, products, qnas } from '../src/db/schema/index.ts';
import { loadCatalog } from '../src/modules/catalog/loader.ts';
import { CLEAN_TEXT_PATTERN } from '../src/plugins/openapi.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { insertProducts, WEAR_NOTICE } from './product-rows.ts';

type Schema = {
  type?: string | string[];
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  items?: Schema;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
};
interface Operation {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>> };

/** An astral character: one character to JSON Schema, two UTF-16 units to JavaScript's `.length`. */
const EMOJI = '😀';

/**
 * The largest value a schema allows, as a generated client would send it: text of its longest length
 * (matching its pattern), the highest number, the fewest items. A JSON Schema sampler of the shapes
 * the document uses.
 */
function sampleMax(schema: Schema): unknown {
  if (schema.anyOf) return sampleMax(schema.anyOf.find((option) => option.type !== 'null')!);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return schema.maximum ?? schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => sampleMax(schema.items ?? {}));
  if (type === 'object')
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleMax(v)]));
  // JSON Schema counts a length in code points: text at its longest holds emoji (two UTF-16 units each).
  const length = schema.maxLength ?? Math.max(schema.minLength ?? 0, 3);
  const pattern = new RegExp(schema.pattern ?? '', 'u');
  const astral = cutText(`${EMOJI}가`.repeat(length), length);
  for (const candidate of [
    astral,
    'A'.repeat(length),
    '가'.repeat(length),
    '2026-11-20',
    '2026-12-01T00:00:00',
    '12.5',
  ])
    if (pattern.test(candidate) && textLength(candidate) <= (schema.maxLength ?? Infinity)) return candidate;
  throw new Error(`no sample for ${JSON.stringify(schema)}`);
}

/** Every input schema of the document (parameters and bodies), with where it is. */
function inputs(doc: Doc): { where: string; name: string; schema: Schema }[] {
  const found: { where: string; name: string; schema: Schema }[] = [];
  const walk = (where: string, name: string, schema: Schema | undefined) => {
    if (!schema) return;
    found.push({ where, name, schema });
    for (const [key, value] of Object.entries(schema.properties ?? {})) walk(where, key, value);
    for (const option of schema.anyOf ?? []) walk(where, name, option);
    walk(where, `${name}[]`, schema.items);
  };
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) walk(`${method} ${path}`, parameter.name, parameter.schema);
      for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {}))
        walk(`${method} ${path} ${type}`, '', schema);
    }
  return found;
}

/** Two markets, the catalogue a product is registered in, and one order of market 1 awaiting its tracking number. */
async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await loadCatalog(ctx.database.db);
  const now = new Date();
  await ctx.database.db.insert(orders).values(makeOrder(createRandom(38), 1, 'C001', 'PAID', now, now).order);
}

describe.each(databaseKinds)('the document carries the rules the server enforces, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let doc: Doc;
  let token: string;
  const bodyOf = (method: string, path: string, type = 'application/json') =>
    doc.paths[path]![method]!.requestBody!.content[type]!.schema;

  beforeAll(async () => {
    doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as Doc;
    token = await login(ctx.app, 'alice', PASSWORD);
  });

  it('gives every date input a pattern', () => {
    const isText = (schema: Schema) =>
      schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
    const dates = inputs(doc).filter(({ name, schema }) => /date/i.test(name) && isText(schema));
    expect(dates.length).toBeGreaterThanOrEqual(34);
    expect(dates.filter(({ schema }) => !schema.pattern).map(({ where, name }) => `${where} ${name}`)).toEqual([]);
  });

  it('states the text rule (no NUL, no lone surrogate) on every free text input, as the server refuses it', async () => {
    const free = inputs(doc).filter(
      ({ schema }) => schema.type === 'string' && !schema.format && !schema.enum && schema.const === undefined,
    );
    expect(free.filter(({ schema }) => !schema.pattern).map(({ where, name }) => `${where} ${name}`)).toEqual([]);
    const clean = new RegExp(CLEAN_TEXT_PATTERN, 'u');
    const cleanWithoutUnicodeMode = new RegExp(CLEAN_TEXT_PATTERN);
    for (const regex of [clean, cleanWithoutUnicodeMode]) {
      expect(regex.test('배송 안내 😀')).toBe(true);
      expect(regex.test('a\u0000b')).toBe(false);
      expect(regex.test('a\ud800b')).toBe(false);
    }
    for (const text of ['a\u0000b', 'a\ud800b']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/markets/1/guide/save',
        payload: { guide: text },
        headers: { 'x-auth-token': token },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('states the limits of names, prices, descriptions, replies, tracking numbers, the guide and the bundle’s products', () => {
    const product = bodyOf('post', '/sw/a/v3/product');
    expect(product.properties!.name!.maxLength).toBe(MAX_NAME_LENGTH);
    expect(product.properties!.price!.anyOf![0]).toMatchObject({ type: 'integer', minimum: 0, maximum: MAX_PRICE });
    const bundle = bodyOf('post', '/sw/a/v1/bundle-delivery');
    expect(JSON.stringify(bundle.properties!.eventName)).toContain(`"maxLength":${BUNDLE_EVENT_NAME_MAX}`);
    expect(JSON.stringify(bundle.properties!.description)).toContain(`"maxLength":${BUNDLE_DESCRIPTION_MAX}`);
    expect(bundle.properties!.productCodes!.minItems).toBe(1);
    const model = bodyOf('post', '/sw/a/v1/market/model');
    expect(JSON.stringify(model.properties!.height)).toContain('"maximum":300');
    expect(JSON.stringify(model.properties!.description)).toContain(`"maxLength":${MODEL_DESCRIPTION_MAX}`);
    expect(bodyOf('post', '/sw/a/v1/qnas/{id}').properties!.reply!.maxLength).toBe(QNA_REPLY_MAX);
    expect(JSON.stringify(bodyOf('post', '/sw/a/v1/orders/change-delivery'))).toContain(
      `"maxLength":${TRACKING_NUMBER_MAX}`,
    );
    expect(bodyOf('post', '/sw/a/v1/markets/{id}/guide/save').properties!.guide!.maxLength).toBe(MARKET_GUIDE_MAX);
  });

  it('states the concurrency and file headers, and the 409 of image upload and delete', () => {
    type Full = { parameters?: { name: string; in: string }[]; responses: Record<string, { headers?: object }> };
    const op = (method: string, path: string) => doc.paths[path]![method] as unknown as Full;
    const ifMatch = (method: string, path: string) =>
      (op(method, path).parameters ?? []).some((p) => p.in === 'header' && p.name === 'If-Match');
    for (const [method, path] of [
      ['put', '/sw/a/v1/bundle-deliveries/{id}'],
      ['delete', '/sw/a/v1/bundle-deliveries/{id}'],
      ['put', '/sw/a/v1/market/model'],
      ['delete', '/sw/a/v1/market/models/{id}'],
      ['post', '/sw/a/v1/image/upload'],
      ['post', '/sw/a/v1/image/delete'],
      ['put', '/sw/a/v3/product'],
      ['put', '/sw/a/v1/markets/{marketId}/deliveries'],
    ] as const)
      expect(ifMatch(method, path), `${method} ${path}`).toBe(true);
    for (const [method, path] of [
      ['get', '/sw/a/v1/bundle-deliveries/{id}'],
      ['get', '/sw/a/v3/products/{code}'],
      ['get', '/sw/a/v1/markets/{id}/guide'],
      ['get', '/sw/a/v1/markets/{marketId}/deliveries'],
      ['put', '/sw/a/v1/markets/{marketId}/deliveries'],
    ] as const)
      expect(op(method, path).responses['200']!.headers, `${method} ${path}`).toHaveProperty('ETag');
    expect(op('get', '/sw/a/v1/orders/export').responses['200']!.headers).toEqual(
      expect.objectContaining({ 'Content-Disposition': expect.anything(), 'X-Total-Count': expect.anything() }),
    );
    expect(op('post', '/sw/a/v1/image/upload').responses).toHaveProperty('409');
    expect(op('post', '/sw/a/v1/image/delete').responses).toHaveProperty('409');
  });

  it('accepts the largest values the document allows: none refused for a schema reason', async () => {
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { 'x-auth-token': token } });
    const guide = sampleMax(bodyOf('post', '/sw/a/v1/markets/{id}/guide/save').properties!.guide!);
    expect((await send('POST', '/sw/a/v1/markets/1/guide/save', { guide })).statusCode).toBe(200);

    const [question] = await ctx.database.db
      .insert(qnas)
      .values({ marketId: 1, type: 'ETC', content: '문의' })
      .returning({ id: qnas.id });
    const reply = sampleMax(bodyOf('post', '/sw/a/v1/qnas/{id}').properties!.reply!) as string;
    expect(reply).toContain(EMOJI);
    expect(textLength(reply)).toBe(QNA_REPLY_MAX);
    const answered = await send('POST', `/sw/a/v1/qnas/${question!.id}`, { id: question!.id, replyYn: true, reply });
    expect(answered.statusCode, answered.body).toBe(200);

    const model = bodyOf('post', '/sw/a/v1/market/model').properties!;
    const created = await send('POST', '/sw/a/v1/market/model', {
      marketId: 1,
      name: '모델',
      ...Object.fromEntries(
        ['height', 'weight', 'waist', 'shoes', 'bra', 'top', 'description'].map((key) => [key, sampleMax(model[key]!)]),
      ),
    });
    expect(created.statusCode, created.body).toBe(200);

    // A bundle of every field at its largest, the fewest products the document allows.
    await insertProducts(ctx.database.db, [{ marketId: 1, code: 'SF20261122143005777' }]);
    const bundle = bodyOf('post', '/sw/a/v1/bundle-delivery');
    const sampled = Object.fromEntries(
      Object.entries(bundle.properties!)
        .filter(([key]) => !['marketId', 'version', 'productCodes'].includes(key))
        .map(([key, schema]) => [key, sampleMax(schema)]),
    );
    expect(bundle.properties!.productCodes!.minItems).toBe(1);
    const saved = await send('POST', '/sw/a/v1/bundle-delivery', {
      ...sampled,
      productCodes: ['SF20261122143005777'],
    });
    expect(saved.statusCode, `${JSON.stringify(sampled)} ${saved.body}`).toBe(200);
    expect([textLength(sampled.eventName as string), textLength(sampled.description as string)]).toEqual([
      BUNDLE_EVENT_NAME_MAX,
      BUNDLE_DESCRIPTION_MAX,
    ]);

    // A product registered with its name, summary and price at their largest.
    const db = ctx.database.db;
    const [top] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.main, 'TOP'), isNull(categories.sub)));
    const [sub] = await db.select().from(categories).where(eq(categories.parentId, top!.id)).limit(1);
    const [filter] = await db
      .select()
      .from(filters)
      .where(and(eq(filters.category, 'TOP'), isNull(filters.marketId)))
      .limit(1);
    const brand = (await db.execute(sql`select brand_id from market_brands where market_id = 1`)) as unknown as {
      rows: { brand_id: string | number }[];
    };
    const product = bodyOf('post', '/sw/a/v3/product').properties!;
    const largest = {
      name: sampleMax(product.name!) as string,
      summary: sampleMax(product.summary!) as string,
      price: sampleMax(product.price!) as number,
    };
    expect([textLength(largest.name), textLength(largest.summary), largest.price]).toEqual([
      MAX_NAME_LENGTH,
      MAX_SUMMARY_LENGTH,
      MAX_PRICE,
    ]);
    const code = 'SF20261122143005778';
    expect((await send('PUT', '/sw/a/v1/product/content', { code, content: '<p>설명</p>' })).statusCode).toBe(200);
    const registered = await send('POST', '/sw/a/v3/product', {
      marketId: 1,
      code,
      ...largest,
      brandId: Number(brand.rows[0]!.brand_id),
      saleRate: 0,
      salePrice: largest.price,
      delivery: { marketDeliveryId: null, marketDeliveryName: '', feeType: 'FREE' },
      parentCategoryId: top!.id,
      childCategoryIds: [sub!.id],
      filterIds: [filter!.id],
      sellYn: true,
      displayYn: true,
      ...WEAR_NOTICE,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [stored] = await db.select().from(products).where(eq(products.code, code));
    expect([stored!.name, stored!.summary, stored!.price]).toEqual([largest.name, largest.summary, largest.price]);

    // A delivery template named at its longest.
    const template = sampleMax(bodyOf('post', '/sw/a/v1/markets/{marketId}/deliveries')) as Record<string, unknown>;
    expect(textLength(template.marketDeliveryName as string)).toBe(DELIVERY_TEMPLATE_NAME_MAX);
    const added = await send('POST', '/sw/a/v1/markets/1/deliveries', template);
    expect(added.statusCode, `${JSON.stringify(template)} ${added.body}`).toBe(200);

    // The tracking number at its longest.
    const tracking = sampleMax(bodyOf('post', '/sw/a/v1/orders/change-delivery').properties!.deliveryCode!) as string;
    expect(tracking.replace(/[\s-]/g, '')).toHaveLength(TRACKING_NUMBER_MAX);
    const shipped = await send('POST', '/sw/a/v1/orders/change-delivery', {
      orderCode: 'C001',
      deliveryType: 'PARCEL',
      deliveryName: 'CJ',
      deliveryCode: tracking,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ code: tracking });

    for (const path of ['/sw/a/v3/orders', '/sw/a/v1/notices']) {
      const dates = doc.paths[path]!.get!.parameters!.filter((p) => /date/i.test(p.name));
      const query = new URLSearchParams([
        ...(path === '/sw/a/v3/orders' ? [['marketId', '1'] as [string, string]] : []),
        ...dates.map((p): [string, string] => [p.name, String(sampleMax(p.schema))]),
      ]);
      const listed = await send('GET', `${path}?${query}`);
      expect(listed.statusCode, `${path}?${query} ${listed.body}`).toBe(200);
    }
  });
});
