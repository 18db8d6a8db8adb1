import * as XLSX from '@e965/xlsx';
import { CARRIER_CODES, MAX_UNPAGED_ROWS, message, messages, type OrderStatus } from '@seller/domain';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orders, qnas } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { insertProducts, WEAR_NOTICE } from './product-rows.ts';

/**
 * Calls as a client written from the spec alone makes them (issue 12): forms urlencoded or as a
 * browser's FormData, blanks for "all", no page where the spec has none.
 */

const DAY = 86_400_000;
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const seoulDaysAgo = (days: number) => new Date(Date.now() + 9 * 3_600_000 - days * DAY).toISOString().slice(0, 10);

type Fields = Record<string, string>;

/** A browser form: `application/x-www-form-urlencoded`. */
const urlencoded = (fields: Fields) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** A browser's `FormData` body (multipart/form-data), encoded as fetch encodes it. */
async function formData(fields: Fields) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

const QNA_COUNT = 15;
/** Orders of market 1 whose delivery info a client saves. */
const ORDER_PLAN: [string, OrderStatus][] = [
  ['S001', 'PAID'],
  ['S002', 'PACKAGING'],
  ['S003', 'PACKAGING'],
  ['S004', 'PAID'],
  ['S005', 'PACKAGING'],
];
const PRODUCT_COUNT = 70;

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await ctx.app.services.admin.admitSeller({
    secondStepOptional: true,
    loginId: 'carol',
    password: PASSWORD,
    name: '캐럴',
    marketId: 1,
  });
  const now = Date.now();
  await ctx.database.db.insert(qnas).values(
    Array.from({ length: QNA_COUNT }, (_, i) => ({
      marketId: 1,
      type: i % 2 === 0 ? 'DELIVERY' : 'PAYMENT',
      content: `문의 ${i}`,
      createdAt: new Date(now - (i + 1) * 3_600_000),
    })),
  );
  // Market 2 holds more unanswered inquiries than one unpaged answer may carry.
  await ctx.database.db.insert(qnas).values(
    Array.from({ length: MAX_UNPAGED_ROWS + 1 }, (_, i) => ({
      marketId: 2,
      type: 'ETC',
      content: `밥 문의 ${i}`,
      createdAt: new Date(now - (i + 1) * 60_000),
    })),
  );
  const random = createRandom(12);
  await ctx.database.db
    .insert(orders)
    .values(
      ORDER_PLAN.map(
        ([code, status], i) => makeOrder(random, 1, code, status, new Date(now - (i + 1) * DAY), new Date(now)).order,
      ),
    );
  await insertProducts(
    ctx.database.db,
    Array.from({ length: PRODUCT_COUNT }, (_, i) => ({
      marketId: 1,
      code: `SF202611010000000${String(i).padStart(2, '0')}`,
      name: i < 5 ? `검색용 브라 ${i}` : `상품 ${i}`,
      sellYn: i % 2 === 0,
      createdAt: new Date(now - (i + 1) * 60_000),
    })),
  );
  // Market 2 holds more products than one unpaged answer may carry.
  await insertProducts(
    ctx.database.db,
    Array.from({ length: MAX_UNPAGED_ROWS + 1 }, (_, i) => ({
      marketId: 2,
      code: `BB${String(i).padStart(15, '0')}`,
      createdAt: new Date(now - (i + 1) * 60_000),
    })),
  );
}

describe.each(databaseKinds)('a client written from the spec, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    token: string,
    body?: { payload: unknown; headers: Fields },
  ) =>
    ctx.app.inject({
      method,
      url,
      ...(body ? { payload: body.payload as string } : {}),
      headers: { ...(body?.headers ?? {}), 'x-auth-token': token },
    });

  describe('POST /sw/a/v1/qnas (form marketId, startDate, endDate, replyYn, type)', () => {
    const spec = { marketId: '1', startDate: seoulDaysAgo(365), endDate: seoulToday(), replyYn: 'false', type: '' };

    it('answers every match as a list when no page is sent, urlencoded or as FormData', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      for (const body of [urlencoded(spec), await formData(spec)]) {
        const res = await call('POST', '/sw/a/v1/qnas', token, body);
        expect(res.statusCode).toBe(200);
        const list = res.json();
        expect(Array.isArray(list)).toBe(true);
        expect(list).toHaveLength(QNA_COUNT);
        expect(list[0]).toMatchObject({ content: '문의 0', replyYn: false });
      }
    });

    it('still pages for the screens when page and size are sent', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const res = await call('POST', '/sw/a/v1/qnas', token, urlencoded({ ...spec, page: '2', size: '10' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(QNA_COUNT);
      expect(res.json().qnas).toHaveLength(QNA_COUNT - 10);
    });

    it('refuses, never cuts short, a search with more matches than one answer carries', async () => {
      const token = await login(ctx.app, 'bob', PASSWORD);
      const res = await call('POST', '/sw/a/v1/qnas', token, urlencoded({ marketId: '2', replyYn: 'false' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'TOO_MANY_RESULTS',
        message: message('paging.tooManyResults', { max: MAX_UNPAGED_ROWS }),
      });
      const paged = await call('POST', '/sw/a/v1/qnas', token, urlencoded({ marketId: '2', page: '1', size: '100' }));
      expect(paged.json().total).toBe(MAX_UNPAGED_ROWS + 1);
    });
  });

  describe('POST /sw/a/v1/markets/{market}/products (form market, startDate, endDate, optional sell, display, name)', () => {
    const spec = { market: '1', startDate: seoulDaysAgo(730), endDate: seoulToday() };

    it('answers every match without a page, also as FormData and with blanks for "all"', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const blanks = { ...spec, sell: '', display: '', name: '' };
      for (const body of [urlencoded(spec), urlencoded(blanks), await formData(blanks)]) {
        const res = await call('POST', '/sw/a/v1/markets/1/products', token, body);
        expect(res.statusCode).toBe(200);
        expect(res.json().total).toBe(PRODUCT_COUNT);
        expect(res.json().products).toHaveLength(PRODUCT_COUNT);
      }
      const onSale = await call('POST', '/sw/a/v1/markets/1/products', token, urlencoded({ ...spec, sell: 'true' }));
      expect(onSale.json().products).toHaveLength(PRODUCT_COUNT / 2);
      const named = await call('POST', '/sw/a/v1/markets/1/products', token, await formData({ ...spec, name: '브라' }));
      expect(named.json().products).toHaveLength(5);
    });

    it('refuses, never cuts short, a search with more matches than one answer carries', async () => {
      const token = await login(ctx.app, 'bob', PASSWORD);
      const res = await call('POST', '/sw/a/v1/markets/2/products', token, await formData({ market: '2' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'TOO_MANY_RESULTS',
        message: message('paging.tooManyResults', { max: MAX_UNPAGED_ROWS }),
      });
      const paged = await call('POST', '/sw/a/v1/markets/2/products', token, urlencoded({ market: '2', page: '101' }));
      expect(paged.json()).toMatchObject({ total: MAX_UNPAGED_ROWS + 1 });
      expect(paged.json().products).toHaveLength(1);
    });

    it('pages as before when page and size are sent (the bundle picker)', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const res = await call(
        'POST',
        '/sw/a/v1/markets/1/products',
        token,
        urlencoded({ ...spec, page: '7', size: '10' }),
      );
      expect(res.json().total).toBe(PRODUCT_COUNT);
      expect(res.json().products).toHaveLength(10);
    });
  });

  describe("bundle create and update with exactly the spec's fields", () => {
    const spec = (patch: Record<string, unknown> = {}) => ({
      activated: true,
      startDateTime: '2026-12-01T00:00:00',
      endDateTime: '2026-12-31T23:59:59',
      eventName: '연말 묶음 배송',
      description: '함께 사면 배송비 한 번',
      feeType: 'FREE_BY_TOTAL_PRICE',
      intCondition: 50000,
      productCodes: ['SF20261101000000000', 'SF20261101000000001'],
      ...patch,
    });
    const json = (payload: unknown) => ({ payload, headers: { 'content-type': 'application/json' } });

    it("takes the market's usual fee when deliveryFee is left out, for every fee type", async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const refused = await call('POST', '/sw/a/v1/bundle-delivery', token, json(spec()));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(messages.bundle.deliveryFeeUnknown);

      const templates = await ctx.app.inject({
        method: 'PUT',
        url: '/sw/a/v1/markets/1/deliveries',
        headers: { 'x-auth-token': token },
        payload: [
          { marketDeliveryId: null, marketDeliveryName: '무료', feeType: 'FREE', defaultFee: 0, intCondition: 0 },
          { marketDeliveryId: null, marketDeliveryName: '기본', feeType: 'CHARGE', defaultFee: 3000, intCondition: 0 },
        ].map((t) => ({ ...t, islandMountainFee: 0, jejuFee: 0, international: false })),
      });
      expect(templates.statusCode).toBe(200);

      const expected = {
        FREE: { deliveryFee: 0, intCondition: 0 },
        CHARGE: { deliveryFee: 3000 },
        FREE_BY_TOTAL_PRICE: { deliveryFee: 3000, intCondition: 50000 },
        FREE_BY_QTY: { deliveryFee: 3000, intCondition: 3 },
        CHARGE_PER_QTY: { deliveryFee: 3000, intCondition: 2 },
      };
      for (const [feeType, fees] of Object.entries(expected)) {
        const intCondition = 'intCondition' in fees && fees.intCondition > 0 ? fees.intCondition : 1;
        const res = await call('POST', '/sw/a/v1/bundle-delivery', token, json(spec({ feeType, intCondition })));
        expect(res.statusCode, feeType).toBe(200);
        expect(res.json()).toMatchObject({ feeType, ...fees, productCount: 2 });
      }
    });

    it("updates with the spec's fields, keeping the fee the bundle has", async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const created = await call('POST', '/sw/a/v1/bundle-delivery', token, json(spec({ deliveryFee: 2500 })));
      expect(created.json().deliveryFee).toBe(2500);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/sw/a/v1/bundle-deliveries/${created.json().id}`,
        headers: { 'x-auth-token': token },
        payload: spec({ eventName: '수정된 이벤트', feeType: 'FREE_BY_QTY', intCondition: 2 }),
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        eventName: '수정된 이벤트',
        feeType: 'FREE_BY_QTY',
        intCondition: 2,
        deliveryFee: 2500,
      });
    });

    it('answers each missing field with its own message', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const without = (key: string) => {
        const body: Record<string, unknown> = spec();
        delete body[key];
        return body;
      };
      const cases: [Record<string, unknown>, string][] = [
        [without('startDateTime'), messages.bundle.startRequired],
        [without('endDateTime'), messages.bundle.endRequired],
        [without('eventName'), messages.bundle.eventNameRequired],
        [without('description'), messages.bundle.descriptionRequired],
        [without('intCondition'), messages.bundle.conditionRequired],
        [spec({ feeType: 'CHARGE', deliveryFee: 0 }), messages.bundle.deliveryFeeRequired],
        [without('productCodes'), messages.bundle.productRequired],
      ];
      for (const [body, text] of cases) {
        const res = await call('POST', '/sw/a/v1/bundle-delivery', token, json(body));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(text);
      }
    });

    it('takes ISO-8601 date-times with Z, with +09:00 or without an offset (Seoul), and dates alone', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const cases: [string, string, string, string][] = [
        ['2026-11-30T15:00:00Z', '2026-12-31T14:59:59.000Z', '2026-12-01T00:00:00', '2026-12-31T23:59:59'],
        ['2026-12-01T00:00:00+09:00', '2026-12-31T23:59:59+09:00', '2026-12-01T00:00:00', '2026-12-31T23:59:59'],
        ['2026-12-01T10:30', '2026-12-02T18:00', '2026-12-01T10:30:00', '2026-12-02T18:00:00'],
        ['2026-12-01', '2026-12-31', '2026-12-01T00:00:00', '2026-12-31T23:59:59'],
      ];
      for (const [startDateTime, endDateTime, start, end] of cases) {
        const res = await call('POST', '/sw/a/v1/bundle-delivery', token, json(spec({ startDateTime, endDateTime })));
        expect(res.statusCode, startDateTime).toBe(200);
        expect(res.json()).toMatchObject({ startDateTime: start, endDateTime: end });
      }
    });
  });

  describe('carriers and delivery types by code or Korean name', () => {
    it('change-delivery (form, also FormData) takes codes and answers both', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const res = await call(
        'POST',
        '/sw/a/v1/orders/change-delivery',
        token,
        await formData({ orderCode: 'S001', deliveryType: 'PARCEL', deliveryName: 'cj', deliveryCode: '1234-5678' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        type: '택배',
        typeCode: 'PARCEL',
        name: 'CJ대한통운',
        carrierCode: 'CJ',
        code: '12345678',
        status: 'TRANSIT',
      });
      const byName = await call(
        'POST',
        '/sw/a/v1/orders/change-delivery',
        token,
        urlencoded({ orderCode: 'S002', deliveryType: '퀵서비스', deliveryName: '롯데택배', deliveryCode: '99' }),
      );
      expect(byName.json()).toMatchObject({
        type: '퀵서비스',
        typeCode: 'QUICK',
        name: '롯데택배',
        carrierCode: 'LOTTE',
      });
      const unknown = await call(
        'POST',
        '/sw/a/v1/orders/change-delivery',
        token,
        urlencoded({ orderCode: 'S003', deliveryName: 'FEDEX', deliveryCode: '1' }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(messages.order.delivery.unknownCarrier);
    });

    it('the deliveries batch takes codes and stores the Korean name', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/sw/a/v1/orders/deliveries',
        headers: { 'x-auth-token': token },
        payload: [
          { orderDetailCode: 'S003', deliveryCode: '555', deliveryName: 'HANJIN', deliveryType: 'PICKUP' },
          { orderDetailCode: 'S004', deliveryCode: '556', deliveryName: '핑퐁' },
          { orderDetailCode: 'S005', deliveryCode: '557', deliveryName: 'UPS' },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toEqual([
        { orderDetailCode: 'S003', success: true, deliveryName: '한진택배', carrierCode: 'HANJIN', message: null },
        { orderDetailCode: 'S004', success: true, deliveryName: '핑퐁', carrierCode: 'PINGPONG', message: null },
        {
          orderDetailCode: 'S005',
          success: false,
          deliveryName: 'UPS',
          carrierCode: null,
          message: messages.order.delivery.unknownCarrier,
        },
      ]);
      const detail = await call('GET', '/sw/a/v1/orders/S003', token);
      expect(detail.json().delivery).toEqual({ type: '방문수령', name: '한진택배', code: '555' });
    });

    it('the tracking spreadsheet takes codes', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const sheet = XLSX.utils.aoa_to_sheet([
        ['주문번호', '송장번호', '택배사'],
        ['S005', '777', 'EPOST'],
        ['S005', '778', 'ups'],
      ]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
      const data = new FormData();
      data.append('file', new Blob([XLSX.write(book, { type: 'buffer', bookType: 'xlsx' })]), '송장.xlsx');
      const encoded = new Response(data);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/orders/deliveries/sheet',
        headers: { 'x-auth-token': token, 'content-type': encoded.headers.get('content-type')! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rows).toEqual([
        {
          row: 2,
          orderCode: 'S005',
          deliveryCode: '777',
          deliveryName: '우체국택배',
          carrierCode: 'EPOST',
          problem: null,
        },
        {
          row: 3,
          orderCode: 'S005',
          deliveryCode: '778',
          deliveryName: 'ups',
          carrierCode: null,
          problem: messages.order.sheet.unknownCarrier,
        },
      ]);
    });

    it('lists every code with its name in OpenAPI', async () => {
      const doc = JSON.stringify((await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json());
      for (const [code, name] of Object.entries({
        ...CARRIER_CODES,
        PARCEL: '택배',
        QUICK: '퀵서비스',
        PICKUP: '방문수령',
      }))
        expect(doc).toContain(`${code}=${name}`);
    });
  });

  describe('product code: a fixed prefix plus a millisecond timestamp', () => {
    it('takes a code built from epoch milliseconds, and refuses it for a second market', async () => {
      const alice = await login(ctx.app, 'alice', PASSWORD);
      const code = `SF${Date.now()}`;
      expect(code).toMatch(/^SF\d{13}$/);
      const headers = { 'x-auth-token': alice };
      const content = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/product/content',
        headers,
        payload: { code, content: '<p>상세 설명</p>' },
      });
      expect(content.statusCode, content.body).toBe(200);
      const category = (
        await call('POST', '/sw/a/v1/category/find', alice, urlencoded({ main: 'TOP', sub: 'KNIT' }))
      ).json();
      const [filter] = (
        await call('POST', '/sw/a/v1/filter/find', alice, urlencoded({ name: '블랙', category: 'TOP' }))
      ).json();
      const [brand] = (await call('GET', '/sw/a/v1/brands?marketId=1', alice)).json();
      const product = {
        marketId: 1,
        code,
        name: '에포크 코드 니트',
        brandId: brand.id,
        summary: '',
        contentUrl: content.json().contentUrl,
        saleRate: 0,
        salePrice: 30000,
        sizeTables: [],
        delivery: { feeType: 'FREE', defaultFee: 0, intCondition: 0 },
        price: 30000,
        parentCategoryId: category.parentCategoryId,
        childCategoryIds: [category.id],
        filterIds: [filter.id],
        sellYn: true,
        displayYn: true,
        models: [],
        tags: [],
        // The law's notice and KC (issue 35 §2): a client must send them with the spec's payload.
        ...WEAR_NOTICE,
      };
      const created = await ctx.app.inject({ method: 'POST', url: '/sw/a/v3/product', headers, payload: product });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().code).toBe(code);
      expect((await call('GET', `/sw/a/v3/products/${code}`, alice)).json().name).toBe('에포크 코드 니트');

      const bob = await login(ctx.app, 'bob', PASSWORD);
      const taken = await ctx.app.inject({
        method: 'PUT',
        url: '/sw/a/v1/product/content',
        headers: { 'x-auth-token': bob },
        payload: { code, content: '<p>다른 마켓</p>' },
      });
      expect(taken.statusCode).toBe(404);
    });

    it('refuses a code that is not a prefix and 13–17 digits, saying what a code is', async () => {
      const alice = await login(ctx.app, 'alice', PASSWORD);
      for (const code of ['SF123', `SF${'1'.repeat(18)}`, '20261122143005123', `SF-${Date.now()}`]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/sw/a/v1/product/content',
          headers: { 'x-auth-token': alice },
          payload: { code, content: '<p>x</p>' },
        });
        expect(res.statusCode, code).toBe(400);
        expect(res.json().message).toBe(messages.product.codeInvalid);
      }
    });
  });

  describe('password change as README documents it', () => {
    it('takes RSA-OAEP (SHA-256) of the JSON under the public key, and names the scheme to a plain-base64 attempt', async () => {
      const token = await login(ctx.app, 'carol', PASSWORD);
      const change = (authorization: string) =>
        ctx.app.inject({
          method: 'GET',
          url: '/sw/a/v1/seller/change-password',
          headers: { authorization, 'x-auth-token': token },
        });
      const passwords = { sellerId: 'carol', currentPassword: PASSWORD, newPassword: 'newpass123!' };
      const plain = await change(`Basic ${Buffer.from(JSON.stringify(passwords)).toString('base64')}`);
      expect(plain.statusCode).toBe(400);
      expect(plain.json().message).toBe(messages.password.notEncrypted);
      expect(plain.json().message).toContain('RSA-OAEP');

      const { spki } = (await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/seller/public-key' })).json();
      const key = await webcrypto.subtle.importKey(
        'spki',
        Buffer.from(spki, 'base64'),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      );
      const cipher = await webcrypto.subtle.encrypt(
        { name: 'RSA-OAEP' },
        key,
        new TextEncoder().encode(JSON.stringify(passwords)),
      );
      const res = await change(`Basic ${Buffer.from(cipher).toString('base64')}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ match: true, change: true });
      expect(await login(ctx.app, 'carol', 'newpass123!')).toBeTruthy();
    });
  });

  describe('OpenAPI at /docs states the choices the spec leaves open', () => {
    it('page base, no page means all with the cap, dates, codes, encodings and what price means where', async () => {
      const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
      const info: string = doc.info.description;
      for (const text of [
        'page=1',
        `at most ${MAX_UNPAGED_ROWS}`,
        'TOO_MANY_RESULTS',
        'YYYY-MM-DD',
        '+09:00',
        'FormData',
      ])
        expect(info).toContain(text);
      const schemaOf = (path: string, method: string) =>
        doc.paths[path][method].responses['200'].content['application/json'].schema;
      const load = schemaOf('/sw/a/v3/products/{code}', 'get');
      expect(load.properties.price.description).toMatch(/^REGULAR price/);
      expect(load.properties.salePrice.description).toMatch(/^sale price/);
      const list = schemaOf('/sw/a/v1/markets/{market}/products', 'get');
      expect(list.properties.products.items.properties.price.description).toMatch(/^SALE price/);
      const search = schemaOf('/sw/a/v1/markets/{market}/products', 'post');
      expect(search.properties.products.items.properties.price.description).toMatch(/^SALE price/);
    });
  });

  describe('pages start at 1', () => {
    it('answers page=0 with a message that says so, on every paged call', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const calls = [
        call('GET', '/sw/a/v1/markets/1/products?page=0&size=10', token),
        call('GET', '/sw/a/v3/orders?marketId=1&page=0&size=10', token),
        call('GET', '/sw/a/v1/bundle-deliveries?marketId=1&page=0', token),
        call('GET', '/sw/a/v1/notices?page=0', token),
        call('POST', '/sw/a/v1/qnas', token, urlencoded({ marketId: '1', page: '0' })),
        call('POST', '/sw/a/v1/markets/1/products', token, await formData({ market: '1', page: '0' })),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(messages.paging.pageFromOne);
      }
    });
  });

  describe('blank optional parameters count as absent', () => {
    it('takes blanks for "all" in queries', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const products = await call(
        'GET',
        '/sw/a/v1/markets/1/products?size=100&page=&lastProductId=&startDate=&endDate=&sell=&display=&name=',
        token,
      );
      // Every product of the market (the product-code test may have added one).
      const all: number = (await call('GET', '/sw/a/v1/markets/1/products/count', token)).json();
      expect(all).toBeGreaterThanOrEqual(PRODUCT_COUNT);
      expect(products.statusCode).toBe(200);
      expect(products.json().products).toHaveLength(all);
      const count = await call('GET', '/sw/a/v1/markets/1/products/count?startDate=&endDate=&sell=&display=', token);
      expect(count.json()).toBe(all);
      const orders = await call(
        'GET',
        '/sw/a/v3/orders?marketId=1&page=&size=10&cursor=&orderCode=&userName=&userContact=&orderStatusList=&startDate=&endDate=',
        token,
      );
      expect(orders.statusCode).toBe(200);
      const orderCount = await call('GET', '/sw/a/v1/orders/count?marketId=1&orderStatusList=&startDate=', token);
      expect(orderCount.statusCode).toBe(200);
      const notices = await call('GET', '/sw/a/v1/notices?page=&size=&title=&startDate=&endDate=', token);
      expect(notices.statusCode).toBe(200);
    });

    it('still refuses a blank where the value is required, with its own message', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const reply = await call(
        'POST',
        '/sw/a/v1/qnas/1',
        token,
        await formData({ id: '1', replyYn: 'true', reply: '' }),
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(messages.qna.replyRequired);
    });
  });

  describe('every form call takes FormData (multipart) as well as urlencoded', () => {
    it('category find, filter find, qna reply, image delete and guide save', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const category = await call(
        'POST',
        '/sw/a/v1/category/find',
        token,
        await formData({ main: 'TOP', sub: 'KNIT' }),
      );
      expect(category.statusCode).toBe(200);
      expect(category.json().id).toBeGreaterThan(0);
      const filters = await call(
        'POST',
        '/sw/a/v1/filter/find',
        token,
        await formData({ productCode: 'SF20261101000000000', name: '블랙' }),
      );
      expect(filters.statusCode).toBe(200);
      expect(filters.json().length).toBeGreaterThan(0);
      const [first] = (await call('POST', '/sw/a/v1/qnas', token, urlencoded({ marketId: '1' }))).json();
      const reply = await call(
        'POST',
        `/sw/a/v1/qnas/${first.id}`,
        token,
        await formData({ id: String(first.id), replyYn: 'true', reply: '오늘 보내드립니다.' }),
      );
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ replyYn: true, reply: '오늘 보내드립니다.' });
      const imageDelete = await call('POST', '/sw/a/v1/image/delete', token, await formData({ imageId: '999999' }));
      expect(imageDelete.statusCode).toBe(404);
      const guide = await call(
        'POST',
        '/sw/a/v1/markets/1/guide/save',
        token,
        await formData({ guide: '<p>안내</p>' }),
      );
      expect(guide.statusCode).toBe(200);
      expect((await call('GET', '/sw/a/v1/markets/1/guide', token)).json().guide).toBe('<p>안내</p>');
    });

    it('checks the market a multipart form names, like any other', async () => {
      const token = await login(ctx.app, 'alice', PASSWORD);
      const res = await call('POST', '/sw/a/v1/qnas', token, await formData({ marketId: '2' }));
      expect(res.statusCode).toBe(403);
    });

    it('lists both encodings in OpenAPI', async () => {
      const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
      for (const path of ['/sw/a/v1/qnas', '/sw/a/v1/category/find', '/sw/a/v1/orders/change-delivery']) {
        const content = Object.keys(doc.paths[path].post.requestBody.content);
        expect(content).toEqual(expect.arrayContaining(['application/x-www-form-urlencoded', 'multipart/form-data']));
      }
    });
  });
});
