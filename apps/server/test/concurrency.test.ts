import { message } from '@seller/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bundleDeliveries,
  categories,
  filters,
  images,
  marketDeliveries,
  markets,
  models,
  productContents,
  productOptionValues,
  products,
} from '../src/db/schema/index.ts';
import { loadCatalog } from '../src/modules/catalog/loader.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { WEAR_NOTICE } from './product-rows.ts';
import { makeJpeg, makePng, multipart } from './multipart.ts';

const STALE = message('common.staleVersion');
const STALE_DELETE = message('common.staleDelete');

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await loadCatalog(ctx.database.db);
  await ctx.database.db.insert(models).values([{ marketId: 1, name: '지수' }]);
}

/**
 * Optimistic concurrency (issue 23.1): two tabs (two sessions of one market) edit the same thing.
 * Loads answer `version` and the same ETag; a save naming an older version is a 409 that writes
 * nothing; a save naming none still works (a client written from the spec alone).
 */
describe.each(databaseKinds)('optimistic concurrency on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let tabA: string;
  let tabB: string;
  let brandId: number;
  let topId: number;
  let subIds: number[];
  let filterIds: number[];

  beforeAll(async () => {
    tabA = await login(ctx.app, 'alice', PASSWORD);
    tabB = await login(ctx.app, 'alice', PASSWORD);
    const db = ctx.database.db;
    const [top] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.main, 'TOP'), isNull(categories.sub)));
    topId = top!.id;
    subIds = (await db.select().from(categories).where(eq(categories.parentId, topId)).limit(1)).map((s) => s.id);
    filterIds = (
      await db
        .select()
        .from(filters)
        .where(and(eq(filters.category, 'TOP'), isNull(filters.marketId)))
        .limit(1)
    ).map((f) => f.id);
    const brand = (await db.execute(sql`select brand_id from market_brands where market_id = 1`)) as unknown as {
      rows: { brand_id: string | number }[];
    };
    brandId = Number(brand.rows[0]!.brand_id);
  });

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { 'x-auth-token': token, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

  const upload = (token: string, type: string, typeId: number, fields: Record<string, string> = {}, data?: Buffer) =>
    (async () => {
      const form = multipart([
        { name: 'type', value: type },
        { name: 'typeId', value: String(typeId) },
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'files', filename: 'a.png', data: data ?? (await makePng()), contentType: 'image/png' },
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/image/upload',
        payload: form.payload,
        headers: { ...form.headers, 'x-auth-token': token },
      });
    })();

  const editForm = (id: number, over: Record<string, unknown> = {}) => ({
    id,
    name: '린넨 셔츠',
    brandId,
    price: 10_000,
    saleRate: 0,
    salePrice: 10_000,
    summary: '',
    delivery: { marketDeliveryId: null, feeType: 'FREE' },
    models: [],
    sizeTables: [],
    sellYn: true,
    displayYn: true,
    tags: [],
    ...over,
  });

  /** A product as the register screen leaves it (content, product, images, options, combinations). */
  async function editableProduct(code: string): Promise<number> {
    expect((await call(tabA, 'PUT', '/sw/a/v1/product/content', { code, content: '<p>설명</p>' })).statusCode).toBe(
      200,
    );
    const created = await call(tabA, 'POST', '/sw/a/v3/product', {
      marketId: 1,
      code,
      name: '린넨 셔츠',
      brandId,
      price: 10_000,
      saleRate: 0,
      salePrice: 10_000,
      delivery: { marketDeliveryId: null, marketDeliveryName: '', feeType: 'FREE' },
      parentCategoryId: topId,
      childCategoryIds: subIds,
      filterIds,
      sellYn: true,
      displayYn: true,
      ...WEAR_NOTICE,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect((await upload(tabA, 'MAIN', id)).statusCode).toBe(200);
    expect((await upload(tabA, 'COVER', id, {}, await makeJpeg())).statusCode).toBe(200);
    const options = [{ name: '사이즈', position: 1, values: [{ name: 'M', price: 0 }] }];
    expect((await call(tabA, 'PUT', '/sw/a/v1/product/options', { productId: id, options })).statusCode).toBe(200);
    const unions = [{ names: ['M'], stocks: 3, memo: '', deleted: false }];
    expect((await call(tabA, 'PUT', '/sw/a/v2/product/options/meta', { productId: id, unions })).statusCode).toBe(200);
    return id;
  }

  const productRow = async (id: number) =>
    (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!;

  describe('products', () => {
    it('the edit load answers the version as a field and as the ETag; options and combinations answer it too', async () => {
      const id = await editableProduct('SF20261124000000001');
      const res = await call(tabA, 'GET', '/sw/a/v3/products/SF20261124000000001');
      expect(res.statusCode).toBe(200);
      const { version } = res.json();
      expect(version).toBe((await productRow(id)).version);
      expect(res.headers.etag).toBe(`"${version}"`);
      const options = await call(tabA, 'GET', `/sw/a/v1/products/${id}/options`);
      expect(options.json().version).toBe(version);
      expect(options.headers.etag).toBe(`"${version}"`);
      expect((await call(tabA, 'GET', `/sw/a/v1/products/${id}/options/meta`)).json().version).toBe(version);
    });

    it('a stale update (If-Match or version field) is a 409 that writes nothing; a save without a version still works', async () => {
      const code = 'SF20261124000000002';
      const id = await editableProduct(code);
      const loaded = (await call(tabA, 'GET', `/sw/a/v3/products/${code}`)).json().version as number;

      const first = await call(tabA, 'PUT', '/sw/a/v3/product', editForm(id, { name: '탭 A', version: loaded }));
      expect(first.statusCode).toBe(200);
      expect(first.json().version).toBe(loaded + 1);
      expect(first.headers.etag).toBe(`"${loaded + 1}"`);

      const byHeader = await call(tabB, 'PUT', '/sw/a/v3/product', editForm(id, { name: '탭 B' }), ifMatch(loaded));
      expect(byHeader.statusCode).toBe(409);
      expect(byHeader.json()).toEqual({ code: 'STALE_VERSION', message: STALE });
      const byField = await call(tabB, 'PUT', '/sw/a/v3/product', editForm(id, { name: '탭 B', version: loaded }));
      expect(byField.statusCode).toBe(409);
      const row = await productRow(id);
      expect(row.name).toBe('탭 A');
      expect(row.version).toBe(loaded + 1);

      // If-Match wins over the field; `*` names no version.
      const headerWins = await call(
        tabB,
        'PUT',
        '/sw/a/v3/product',
        editForm(id, { name: '탭 B', version: loaded + 1 }),
        ifMatch(loaded),
      );
      expect(headerWins.statusCode).toBe(409);
      const bad = await call(tabB, 'PUT', '/sw/a/v3/product', editForm(id, { name: '탭 B' }), { 'if-match': 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message('common.badVersion'));

      const specClient = await call(tabB, 'PUT', '/sw/a/v3/product', editForm(id, { name: '명세 클라이언트' }));
      expect(specClient.statusCode).toBe(200);
      expect((await productRow(id)).name).toBe('명세 클라이언트');
      expect((await productRow(id)).version).toBe(loaded + 2);
      const any = await call(tabB, 'PUT', '/sw/a/v3/product', editForm(id, { name: '아무나' }), { 'if-match': '*' });
      expect(any.statusCode).toBe(200);
    });

    it('every step of the save sequence refuses a stale version and writes nothing', async () => {
      const code = 'SF20261124000000003';
      const id = await editableProduct(code);
      const stale = (await productRow(id)).version;
      // Tab A saves (a version-less step still moves the version on).
      expect((await call(tabA, 'PUT', '/sw/a/v3/product', editForm(id, { name: '탭 A' }))).statusCode).toBe(200);
      const db = ctx.database.db;
      const htmlBefore = (await db.select().from(productContents).where(eq(productContents.code, code)))[0]!.html;
      const imagesBefore = await db.select().from(images).where(eq(images.typeId, id));
      const valuesBefore = await db.select().from(productOptionValues);

      const content = await call(tabB, 'PUT', '/sw/a/v1/product/content', {
        code,
        content: '<p>탭 B의 설명</p>',
        version: stale,
      });
      expect(content.statusCode).toBe(409);
      expect(content.json().message).toBe(STALE);
      const options = await call(tabB, 'PUT', '/sw/a/v1/product/options', {
        productId: id,
        version: stale,
        options: [{ name: '색상', position: 1, values: [{ name: '빨강', price: 0 }] }],
      });
      expect(options.statusCode).toBe(409);
      const unions = await call(tabB, 'PUT', '/sw/a/v2/product/options/meta', {
        productId: id,
        version: stale,
        unions: [{ names: ['M'], stocks: 99, memo: '', deleted: false }],
      });
      expect(unions.statusCode).toBe(409);
      const uploaded = await upload(tabB, 'COVER', id, { version: String(stale) });
      expect(uploaded.statusCode).toBe(409);
      const removed = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/image/delete',
        headers: { 'x-auth-token': tabB, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `imageId=${imagesBefore[0]!.id}&version=${stale}`,
      });
      expect(removed.statusCode).toBe(409);

      expect((await db.select().from(productContents).where(eq(productContents.code, code)))[0]!.html).toBe(htmlBefore);
      expect(await db.select().from(images).where(eq(images.typeId, id))).toEqual(imagesBefore);
      expect(await db.select().from(productOptionValues)).toEqual(valuesBefore);
      const unionRows = (await call(tabA, 'GET', `/sw/a/v1/products/${id}/options/meta`)).json().unions;
      expect(unionRows[0].stocks).toBe(3);
    });

    it('two tabs running the whole save sequence: one save, and the other refused at its first step with nothing written', async () => {
      const code = 'SF20261124000000004';
      const id = await editableProduct(code);
      const loaded = (await call(tabA, 'GET', `/sw/a/v3/products/${code}`)).json().version as number;

      /** The edit screen's order: content, options, combinations, product; each step passes its version on. */
      const saveAll = async (token: string, name: string, stock: number) => {
        let version = loaded;
        const steps = [
          () => call(token, 'PUT', '/sw/a/v1/product/content', { code, content: `<p>${name}</p>`, version }),
          () =>
            call(token, 'PUT', '/sw/a/v1/product/options', {
              productId: id,
              version,
              options: [{ name: '사이즈', position: 1, values: [{ name: 'M', price: 0 }] }],
            }),
          () =>
            call(token, 'PUT', '/sw/a/v2/product/options/meta', {
              productId: id,
              version,
              unions: [{ names: ['M'], stocks: stock, memo: '', deleted: false }],
            }),
          () => call(token, 'PUT', '/sw/a/v3/product', editForm(id, { name, version })),
        ];
        for (const step of steps) {
          const res = await step();
          if (res.statusCode !== 200) return res.statusCode;
          version = res.json().version;
        }
        return 200;
      };
      const [a, b] = await Promise.all([saveAll(tabA, '탭 A', 7), saveAll(tabB, '탭 B', 8)]);
      expect([a, b].sort()).toEqual([200, 409]);
      const winner = a === 200 ? '탭 A' : '탭 B';
      const row = await productRow(id);
      expect(row.name).toBe(winner);
      expect(row.version).toBe(loaded + 4);
      const html = (await ctx.database.db.select().from(productContents).where(eq(productContents.code, code)))[0]!
        .html;
      expect(html).toContain(winner);
      const unions = (await call(tabA, 'GET', `/sw/a/v1/products/${id}/options/meta`)).json().unions;
      expect(unions[0].stocks).toBe(a === 200 ? 7 : 8);
    });

    it('20 concurrent saves carrying the same version: exactly one 200, the rest 409', async () => {
      const code = 'SF20261124000000005';
      const id = await editableProduct(code);
      const version = (await productRow(id)).version;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(i % 2 ? tabA : tabB, 'PUT', '/sw/a/v3/product', editForm(id, { name: `저장 ${i}`, version })),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const winner = results.findIndex((r) => r.statusCode === 200);
      const row = await productRow(id);
      expect(row.name).toBe(`저장 ${winner}`);
      expect(row.version).toBe(version + 1);

      const contents = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(tabA, 'PUT', '/sw/a/v1/product/content', { code, content: `<p>내용 ${i}</p>`, version: version + 1 }),
        ),
      );
      expect(contents.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(contents.filter((r) => r.statusCode === 409)).toHaveLength(19);
    });

    it('a bulk delivery change moves the version of each product it changes', async () => {
      const code = 'SF20261124000000006';
      const id = await editableProduct(code);
      const before = (await productRow(id)).version;
      const bulk = await call(tabA, 'PUT', '/sw/a/v1/products/deliveries', {
        productCodes: [code],
        feeType: 'CHARGE',
        defaultFee: 2500,
        intCondition: 0,
        islandMountainFee: 0,
        jejuFee: 0,
        international: false,
      });
      expect(bulk.statusCode, bulk.body).toBe(200);
      expect((await productRow(id)).version).toBe(before + 1);
      const stale = await call(tabB, 'PUT', '/sw/a/v3/product', editForm(id, { version: before }));
      expect(stale.statusCode).toBe(409);
    });
  });

  describe('models', () => {
    it('the list answers each version; a stale update is a 409 that writes nothing; 20 racing saves give one 200', async () => {
      const [model] = (await call(tabA, 'GET', '/sw/a/v1/markets/1/models')).json();
      const version = model.version as number;
      expect(version).toBeGreaterThanOrEqual(1);
      const saved = await call(tabA, 'PUT', '/sw/a/v1/market/model', { id: model.id, name: '탭 A', version });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ modelId: model.id, version: version + 1 });
      expect(saved.headers.etag).toBe(`"${version + 1}"`);
      const stale = await call(tabB, 'PUT', '/sw/a/v1/market/model', { id: model.id, name: '탭 B' }, ifMatch(version));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE);
      const [row] = await ctx.database.db.select().from(models).where(eq(models.id, model.id));
      expect(row!.name).toBe('탭 A');
      expect((await call(tabB, 'PUT', '/sw/a/v1/market/model', { id: model.id, name: '명세' })).statusCode).toBe(200);

      const current = version + 2;
      const racing = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(tabA, 'PUT', '/sw/a/v1/market/model', { id: model.id, name: `모델 ${i}`, version: current }),
        ),
      );
      expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(19);
    });

    it('a delete with a stale If-Match is a 409 that keeps the model; with the current one it deletes', async () => {
      const added = (await call(tabA, 'POST', '/sw/a/v1/market/model', { marketId: 1, name: '지울 모델' })).json();
      const shown = (await call(tabB, 'GET', '/sw/a/v1/markets/1/models'))
        .json()
        .find((m: { id: number }) => m.id === added.modelId);
      const saved = await call(tabA, 'PUT', '/sw/a/v1/market/model', { id: added.modelId, name: '탭 A가 고침' });
      expect(saved.statusCode).toBe(200);
      const stale = await call(
        tabB,
        'DELETE',
        `/sw/a/v1/market/models/${added.modelId}`,
        undefined,
        ifMatch(shown.version),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE_DELETE);
      const [kept] = await ctx.database.db.select().from(models).where(eq(models.id, added.modelId));
      expect(kept!.name).toBe('탭 A가 고침');
      const current = saved.json().version as number;
      const gone = await call(tabB, 'DELETE', `/sw/a/v1/market/models/${added.modelId}`, undefined, ifMatch(current));
      expect(gone.statusCode).toBe(200);
      expect(await ctx.database.db.select().from(models).where(eq(models.id, added.modelId))).toEqual([]);
    });
  });

  describe('bundle deliveries', () => {
    it('the detail answers the version; a stale update is a 409 that writes nothing; 20 racing saves give one 200', async () => {
      await editableProduct('SF20261124000000007');
      const body = (over: Record<string, unknown> = {}) => ({
        activated: true,
        startDateTime: '2026-12-01T00:00:00',
        endDateTime: '2026-12-31T23:59:59',
        eventName: '연말 묶음 배송',
        description: '함께 사면 배송비 한 번',
        feeType: 'FREE',
        productCodes: ['SF20261124000000007'],
        ...over,
      });
      const created = (await call(tabA, 'POST', '/sw/a/v1/bundle-delivery', body())).json();
      const loaded = await call(tabB, 'GET', `/sw/a/v1/bundle-deliveries/${created.id}`);
      const version = loaded.json().version as number;
      expect(loaded.headers.etag).toBe(`"${version}"`);
      const saved = await call(
        tabA,
        'PUT',
        `/sw/a/v1/bundle-deliveries/${created.id}`,
        body({ eventName: '탭 A', version }),
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json().version).toBe(version + 1);
      const stale = await call(
        tabB,
        'PUT',
        `/sw/a/v1/bundle-deliveries/${created.id}`,
        body({ eventName: '탭 B', version }),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE);
      const [row] = await ctx.database.db.select().from(bundleDeliveries).where(eq(bundleDeliveries.id, created.id));
      expect(row!.eventName).toBe('탭 A');
      const racing = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(
            tabA,
            'PUT',
            `/sw/a/v1/bundle-deliveries/${created.id}`,
            body({ eventName: `이벤트 ${i}`, version: version + 1 }),
          ),
        ),
      );
      expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(19);
      expect((await call(tabB, 'PUT', `/sw/a/v1/bundle-deliveries/${created.id}`, body())).statusCode).toBe(200);
    });

    it('a delete with a stale If-Match is a 409 that keeps the bundle; with the current one it deletes', async () => {
      await editableProduct('SF20261124000000008');
      const body = (eventName: string) => ({
        activated: true,
        startDateTime: '2026-12-01T00:00:00',
        endDateTime: '2026-12-31T23:59:59',
        eventName,
        description: '지울 묶음 배송',
        feeType: 'FREE',
        productCodes: ['SF20261124000000008'],
      });
      const created = (await call(tabA, 'POST', '/sw/a/v1/bundle-delivery', body('지울 묶음'))).json();
      const shown = (await call(tabB, 'GET', `/sw/a/v1/bundle-deliveries/${created.id}`)).json();
      const saved = await call(tabA, 'PUT', `/sw/a/v1/bundle-deliveries/${created.id}`, body('탭 A가 고침'));
      expect(saved.statusCode).toBe(200);
      const stale = await call(
        tabB,
        'DELETE',
        `/sw/a/v1/bundle-deliveries/${created.id}`,
        undefined,
        ifMatch(shown.version),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE_DELETE);
      const [kept] = await ctx.database.db.select().from(bundleDeliveries).where(eq(bundleDeliveries.id, created.id));
      expect(kept!.eventName).toBe('탭 A가 고침');
      const current = saved.json().version as number;
      const gone = await call(tabB, 'DELETE', `/sw/a/v1/bundle-deliveries/${created.id}`, undefined, ifMatch(current));
      expect(gone.statusCode).toBe(200);
      const again = await call(tabB, 'DELETE', `/sw/a/v1/bundle-deliveries/${created.id}`, undefined, ifMatch(current));
      expect(again.statusCode).toBe(404);
    });
  });

  describe('market guide and market info', () => {
    it('both loads answer the market version; a stale guide save (form field or If-Match) is a 409 that writes nothing', async () => {
      const info = await call(tabA, 'GET', '/sw/a/v1/markets/1');
      const guide = await call(tabB, 'GET', '/sw/a/v1/markets/1/guide');
      const version = guide.json().version as number;
      expect(info.json().version).toBe(version);
      expect(info.headers.etag).toBe(`"${version}"`);
      expect(guide.headers.etag).toBe(`"${version}"`);
      const form = (text: string, v?: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/sw/a/v1/markets/1/guide/save',
          headers: { 'x-auth-token': tabA, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ guide: text, ...(v === undefined ? {} : { version: String(v) }) }).toString(),
        });
      const saved = await form('<p>탭 A의 안내</p>', version);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ success: true, version: version + 1 });
      const stale = await form('<p>탭 B의 안내</p>', version);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE);
      const byHeader = await call(
        tabB,
        'POST',
        '/sw/a/v1/markets/1/guide/save',
        { guide: '<p>B</p>' },
        ifMatch(version),
      );
      expect(byHeader.statusCode).toBe(409);
      const [row] = await ctx.database.db.select().from(markets).where(eq(markets.id, 1));
      expect(row!.guide).toContain('탭 A의 안내');
      expect((await form('<p>명세 클라이언트</p>')).statusCode).toBe(200);
      const racing = await Promise.all(Array.from({ length: 20 }, (_, i) => form(`<p>${i}</p>`, version + 2)));
      expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(19);
    });
  });

  describe('delivery templates', () => {
    const template = (name: string, id: number | null = null) => ({
      marketDeliveryId: id,
      marketDeliveryName: name,
      feeType: 'CHARGE',
      defaultFee: 3000,
      intCondition: 0,
      islandMountainFee: 0,
      jejuFee: 0,
      international: false,
    });

    it('the list answers its version as the ETag; a stale save is a 409 that keeps the template another seller added', async () => {
      const loaded = await call(tabA, 'GET', '/sw/a/v1/markets/1/deliveries');
      const etag = loaded.headers.etag as string;
      expect(etag).toMatch(/^"\d+"$/);
      const added = await call(tabA, 'PUT', '/sw/a/v1/markets/1/deliveries', [template('탭 A 배송')], {
        'if-match': etag,
      });
      expect(added.statusCode).toBe(200);
      expect(added.headers.etag).toBe(`"${Number(etag.slice(1, -1)) + 1}"`);
      // Tab B still holds the list it loaded (without tab A's template): saving it would delete that template.
      const stale = await call(tabB, 'PUT', '/sw/a/v1/markets/1/deliveries', [template('탭 B 배송')], {
        'if-match': etag,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE);
      const names = (await ctx.database.db.select().from(marketDeliveries).where(eq(marketDeliveries.marketId, 1))).map(
        (t) => t.name,
      );
      expect(names).toEqual(['탭 A 배송']);
      const racing = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(tabA, 'PUT', '/sw/a/v1/markets/1/deliveries', [template(`배송 ${i}`)], {
            'if-match': added.headers.etag as string,
          }),
        ),
      );
      expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(19);
      expect((await call(tabB, 'PUT', '/sw/a/v1/markets/1/deliveries', [template('명세')])).statusCode).toBe(200);
    });

    it('each template is versioned on its own: editing A while another tab added B and edited C succeeds; a stale A is refused', async () => {
      const body = (name: string, jejuFee: number) => {
        const { marketDeliveryId: _, ...rest } = template(name);
        return { ...rest, jejuFee };
      };
      const created = await call(tabA, 'POST', '/sw/a/v1/markets/1/deliveries', body('템플릿 A', 3000));
      expect(created.statusCode).toBe(200);
      const a = created.json();
      expect(created.headers.etag).toBe(`"${a.version}"`);
      const c = (await call(tabA, 'POST', '/sw/a/v1/markets/1/deliveries', body('템플릿 C', 3000))).json();
      // Tab B loaded the list (A and C at their versions); meanwhile tab A adds B and edits C.
      const shown = (await call(tabB, 'GET', '/sw/a/v1/markets/1/deliveries')).json();
      const shownA = shown.find((t: { marketDeliveryId: number }) => t.marketDeliveryId === a.marketDeliveryId);
      expect(shownA.version).toBe(a.version);
      expect((await call(tabA, 'POST', '/sw/a/v1/markets/1/deliveries', body('템플릿 B', 0))).statusCode).toBe(200);
      const editedC = await call(
        tabA,
        'PUT',
        `/sw/a/v1/markets/1/deliveries/${c.marketDeliveryId}`,
        body('템플릿 C', 4000),
        {
          'if-match': `"${c.version}"`,
        },
      );
      expect(editedC.statusCode).toBe(200);
      // Tab B's save of A names A's version: nobody touched A, so it is saved.
      const savedA = await call(
        tabB,
        'PUT',
        `/sw/a/v1/markets/1/deliveries/${a.marketDeliveryId}`,
        body('템플릿 A', 3500),
        {
          'if-match': `"${shownA.version}"`,
        },
      );
      expect(savedA.statusCode).toBe(200);
      expect(savedA.json()).toMatchObject({ jejuFee: 3500, version: a.version + 1 });
      expect(savedA.headers.etag).toBe(`"${a.version + 1}"`);
      // Tab A still holds A at the old version: refused, nothing written; C and B are as tab A left them.
      const stale = await call(
        tabA,
        'PUT',
        `/sw/a/v1/markets/1/deliveries/${a.marketDeliveryId}`,
        body('템플릿 A', 9000),
        {
          'if-match': `"${a.version}"`,
        },
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE);
      const rows = await ctx.database.db.select().from(marketDeliveries).where(eq(marketDeliveries.marketId, 1));
      const byName = Object.fromEntries(rows.map((r) => [r.name, r.jejuFee]));
      expect(byName).toMatchObject({ '템플릿 A': 3500, '템플릿 B': 0, '템플릿 C': 4000 });
      // The whole-list save checks each template's version it carries the same way.
      const list = (await call(tabA, 'GET', '/sw/a/v1/markets/1/deliveries')).json();
      const listed = list.map(({ productCount: _, ...t }: { productCount: number }) => t);
      const staleInList = listed.map((t: { marketDeliveryId: number; version: number }) =>
        t.marketDeliveryId === a.marketDeliveryId ? { ...t, version: a.version } : t,
      );
      expect((await call(tabA, 'PUT', '/sw/a/v1/markets/1/deliveries', staleInList)).statusCode).toBe(409);
      expect((await call(tabA, 'PUT', '/sw/a/v1/markets/1/deliveries', listed)).statusCode).toBe(200);
      // A delete names the version shown: a stale one keeps the template; the current one deletes it.
      const b = list.find((t: { marketDeliveryName: string }) => t.marketDeliveryName === '템플릿 B');
      const url = `/sw/a/v1/markets/1/deliveries/${b.marketDeliveryId}`;
      expect((await call(tabB, 'DELETE', url, undefined, { 'if-match': `"${b.version - 1}"` })).statusCode).toBe(409);
      const afterList = (await call(tabA, 'GET', '/sw/a/v1/markets/1/deliveries')).json();
      const current = afterList.find((t: { marketDeliveryId: number }) => t.marketDeliveryId === b.marketDeliveryId);
      expect((await call(tabB, 'DELETE', url, undefined, { 'if-match': `"${current.version}"` })).statusCode).toBe(200);
      expect((await call(tabB, 'DELETE', url)).statusCode).toBe(404);
      // Another market's template is not found.
      const bob = await login(ctx.app, 'bob', PASSWORD);
      expect(
        (await call(bob, 'PUT', `/sw/a/v1/markets/2/deliveries/${a.marketDeliveryId}`, body('남의 것', 0))).statusCode,
      ).toBe(404);
      expect(
        (await call(bob, 'PUT', `/sw/a/v1/markets/1/deliveries/${a.marketDeliveryId}`, body('남의 것', 0))).statusCode,
      ).toBe(403);
    });
  });
});
