import { message, type ProductCreateInput } from '@seller/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, filters, images, models, productContents, products } from '../src/db/schema/index.ts';
import { loadCatalog } from '../src/modules/catalog/loader.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { makeGif, makeJpeg, makePng, multipart } from './multipart.ts';
import { WEAR_NOTICE } from './product-rows.ts';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await loadCatalog(ctx.database.db);
  await ctx.database.db.insert(models).values([
    { marketId: 1, name: '지수' },
    { marketId: 2, name: '민아' },
  ]);
}

describe.each(databaseKinds)('products API on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let alice: string;
  let bob: string;
  let topId: number;
  let subIds: number[];
  let filterIds: number[];
  let brandId: number;
  let modelId: number;
  const code = 'SF20261122143005123';

  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
    const db = ctx.database.db;
    const [top] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.main, 'TOP'), isNull(categories.sub)));
    topId = top!.id;
    const subs = await db.select().from(categories).where(eq(categories.parentId, topId)).limit(2);
    subIds = subs.map((s) => s.id);
    const fs = await db
      .select()
      .from(filters)
      .where(and(eq(filters.category, 'TOP'), isNull(filters.marketId)))
      .limit(3);
    filterIds = fs.map((f) => f.id);
    const brandRows = (await db.execute(sql`select brand_id from market_brands where market_id = 1`)) as unknown as {
      rows: { brand_id: string | number }[];
    };
    const [brand] = brandRows.rows;
    brandId = Number(brand!.brand_id);
    const [model] = await db.select().from(models).where(eq(models.marketId, 1));
    modelId = model!.id;
  });

  const as = (token: string) => ({ 'x-auth-token': token });
  const json = (token: string, method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: as(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const payload = (over: Partial<ProductCreateInput> = {}): ProductCreateInput => ({
    marketId: 1,
    code,
    name: '린넨 오버핏 셔츠',
    brandId,
    summary: '여름에 시원한 린넨 셔츠',
    contentUrl: `/sw/a/v1/product/content/${code}`,
    saleRate: 10,
    salePrice: 35_100,
    sizeTables: [
      {
        categoryName: '상의',
        columns: ['사이즈', '총장', '가슴단면'],
        rows: [
          ['M', '70', 55.5],
          ['L', '72', '58'],
        ],
      },
    ],
    delivery: {
      marketDeliveryId: null,
      marketDeliveryName: '',
      feeType: 'FREE_BY_TOTAL_PRICE',
      defaultFee: 3000,
      intCondition: 50_000,
    },
    price: 39_000,
    parentCategoryId: topId,
    childCategoryIds: subIds,
    filterIds,
    sellYn: true,
    displayYn: true,
    ...WEAR_NOTICE,
    models: [{ modelId, name: '지수', options: 'M' }],
    tags: ['summer', '린넨'],
    ...over,
  });

  const countProducts = async () => (await ctx.database.db.select({ id: products.id }).from(products)).length;

  /** The edit form of product `id` with the fields the update and preview tests change. */
  const editForm = (id: number, over: Record<string, unknown> = {}) => ({
    id,
    name: '린넨 셔츠 (수정)',
    brandId,
    price: 9_990,
    saleRate: 12,
    salePrice: 8_790,
    summary: '수정된 소개',
    delivery: { marketDeliveryId: null, feeType: 'FREE' },
    models: [],
    sizeTables: [],
    sellYn: false,
    displayYn: true,
    tags: ['new'],
    ...over,
  });

  // Seeds that tests ask for themselves, so no test relies on what an earlier one wrote.
  const saveContent = (productCode = code) =>
    json(alice, 'PUT', '/sw/a/v1/product/content', { code: productCode, content: '<p>상세 설명입니다</p>' });
  /** A product as the register form makes it (creating is idempotent by code); answers its id. */
  const ensureProduct = async (productCode = code): Promise<number> => {
    await saveContent(productCode);
    const res = await json(
      alice,
      'POST',
      '/sw/a/v3/product',
      payload({ code: productCode, contentUrl: `/sw/a/v1/product/content/${productCode}` }),
    );
    expect(res.statusCode).toBe(200);
    return res.json().id;
  };
  const upload = (
    token: string | null,
    type: string,
    typeId: number,
    files: { filename: string; data: Buffer }[],
    productCode = code,
  ) => {
    const form = multipart([
      { name: 'filePath', value: `product/alice/1/${productCode}/${type.toLowerCase()}` },
      { name: 'type', value: type },
      { name: 'typeId', value: String(typeId) },
      ...files.map((f) => ({ name: 'files', filename: f.filename, data: f.data, contentType: 'image/png' })),
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/image/upload',
      payload: form.payload,
      headers: { ...form.headers, ...(token ? as(token) : {}) },
    });
  };
  /** A product of its own with a main and a cover image and an active combination (editing needs them). */
  const ensureEditableProduct = async (productCode: string): Promise<number> => {
    const id = await ensureProduct(productCode);
    const main = await upload(alice, 'MAIN', id, [{ filename: 'main.png', data: await makePng() }], productCode);
    expect([200, 400]).toContain(main.statusCode); // 400: it has its main image already
    const cover = await upload(alice, 'COVER', id, [{ filename: 'cover.jpg', data: await makeJpeg() }], productCode);
    expect([200, 400]).toContain(cover.statusCode); // 400: its covers are full
    const options = [
      { name: '사이즈', position: 1, values: [{ name: 'M', price: 0 }] },
      { name: '색상', position: 2, values: [{ name: '블랙', price: 0 }] },
    ];
    expect((await json(alice, 'PUT', '/sw/a/v1/product/options', { productId: id, options })).statusCode).toBe(200);
    const unions = [{ names: ['M', '블랙'], stocks: 5, memo: '', deleted: false }];
    expect((await json(alice, 'PUT', '/sw/a/v2/product/options/meta', { productId: id, unions })).statusCode).toBe(200);
    return id;
  };

  describe('content', () => {
    it('sanitises with the allow-list and serves the html at the content url', async () => {
      const html =
        '<p onclick="x()">안녕<script>alert(1)</script></p><img src="http://cdn.example.com/a.png"><img src="//cdn.example.com/b.png">' +
        '<img src="javascript:alert(1)"><iframe src="https://evil.example.com/embed/x"></iframe>' +
        '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe></div><a href="javascript:alert(1)">x</a>';
      const res = await json(alice, 'POST', '/sw/a/v1/product/content', { code, content: html });
      expect(res.statusCode).toBe(200);
      expect(res.json().contentUrl).toBe(`/sw/a/v1/product/content/${code}`);
      // Content saved before its product is a draft: its seller sees the page, no one else.
      const page = await ctx.app.inject({ method: 'GET', url: res.json().contentUrl, headers: as(alice) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      // A page under /sw/: the page set (it may be framed by this site), not the API set.
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['cache-control']).toBe('no-cache');
      const body = page.body;
      expect(body).not.toMatch(/script|onclick|javascript:|evil\.example/);
      expect(body).toContain('src="https://cdn.example.com/a.png"');
      expect(body).toContain('src="https://cdn.example.com/b.png"');
      expect(body).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    });

    it('PUT replaces; over 1000 characters is refused; no token 401; another market 404', async () => {
      expect(
        (await json(alice, 'PUT', '/sw/a/v1/product/content', { code, content: '<p>상세 설명입니다</p>' })).statusCode,
      ).toBe(200);
      const long = await json(alice, 'PUT', '/sw/a/v1/product/content', {
        code,
        content: `<p>${'가'.repeat(1001)}</p>`,
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(message('product.contentTooLong'));
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/sw/a/v1/product/content/${code}`,
        headers: as(alice),
      });
      expect(page.body).toContain('상세 설명입니다');
      const anon = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/product/content',
        payload: { code, content: 'x' },
      });
      expect(anon.statusCode).toBe(401);
      const other = await json(bob, 'PUT', '/sw/a/v1/product/content', { code, content: '<p>탈취</p>' });
      expect(other.statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/sw/a/v1/product/content/${code}`, headers: as(alice) })).body,
      ).not.toContain('탈취');
    });

    it('serves the page without a token only for a displayed product; drafts and hidden products to their seller only', async () => {
      const draft = 'SF20261122143005199';
      await json(alice, 'PUT', '/sw/a/v1/product/content', { code: draft, content: '<p>초안 상세</p>' });
      const page = (token?: string) =>
        ctx.app.inject({
          method: 'GET',
          url: `/sw/a/v1/product/content/${draft}`,
          headers: token ? as(token) : {},
        });
      expect((await page()).statusCode).toBe(404);
      expect((await page()).body).not.toContain('초안 상세');
      expect((await page(bob)).statusCode).toBe(404);
      expect((await page('not-a-session')).statusCode).toBe(404);
      expect((await page(alice)).body).toContain('초안 상세');
      await ensureProduct(draft); // saves its own details
      await ctx.database.db.update(products).set({ displayYn: false }).where(eq(products.code, draft));
      expect((await page()).statusCode).toBe(404);
      expect((await page(alice)).statusCode).toBe(200);
      await ctx.database.db.update(products).set({ displayYn: true }).where(eq(products.code, draft));
      expect((await page()).statusCode).toBe(200);
      expect((await page(bob)).statusCode).toBe(200);
    });

    it('sanitises stored HTML on read too: a row written around the save call never reaches a page unchecked', async () => {
      const raw = 'SF20261122143005198';
      await json(alice, 'PUT', '/sw/a/v1/product/content', { code: raw, content: '<p>정상</p>' });
      await ctx.database.db
        .update(productContents)
        .set({ html: '<p onclick="steal()">정상<script>alert(1)</script></p>' })
        .where(eq(productContents.code, raw));
      const page = await ctx.app.inject({ method: 'GET', url: `/sw/a/v1/product/content/${raw}`, headers: as(alice) });
      expect(page.body).toContain('<p>정상</p>');
      expect(page.body).not.toMatch(/script|onclick/);
    });
  });

  describe('create', () => {
    beforeAll(async () => {
      await saveContent();
    });

    it('refuses in the register order with Korean messages and writes nothing', async () => {
      const cases: [Partial<ProductCreateInput>, string][] = [
        [{ sellYn: null, displayYn: null, name: '' }, 'product.noSellFlag'],
        [{ displayYn: null, name: '' }, 'product.noDisplayFlag'],
        [{ delivery: { feeType: 'CHARGE', defaultFee: 0 }, name: '' }, 'product.deliveryCondition'],
        [{ name: '  ', brandId: null }, 'product.noName'],
        [{ brandId: null, childCategoryIds: [] }, 'product.noBrand'],
        [{ childCategoryIds: [], filterIds: [] }, 'product.noCategory'],
        [{ filterIds: [], price: null }, 'product.noFilter'],
        [{ price: null }, 'product.noPrice'],
        [{ code: 'SF20261122143005999' }, 'product.noContent'],
        [{ salePrice: 35_000 }, 'product.priceMismatch'],
        [{ tags: ['a', 'b', 'c', 'd'] }, 'product.tagMax3'],
        [{ models: [{ modelId, name: '지수', options: ' ' }] }, 'product.noModelInfo'],
        [
          { sizeTables: [{ categoryName: '상의', columns: ['사이즈', '총장'], rows: [['M', '길다']] }] },
          'product.sizeTableInvalid',
        ],
        [{ childCategoryIds: [topId] }, 'product.categoryNotFound'],
      ];
      const before = await countProducts();
      for (const [over, key] of cases) {
        const res = await json(alice, 'POST', '/sw/a/v3/product', payload(over));
        expect(res.statusCode, key).toBe(422);
        expect(res.json().message, key).toBe(message(key as never));
      }
      expect(await countProducts()).toBe(before);
    });

    it('refuses a brand not linked to the market, a model of another market, without token, for another market', async () => {
      const before = await countProducts();
      const bobRows = (await ctx.database.db.execute(
        sql`select brand_id from market_brands where market_id = 2`,
      )) as unknown as { rows: { brand_id: number }[] };
      const [bobBrand] = bobRows.rows;
      const brand = await json(alice, 'POST', '/sw/a/v3/product', payload({ brandId: Number(bobBrand!.brand_id) }));
      expect(brand.json().message).toBe(message('product.brandNotLinked'));
      const [bobModel] = await ctx.database.db.select().from(models).where(eq(models.marketId, 2));
      const model = await json(
        alice,
        'POST',
        '/sw/a/v3/product',
        payload({ models: [{ modelId: bobModel!.id, name: '민아', options: 'S' }] }),
      );
      expect(model.json().message).toBe(message('product.noModel'));
      expect((await ctx.app.inject({ method: 'POST', url: '/sw/a/v3/product', payload: payload() })).statusCode).toBe(
        401,
      );
      expect((await json(bob, 'POST', '/sw/a/v3/product', payload())).statusCode).toBe(403);
      expect(await countProducts()).toBe(before);
    });

    it('creates once; a retry with the same code writes the form as it is now onto the same product', async () => {
      const code = 'SF20261122143005124';
      const form = () => payload({ code, contentUrl: `/sw/a/v1/product/content/${code}` });
      await saveContent(code);
      const before = await countProducts();
      const first = await json(alice, 'POST', '/sw/a/v3/product', form());
      expect(first.statusCode).toBe(200);
      const again = await json(alice, 'POST', '/sw/a/v3/product', {
        ...form(),
        name: '린넨 셔츠 수정',
        tags: ['SUMMER'],
      });
      expect(again.statusCode).toBe(200);
      // The same product; the retry is a save of it, so its version moves on.
      expect(again.json()).toEqual({ ...first.json(), version: first.json().version + 1 });
      expect(first.json().code).toBe(code);
      expect(await countProducts()).toBe(before + 1);
      const fixed = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(fixed).toMatchObject({ name: '린넨 셔츠 수정', tags: ['SUMMER'] });
      // A retry is checked like a first try: a bad form changes nothing.
      const bad = await json(alice, 'POST', '/sw/a/v3/product', { ...form(), name: '' });
      expect(bad.statusCode).toBe(422);
      expect((await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json()).toMatchObject({ name: '린넨 셔츠 수정' });
      const stolen = await json(bob, 'POST', '/sw/a/v3/product', { ...form(), marketId: 2 });
      expect(stolen.statusCode).toBe(409);
    });

    it('loads it back as the edit screen reads it', async () => {
      const code = 'SF20261122143005125';
      await saveContent(code);
      await json(alice, 'POST', '/sw/a/v3/product', payload({ code, contentUrl: `/sw/a/v1/product/content/${code}` }));
      const res = await json(alice, 'GET', `/sw/a/v3/products/${code}`);
      expect(res.statusCode).toBe(200);
      const p = res.json();
      expect(p).toMatchObject({
        code,
        name: '린넨 오버핏 셔츠',
        brandName: '앨리스 브랜드',
        price: 39_000,
        saleRate: 10,
        salePrice: 35_100,
        sell: true,
        display: true,
        tags: ['SUMMER', '린넨'],
        models: [{ modelId, name: '지수', options: 'M' }],
        mainImage: null,
        coverImages: [],
        contentUrl: `/sw/a/v1/product/content/${code}`,
      });
      expect(p.delivery).toMatchObject({ feeType: 'FREE_BY_TOTAL_PRICE', defaultFee: 3000, intCondition: 50_000 });
      expect(p.sizeTables[0].rows).toEqual([
        ['M', '70', '55.5'],
        ['L', '72', '58'],
      ]);
      expect(p.categories).toHaveLength(2);
      expect(p.categories[0]).toMatch(/^TOP-/);
      expect(p.filters).toHaveLength(3);
      expect(p.previewUrl).toMatch(new RegExp(`^/admin-preview/${code}/[0-9a-f]{32}$`));
      expect((await json(bob, 'GET', `/sw/a/v3/products/${code}`)).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: `/sw/a/v3/products/${code}` })).statusCode).toBe(401);
    });
  });

  describe('images', () => {
    let productId: number;
    beforeAll(async () => {
      productId = await ensureProduct();
    });

    it('stores a main PNG under the product path with a server-made name', async () => {
      const code = 'SF20261122143005130';
      const productId = await ensureProduct(code);
      const res = await upload(alice, 'MAIN', productId, [{ filename: '내 사진.png', data: await makePng() }], code);
      expect(res.statusCode).toBe(200);
      const [image] = res.json().images;
      expect(image).toMatchObject({ type: 'MAIN', typeId: productId, width: 640, height: 768, weight: 1 });
      expect(image.filePath).toMatch(new RegExp(`^product/alice/1/${code}/main/[0-9a-f-]{36}\\.png$`));
      const file = await ctx.app.inject({ method: 'GET', url: image.url });
      expect(file.statusCode).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    });

    it('refuses a second main image (count)', async () => {
      const code = 'SF20261122143005131';
      const productId = await ensureProduct(code);
      await upload(alice, 'MAIN', productId, [{ filename: 'a.png', data: await makePng() }], code);
      const res = await upload(alice, 'MAIN', productId, [{ filename: 'b.gif', data: await makeGif() }], code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message('product.imageCount', { max: 1 }));
    });

    it('stores cover JPEGs without their metadata, in batches, and refuses a 5th', async () => {
      const code = 'SF20261122143005132';
      const productId = await ensureProduct(code);
      const jpeg = await makeJpeg();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const first = await upload(
        alice,
        'COVER',
        productId,
        [
          { filename: 'a.jpg', data: jpeg },
          { filename: 'b.jpeg', data: jpeg },
        ],
        code,
      );
      expect(first.statusCode).toBe(200);
      const second = await upload(
        alice,
        'COVER',
        productId,
        [
          { filename: 'c.JPG', data: jpeg },
          { filename: 'd.png', data: await makePng(640, 640) },
        ],
        code,
      );
      expect(second.statusCode).toBe(200);
      expect(second.json().images.map((i: { weight: number }) => i.weight)).toEqual([3, 4]);
      const stored = await ctx.app.inject({ method: 'GET', url: first.json().images[0].url });
      const meta = await sharp(stored.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(stored.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
      const fifth = await upload(alice, 'COVER', productId, [{ filename: 'e.jpg', data: jpeg }], code);
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json().message).toBe(message('product.imageCount', { max: 4 }));
    });

    it('refuses a GIF cover, a renamed text file, an oversize file and a decompression bomb', async () => {
      const code = 'SF20261122143005133';
      const productId = await ensureProduct(code);
      const gif = await upload(alice, 'COVER', productId, [{ filename: 'a.gif', data: await makeGif() }], code);
      expect(gif.json().message).toBe(message('product.imageExtension', { extensions: 'png, jpeg, jpg' }));
      const disguisedGif = await upload(
        alice,
        'COVER',
        productId,
        [{ filename: 'a.png', data: await makeGif() }],
        code,
      );
      expect(disguisedGif.json().message).toBe(message('product.imageExtension', { extensions: 'png, jpeg, jpg' }));
      const text = await upload(
        alice,
        'MAIN',
        productId,
        [{ filename: 'photo.png', data: Buffer.from('this is not an image at all') }],
        code,
      );
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toBe(message('product.imageExtension', { extensions: 'png, jpeg, jpg, gif' }));
      const big = Buffer.concat([await makePng(), Buffer.alloc(5_242_881 - (await makePng()).length)]);
      const oversize = await upload(alice, 'MAIN', productId, [{ filename: 'big.png', data: big }], code);
      expect(oversize.statusCode).toBe(400);
      expect(oversize.json().message).toBe(message('product.imageSize', { max: '5MB' }));
      // 10,000 × 10,000 pixels of one colour: a small file that would take 300 MB to decode.
      const bomb = await sharp({
        create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(5_242_880);
      // The product's main image is taken (the count is checked before decoding): make room first.
      await ctx.database.db.delete(images).where(and(eq(images.type, 'MAIN'), eq(images.typeId, productId)));
      const refused = await upload(alice, 'MAIN', productId, [{ filename: 'bomb.png', data: bomb }], code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message('product.imageResolution', { max: '40,000,000' }));
    }, 60_000);

    it('refuses an image under half the recommended size (resolution), after extension, size and count', async () => {
      const code = 'SF20261122143005139';
      const productId = await ensureProduct(code);
      const small = await upload(
        alice,
        'MAIN',
        productId,
        [{ filename: 's.png', data: await makePng(100, 100) }],
        code,
      );
      expect(small.statusCode).toBe(400);
      expect(small.json()).toEqual({
        code: 'BAD_REQUEST',
        message: message('product.imageTooSmall', { min: '320x384', recommended: '640x768' }),
      });
      // Wide enough but too short: either side under the floor is refused; nothing is stored.
      const short = await upload(
        alice,
        'COVER',
        productId,
        [{ filename: 's.jpg', data: await makeJpeg(640, 300) }],
        code,
      );
      expect(short.json().message).toBe(message('product.imageTooSmall', { min: '320x320', recommended: '640x640' }));
      const listed = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(listed.mainImage).toBeFalsy();
      expect(listed.coverImages).toEqual([]);
      // A batch with one small file stores none of it.
      const batch = await upload(
        alice,
        'COVER',
        productId,
        [
          { filename: 'ok.jpg', data: await makeJpeg() },
          { filename: 'small.png', data: await makePng(320, 319) },
        ],
        code,
      );
      expect(batch.statusCode).toBe(400);
      expect((await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json().coverImages).toEqual([]);
      // The floor itself is taken; a model photo has its own (160x160).
      expect(
        (await upload(alice, 'MAIN', productId, [{ filename: 'm.png', data: await makePng(320, 384) }], code))
          .statusCode,
      ).toBe(200);
      const model = await upload(alice, 'MODEL', modelId, [{ filename: 'm.png', data: await makePng(150, 150) }]);
      expect(model.json().message).toBe(message('product.imageTooSmall', { min: '160x160', recommended: '320x320' }));
      // The extension is still the first alert of a small file.
      const gif = await upload(alice, 'COVER', productId, [{ filename: 'a.gif', data: await makeGif(10, 10) }], code);
      expect(gif.json().message).toBe(message('product.imageExtension', { extensions: 'png, jpeg, jpg' }));
    });

    it("refuses another market's product, a bad type, no token", async () => {
      const png = await makePng();
      expect((await upload(bob, 'COVER', productId, [{ filename: 'a.png', data: png }], code)).statusCode).toBe(404);
      expect((await upload(null, 'COVER', productId, [{ filename: 'a.png', data: png }], code)).statusCode).toBe(401);
      const bad = await upload(alice, 'BANNER', productId, [{ filename: 'a.png', data: png }], code);
      expect(bad.json().message).toBe(message('product.imageTypeInvalid'));
    });

    it('deletes by id (form field imageId); another market gets 404', async () => {
      const code = 'SF20261122143005134';
      const productId = await ensureProduct(code);
      const jpeg = await makeJpeg();
      for (const name of ['a', 'b']) {
        const files = [
          { filename: `${name}1.jpg`, data: jpeg },
          { filename: `${name}2.jpg`, data: jpeg },
        ];
        expect((await upload(alice, 'COVER', productId, files, code)).statusCode).toBe(200);
      }
      const listed = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(listed.coverImages).toHaveLength(4);
      const target = listed.coverImages[3].id;
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const foreign = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/image/delete',
        payload: `imageId=${target}`,
        headers: { ...form, ...as(bob) },
      });
      expect(foreign.statusCode).toBe(404);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/image/delete',
        payload: `imageId=${target}`,
        headers: { ...form, ...as(alice) },
      });
      expect(res.json()).toEqual({ deleted: true, version: listed.version + 1 });
      const after = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(after.coverImages).toHaveLength(3);
      expect((await ctx.app.inject({ method: 'GET', url: listed.coverImages[3].url })).statusCode).toBe(404);
    });

    it('sets the order of the images (a replaced image keeps its place); a list that is not the owner’s is 409', async () => {
      const code = 'SF20261122143005138';
      const productId = await ensureProduct(code);
      const jpeg = await makeJpeg();
      const first = await upload(
        alice,
        'COVER',
        productId,
        [1, 2, 3].map((n) => ({ filename: `${n}.jpg`, data: jpeg })),
        code,
      );
      expect(first.statusCode).toBe(200);
      const [a, b, c] = first.json().images.map((i: { id: number }) => i.id) as [number, number, number];
      // Replace the second: the spec's delete, then an upload, which adds at the end …
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const deleted = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/image/delete',
        payload: `imageId=${b}`,
        headers: { ...form, ...as(alice) },
      });
      expect(deleted.json().deleted).toBe(true);
      const added = await upload(alice, 'COVER', productId, [{ filename: 'new.jpg', data: jpeg }], code);
      const d = added.json().images[0].id as number;
      const shown = async () =>
        (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json().coverImages.map((i: { id: number }) => i.id);
      expect(await shown()).toEqual([a, c, d]);
      // … and the order call puts it back in the second place, as a save of the product.
      const version = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json().version as number;
      const order = (imageIds: number[], token = alice, v?: number) =>
        json(token, 'POST', '/sw/a/v1/image/order', { type: 'COVER', typeId: productId, imageIds, version: v });
      const res = await order([a, d, c], alice, version);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        images: [
          { id: a, weight: 1 },
          { id: d, weight: 2 },
          { id: c, weight: 3 },
        ],
        version: version + 1,
      });
      expect(await shown()).toEqual([a, d, c]);
      // A stale version, a list missing an image, one repeated or of another owner: refused, nothing changes.
      expect((await order([c, d, a], alice, version)).statusCode).toBe(409);
      for (const ids of [
        [a, d],
        [a, d, d],
        [a, d, c, b],
      ]) {
        const refused = await order(ids);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ code: 'IMAGE_ORDER_CHANGED', message: message('product.imageOrderChanged') });
      }
      expect(await shown()).toEqual([a, d, c]);
      // Another market's product is not found; without a token, 401; more ids than a type can hold, 400.
      expect((await order([a, d, c], bob)).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'POST', url: '/sw/a/v1/image/order', payload: {} })).statusCode).toBe(401);
      expect((await order([1, 2, 3, 4, 5])).statusCode).toBe(400);
    });

    it('stores MODEL images for a model of the market only', async () => {
      const png = await makePng(320, 320);
      const mine = await upload(alice, 'MODEL', modelId, [{ filename: 'm.png', data: png }]);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().images[0].filePath).toMatch(new RegExp(`^model/1/${modelId}/`));
      expect((await upload(bob, 'MODEL', modelId, [{ filename: 'm.png', data: png }])).statusCode).toBe(404);
    });

    it('editor upload needs the token and builds the path itself', async () => {
      const form = multipart([
        { name: 'filePath', value: `product/someone-else/999/${code}/editor/` },
        { name: 'file', filename: 'e.jpg', data: await makeJpeg(300, 200) },
      ]);
      const anon = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/image/editor/upload',
        payload: form.payload,
        headers: form.headers,
      });
      expect(anon.statusCode).toBe(401);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/image/editor/upload',
        payload: form.payload,
        headers: { ...form.headers, ...as(alice) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().url).toMatch(new RegExp(`^/files/product/alice/1/${code}/editor/[0-9a-f-]{36}\\.jpg$`));
      expect(res.json()).toMatchObject({ width: 300, height: 200 });
    });
  });

  describe('options and combinations', () => {
    let productId: number;
    beforeAll(async () => {
      productId = await ensureProduct();
    });
    const groups = [
      {
        name: '사이즈',
        position: 1,
        values: [
          { name: 'M', price: 0 },
          { name: 'L', price: 1000 },
        ],
      },
      {
        name: '색상',
        position: 2,
        values: [
          { name: '블랙', price: 0 },
          { name: '화이트', price: 500 },
        ],
      },
    ];

    it('saves groups (group 1 first, unique names) and answers value ids', async () => {
      const wrong = await json(alice, 'PUT', '/sw/a/v1/product/options', {
        productId,
        options: [{ ...groups[1], position: 2 }],
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe(message('product.option1First'));
      const dup = await json(alice, 'PUT', '/sw/a/v1/product/options', {
        productId,
        options: [
          {
            name: '사이즈',
            position: 1,
            values: [
              { name: 'M', price: 0 },
              { name: 'M', price: 0 },
            ],
          },
        ],
      });
      expect(dup.json().message).toBe(message('product.noOrDuplicatedDetailName'));
      const res = await json(alice, 'PUT', '/sw/a/v1/product/options', { productId, options: groups });
      expect(res.statusCode).toBe(200);
      const saved = res.json().options;
      expect(saved.map((g: { name: string }) => g.name)).toEqual(['사이즈', '색상']);
      expect(saved[0].values.every((v: { id: number }) => v.id > 0)).toBe(true);
      const loaded = await json(alice, 'GET', `/sw/a/v1/products/${productId}/options`);
      expect(loaded.json()).toEqual(res.json());
      expect((await json(bob, 'GET', `/sw/a/v1/products/${productId}/options`)).statusCode).toBe(404);
      expect((await json(bob, 'PUT', '/sw/a/v1/product/options', { productId, options: groups })).statusCode).toBe(404);
    });

    it('saves combinations with resolved ids and prices; keeps at least one active', async () => {
      // The groups the combinations name (saving them again keeps their values).
      expect((await json(alice, 'PUT', '/sw/a/v1/product/options', { productId, options: groups })).statusCode).toBe(
        200,
      );
      const unions = [
        { names: ['M', '블랙'], stocks: 5, memo: '', deleted: false },
        { names: ['M', '화이트'], stocks: 3, memo: '인기', deleted: false },
        { names: ['L', '블랙'], stocks: 0, memo: '', deleted: true },
        { names: ['L', '화이트'], stocks: 1, memo: '', deleted: false },
      ];
      const none = await json(alice, 'PUT', '/sw/a/v2/product/options/meta', {
        productId,
        unions: unions.map((u) => ({ ...u, deleted: true })),
      });
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toBe(message('product.minOneUnion'));
      const empty = await json(alice, 'PUT', '/sw/a/v2/product/options/meta', { productId, unions: [] });
      expect(empty.json().message).toBe(message('product.noUnion'));
      const unknown = await json(alice, 'PUT', '/sw/a/v2/product/options/meta', {
        productId,
        unions: [{ names: ['XL', '블랙'], stocks: 1 }],
      });
      expect(unknown.json().message).toBe(message('product.unionUnknownValue'));
      const res = await json(alice, 'PUT', '/sw/a/v2/product/options/meta', { productId, unions });
      expect(res.statusCode).toBe(200);
      const saved = res.json().unions;
      expect(saved.map((u: { names: string[] }) => u.names.join('/'))).toEqual([
        'M/블랙',
        'M/화이트',
        'L/화이트',
        'L/블랙',
      ]);
      expect(saved.find((u: { names: string[] }) => u.names.join('/') === 'L/화이트').totalPrice).toBe(1500);
      expect(saved[0].ids).toHaveLength(2);
      const again = await json(alice, 'PUT', '/sw/a/v2/product/options/meta', {
        productId,
        unions: unions.map((u) => ({ ...u, stocks: 9 })),
      });
      expect(
        again
          .json()
          .unions.map((u: { id: number }) => u.id)
          .sort(),
      ).toEqual(saved.map((u: { id: number }) => u.id).sort());
      expect((await json(alice, 'GET', `/sw/a/v1/products/${productId}/options/meta`)).json()).toEqual(again.json());
      expect((await json(bob, 'GET', `/sw/a/v1/products/${productId}/options/meta`)).statusCode).toBe(404);
      expect((await json(bob, 'PUT', '/sw/a/v2/product/options/meta', { productId, unions })).statusCode).toBe(404);
    });
  });

  describe('registration stays hidden until its last step', () => {
    const flagsOf = async (id: number) =>
      (
        await ctx.database.db
          .select({ sellYn: products.sellYn, displayYn: products.displayYn, pendingFlags: products.pendingFlags })
          .from(products)
          .where(eq(products.id, id))
      )[0];
    const options = [{ name: '사이즈', position: 1, values: [{ name: 'M', price: 0 }] }];
    const unions = [{ names: ['M'], stocks: 5, memo: '', deleted: false }];

    it('is neither sold nor displayed until its combinations are saved, then takes the chosen flags', async () => {
      const productCode = 'SF20261125030000001';
      const id = await ensureProduct(productCode);
      expect(await flagsOf(id)).toEqual({
        sellYn: false,
        displayYn: false,
        pendingFlags: { sellYn: true, displayYn: true },
      });
      const read = (await json(alice, 'GET', `/sw/a/v3/products/${productCode}`)).json();
      expect(read).toMatchObject({ published: false, sellYn: true, displayYn: true });
      // A failed middle step: the main image is refused; the product stays hidden.
      const bad = await upload(
        alice,
        'MAIN',
        id,
        [{ filename: 'main.png', data: Buffer.from('not a png') }],
        productCode,
      );
      expect(bad.statusCode).toBe(400);
      expect(await flagsOf(id)).toMatchObject({ sellYn: false, displayYn: false });
      // The seller retries: images, options; still hidden until the combinations, the last step.
      expect(
        (await upload(alice, 'MAIN', id, [{ filename: 'm.png', data: await makePng() }], productCode)).statusCode,
      ).toBe(200);
      expect(
        (await upload(alice, 'COVER', id, [{ filename: 'c.jpg', data: await makeJpeg() }], productCode)).statusCode,
      ).toBe(200);
      expect((await json(alice, 'PUT', '/sw/a/v1/product/options', { productId: id, options })).statusCode).toBe(200);
      expect(await flagsOf(id)).toMatchObject({ sellYn: false, displayYn: false });
      expect((await json(alice, 'PUT', '/sw/a/v2/product/options/meta', { productId: id, unions })).statusCode).toBe(
        200,
      );
      expect(await flagsOf(id)).toEqual({ sellYn: true, displayYn: true, pendingFlags: null });
      expect((await json(alice, 'GET', `/sw/a/v3/products/${productCode}`)).json()).toMatchObject({ published: true });
    });

    it('stays hidden when saving the combinations fails in the database, and a retry publishes it', async () => {
      const productCode = 'SF20261125030000002';
      const id = await ensureProduct(productCode);
      await upload(alice, 'MAIN', id, [{ filename: 'm.png', data: await makePng() }], productCode);
      await upload(alice, 'COVER', id, [{ filename: 'c.jpg', data: await makeJpeg() }], productCode);
      await json(alice, 'PUT', '/sw/a/v1/product/options', { productId: id, options });
      const db = ctx.database.db;
      await db.execute(
        sql.raw(`create or replace function test_fail_union() returns trigger language plpgsql as $$
          begin raise exception 'forced failure'; end $$`),
      );
      await db.execute(
        sql.raw(
          `create trigger test_fail_union before insert on product_option_unions for each row when (new.product_id = ${id}) execute function test_fail_union()`,
        ),
      );
      try {
        const failed = await json(alice, 'PUT', '/sw/a/v2/product/options/meta', { productId: id, unions });
        expect(failed.statusCode).toBe(500);
      } finally {
        await db.execute(sql`drop trigger test_fail_union on product_option_unions`);
        await db.execute(sql`drop function test_fail_union()`);
      }
      expect(await flagsOf(id)).toMatchObject({ sellYn: false, displayYn: false });
      // Creating again with the same code (the form's retry) keeps it hidden, with the flags as now chosen.
      await json(
        alice,
        'POST',
        '/sw/a/v3/product',
        payload({ code: productCode, contentUrl: `/sw/a/v1/product/content/${productCode}`, displayYn: false }),
      );
      expect(await flagsOf(id)).toEqual({
        sellYn: false,
        displayYn: false,
        pendingFlags: { sellYn: true, displayYn: false },
      });
      expect((await json(alice, 'PUT', '/sw/a/v2/product/options/meta', { productId: id, unions })).statusCode).toBe(
        200,
      );
      expect(await flagsOf(id)).toEqual({ sellYn: true, displayYn: false, pendingFlags: null });
    });
  });

  describe('update', () => {
    const code = 'SF20261122143005126';
    let productId: number;
    beforeAll(async () => {
      productId = await ensureEditableProduct(code);
    });
    const update = (over: Record<string, unknown> = {}) => editForm(productId, over);

    it('refuses in the edit order and writes nothing', async () => {
      const before = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json().name;
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '', brandId: null }, 'product.noName'],
        [{ brandId: null, price: null }, 'product.noBrand'],
        [
          { delivery: { feeType: 'FREE_BY_QTY', defaultFee: 2500, intCondition: 0 }, price: null },
          'product.deliveryCondition',
        ],
        [{ price: null }, 'product.noSalePrice'],
        [{ saleRate: 12.5 }, 'product.rateDecimalUnder10000'],
      ];
      for (const [over, key] of cases) {
        const res = await json(alice, 'PUT', '/sw/a/v3/product', update(over));
        expect(res.statusCode, key).toBe(422);
        expect(res.json().message, key).toBe(message(key as never));
      }
      expect((await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json().name).toBe(before);
    });

    it('updates the editable fields; category and filters stay', async () => {
      const before = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      const res = await json(alice, 'PUT', '/sw/a/v3/product', update());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: productId, code, version: before.version + 1 });
      const after = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(after).toMatchObject({
        name: '린넨 셔츠 (수정)',
        price: 9_990,
        salePrice: 8_790,
        sell: false,
        tags: ['NEW'],
        models: [],
        sizeTables: [],
      });
      expect(after.categories).toEqual(before.categories);
      expect(after.filters).toEqual(before.filters);
      expect((await json(bob, 'PUT', '/sw/a/v3/product', update())).statusCode).toBe(404);
    });
  });

  describe('an update writes only the fields it was sent (issue 35 §1)', () => {
    const code = 'SF20261122143005131';
    let productId: number;
    beforeAll(async () => {
      productId = await ensureEditableProduct(code);
    });

    it("keeps every field the spec's update payload leaves out", async () => {
      const before = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(before).toMatchObject({ country: '대한민국', material: '린넨 100%', factory: '데모 의류' });
      // Exactly the spec's update payload (spec 01 §3): no country, material, factory, wash, repair, quality, memo.
      const specUpdate = {
        id: productId,
        name: '린넨 셔츠 (한 번 수정)',
        brandId,
        price: 39_000,
        saleRate: 10,
        salePrice: 35_100,
        summary: '수정된 소개',
        delivery: { marketDeliveryId: null, marketDeliveryName: '', feeType: 'FREE', defaultFee: 0, intCondition: 0 },
        models: [],
        sizeTables: [],
        sellYn: true,
        displayYn: true,
        tags: ['summer'],
      };
      const res = await json(alice, 'PUT', '/sw/a/v3/product', specUpdate);
      expect(res.statusCode, res.body).toBe(200);
      const after = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(after.name).toBe('린넨 셔츠 (한 번 수정)');
      for (const field of ['country', 'material', 'factory', 'wash', 'repair', 'quality', 'memo', 'notice', 'kcKind']) {
        expect(after[field], field).toEqual(before[field]);
      }
    });

    it('keeps the lists and prices an update leaves out, and changes only what it names', async () => {
      await json(
        alice,
        'PUT',
        '/sw/a/v3/product',
        editForm(productId, { tags: ['linen'], models: [{ modelId, name: '지수', options: 'M' }] }),
      );
      const before = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      const res = await json(alice, 'PUT', '/sw/a/v3/product', { id: productId, material: '린넨 80%, 면 20%' });
      expect(res.statusCode, res.body).toBe(200);
      const after = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(after.material).toBe('린넨 80%, 면 20%');
      for (const field of [
        'name',
        'price',
        'salePrice',
        'saleRate',
        'summary',
        'tags',
        'models',
        'sizeTables',
        'delivery',
        'sell',
        'display',
        'country',
      ]) {
        expect(after[field], field).toEqual(before[field]);
      }
    });
  });

  describe('상품정보제공고시 and KC (issue 35 §2)', () => {
    const code = 'SF20261122143005132';
    let productId: number;
    beforeAll(async () => {
      productId = await ensureEditableProduct(code);
    });
    const refusal = (res: { statusCode: number; json: () => { message: string } }) => [
      res.statusCode,
      res.json().message,
    ];

    it('register: the notice is checked right after the price, naming the item, and nothing is written', async () => {
      const before = await countProducts();
      const fresh = { code: 'SF20261122143005998', contentUrl: '/sw/a/v1/product/content/SF20261122143005998' };
      expect(
        refusal(await json(alice, 'POST', '/sw/a/v3/product', payload({ ...fresh, price: null, material: '' }))),
      ).toEqual([422, message('product.noPrice')]);
      // the notice before the detail content (this code has none saved)
      expect(refusal(await json(alice, 'POST', '/sw/a/v3/product', payload({ ...fresh, material: '' })))).toEqual([
        422,
        message('product.noticeRequired', { field: '제품 소재(혼용률)' }),
      ]);
      expect(
        refusal(await json(alice, 'POST', '/sw/a/v3/product', payload({ ...fresh, factory: '상품상세 참조' }))),
      ).toEqual([422, message('product.noticeNoReference', { field: '제조자/수입자' })]);
      expect(
        refusal(await json(alice, 'POST', '/sw/a/v3/product', payload({ ...fresh, notice: { color: '블랙' } }))),
      ).toEqual([422, message('product.noticeRequired', { field: '치수' })]);
      expect(
        refusal(
          await json(
            alice,
            'POST',
            '/sw/a/v3/product',
            payload({ ...fresh, notice: { ...WEAR_NOTICE.notice, heelHeight: '3cm' } }),
          ),
        ),
      ).toEqual([422, message('product.noticeUnknownField')]);
      expect(refusal(await json(alice, 'POST', '/sw/a/v3/product', payload({ ...fresh, kcKind: null })))).toEqual([
        422,
        message('product.kcKindRequired'),
      ]);
      expect(refusal(await json(alice, 'POST', '/sw/a/v3/product', payload({ ...fresh, kcNumber: ' ' })))).toEqual([
        422,
        message('product.kcNumberRequired'),
      ]);
      expect(refusal(await json(alice, 'POST', '/sw/a/v3/product', payload({ ...fresh, kcAgency: '' })))).toEqual([
        422,
        message('product.kcAgencyRequired'),
      ]);
      const unknownKind = await json(alice, 'POST', '/sw/a/v3/product', payload({ ...fresh, kcKind: 'KC' as never }));
      expect(unknownKind.statusCode).toBe(400);
      expect(await countProducts()).toBe(before);
    });

    it('loads the notice with its group, and an edit changes it in the edit order', async () => {
      const loaded = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(loaded).toMatchObject({
        noticeGroup: 'WEAR',
        notice: WEAR_NOTICE.notice,
        kcKind: 'SUPPLIER_CONFORMITY',
        kcNumber: 'CB061R1234-5001',
        kcAgency: 'KATRI 시험연구원',
        wash: '상품상세 참조',
      });
      // the sale price comes first, then the notice
      expect(
        refusal(await json(alice, 'PUT', '/sw/a/v3/product', editForm(productId, { price: null, repair: '' }))),
      ).toEqual([422, message('product.noSalePrice')]);
      expect(refusal(await json(alice, 'PUT', '/sw/a/v3/product', editForm(productId, { repair: '' })))).toEqual([
        422,
        message('product.noticeRequired', { field: 'A/S 책임자와 전화번호' }),
      ]);
      expect((await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json().version).toBe(loaded.version);
      const res = await json(alice, 'PUT', '/sw/a/v3/product', {
        id: productId,
        notice: { color: '블랙, 화이트', size: 'S, M, L', madeOn: '2026-11' },
        kcKind: 'PURCHASE_AGENCY',
        kcNumber: 'CB061R1234-5001',
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      expect(after).toMatchObject({
        notice: { color: '블랙, 화이트', size: 'S, M, L', madeOn: '2026-11' },
        kcKind: 'PURCHASE_AGENCY',
        // an exemption keeps no number or agency
        kcNumber: '',
        kcAgency: '',
      });
    });

    it("refuses 해당 없음 for a children's product (filtered 10대 초반)", async () => {
      const [age] = await ctx.database.db
        .select()
        .from(filters)
        .where(and(eq(filters.category, 'TOP'), eq(filters.sub, 'AGE'), eq(filters.value, '10대 초반')));
      const kids = { code: 'SF20261122143005997', contentUrl: '/sw/a/v1/product/content/SF20261122143005997' };
      await saveContent(kids.code);
      const res = await json(
        alice,
        'POST',
        '/sw/a/v3/product',
        payload({ ...kids, filterIds: [age!.id], kcKind: 'NOT_APPLICABLE' }),
      );
      expect(refusal(res)).toEqual([422, message('product.kcChildren')]);
      const certified = await json(alice, 'POST', '/sw/a/v3/product', payload({ ...kids, filterIds: [age!.id] }));
      expect(certified.statusCode, certified.body).toBe(200);
    });
  });

  describe('preview', () => {
    const code = 'SF20261122143005127';
    beforeAll(async () => {
      const productId = await ensureEditableProduct(code);
      const edited = await json(alice, 'PUT', '/sw/a/v3/product', editForm(productId));
      expect(edited.statusCode).toBe(200);
    });

    it('renders a phone-width page by its secret link only', async () => {
      const detail = (await json(alice, 'GET', `/sw/a/v3/products/${code}`)).json();
      const page = await ctx.app.inject({ method: 'GET', url: detail.previewUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('린넨 셔츠 (수정)');
      expect(page.body).toContain('8,790원');
      expect(page.body).toContain('M / 블랙');
      expect(page.body).toContain('상세 설명입니다');
      // the notice of its group and the KC certification, as large as the price (issue 35 §2)
      expect(page.body).toContain('<th scope="row">제품 소재(혼용률)</th><td>린넨 100%</td>');
      expect(page.body).toContain('<th scope="row">제조연월</th><td>2026-10</td>');
      expect(page.body).toContain('<p class="kc">KC 인증: 공급자적합성확인 · CB061R1234-5001 · KATRI 시험연구원</p>');
      const size = (cls: string) => page.body.match(new RegExp(`\\.${cls}\\{font-size:(\\d+)px`))?.[1];
      expect(Number(size('kc'))).toBeGreaterThanOrEqual(Number(size('price')));
      const guessed = await ctx.app.inject({ method: 'GET', url: `/admin-preview/${code}/${'0'.repeat(32)}` });
      expect(guessed.statusCode).toBe(404);
    });
  });
});
