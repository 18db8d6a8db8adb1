import { COLORS, messages, SIZE_CATEGORIES, TOP_CATEGORIES, allFilterDefs } from '@seller/domain';
import { and, count, eq } from 'drizzle-orm';
import { brands, categories, filters, productCategories, products } from '../src/db/schema/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../src/modules/catalog/loader.ts';
import { resolveCategories, resolveFilters } from '../src/modules/catalog/lookup.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
});

describe.each(databaseKinds)('catalogue API on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
  });
  const auth = (token: string) => ({ 'x-auth-token': token });
  const countFilters = async () => (await ctx.database.db.select({ n: count() }).from(filters))[0]!.n;
  const countCategories = async () => (await ctx.database.db.select({ n: count() }).from(categories))[0]!.n;
  const knit = and(eq(categories.main, 'TOP'), eq(categories.sub, 'KNIT'));

  describe('loading', () => {
    it('holds every category and catalogue filter once, and loading again changes nothing', async () => {
      const subs = TOP_CATEGORIES.reduce((n, t) => n + t.subs.length, 0);
      expect(await countCategories()).toBe(21 + subs);
      const filtersBefore = await countFilters();
      expect(filtersBefore).toBeGreaterThanOrEqual(allFilterDefs().length);
      await loadCatalog(ctx.database.db);
      expect(await countCategories()).toBe(21 + subs);
      expect(await countFilters()).toBe(filtersBefore);
    });

    it('restores a renamed category name from the domain data', async () => {
      await ctx.database.db.update(categories).set({ name: '옛 이름' }).where(knit);
      await loadCatalog(ctx.database.db);
      const [row] = await ctx.database.db.select({ name: categories.name }).from(categories).where(knit);
      expect(row!.name).toBe('니트');
    });
  });

  describe('GET /sw/a/v1/categories', () => {
    it('lists the 21 tops in order, each with its subs and their ids', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/categories', headers: auth(alice) });
      expect(res.statusCode).toBe(200);
      const tops = res.json() as {
        id: number;
        main: string;
        name: string;
        subs: { id: number; parentCategoryId: number; sub: string; subName: string }[];
      }[];
      expect(tops.map((t) => t.main)).toEqual(TOP_CATEGORIES.map((t) => t.code));
      expect(tops[0]!.name).toBe('브라');
      expect(tops[0]!.subs.map((s) => s.subName).slice(0, 8)).toEqual([
        'A컵',
        'B컵',
        'C컵',
        'D컵',
        'E컵',
        'F컵',
        'G컵',
        'H컵 이상',
      ]);
      for (const top of tops) {
        expect(top.subs.length).toBeGreaterThan(0);
        for (const sub of top.subs) expect(sub.parentCategoryId).toBe(top.id);
      }
    });

    it('needs a token', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/categories' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.auth.unauthorized);
    });
  });

  describe('POST /sw/a/v1/category/find', () => {
    it('resolves a pair given by codes, as a form', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/category/find',
        ...form({ main: 'TOP', sub: 'KNIT' }, auth(alice)),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        main: 'TOP',
        sub: 'KNIT',
        mainName: '상의',
        subName: '니트',
        sizeCategoryCode: 'KNIT',
      });
      const [row] = await resolveCategories(ctx.database.db, [body.id]);
      expect(row).toEqual({ id: body.id, main: 'TOP', sub: 'KNIT', parentCategoryId: body.parentCategoryId });
      const [top] = await resolveCategories(ctx.database.db, [body.parentCategoryId]);
      expect(top).toMatchObject({ main: 'TOP', sub: null, parentCategoryId: null });
    });

    it('resolves a pair given by Korean names, as JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/category/find',
        headers: auth(alice),
        payload: { main: '브라', sub: 'H컵 이상' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ main: 'BRA', sub: 'H_CUP_PLUS', sizeCategoryCode: 'BRA' });
    });

    it('refuses a missing sub (400) and an unknown pair (404) with Korean messages', async () => {
      const missing = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/category/find',
        ...form({ main: 'TOP' }, auth(alice)),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(messages.catalog.subRequired);
      const blank = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/category/find',
        ...form({ main: ' ', sub: 'KNIT' }, auth(alice)),
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe(messages.catalog.mainRequired);
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/category/find',
        ...form({ main: 'TOP', sub: 'A_CUP' }, auth(alice)),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(messages.catalog.categoryNotFound);
    });

    it('needs a token', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/category/find',
        ...form({ main: 'TOP', sub: 'KNIT' }),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /sw/a/v1/filters', () => {
    it('answers the groups of a top category with 21 hex colours first', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/filters?categoryMain=BRA',
        headers: auth(alice),
      });
      expect(res.statusCode).toBe(200);
      const groups = res.json() as {
        main: string;
        name: string;
        subs: { sub: string; values: { value: string; hex: string | null; custom: boolean }[] }[];
      }[];
      expect(groups.map((g) => g.name)).toEqual(['색상', '스타일', '용도', '연령/체형', '패턴/소재', '수축성']);
      const colours = groups[0]!.subs[0]!.values;
      expect(colours.map((c) => [c.value, c.hex])).toEqual(COLORS.map((c) => [c.name, c.hex]));
      expect(groups[1]!.subs.map((s) => s.sub)).toEqual(['MOOD', 'PAD', 'TYPE', 'DETAIL']);
      expect(groups[5]!.subs[0]!.values.map((v) => v.value)).toEqual([
        '없음',
        '거의 없음',
        '보통',
        '약간 있음',
        '있음',
      ]);
    });

    it('shows the extra groups of shoes and hats', async () => {
      const shoes = (
        await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/filters?categoryMain=SHOES', headers: auth(alice) })
      ).json();
      expect(shoes.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['무게', '쿠션', '굽 높이']));
      const hats = (
        await ctx.app.inject({
          method: 'GET',
          url: '/sw/a/v1/filters?categoryMain=%EB%AA%A8%EC%9E%90',
          headers: auth(alice),
        })
      ).json();
      expect(hats.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['모자 깊이', '챙 길이']));
    });

    it('refuses an unknown or missing category', async () => {
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/filters?categoryMain=NOPE',
        headers: auth(alice),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(messages.catalog.categoryNotFound);
      const missing = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/filters', headers: auth(alice) });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(messages.catalog.mainRequired);
    });

    it('needs a token and refuses another market', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/filters?categoryMain=TOP' })).statusCode).toBe(401);
      const other = await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/filters?categoryMain=TOP&marketId=2',
        headers: auth(alice),
      });
      expect(other.statusCode).toBe(403);
    });
  });

  describe('POST /sw/a/v1/filter (add a value) and filter/find', () => {
    it('adds a value visible only to the adding market, and adding it again answers the same id', async () => {
      const before = await countFilters();
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter',
        ...form({ category: 'TOP', main: 'STYLE', sub: 'MOOD', value: ' 아메카지 ' }, auth(alice)),
      });
      expect(added.statusCode).toBe(201);
      const { id } = added.json();
      expect(await countFilters()).toBe(before + 1);

      const again = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter',
        headers: auth(alice),
        payload: { category: 'TOP', main: 'STYLE', sub: 'MOOD', value: '아메카지' },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ id });
      expect(await countFilters()).toBe(before + 1);

      const aliceGroups = (
        await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/filters?categoryMain=TOP', headers: auth(alice) })
      ).json();
      const aliceMood = aliceGroups
        .find((g: { main: string }) => g.main === 'STYLE')
        .subs.find((s: { sub: string }) => s.sub === 'MOOD').values;
      expect(aliceMood.at(-1)).toEqual({
        id,
        category: 'TOP',
        main: 'STYLE',
        sub: 'MOOD',
        value: '아메카지',
        hex: null,
        custom: true,
      });

      const bobGroups = (
        await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/filters?categoryMain=TOP', headers: auth(bob) })
      ).json();
      const bobMood = bobGroups
        .find((g: { main: string }) => g.main === 'STYLE')
        .subs.find((s: { sub: string }) => s.sub === 'MOOD').values;
      expect(bobMood.map((v: { value: string }) => v.value)).not.toContain('아메카지');

      const bobFind = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter/find',
        ...form({ name: '아메카지' }, auth(bob)),
      });
      expect(bobFind.json()).toEqual([]);
      expect(await resolveFilters(ctx.database.db, 2, [id])).toEqual([]);
      expect(await resolveFilters(ctx.database.db, 1, [id])).toEqual([
        { id, category: 'TOP', main: 'STYLE', sub: 'MOOD', value: '아메카지' },
      ]);

      // Bob adding the same text gets a value of his own.
      const bobAdd = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter',
        ...form({ category: 'TOP', main: 'STYLE', sub: 'MOOD', value: '아메카지' }, auth(bob)),
      });
      expect(bobAdd.statusCode).toBe(201);
      expect(bobAdd.json().id).not.toBe(id);
    });

    it('answers the catalogue id for a value the catalogue already has, writing nothing', async () => {
      const before = await countFilters();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter',
        ...form({ category: 'TOP', main: 'STYLE', sub: 'MOOD', value: '캐주얼' }, auth(alice)),
      });
      expect(res.statusCode).toBe(200);
      const [found] = await resolveFilters(ctx.database.db, 1, [res.json().id]);
      expect(found).toMatchObject({ category: 'TOP', value: '캐주얼' });
      expect(await countFilters()).toBe(before);
    });

    it.each([
      [{ category: 'NOPE', main: 'STYLE', sub: 'MOOD', value: '새 값' }, messages.catalog.categoryNotFound],
      [{ category: 'TOP', main: 'CUSHION', sub: 'LEVEL', value: '새 값' }, messages.catalog.filterGroupInvalid],
      [{ category: 'TOP', main: 'STYLE', sub: 'PAD', value: '새 값' }, messages.catalog.filterGroupInvalid],
      [{ category: 'TOP', main: 'COLOR', sub: 'COLOR', value: '형광' }, messages.catalog.filterColorFixed],
      [{ category: 'TOP', main: 'STYLE', sub: 'MOOD', value: '   ' }, messages.catalog.filterValueRequired],
      [{ category: 'TOP', main: 'STYLE', sub: 'MOOD', value: '가'.repeat(31) }, messages.catalog.filterValueTooLong],
      [{ main: 'STYLE', sub: 'MOOD', value: '새 값' }, messages.catalog.mainRequired],
    ])('refuses %j with its message, writing nothing', async (body, text) => {
      const before = await countFilters();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter',
        ...form(body as Record<string, string>, auth(alice)),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
      expect(await countFilters()).toBe(before);
    });

    it('limits the values one market adds to one attribute', async () => {
      for (let i = 0; i < 50; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/sw/a/v1/filter',
          headers: auth(bob),
          payload: { category: 'BAG', main: 'STYLE', sub: 'DETAIL', value: `디테일 ${i}` },
        });
        expect(res.statusCode).toBe(201);
      }
      const before = await countFilters();
      const over = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter',
        headers: auth(bob),
        payload: { category: 'BAG', main: 'STYLE', sub: 'DETAIL', value: '한 개 더' },
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe('한 항목에 추가할 수 있는 필터 값은 50개까지입니다.');
      expect(await countFilters()).toBe(before);
    });

    it('needs a token and refuses another market named in the body', async () => {
      const before = await countFilters();
      const none = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter',
        ...form({ category: 'TOP', main: 'STYLE', sub: 'MOOD', value: '토큰 없음' }),
      });
      expect(none.statusCode).toBe(401);
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter',
        ...form({ category: 'TOP', main: 'STYLE', sub: 'MOOD', value: '남의 마켓', marketId: '2' }, auth(alice)),
      });
      expect(other.statusCode).toBe(403);
      expect(await countFilters()).toBe(before);
    });

    it('finds values by name, narrowed by category, group and attribute', async () => {
      const all = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter/find',
        ...form({ name: '블랙', productCode: 'P0000000000000' }, auth(alice)),
      });
      expect(all.statusCode).toBe(200);
      const rows = all.json() as { category: string; value: string; hex: string }[];
      expect(rows.length).toBe(20); // every top category but food has the colour
      expect(rows.every((r) => r.value === '블랙' && r.hex === '#000000')).toBe(true);
      expect(rows[0]!.category).toBe('BRA');

      const narrowed = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter/find',
        ...form({ name: '초반', category: '상의', main: 'AGE_BODY', sub: 'AGE' }, auth(alice)),
      });
      expect(narrowed.json().map((r: { value: string }) => r.value)).toEqual([
        '10대 초반',
        '20대 초반',
        '30대 초반',
        '40대 초반',
        '50대 이상 초반',
      ]);
    });

    it("narrows the find to a saved product's top category, never to another market's product", async () => {
      const { db } = ctx.database;
      const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
      const shoes = (
        await ctx.app.inject({
          method: 'POST',
          url: '/sw/a/v1/category/find',
          ...form({ main: 'SHOES', sub: 'SNEAKERS' }, auth(alice)),
        })
      ).json();
      const delivery = {
        marketDeliveryId: null,
        marketDeliveryName: '',
        feeType: 'FREE',
        defaultFee: 0,
        intCondition: 0,
        islandMountainFee: 0,
        jejuFee: 0,
        international: false,
      };
      const [product] = await db
        .insert(products)
        .values({
          marketId: 1,
          code: 'PCATALOG0000001',
          name: '러닝화',
          brandId: brand!.id,
          price: 10000,
          salePrice: 10000,
          sellYn: true,
          displayYn: true,
          delivery,
        })
        .returning({ id: products.id });
      await db
        .insert(productCategories)
        .values({ productId: product!.id, categoryId: shoes.id, parentCategoryId: shoes.parentCategoryId });

      const own = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter/find',
        ...form({ name: '블랙', productCode: 'PCATALOG0000001' }, auth(alice)),
      });
      expect(own.json().map((r: { category: string }) => r.category)).toEqual(['SHOES']);
      const heel = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter/find',
        ...form({ name: '낮음', productCode: 'PCATALOG0000001' }, auth(alice)),
      });
      expect(heel.json().map((r: { main: string; value: string }) => `${r.main}:${r.value}`)).toEqual([
        'HEEL_HEIGHT:낮음(1~3cm)',
      ]);

      // Bob naming Alice's product learns nothing from it: his search is not narrowed.
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter/find',
        ...form({ name: '블랙', productCode: 'PCATALOG0000001' }, auth(bob)),
      });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toHaveLength(20);
    });

    it('refuses a find without a name or with an unknown category', async () => {
      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter/find',
        ...form({ productCode: 'P1', name: '' }, auth(alice)),
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(messages.catalog.filterNameRequired);
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter/find',
        ...form({ name: '블랙', category: 'NOPE' }, auth(alice)),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(messages.catalog.categoryNotFound);
    });

    it('needs a token and refuses another market for find', async () => {
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/sw/a/v1/filter/find', ...form({ name: '블랙' }) })).statusCode,
      ).toBe(401);
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/filter/find',
        ...form({ name: '블랙', marketId: '2' }, auth(alice)),
      });
      expect(other.statusCode).toBe(403);
    });
  });

  describe('GET /sw/a/v1/brands', () => {
    it("lists only the brands linked to the seller's market", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/brands?marketId=1', headers: auth(alice) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ id: expect.any(Number), koName: '앨리스 브랜드' }]);
      const bobs = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/brands?marketId=2', headers: auth(bob) });
      expect(bobs.json().map((b: { koName: string }) => b.koName)).toEqual(['밥 브랜드']);
    });

    it('refuses another market (403), a bad id (400) and no token (401)', async () => {
      const other = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/brands?marketId=2', headers: auth(alice) });
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(messages.common.forbiddenMarket);
      const bad = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/brands?marketId=abc', headers: auth(alice) });
      expect(bad.statusCode).toBe(400);
      const missing = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/brands', headers: auth(alice) });
      expect(missing.statusCode).toBe(400);
      expect((await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/brands?marketId=1' })).statusCode).toBe(401);
    });
  });

  describe('GET /sw/a/v1/size-categories', () => {
    it('lists all size categories with templates', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/size-categories', headers: auth(alice) });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { code: string }) => c.code)).toEqual(SIZE_CATEGORIES.map((c) => c.code));
    });

    it('answers the size category of a pair, with its blank template', async () => {
      const bra = await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/size-categories?main=BRA&sub=C_CUP',
        headers: auth(alice),
      });
      expect(bra.json()).toEqual([
        expect.objectContaining({
          code: 'BRA',
          illustrationUrl: '/size-illustrations/BRA.svg',
          template: {
            code: 'BRA',
            categoryName: '브라',
            columns: ['사이즈', '총길이', '날개 길이', '날개 높이', '컵 높이', '컵 너비', '후크 길이', '후크 높이'],
            rows: [['', 0, 0, 0, 0, 0, 0, 0]],
          },
        }),
      ]);
      const gloves = (
        await ctx.app.inject({
          method: 'GET',
          url: '/sw/a/v1/size-categories?main=GEAR&sub=GLOVES',
          headers: auth(alice),
        })
      ).json();
      expect(gloves[0].template.rows).toEqual([['', '', '']]);
      const food = (
        await ctx.app.inject({
          method: 'GET',
          url: '/sw/a/v1/size-categories?main=FOOD&sub=SNACK',
          headers: auth(alice),
        })
      ).json();
      expect(food[0].template.columns).toEqual(['사이즈']);
      const shoes = (
        await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/size-categories?main=SHOES', headers: auth(alice) })
      ).json();
      expect(shoes.map((c: { code: string }) => c.code)).toEqual(['SHOES', 'BOOTS', 'SANDALS']);
    });

    it('refuses a sub without its top and an unknown pair', async () => {
      const lone = await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/size-categories?sub=KNIT',
        headers: auth(alice),
      });
      expect(lone.statusCode).toBe(400);
      expect(lone.json().message).toBe(messages.catalog.sizeQueryNeedsMain);
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/size-categories?main=TOP&sub=A_CUP',
        headers: auth(alice),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(messages.catalog.categoryNotFound);
    });

    it('needs a token', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/size-categories' })).statusCode).toBe(401);
    });
  });
});
