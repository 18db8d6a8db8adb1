import { messages } from '@seller/domain';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productOptionUnions, products } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { insertProducts } from './product-rows.ts';

/** 25 products in market 1 over 25 days (one a day, newest P-25), 3 in market 2. */
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 3, 0, 0)); // 12:00 in Seoul
async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await insertProducts(
    ctx.database.db,
    Array.from({ length: 25 }, (_, i) => {
      const n = i + 1;
      return {
        marketId: 1,
        code: `P-${String(n).padStart(2, '0')}`,
        name: n % 5 === 0 ? `세일 브라 ${n}` : `상품_${String.fromCharCode(64 + n)}`,
        price: 10000 + n * 100,
        salePrice: 9000 + n * 100,
        sellYn: n % 2 === 0,
        displayYn: n % 3 !== 0,
        createdAt: day(n),
        mainImageUrl: n <= 3 ? `/files/product/${n}/main.png` : undefined,
      };
    }),
  );
  await insertProducts(
    ctx.database.db,
    [1, 2, 3].map((n) => ({ marketId: 2, code: `Q-${n}`, name: `세일 브라 밥 ${n}`, createdAt: day(n) })),
  );
}

describe.each(databaseKinds)('product management list on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let token = '';
  const get = async (
    url: string,
    query: Record<string, string | number | boolean> = {},
    who: string | null = 'alice',
  ) => {
    if (who === 'alice' && !token) token = await login(ctx.app, 'alice', PASSWORD);
    const headers: Record<string, string> =
      who === 'alice' ? { 'x-auth-token': token } : who ? { 'x-auth-token': await login(ctx.app, who, PASSWORD) } : {};
    return ctx.app.inject({
      method: 'GET',
      url,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers,
    });
  };
  const list = '/sw/a/v1/markets/1/products';
  const codes = (res: { json: () => { products: { code: string }[] } }) => res.json().products.map((p) => p.code);

  it('answers the newest page first with the row fields of the spec', async () => {
    const res = await get(list, { size: 10, page: 1 });
    expect(res.statusCode).toBe(200);
    expect(codes(res)).toEqual(['P-25', 'P-24', 'P-23', 'P-22', 'P-21', 'P-20', 'P-19', 'P-18', 'P-17', 'P-16']);
    const first = res.json().products[0];
    expect(first).toEqual({
      id: expect.any(Number),
      code: 'P-25',
      timestamp: day(25).toISOString(),
      mainImage: null,
      name: '세일 브라 25',
      price: 11500,
      netPrice: 12500,
      sell: false,
      display: true,
    });
    const third = await get(list, { size: 10, page: 3 });
    expect(codes(third)).toEqual(['P-05', 'P-04', 'P-03', 'P-02', 'P-01']);
    expect(third.json().products[2].mainImage).toEqual({ url: '/files/product/3/main.png' });
    expect(codes(await get(list, { size: 10, page: 4 }))).toEqual([]);
  });

  it('walks the same order by cursor (lastProductId) as by page, for every sort', async () => {
    for (const sort of ['timestamp', 'name', 'sell', 'display']) {
      for (const order of ['asc', 'desc']) {
        const byPage: string[] = [];
        for (let page = 1; page <= 3; page++) byPage.push(...codes(await get(list, { size: 10, page, sort, order })));
        const byCursor: string[] = [];
        let last: number | undefined;
        for (;;) {
          const res = await get(list, { size: 7, sort, order, ...(last ? { lastProductId: last } : {}) });
          const rows = res.json().products as { id: number; code: string }[];
          byCursor.push(...rows.map((r) => r.code));
          if (rows.length < 7) break;
          last = rows[rows.length - 1]!.id;
        }
        expect(byCursor, `${sort} ${order}`).toEqual(byPage);
        expect(new Set(byPage).size).toBe(25);
      }
    }
  });

  it('sorts by name, sell flag and display flag', async () => {
    const byName = codes(await get(list, { size: 100, sort: 'name', order: 'asc' }));
    expect(byName.slice(0, 2)).toEqual(['P-01', 'P-02']);
    expect(byName.slice(-5)).toEqual(['P-10', 'P-15', 'P-20', 'P-25', 'P-05']);
    const bySell = (await get(list, { size: 100, sort: 'sell', order: 'desc' })).json().products;
    expect(bySell.slice(0, 12).every((p: { sell: boolean }) => p.sell)).toBe(true);
    expect(bySell[0].code).toBe('P-24');
    const byDisplay = (await get(list, { size: 100, sort: 'display', order: 'asc' })).json().products;
    expect(byDisplay.slice(0, 8).every((p: { display: boolean }) => !p.display)).toBe(true);
  });

  it('filters by period (Seoul days, both ends), sell, display and name, and counts the same', async () => {
    const cases: [Record<string, string | boolean>, string[]][] = [
      [{ startDate: '2026-01-03', endDate: '2026-01-05' }, ['P-05', 'P-04', 'P-03']],
      [{ sell: true, display: false }, ['P-24', 'P-18', 'P-12', 'P-06']],
      [{ name: '세일 브라' }, ['P-25', 'P-20', 'P-15', 'P-10', 'P-05']],
      [
        { name: '_' },
        Array.from({ length: 25 }, (_, i) => `P-${String(25 - i).padStart(2, '0')}`).filter(
          (c) => Number(c.slice(2)) % 5 !== 0,
        ),
      ],
      [{ name: '100%' }, []],
      [{ name: '상품_a' }, ['P-01']],
    ];
    for (const [filter, expected] of cases) {
      expect(codes(await get(list, { size: 100, ...filter })), JSON.stringify(filter)).toEqual(expected);
      const count = await get(`${list}/count`, filter);
      expect(count.statusCode).toBe(200);
      expect(count.json()).toBe(expected.length);
    }
  });

  it('answers the form search with one page and the total (bundle picker)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: list,
      headers: { 'x-auth-token': token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        market: '1',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        sell: 'true',
        name: '세일',
        size: '2',
        page: '1',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(codes(res)).toEqual(['P-20', 'P-10']);
  });

  it.each([
    [{ size: 0 }],
    [{ size: 101 }],
    [{ page: 0 }],
    [{ sort: 'price' }],
    [{ startDate: '2026-13-01' }],
    [{ sell: 'maybe' }],
  ])('refuses bad input %o with 400 and a Korean message', async (query) => {
    const res = await get(list, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('refuses a period whose start is after its end with the spec message', async () => {
    for (const url of [list, `${list}/count`, `${list}/export`]) {
      const res = await get(url, { startDate: '2026-02-01', endDate: '2026-01-01' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.search.invalidPeriod);
    }
  });

  it('answers 401 without a token and 403 for another market, and never shows another market’s rows', async () => {
    for (const url of [list, `${list}/count`, `${list}/export`]) {
      expect((await get(url, {}, null)).statusCode).toBe(401);
      const other = await get(url.replace('/markets/1/', '/markets/2/'));
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(messages.common.forbiddenMarket);
    }
    const form = await ctx.app.inject({
      method: 'POST',
      url: list,
      headers: { 'x-auth-token': token },
      payload: { market: 2 },
    });
    expect(form.statusCode).toBe(403);
    expect(codes(await get(list, { size: 100 }))).not.toContain('Q-1');
    // A cursor naming another market's product finds no anchor: no rows leak.
    const [bobProduct] = await ctx.database.db.select().from(products).where(eq(products.code, 'Q-1'));
    expect(codes(await get(list, { lastProductId: bobProduct!.id }))).toEqual([]);
  });

  it('품절 임박: only products whose active stock is above 0 and at most their threshold (default 5) (issue 35 §6)', async () => {
    const db = ctx.database.db;
    const idOf = async (code: string) => (await db.select().from(products).where(eq(products.code, code)))[0]!.id;
    const union = async (code: string, stocks: number, deleted = false) =>
      db
        .insert(productOptionUnions)
        .values({ productId: await idOf(code), names: [`${stocks}`], valueIds: [], stocks, deleted });
    await union('P-01', 3); // 3 of 5: low
    await union('P-02', 0); // sold out: not low, it is 품절
    await union('P-03', 4);
    await union('P-03', 6); // 10 of 5: not low
    await union('P-04', 20);
    await union('P-04', 50, true); // 20 active of its own 25: low (the deleted one does not count)
    await db.update(products).set({ lowStockThreshold: 25 }).where(eq(products.code, 'P-04'));
    await union('P-05', 5); // 5 of 5: low (at the threshold)
    const low = await get(list, { lowStock: true, size: 100, sort: 'name', order: 'asc' });
    expect(low.statusCode).toBe(200);
    expect(codes(low).sort()).toEqual(['P-01', 'P-04', 'P-05']);
    expect((await get(`${list}/count`, { lowStock: true })).json()).toBe(3);
    expect(codes(await get(list, { lowStock: false, size: 100 }))).toHaveLength(25);
    expect((await get('/sw/a/v1/markets/2/products', { lowStock: true })).statusCode).toBe(403);
  });

  it('exports the search as .xlsx with one sheet Report, a header row and the list order', async () => {
    await ctx.database.db
      .update(products)
      .set({ kcKind: 'KC_CERTIFICATION', kcNumber: 'CB061R1234-5001', kcAgency: 'KTR' })
      .where(eq(products.code, 'P-02'));
    const res = await get(`${list}/export`, { sell: true, sort: 'name', order: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Report']);
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '상품코드',
      '상품명',
      '대표 이미지',
      '판매 상태',
      '진열 상태',
      '등록일',
      '판매가',
      '할인가',
      'KC 인증 구분',
      'KC 인증번호',
      'KC 인증기관',
      '상품정보제공고시',
    ]);
    expect(sheet.rowCount).toBe(13);
    // The main image's whole address, the prices as numbers with thousands separators, the KC (issue 35 §2, §6).
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'P-02',
      '상품_B',
      'http://localhost/files/product/2/main.png',
      '판매',
      '진열',
      '2026-01-02 12:00',
      10200,
      9200,
      'KC 인증',
      'CB061R1234-5001',
      'KTR',
    ]);
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('#,##0');
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('#,##0');
  });

  describe('bulk sell/display flags', () => {
    const put = async (payload: unknown, who: string | null = 'alice') =>
      ctx.app.inject({
        method: 'PUT',
        url: '/sw/a/v1/products/flags',
        payload: payload as object,
        headers: who ? { 'x-auth-token': await login(ctx.app, who, PASSWORD) } : {},
      });
    const flags = async (codeList: string[]) =>
      (
        await ctx.database.db
          .select({ code: products.code, sell: products.sellYn, display: products.displayYn })
          .from(products)
          .where(inArray(products.code, codeList))
      ).sort((a, b) => a.code.localeCompare(b.code));

    it('sets the sell flag, the display flag or both for every listed product', async () => {
      const res = await put({ productCodes: ['P-01', 'P-03'], sell: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ updated: 2, productCodes: ['P-01', 'P-03'] });
      expect(await flags(['P-01', 'P-03'])).toEqual([
        { code: 'P-01', sell: true, display: true },
        { code: 'P-03', sell: true, display: false },
      ]);
      expect((await put({ productCodes: ['P-01', 'P-03'], sell: false, display: false })).statusCode).toBe(200);
      expect(await flags(['P-01', 'P-03'])).toEqual([
        { code: 'P-01', sell: false, display: false },
        { code: 'P-03', sell: false, display: false },
      ]);
    });

    it.each([
      [{ productCodes: [], sell: true }, messages.productManage.noSelection],
      [{ productCodes: ['P-01'] }, messages.productManage.flagsRequired],
    ])('refuses %o with 400', async (payload, text) => {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    });

    it('refuses the whole change when a product is another market’s, and answers 401 without a token', async () => {
      const before = await flags(['P-05', 'Q-1']);
      const res = await put({ productCodes: ['P-05', 'Q-1'], display: false });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('Q-1');
      expect(await flags(['P-05', 'Q-1'])).toEqual(before);
      expect((await put({ productCodes: ['P-05'], sell: true }, null)).statusCode).toBe(401);
      expect((await put({ productCodes: ['P-05'], sell: true }, 'bob')).statusCode).toBe(404);
    });
  });
});
