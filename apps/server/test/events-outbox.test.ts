import { EVENT_TYPES, type EventType, type OrderStatus } from '@seller/domain';
import { asc, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, platformEvents, products, qnas } from '../src/db/schema/index.ts';
import { onAfterCommitFailure } from '../src/db/client.ts';
import { recordEvent } from '../src/modules/events/index.ts';
import { publishEvents } from '../src/modules/events/outbox.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { insertProducts } from './product-rows.ts';

const NOW = new Date('2026-11-20T03:00:00Z');

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await insertProducts(ctx.database.db, [
    { marketId: 1, code: 'E-1', name: '셔츠', price: 30000, salePrice: 27000 },
    { marketId: 1, code: 'E-2', name: '바지', price: 40000, salePrice: 40000 },
    { marketId: 2, code: 'B-1', name: '밥 상품' },
  ]);
  await ctx.database.db.insert(qnas).values([
    { marketId: 1, type: 'DELIVERY', content: '언제 오나요?' },
    { marketId: 2, type: 'ETC', content: '밥 문의' },
  ]);
}

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/**
 * The outbox (issue 33 §1): every seller write a marketplace must learn records its events in the
 * same transaction — one per change, of the right type and entity, with a version that grows per
 * entity — and a refused or failed write records none.
 */
describe.each(databaseKinds)('event outbox on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  let alice = '';
  let bob = '';
  beforeAll(async () => {
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
  });

  let placed = 0;
  const place = async (...statuses: OrderStatus[]) => {
    const random = createRandom(900 + placed);
    const made = statuses.map(
      (status) => makeOrder(random, 1, `EV${String(++placed).padStart(4, '0')}`, status, NOW, NOW).order,
    );
    await ctx.database.db.insert(orders).values(made);
    return made.map((o) => o.code);
  };
  const call = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { 'x-auth-token': token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The id of the last event recorded so far: each test reads only what its own calls wrote. */
  const mark = async () => {
    const [last] = await ctx.database.db
      .select({ id: platformEvents.id })
      .from(platformEvents)
      .orderBy(desc(platformEvents.id))
      .limit(1);
    return last?.id ?? 0;
  };
  const since = async (after: number) =>
    (
      await ctx.database.db
        .select()
        .from(platformEvents)
        .where(gt(platformEvents.id, after))
        .orderBy(asc(platformEvents.id))
    ).map((e) => ({ ...e, data: e.data as Record<string, unknown> }));

  /** Every recorded event's body fits its type's published schema, and its entity is the type's. */
  const expectValid = (events: Awaited<ReturnType<typeof since>>) => {
    for (const e of events) {
      const spec = EVENT_TYPES[e.type as EventType];
      expect(spec, e.type).toBeDefined();
      expect(e.entity).toBe(spec.entity);
      expect(e.version).toBe(e.id);
      expect(() => spec.data.parse(e.data), e.type).not.toThrow();
    }
  };

  it('records one status event per moved order, naming the seller, and none for a refused order', async () => {
    const [a, b] = await place('PAID', 'PAID');
    const [other] = await place('PACKAGING');
    const start = await mark();
    const res = await call(alice, 'POST', '/sw/a/v1/orders/change-status', {
      orderCodes: [a, b, other],
      currentStatus: 'PAID',
      nextStatus: 'PACKAGING',
    });
    expect(res.json()).toMatchObject({ updatedCodes: [a, b], refusedCodes: [other] });
    const events = await since(start);
    expectValid(events);
    expect(events.map((e) => [e.type, e.entity, e.entityId, e.marketId])).toEqual([
      ['order.status-changed', 'order', a, 1],
      ['order.status-changed', 'order', b, 1],
    ]);
    expect(events[0]!.data).toEqual({
      orderCode: a,
      from: 'PAID',
      to: 'PACKAGING',
      actor: { kind: 'seller', id: 'alice' },
      reason: null,
    });
  });

  it('records each step of a steps call in order, with a version growing per order, and the reason of a cancel', async () => {
    const [requested, processing] = await place('EXCHANGING1', 'EXCHANGING2');
    const start = await mark();
    const res = await call(alice, 'POST', '/sw/a/v1/orders/change-status/steps', {
      steps: [
        { orderCodes: [requested], currentStatus: 'EXCHANGING1', nextStatus: 'DELIVERED' },
        { orderCodes: [processing], currentStatus: 'EXCHANGING2', nextStatus: 'DELIVERED' },
      ],
    });
    expect(res.json()).toMatchObject({ success: true });
    const [paid] = await place('PAID');
    await call(alice, 'POST', '/sw/a/v1/orders/change-status', {
      orderCodes: [paid],
      currentStatus: 'PAID',
      nextStatus: 'PACKAGING',
    });
    await call(alice, 'POST', '/sw/a/v1/orders/change-status', {
      orderCodes: [paid],
      currentStatus: 'PACKAGING',
      nextStatus: 'PAID',
    });
    await call(alice, 'POST', '/sw/a/v1/orders/change-status', {
      orderCodes: [paid],
      currentStatus: 'PAID',
      nextStatus: 'CANCELING1',
      reason: '고객 변심',
      detailReason: '주문 실수',
    });
    const events = await since(start);
    expectValid(events);
    expect(events.map((e) => `${e.entityId} ${String(e.data.from)}>${String(e.data.to)}`)).toEqual([
      `${requested} EXCHANGING1>DELIVERED`,
      `${processing} EXCHANGING2>DELIVERED`,
      `${paid} PAID>PACKAGING`,
      `${paid} PACKAGING>PAID`,
      `${paid} PAID>CANCELING1`,
    ]);
    expect(events[4]!.data.reason).toBe('고객 변심');
    expect(events[3]!.version).toBeGreaterThan(events[2]!.version);
    expect(events[4]!.version).toBeGreaterThan(events[3]!.version);
  });

  it('records the delivery steps and tracking set, changed and undone (change-delivery, sheet rows, scan undo)', async () => {
    const [paid, packaging] = await place('PAID', 'PACKAGING');
    const start = await mark();
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/orders/change-delivery',
      ...form({ orderCode: paid!, deliveryType: '택배', deliveryName: 'CJ대한통운', deliveryCode: '5100-0000-0101' }),
      headers: { ...form({}).headers, 'x-auth-token': alice },
    });
    expect(set.statusCode).toBe(200);
    const rows = await call(alice, 'PUT', '/sw/a/v1/orders/deliveries', [
      { orderDetailCode: paid, deliveryCode: '5100-0000-0202', deliveryName: 'CJ' },
      { orderDetailCode: packaging, deliveryCode: '5100-0000-0303', deliveryName: 'CJ', currentStatus: 'PACKAGING' },
    ]);
    expect(rows.json()).toMatchObject({ success: true });
    const undo = await call(alice, 'POST', '/sw/a/v1/orders/undo-delivery', {
      orderCode: packaging,
      deliveryName: 'CJ대한통운',
      deliveryCode: '510000000303',
    });
    expect(undo.statusCode).toBe(200);
    const events = await since(start);
    expectValid(events);
    const summary = events.map((e) =>
      e.type === 'order.status-changed'
        ? `${e.entityId} ${String(e.data.from)}>${String(e.data.to)}`
        : `${e.entityId} tracking ${String(e.data.change)} ${JSON.stringify(e.data.delivery)}`,
    );
    // As jsonb keeps an object's keys (shorter first).
    const cj = (n: string) =>
      JSON.stringify({ type: '택배', carrierCode: 'CJ', carrierName: 'CJ대한통운', trackingNumber: n });
    expect(summary).toEqual([
      `${paid} PAID>PACKAGING`,
      `${paid} PACKAGING>TRANSIT`,
      `${paid} tracking set ${cj('510000000101')}`,
      `${paid} tracking changed ${cj('510000000202')}`,
      `${packaging} PACKAGING>TRANSIT`,
      `${packaging} tracking set ${cj('510000000303')}`,
      `${packaging} TRANSIT>PACKAGING`,
      `${packaging} tracking undone null`,
    ]);
    const versions = events.filter((e) => e.entityId === packaging).map((e) => e.version);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
  });

  it('records an answered inquiry with its reply', async () => {
    const [q] = await ctx.database.db.select().from(qnas).where(eq(qnas.marketId, 1));
    const start = await mark();
    const body = { id: String(q!.id), replyYn: 'true', reply: '내일 출발합니다.' };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/sw/a/v1/qnas/${q!.id}`,
      ...form(body),
      headers: { ...form(body).headers, 'x-auth-token': alice },
    });
    expect(res.statusCode).toBe(200);
    const events = await since(start);
    expectValid(events);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'inquiry.answered',
      entity: 'inquiry',
      entityId: String(q!.id),
      marketId: 1,
      data: { inquiryId: q!.id, type: 'DELIVERY', reply: '내일 출발합니다.' },
    });
  });

  it('records product sale and display moves, option and combination saves, and a fee change', async () => {
    const [e1] = await ctx.database.db.select().from(products).where(eq(products.code, 'E-1'));
    const start = await mark();
    expect(
      (await call(alice, 'PUT', '/sw/a/v1/products/flags', { productCodes: ['E-1', 'E-2'], sell: false })).statusCode,
    ).toBe(200);
    expect(
      (await call(alice, 'PUT', '/sw/a/v1/products/flags', { productCodes: ['E-2'], display: false })).statusCode,
    ).toBe(200);
    const options = [
      {
        name: '사이즈',
        position: 1,
        values: [
          { name: 'M', price: 0 },
          { name: 'L', price: 1000 },
        ],
      },
    ];
    expect((await call(alice, 'PUT', '/sw/a/v1/product/options', { productId: e1!.id, options })).statusCode).toBe(200);
    const unions = [
      { names: ['M'], stocks: 5, memo: '', deleted: false },
      { names: ['L'], stocks: 0, memo: '', deleted: false },
    ];
    expect((await call(alice, 'PUT', '/sw/a/v2/product/options/meta', { productId: e1!.id, unions })).statusCode).toBe(
      200,
    );
    const events = await since(start);
    expectValid(events);
    expect(events.map((e) => [e.type, e.entityId, e.data.change ?? null])).toEqual([
      ['product.changed', 'E-1', 'sale'],
      ['product.changed', 'E-2', 'sale'],
      ['product.changed', 'E-2', 'display'],
      ['product.changed', 'E-1', 'changed'],
      ['product.stock-changed', 'E-1', null],
    ]);
    expect(events[2]!.data).toMatchObject({ productCode: 'E-2', sell: false, display: false, price: 40000 });
    expect(events[4]!.data.combinations).toMatchObject([
      { names: ['M'], stock: 5, extraPrice: 0, deleted: false },
      { names: ['L'], stock: 0, extraPrice: 1000, deleted: false },
    ]);
  });

  it('records delivery template and bundle changes as market events', async () => {
    const start = await mark();
    const template = {
      marketDeliveryId: null,
      marketDeliveryName: '기본 배송',
      feeType: 'CHARGE',
      defaultFee: 3000,
      intCondition: 0,
      islandMountainFee: 5000,
      jejuFee: 3000,
      international: false,
    };
    expect((await call(alice, 'PUT', '/sw/a/v1/markets/1/deliveries', [template])).statusCode).toBe(200);
    const bundle = {
      activated: true,
      startDateTime: '2026-12-01T00:00:00',
      endDateTime: '2026-12-31T23:59:59',
      eventName: '연말 묶음 배송',
      description: '함께 사면 배송비 한 번',
      feeType: 'FREE_BY_TOTAL_PRICE',
      intCondition: 50000,
      deliveryFee: 3000,
      productCodes: ['E-1', 'E-2'],
    };
    const created = await call(alice, 'POST', '/sw/a/v1/bundle-delivery', bundle);
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect((await call(alice, 'DELETE', `/sw/a/v1/bundle-deliveries/${id}`)).statusCode).toBe(200);
    const events = await since(start);
    expectValid(events);
    expect(events.map((e) => [e.type, e.entity, e.entityId])).toEqual([
      ['market.delivery-templates-changed', 'market', '1'],
      ['market.bundles-changed', 'market', '1'],
      // the bundles a product belongs to are in its catalogue reading: its members change with it
      ['product.changed', 'product', 'E-1'],
      ['product.changed', 'product', 'E-2'],
      ['market.bundles-changed', 'market', '1'],
      ['product.changed', 'product', 'E-1'],
      ['product.changed', 'product', 'E-2'],
    ]);
    expect(events[0]!.data.templates).toMatchObject([{ name: '기본 배송', feeType: 'CHARGE', defaultFee: 3000 }]);
    expect(events[1]!.data).toMatchObject({
      bundleId: id,
      change: 'created',
      bundle: { productCodes: ['E-1', 'E-2'] },
    });
    expect(events[4]!.data).toEqual({ bundleId: id, change: 'deleted', bundle: null });
  });

  it('records nothing for a refused write, nor for a transaction that fails after recording', async () => {
    const [paid] = await place('PAID');
    const start = await mark();
    // A move outside the transitions table, another market's order, another market's product: all refused.
    expect(
      (
        await call(alice, 'POST', '/sw/a/v1/orders/change-status', {
          orderCodes: [paid],
          currentStatus: 'PAID',
          nextStatus: 'DELIVERED',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(bob, 'POST', '/sw/a/v1/orders/change-status', {
          orderCodes: [paid],
          currentStatus: 'PAID',
          nextStatus: 'PACKAGING',
        })
      ).json(),
    ).toMatchObject({ updatedCodes: [], refusedCodes: [paid] });
    expect(
      (await call(alice, 'PUT', '/sw/a/v1/products/flags', { productCodes: ['E-1', 'B-1'], sell: true })).statusCode,
    ).toBe(404);
    // A stale template list (someone saved since version 1) writes nothing.
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: '/sw/a/v1/markets/1/deliveries',
      headers: { 'x-auth-token': alice, 'if-match': '1' },
      payload: [],
    });
    expect(stale.statusCode).toBe(409);
    // The outbox row rolls back with its transaction.
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await recordEvent(tx, {
          type: 'order.status-changed',
          marketId: 1,
          entityId: paid!,
          data: { orderCode: paid!, from: 'PAID', to: 'PACKAGING', actor: { kind: 'system', id: null }, reason: null },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await since(start)).toEqual([]);
  });

  // PGlite publishes an event with its transaction's commit (outbox.ts): no publish comes after it to fail.
  it.runIf(kind === 'postgres')(
    'answers a committed change as done when publishing its event fails after the commit; the next publish sends it',
    async () => {
      const [q] = await ctx.database.db.select().from(qnas).where(eq(qnas.marketId, 1));
      const start = await mark();
      const db = ctx.database.db;
      const transaction = db.transaction;
      const reported: unknown[] = [];
      onAfterCommitFailure((error) => reported.push(error));
      // The publish is a transaction begun while the writer's call is still open (after its commit): it fails.
      let open = 0;
      db.transaction = (async (run, config) => {
        if (open > 0) throw new Error('the database went away between the commit and the publish');
        open++;
        try {
          return await transaction(run, config);
        } finally {
          open--;
        }
      }) as typeof db.transaction;
      const body = { id: String(q!.id), replyYn: 'true', reply: '발행 실패에도 답변은 저장됩니다.' };
      let status = 0;
      try {
        status = (
          await ctx.app.inject({
            method: 'POST',
            url: `/sw/a/v1/qnas/${q!.id}`,
            ...form(body),
            headers: { ...form(body).headers, 'x-auth-token': alice },
          })
        ).statusCode;
      } finally {
        db.transaction = transaction;
        onAfterCommitFailure((error) => ctx.app.log.error({ err: error }, 'work after a commit failed'));
      }
      // The reply is saved and the seller told so; the failure went to the log, and the event waits queued ...
      expect(status).toBe(200);
      expect(reported).toHaveLength(1);
      const [saved] = await db.select({ reply: qnas.reply }).from(qnas).where(eq(qnas.id, q!.id));
      expect(saved!.reply).toBe(body.reply);
      expect(await since(start)).toHaveLength(0);
      // ... until the next publish (any writer's, or the minute's job) sends it.
      await publishEvents(db);
      const events = await since(start);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: 'inquiry.answered',
        entityId: String(q!.id),
        data: { reply: body.reply },
      });
    },
  );

  it('publishes a burst of commits together: each event once, numbered in order, before each writer answers', async () => {
    const start = await mark();
    const db = ctx.database.db;
    const transaction = db.transaction;
    let transactions = 0;
    db.transaction = ((run, config) => {
      transactions++;
      return transaction(run, config);
    }) as typeof db.transaction;
    const WRITERS = 20;
    try {
      await Promise.all(
        Array.from({ length: WRITERS }, (_, i) =>
          db.transaction(async (tx) => {
            await recordEvent(tx, {
              type: 'inquiry.created',
              marketId: 1,
              entityId: 9000 + i,
              data: { inquiryId: 9000 + i, type: 'ETC', orderCode: null },
            });
          }),
        ),
      );
    } finally {
      db.transaction = transaction;
    }
    // Every writer's answer came after its event was published (nothing is left queued) ...
    const published = await since(start);
    expect(published.map((e) => e.entityId).sort()).toEqual(
      Array.from({ length: WRITERS }, (_, i) => String(9000 + i)).sort(),
    );
    expect(new Set(published.map((e) => e.id)).size).toBe(WRITERS);
    if (kind === 'pglite') {
      // ... numbered by each writer's own transaction (one at a time on the one connection), in commit
      // order, with no publish of their own.
      expect(transactions).toBe(WRITERS);
      expect(published.map((e) => e.entityId)).toEqual(Array.from({ length: WRITERS }, (_, i) => String(9000 + i)));
    } else {
      // ... and the writers shared publishes instead of queueing one each on the publisher's lock.
      expect(transactions - WRITERS).toBeGreaterThanOrEqual(1);
      expect(transactions - WRITERS).toBeLessThan(WRITERS / 2);
    }
  });
});
