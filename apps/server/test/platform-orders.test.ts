import { message } from '@seller/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, platformEvents } from '../src/db/schema/index.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';
import {
  createPlatformKey,
  insertSoldProduct,
  OPERATOR_TOKEN,
  purchase,
  signedHeaders,
  signingClock,
  stockOf,
  type PlatformKey,
} from './platform.ts';

describe.each(databaseKinds)('orders in through the platform API, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets, operatorToken: OPERATOR_TOKEN });
  let key: PlatformKey;
  let marketTwoKey: PlatformKey;
  let token: string;
  let tee: { code: string; combinations: number[] };
  let hidden: { code: string; combinations: number[] };
  beforeAll(async () => {
    key = await createPlatformKey(ctx.app, [1]);
    marketTwoKey = await createPlatformKey(ctx.app, [2]);
    token = await login(ctx.app, 'alice', PASSWORD);
    tee = await insertSoldProduct(ctx.database.db, { marketId: 1, code: 'TEE1764300000000' }, [
      { names: ['M', '차콜'], stock: 10 },
      { names: ['L', '차콜'], stock: 2 },
      { names: ['XL', '차콜'], stock: 5, deleted: true },
    ]);
    hidden = await insertSoldProduct(ctx.database.db, { marketId: 1, code: 'HID1764300000000', displayYn: false }, [
      { names: ['FREE'], stock: 5 },
    ]);
  });
  /** Every call signed anew, as a marketplace's retry is (two in one second would share a signature). */
  const clock = signingClock();
  const order = (body: unknown, k = key, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/sw/p/v1/orders',
      headers: {
        ...signedHeaders(k, 'POST', '/sw/p/v1/orders', JSON.stringify(body), clock()),
        'content-type': 'application/json',
        ...headers,
      },
      payload: JSON.stringify(body),
    });
  const orderCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
  const paidCount = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/orders/count?marketId=1&orderStatusList=PAID',
        headers: { 'x-auth-token': token },
      })
    ).json() as number;

  it('takes a purchase: one code per line in 결제 완료, stock taken, counted and shown at once', async () => {
    const paidBefore = await paidCount();
    const body = purchase(1, [
      { productCode: tee.code, combinationId: tee.combinations[0], quantity: 3 },
      { productCode: tee.code, options: ['L', '차콜'], quantity: 1 },
    ]);
    const res = await order(body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.orderCodes).toHaveLength(2);
    expect(answer.lines.map((l: { line: number; combinationId: number }) => [l.line, l.combinationId])).toEqual([
      [1, tee.combinations[0]],
      [2, tee.combinations[1]],
    ]);
    expect(answer.orderCodes[0]).toMatch(/^\d{8}001\d{7}$/);
    expect(await stockOf(ctx.database.db, tee.combinations[0]!)).toBe(7);
    expect(await stockOf(ctx.database.db, tee.combinations[1]!)).toBe(1);
    expect(await paidCount()).toBe(paidBefore + 2);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/sw/a/v1/orders/${answer.orderCodes[0]}`,
      headers: { 'x-auth-token': token },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      code: answer.orderCodes[0],
      status: 'PAID',
      product: { code: tee.code, count: 3 },
      deliveryFee: 3000,
      payment: { type: 'CARD', pgType: 'TOSS' },
    });
    expect(JSON.stringify(detail.json().history)).toContain(message('platform.actor.buyer'));
    // Stored as sent, the contact without hyphens (the screens mask it until a purpose is given).
    const [stored] = await ctx.database.db
      .select({ name: orders.ordererName, contact: orders.ordererContact })
      .from(orders)
      .where(eq(orders.code, answer.orderCodes[0]));
    expect(stored).toEqual({ name: '김테스트', contact: '01012345678' });
    const events = await ctx.database.db
      .select({ type: platformEvents.type, entityId: platformEvents.entityId })
      .from(platformEvents)
      .where(eq(platformEvents.type, 'order.created'));
    expect(events.map((e) => e.entityId)).toEqual(expect.arrayContaining(answer.orderCodes));
  });

  it('answers a retry the same codes and creates nothing; another body under the key is a 409', async () => {
    const body = purchase(1, [{ productCode: tee.code, combinationId: tee.combinations[0] }]);
    const first = await order(body);
    expect(first.statusCode).toBe(201);
    const count = await orderCount();
    const stock = await stockOf(ctx.database.db, tee.combinations[0]!);
    const again = await order(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(count);
    expect(await stockOf(ctx.database.db, tee.combinations[0]!)).toBe(stock);

    const changed = await order({ ...body, lines: [{ ...body.lines[0]!, quantity: 2 }] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      code: 'IDEMPOTENCY_CONFLICT',
      message: message('platform.idempotencyConflict', { key: body.marketplaceOrderId }),
    });

    // The Idempotency-Key header works the same when the body has no marketplace order id.
    const { marketplaceOrderId: _omit, ...noId } = purchase(1, [
      { productCode: tee.code, combinationId: tee.combinations[0] },
    ]);
    const byHeader = await order(noId, key, { 'idempotency-key': 'header-key-1' });
    expect(byHeader.statusCode).toBe(201);
    expect((await order(noId, key, { 'idempotency-key': 'header-key-1' })).json()).toEqual(byHeader.json());
    const none = await order(noId);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(message('platform.keyRequired'));
  });

  it('refuses a replayed signature of a purchase', async () => {
    const body = JSON.stringify(purchase(1, [{ productCode: tee.code, combinationId: tee.combinations[0] }]));
    const headers = { ...signedHeaders(key, 'POST', '/sw/p/v1/orders', body), 'content-type': 'application/json' };
    const first = await ctx.app.inject({ method: 'POST', url: '/sw/p/v1/orders', headers, payload: body });
    expect(first.statusCode).toBe(201);
    const replay = await ctx.app.inject({ method: 'POST', url: '/sw/p/v1/orders', headers, payload: body });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 'UNAUTHORIZED', message: message('platform.reusedSignature') });
    // A body changed after signing is refused too.
    const tampered = body.replace('"quantity":1', '"quantity":2');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sw/p/v1/orders',
      headers: { ...signedHeaders(key, 'POST', '/sw/p/v1/orders', body), 'content-type': 'application/json' },
      payload: tampered,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(message('platform.badSignature'));
  });

  it('refuses lines not in the catalogue in Korean, naming the line, and writes nothing', async () => {
    const count = await orderCount();
    const stock = await stockOf(ctx.database.db, tee.combinations[0]!);
    const ok = { productCode: tee.code, combinationId: tee.combinations[0], quantity: 1 };
    const cases: [unknown, number, string, string][] = [
      [
        purchase(1, [ok, { productCode: 'NOPE1764300000000', combinationId: 1 }]),
        400,
        'PRODUCT_NOT_FOUND',
        message('platform.lineProductNotFound', { line: 2, code: 'NOPE1764300000000' }),
      ],
      [
        purchase(1, [{ productCode: hidden.code, combinationId: hidden.combinations[0] }]),
        400,
        'PRODUCT_NOT_ON_SALE',
        message('platform.lineNotOnSale', { line: 1, code: hidden.code }),
      ],
      [
        purchase(1, [ok, ok, { productCode: tee.code, combinationId: tee.combinations[2] }]),
        400,
        'COMBINATION_NOT_FOUND',
        message('platform.lineCombinationNotFound', { line: 3 }),
      ],
      [
        purchase(1, [{ productCode: tee.code, options: ['S', '차콜'] }]),
        400,
        'COMBINATION_NOT_FOUND',
        message('platform.lineCombinationNotFound', { line: 1 }),
      ],
      [
        purchase(1, [{ productCode: tee.code }]),
        400,
        'COMBINATION_REQUIRED',
        message('platform.lineCombinationNeeded', { line: 1 }),
      ],
      [
        purchase(1, [ok, { ...ok, quantity: 0 }]),
        400,
        'VALIDATION_FAILED',
        message('platform.lineInvalid', { line: 2, problem: message('platform.badInput', { field: 'quantity' }) }),
      ],
      [
        { ...purchase(1, [ok]), recipient: { name: '이', contact: '010', postcode: '1234', address1: '서울' } },
        400,
        'VALIDATION_FAILED',
        message('platform.badInput', { field: 'recipient.postcode' }),
      ],
      // Another market's product is not in this market's catalogue.
      [purchase(2, [ok]), 403, 'FORBIDDEN_MARKET', message('platform.forbiddenMarket')],
    ];
    for (const [body, status, code, text] of cases) {
      const res = await order(body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { code, message: text } });
    }
    const otherMarket = await order(purchase(2, [ok]), marketTwoKey);
    expect(otherMarket.json()).toEqual({
      code: 'PRODUCT_NOT_FOUND',
      message: message('platform.lineProductNotFound', { line: 1, code: tee.code }),
    });
    expect(await orderCount()).toBe(count);
    expect(await stockOf(ctx.database.db, tee.combinations[0]!)).toBe(stock);
  });

  it('refuses a purchase whose line lacks stock whole: OUT_OF_STOCK naming it, nothing taken', async () => {
    const count = await orderCount();
    const m = await stockOf(ctx.database.db, tee.combinations[0]!);
    const l = await stockOf(ctx.database.db, tee.combinations[1]!);
    const res = await order(
      purchase(1, [
        { productCode: tee.code, combinationId: tee.combinations[0], quantity: 1 },
        { productCode: tee.code, combinationId: tee.combinations[1], quantity: l! + 1 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: message('platform.lineOutOfStock', { line: 2, stock: l!, quantity: l! + 1 }),
    });
    expect(await orderCount()).toBe(count);
    expect(await stockOf(ctx.database.db, tee.combinations[0]!)).toBe(m);
    expect(await stockOf(ctx.database.db, tee.combinations[1]!)).toBe(l);
  });

  it('keeps the platform API to platform keys: unsigned and seller tokens get 401', async () => {
    const body = purchase(1, [{ productCode: tee.code, combinationId: tee.combinations[0] }]);
    const unsigned = await ctx.app.inject({ method: 'POST', url: '/sw/p/v1/orders', payload: body });
    expect(unsigned.statusCode).toBe(401);
    const seller = await ctx.app.inject({
      method: 'POST',
      url: '/sw/p/v1/orders',
      headers: { 'x-auth-token': token },
      payload: body,
    });
    expect(seller.statusCode).toBe(401);
  });
});
