import { message, messages, type ProductSheetPreview, type ProductSheetResult } from '@seller/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  marketDeliveries,
  platformEvents,
  productContents,
  productOptionUnions,
  products,
} from '../src/db/schema/index.ts';
import { loadCatalog } from '../src/modules/catalog/loader.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { multipart } from './multipart.ts';
import { fillTemplate, productRows, readSheet, type SheetRow } from './product-sheet-rows.ts';

const BRAND = '앨리스 브랜드';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await loadCatalog(ctx.database.db);
  await ctx.database.db.insert(marketDeliveries).values([
    { marketId: 1, name: '기본 유료', feeType: 'CHARGE', defaultFee: 3000 },
    { marketId: 2, name: '밥 배송', feeType: 'FREE' },
  ]);
  // Refuses one combination's memo: a failure inside a product's last step (the atomicity test).
  await ctx.database.db.execute(sql`
    create function refuse_marked_union() returns trigger language plpgsql as $$
    begin
      if new.memo = 'REFUSE' then raise exception 'refused by the test'; end if;
      return new;
    end $$`);
  await ctx.database.db.execute(sql`
    create trigger refuse_marked_union before insert on product_option_unions
    for each row execute function refuse_marked_union()`);
}

describe.each(databaseKinds)('bulk registration by spreadsheet on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let alice = '';
  let bob = '';
  let template: Buffer;

  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/products/sheet/template?category=TOP',
      headers: { 'x-auth-token': alice },
    });
    expect(res.statusCode, res.body).toBe(200);
    template = res.rawPayload;
  });

  const send = (url: string, file: Buffer, token = alice, filename = '상품.xlsx') => {
    const body = multipart([{ name: 'file', filename, data: file }]);
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, 'x-auth-token': token },
    });
  };
  const preview = async (rows: SheetRow[], token = alice) => {
    const res = await send('/sw/a/v1/products/sheet/preview', await fillTemplate(template, rows), token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductSheetPreview>();
  };
  const apply = async (file: Buffer) => {
    const res = await send('/sw/a/v1/products/sheet', file);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductSheetResult>();
  };
  const countByName = async (name: string) =>
    (await ctx.database.db.select().from(products).where(eq(products.name, name))).length;

  it("answers a template of the category with the market's names to choose from", async () => {
    const [meta1, meta2, header] = await readSheet(template);
    expect(meta1!.slice(0, 2)).toEqual(['상위 카테고리', '상의']);
    expect(meta2![0]).toBe('사이즈표 종류');
    for (const h of [
      '상품 번호',
      '판매 여부',
      '상품명',
      '필터 색상',
      '고시 제조연월',
      'KC 인증 구분',
      '옵션1 값',
      '재고',
      '배송비 템플릿',
    ])
      expect(header).toContain(h);
    expect(header!.some((h) => h.startsWith('사이즈표 '))).toBe(true);
    const list = await readSheet(template, 1);
    const brandColumn = list[0]!.indexOf('브랜드');
    expect(list.map((r) => r[brandColumn])).toContain(BRAND);
    expect(list.map((r) => r[brandColumn])).not.toContain('밥 브랜드');
    expect(list.map((r) => r[list[0]!.indexOf('배송비 템플릿')]).filter(Boolean)).toEqual([
      '배송비 템플릿',
      '기본 유료',
    ]);
  });

  it('previews valid products and writes nothing', async () => {
    const result = await preview([
      ...productRows('1', BRAND),
      ...productRows('2', BRAND, { '배송비 템플릿': '기본 유료' }, 1),
    ]);
    expect(result).toMatchObject({ category: '상의', products: 2, valid: 2, invalid: 0 });
    expect(result.rows.map((r) => [r.row, r.no, r.problems])).toEqual([
      [4, '1', []],
      [5, '1', []],
      [6, '2', []],
    ]);
    expect(await countByName('린넨 셔츠 1')).toBe(0);
  });

  it("answers each cell's problems in the register order with the form's messages", async () => {
    const result = await preview([
      ...productRows('7', BRAND, {
        '판매 여부': '',
        '노출 여부': '예?',
        브랜드: '밥 브랜드',
        판매가: '12,5',
        '상세 설명': '',
        '할인율(%)': '0.5',
        '고시 제조국': '상품상세 참조',
      }),
      ...productRows(
        '8',
        BRAND,
        {
          '하위 카테고리': '긴팔 티셔츠, 없는 카테고리',
          '필터 색상': '',
          '사이즈표 사이즈': 'M',
          '사이즈표 총길이': '길다',
        },
        1,
      ),
      { '상품 번호': '', 상품명: '번호 없는 행' },
    ]);
    expect(result).toMatchObject({ products: 3, valid: 0, invalid: 3 });
    const [first, second, third, fourth] = result.rows;
    expect(first!.problems).toEqual([
      { column: 'sell', message: messages.product.noSellFlag },
      { column: 'display', message: messages.productSheet.flagYesNo },
      { column: 'brand', message: messages.productSheet.unknownBrand },
      { column: 'price', message: messages.product.priceCommas },
      { column: 'notice:country', message: message('product.noticeNoReference', { field: '제조국', max: 50 }) },
      { column: 'content', message: messages.product.noContent },
    ]);
    expect(second!.problems).toEqual([]);
    expect(third!.problems).toEqual([
      { column: 'subs', message: message('productSheet.unknownSubCategory', { names: '없는 카테고리' }) },
      { column: 'filter:COLOR:COLOR', message: messages.product.noFilter },
      { column: 'size:0', message: messages.product.sizeTableInvalid },
    ]);
    expect(fourth!.problems).toEqual([{ column: 'no', message: messages.productSheet.noNumber }]);
    // The cells come back in column order, as written.
    const nameIndex = result.columns.findIndex((c) => c.key === 'name');
    expect(fourth!.cells[nameIndex]).toBe('번호 없는 행');
  });

  it('registers each valid product with its options, notice fields and details, unpublished until images', async () => {
    const first = productRows('1', BRAND, { 상품명: '일괄 셔츠 하나', '배송비 템플릿': '기본 유료' }, 3);
    // Two rows of its size table, on the rows of its S and M combinations (an empty cm cell reads 0).
    Object.assign(first[0]!, { '사이즈표 사이즈': 'S', '사이즈표 총길이': '66', '사이즈표 가슴 단면': '50.5' });
    Object.assign(first[1]!, { '사이즈표 사이즈': 'M', '사이즈표 총길이': '68', '사이즈표 가슴 단면': '52' });
    const result = await apply(
      await fillTemplate(template, [...first, ...productRows('2', BRAND, { 상품명: '일괄 셔츠 둘', 판매가: '' })]),
    );
    expect(result).toMatchObject({ createdCount: 1, failedCount: 1 });
    expect(result.failed.map((r) => r.row)).toEqual([7, 8]);
    expect(result.failed[0]!.problems).toEqual([{ column: 'price', message: messages.product.noPrice }]);
    const { code } = result.created[0]!;
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/sw/a/v3/products/${code}`,
      headers: { 'x-auth-token': alice },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      name: '일괄 셔츠 하나',
      price: 39000,
      saleRate: 10,
      salePrice: 35100,
      material: '린넨 100%',
      country: '대한민국',
      notice: { madeOn: '2026-10', color: '상품상세 참조', size: '상품상세 참조' },
      kcKind: 'NOT_APPLICABLE',
      tags: ['LINEN', '여름'],
      sellYn: true,
      published: false,
      delivery: { marketDeliveryName: '기본 유료', feeType: 'CHARGE', defaultFee: 3000 },
      content: '<p>시원한 린넨 셔츠입니다.</p><p>세탁기 사용 가능</p>',
      categories: ['TOP-LONG_SLEEVE_TEE'],
      sizeTables: [
        {
          categoryName: '반팔 티셔츠',
          columns: ['사이즈', '총길이', '어깨 너비', '가슴 단면', '소매 길이'],
          rows: [
            ['S', '66', '0', '50.5', '0'],
            ['M', '68', '0', '52', '0'],
          ],
        },
      ],
    });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.code, code));
    expect(row).toMatchObject({ sellYn: false, displayYn: false, pendingFlags: { sellYn: true, displayYn: true } });
    const unions = await ctx.database.db
      .select()
      .from(productOptionUnions)
      .where(eq(productOptionUnions.productId, row!.id));
    expect(unions.map((u) => [u.names, u.stocks]).sort()).toEqual([
      [['블랙', 'L'], 12],
      [['블랙', 'M'], 11],
      [['블랙', 'S'], 10],
    ]);
    expect(await countByName('일괄 셔츠 둘')).toBe(0);
    // Written with its event, as the register path writes one.
    const events = await ctx.database.db.select().from(platformEvents).where(eq(platformEvents.entityId, code));
    expect(events.map((e) => e.type)).toEqual(['product.changed']);
  });

  it('writes nothing of a product whose last step fails, and registers the others', async () => {
    const rows = [
      ...productRows('1', BRAND, { 상품명: '원자성 하나' }, 1),
      ...productRows('2', BRAND, { 상품명: '원자성 둘' }, 2),
      ...productRows('3', BRAND, { 상품명: '원자성 셋' }, 1),
    ];
    rows[2] = { ...rows[2]!, '조합 메모': 'REFUSE' }; // product 2's second combination
    const result = await apply(await fillTemplate(template, rows));
    expect(result.created.map((c) => c.no)).toEqual(['1', '3']);
    expect(result.failed.map((r) => [r.row, r.no])).toEqual([
      [5, '2'],
      [6, '2'],
    ]);
    expect(result.failed[0]!.problems).toEqual([{ column: 'no', message: messages.product.notSaved }]);
    expect(await countByName('원자성 둘')).toBe(0);
    expect(await countByName('원자성 하나')).toBe(1);
    const contents = await ctx.database.db.select().from(productContents).where(eq(productContents.marketId, 1));
    const createdCodes = new Set((await ctx.database.db.select().from(products)).map((p) => p.code));
    expect(contents.every((c) => createdCodes.has(c.code))).toBe(true);
  });

  it('answers the failed rows as a sheet that, fixed, registers them', async () => {
    const result = await apply(
      await fillTemplate(template, [
        ...productRows('1', BRAND, { 상품명: '고칠 셔츠', 판매가: '만원' }, 2),
        ...productRows('2', BRAND, { 상품명: '바로 셔츠' }, 1),
      ]),
    );
    expect(result.createdCount).toBe(1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/products/sheet/failed-rows',
      headers: { 'x-auth-token': alice },
      payload: { category: result.category, sizeCategory: result.sizeCategory, rows: result.failed },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(res.rawPayload);
    const header = sheet[2]!;
    expect(header.at(-1)).toBe('오류');
    expect(sheet[3]![header.indexOf('상품명')]).toBe('고칠 셔츠');
    expect(sheet[3]!.at(-1)).toBe(messages.product.priceNotNumber);
    // Meta, meta, header and the product's two rows.
    expect(sheet.filter((r) => r.some(Boolean))).toHaveLength(5);

    // The seller fixes the price in the sheet they got back and uploads it again.
    const fixed = await fillTemplate(res.rawPayload, [{ 판매가: '10000' }]);
    const again = await apply(fixed);
    expect(again).toMatchObject({ createdCount: 1, failedCount: 0 });
    expect(await countByName('고칠 셔츠')).toBe(1);
  });

  it("keeps to the seller's market and refuses what is not a template", async () => {
    const bobs = await preview(productRows('1', '밥 브랜드', { '배송비 템플릿': '기본 유료' }, 1), bob);
    expect(bobs.rows[0]!.problems).toEqual([{ column: 'delivery', message: messages.productSheet.unknownDelivery }]);
    const none = await send('/sw/a/v1/products/sheet/preview', template, '');
    expect(none.statusCode).toBe(401);
    const text = await send('/sw/a/v1/products/sheet/preview', Buffer.from('a,b'), alice, 'a.csv');
    expect(text.json()).toEqual({ code: 'BAD_REQUEST', message: messages.productSheet.badExtension });
    const blank = await send('/sw/a/v1/products/sheet/preview', template);
    expect(blank.json()).toEqual({ code: 'BAD_REQUEST', message: messages.productSheet.noRows });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/products/sheet/template?category=NOPE',
      headers: { 'x-auth-token': alice },
    });
    expect(unknown.json()).toEqual({ code: 'BAD_REQUEST', message: messages.productSheet.unknownCategory });
    const names = await ctx.database.db
      .select()
      .from(products)
      .where(and(eq(products.marketId, 2)));
    expect(names).toEqual([]);
  });
});
