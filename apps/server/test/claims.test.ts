import { addBusinessDays, addDays, message, seoulDate, seoulDayRange } from '@seller/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderClaims, orderHistory, orders, platformEvents } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { makePng, multipart } from './multipart.ts';
import { createPlatformKey, OPERATOR_TOKEN, signedHeaders, signingClock, type PlatformKey } from './platform.ts';

/** Delivered orders of market 1 (C-1 … C-8) and one of market 2 (C-OTHER, in a refund request). */
async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const random = createRandom(3636);
  const paid = new Date(Date.now() - 5 * 86_400_000);
  const row = (code: string, status: 'DELIVERED' | 'REFUNDING1', marketId = 1) =>
    makeOrder(random, marketId, code, status, paid, paid).order;
  await ctx.database.db
    .insert(orders)
    .values([
      ...['C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8'].map((c) => row(c, 'DELIVERED')),
      row('C-OTHER', 'REFUNDING1', 2),
    ]);
}

const PHOTO = (n: number) => `https://img.market.example.com/claims/${n}.jpg`;

/**
 * Claims' substance (issue 36 §1–§3, §6's 처리 지연): the buyer's reason code, detail and photos through
 * the platform API (over real HTTP, signed), the seller's pickup, inspection and hold, the carrier's
 * pickup updates, and the request lists' claim columns and filters.
 */
describe.each(databaseKinds)('claims on %s', (kind) => {
  const ctx = useTestApp(kind, { seed, operatorToken: OPERATOR_TOKEN });
  let key: PlatformKey;
  let alice = '';
  let base = '';
  beforeAll(async () => {
    key = await createPlatformKey(ctx.app, [1]);
    alice = await login(ctx.app, 'alice', PASSWORD);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' ? address?.port : 0}`;
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  /** A signed call over real HTTP, each signed anew (two in one second would repeat a signature). */
  const clock = signingClock();
  const platform = async (url: string, body: unknown) => {
    const payload = JSON.stringify(body);
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...signedHeaders(key, 'POST', url, payload, clock()), 'content-type': 'application/json' },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const seller = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token: string | null = alice) =>
    ctx.app.inject({ method, url, headers: token ? { 'x-auth-token': token } : {}, payload });
  const claimRow = async (code: string) => {
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.code, code));
    const [claim] = await ctx.database.db.select().from(orderClaims).where(eq(orderClaims.orderId, order!.id));
    return { order: order!, claim };
  };
  const historyOf = async (code: string) => {
    const { order } = await claimRow(code);
    return ctx.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.id));
  };
  const lastEvent = async () => {
    const [event] = await ctx.database.db.select().from(platformEvents).orderBy(desc(platformEvents.id)).limit(1);
    return event!;
  };
  const refund = (code: string, body: object) => platform(`/sw/p/v1/orders/${code}/refund-request`, body);

  describe('the buyer’s request (platform API)', () => {
    it('takes a reason code, the detail, up to 5 https photos and a pickup address with the move', async () => {
      const res = await refund('C-1', {
        reasonCode: 'SIZE_UNSATISFIED',
        detailReason: '한 치수 작아요.',
        photos: [PHOTO(1), PHOTO(2), PHOTO(3), PHOTO(4), PHOTO(5)],
        pickupAddress: { postcode: '06236', address1: '서울특별시 강남구 테헤란로 152', address2: '101동 1001호' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ orderCode: 'C-1', status: 'REFUNDING1', from: 'DELIVERED' });
      const { order, claim } = await claimRow('C-1');
      expect(order.reason).toBe('사이즈 불만');
      expect(order.detailReason).toBe('한 치수 작아요.');
      expect(claim).toMatchObject({
        kind: 'REFUND',
        reasonCode: 'SIZE_UNSATISFIED',
        photos: [1, 2, 3, 4, 5].map(PHOTO),
      });
      expect(claim!.pickupAddress).toEqual({
        postcode: '06236',
        address1: '서울특별시 강남구 테헤란로 152',
        address2: '101동 1001호',
      });

      const detail = (await seller('GET', '/sw/a/v1/orders/C-1')).json();
      expect(detail.claim).toMatchObject({
        kind: 'REFUND',
        reasonCode: 'SIZE_UNSATISFIED',
        photos: [1, 2, 3, 4, 5].map(PHOTO),
        pickupStatus: null,
        holdReason: null,
        delayed: false,
      });
      expect(detail.claim.pickupAddress.address2).not.toBe('101동 1001호');

      const list = (
        await seller('GET', '/sw/a/v3/orders?marketId=1&page=1&size=10&orderStatusList=REFUNDING1,REFUNDING2')
      ).json();
      expect(list.claims).toContainEqual({
        orderId: order.id,
        reasonCode: 'SIZE_UNSATISFIED',
        photoCount: 5,
        pickupStatus: null,
        held: false,
        delayed: false,
      });
    });

    it('keeps the plain reason text of older callers and gives it its code', async () => {
      const res = await platform('/sw/p/v1/orders/C-2/exchange-request', { reason: '상품 불량', detailReason: '실밥' });
      expect(res.status).toBe(200);
      const { order, claim } = await claimRow('C-2');
      expect(order.reason).toBe('상품 불량');
      expect(claim).toMatchObject({ kind: 'EXCHANGE', reasonCode: 'DEFECTIVE', photos: [] });
    });

    it('refuses 6 photos, a photo not on https, an unknown code and no reason in Korean, writing nothing', async () => {
      const cases: [object, string][] = [
        [{ reasonCode: 'DEFECTIVE', photos: [1, 2, 3, 4, 5, 6].map(PHOTO) }, message('claim.tooManyPhotos')],
        [
          { reasonCode: 'DEFECTIVE', photos: ['http://img.example.com/a.jpg'] },
          message('claim.photoNotHttps', { url: 'http://img.example.com/a.jpg' }),
        ],
        [{ reasonCode: 'NOPE' }, message('platform.badInput', { field: 'reasonCode' })],
        [{ detailReason: '그냥요' }, message('platform.reasonRequired')],
      ];
      for (const [body, text] of cases) {
        const res = await refund('C-3', body);
        expect(res.status).toBe(400);
        expect(res.body?.message).toBe(text);
      }
      const { order, claim } = await claimRow('C-3');
      expect(order.status).toBe('DELIVERED');
      expect(claim).toBeUndefined();
    });
  });

  describe('pickup, inspection and hold (seller)', () => {
    beforeAll(async () => {
      for (const code of ['C-3', 'C-4', 'C-5'])
        expect((await refund(code, { reasonCode: 'INTENT_CHANGED' })).status).toBe(200);
    });

    it('refuses without a token (401), another market’s order (404), an order not in a claim (409) and bad input (400)', async () => {
      const body = { method: 'REQUESTED', carrier: 'CJ대한통운', trackingNumber: '6100-0000-0001' };
      expect((await seller('POST', '/sw/a/v1/orders/C-3/claim/pickup', body, null)).statusCode).toBe(401);
      expect((await seller('POST', '/sw/a/v1/orders/C-OTHER/claim/pickup', body)).statusCode).toBe(404);
      const wrong = await seller('POST', '/sw/a/v1/orders/C-6/claim/pickup', body);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().message).toBe(message('claim.notOpen', { code: 'C-6', status: '배송완료' }));
      const badCarrier = await seller('POST', '/sw/a/v1/orders/C-3/claim/pickup', { ...body, carrier: '없는택배' });
      expect(badCarrier.statusCode).toBe(400);
      expect(badCarrier.json().message).toBe(message('order.delivery.unknownCarrier'));
      expect((await seller('POST', '/sw/a/v1/orders/C-3/claim/hold', { reason: 'NOPE' })).json().message).toBe(
        message('claim.holdReasonRequired'),
      );
      const { claim } = await claimRow('C-3');
      expect(claim!.pickupStatus).toBeNull();
      expect(claim!.holdReason).toBeNull();
    });

    it('requests pickup, the carrier moves it to 회수 중 and 회수 완료 (over HTTP), the seller inspects', async () => {
      const requested = await seller('POST', '/sw/a/v1/orders/C-3/claim/pickup', {
        method: 'REQUESTED',
        carrier: 'CJ대한통운',
        trackingNumber: '6100-0000-0001',
      });
      expect(requested.statusCode, requested.body).toBe(200);
      expect(requested.json()).toMatchObject({
        pickupMethod: 'REQUESTED',
        pickupStatus: 'REQUESTED',
        pickupCarrier: 'CJ대한통운',
        pickupTracking: '610000000001',
      });
      const event = await lastEvent();
      expect(event.type).toBe('order.claim-changed');
      expect(event.data).toMatchObject({
        orderCode: 'C-3',
        kind: 'REFUND',
        step: 'pickup-requested',
        status: 'REFUNDING1',
        reasonCode: 'INTENT_CHANGED',
        pickup: { method: 'REQUESTED', status: 'REQUESTED', carrierName: 'CJ대한통운', trackingNumber: '610000000001' },
        actor: { kind: 'seller', id: 'alice' },
      });

      const early = await seller('POST', '/sw/a/v1/orders/C-3/claim/inspection', { result: 'PASS' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(message('claim.notPickedUp', { code: 'C-3' }));

      const moving = await platform('/sw/p/v1/pickups/status', {
        carrier: 'CJ대한통운',
        trackingNumber: '6100-0000-0001',
        status: 'IN_TRANSIT',
      });
      expect(moving).toEqual({
        status: 200,
        body: { orderCode: 'C-3', pickupStatus: 'IN_TRANSIT', from: 'REQUESTED' },
      });
      const done = await platform('/sw/p/v1/pickups/status', { orderCode: 'C-3', status: 'DONE' });
      expect(done.body).toEqual({ orderCode: 'C-3', pickupStatus: 'DONE', from: 'IN_TRANSIT' });
      const again = await platform('/sw/p/v1/pickups/status', { orderCode: 'C-3', status: 'DONE' });
      expect(again.body).toEqual({ orderCode: 'C-3', pickupStatus: 'DONE', from: null });
      const back = await seller('POST', '/sw/a/v1/orders/C-3/claim/pickup-status', { status: 'IN_TRANSIT' });
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toBe(
        message('claim.pickupBackwards', { code: 'C-3', from: '회수 완료', to: '회수 중' }),
      );

      const inspected = await seller('POST', '/sw/a/v1/orders/C-3/claim/inspection', {
        result: 'PASS',
        note: '택 그대로, 이상 없음',
      });
      expect(inspected.statusCode).toBe(200);
      expect(inspected.json()).toMatchObject({ inspectionResult: 'PASS', inspectionNote: '택 그대로, 이상 없음' });

      const reasons = (await historyOf('C-3')).map((h) => [h.actor, h.reason]);
      expect(reasons.slice(-4)).toEqual([
        ['alice', '회수 요청: CJ대한통운 610000000001'],
        ['택배사', '회수 상태: 회수 중'],
        ['택배사', '회수 상태: 회수 완료'],
        ['alice', '검수 통과: 택 그대로, 이상 없음'],
      ]);
    });

    it('takes inspection photos through the image pipeline, refusing others’ addresses, other markets and bad files', async () => {
      const upload = async (code: string, data: Buffer, token: string | null = alice) => {
        const body = multipart([{ name: 'file', filename: 'photo.png', data, contentType: 'image/png' }]);
        return ctx.app.inject({
          method: 'POST',
          url: `/sw/a/v1/orders/${code}/claim/photos`,
          headers: { ...body.headers, ...(token ? { 'x-auth-token': token } : {}) },
          payload: body.payload,
        });
      };
      const png = await makePng(320, 320);
      expect((await upload('C-3', png, null)).statusCode).toBe(401);
      expect((await upload('C-OTHER', png)).statusCode).toBe(404);
      expect((await upload('C-6', png)).statusCode).toBe(409);
      const bad = await upload('C-3', Buffer.from('not an image'));
      expect(bad.statusCode).toBe(400);
      const uploaded = await upload('C-3', png);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const url = uploaded.json().url as string;
      expect(url).toContain('/market/1/editor/');
      const file = await ctx.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);

      const foreign = await seller('POST', '/sw/a/v1/orders/C-3/claim/inspection', {
        result: 'FAIL',
        photos: ['javascript:alert(1)'],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(message('claim.photoNotOurs'));
      const inspected = await seller('POST', '/sw/a/v1/orders/C-3/claim/inspection', {
        result: 'FAIL',
        note: '오염',
        photos: [url],
      });
      expect(inspected.statusCode).toBe(200);
      expect(inspected.json()).toMatchObject({ inspectionResult: 'FAIL', inspectionPhotos: [url] });
      await seller('POST', '/sw/a/v1/orders/C-3/claim/inspection', { result: 'PASS', note: '택 그대로, 이상 없음' });
    });

    it('refuses a carrier update for an unknown tracking number (404) and an order without pickup (409)', async () => {
      const unknown = await platform('/sw/p/v1/pickups/status', {
        carrier: 'CJ대한통운',
        trackingNumber: '999999999',
        status: 'DONE',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body?.message).toBe(message('claim.pickupNotFound'));
      const none = await platform('/sw/p/v1/pickups/status', { orderCode: 'C-4', status: 'DONE' });
      expect(none.status).toBe(409);
      expect(none.body?.message).toBe(message('claim.noPickup', { code: 'C-4' }));
    });

    it('holds a claim: completion is refused in Korean until it is released', async () => {
      const held = await seller('POST', '/sw/a/v1/orders/C-4/claim/hold', {
        reason: 'RETURN_FEE_UNPAID',
        memo: '입금 대기',
      });
      expect(held.statusCode).toBe(200);
      expect(held.json()).toMatchObject({ holdReason: 'RETURN_FEE_UNPAID', holdMemo: '입금 대기' });
      expect((await seller('POST', '/sw/a/v1/orders/C-4/claim/hold', { reason: 'ETC' })).statusCode).toBe(409);

      const proceed = { orderCodes: ['C-4', 'C-5'], currentStatus: 'REFUNDING1', nextStatus: 'REFUNDING2' };
      const refused = await seller('POST', '/sw/a/v1/orders/change-status', proceed);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'CLAIM_HELD', message: message('claim.held', { codes: 'C-4' }) });
      expect((await claimRow('C-5')).order.status).toBe('REFUNDING1');

      const list = (
        await seller('GET', '/sw/a/v3/orders?marketId=1&page=1&size=10&orderStatusList=REFUNDING1&claimState=held')
      ).json();
      expect(list.orders.map((o: { code: string }) => o.code)).toEqual(['C-4']);

      const released = await seller('DELETE', '/sw/a/v1/orders/C-4/claim/hold');
      expect(released.statusCode).toBe(200);
      expect(released.json().holdReason).toBeNull();
      expect((await seller('DELETE', '/sw/a/v1/orders/C-4/claim/hold')).statusCode).toBe(409);
      expect((await seller('POST', '/sw/a/v1/orders/change-status', proceed)).json()).toMatchObject({ success: true });
      expect((await historyOf('C-4')).map((h) => h.reason).slice(-3, -1)).toEqual([
        '보류: 반품 배송비 미입금 — 입금 대기',
        '보류 해제',
      ]);
    });

    it('counts a claim pending 3 business days after 회수 완료 as 처리 지연, and filters by pickup status', async () => {
      expect((await refund('C-7', { reasonCode: 'DEFECTIVE' })).status).toBe(200);
      expect((await refund('C-8', { reasonCode: 'DEFECTIVE' })).status).toBe(200);
      for (const [code, tracking] of [
        ['C-7', '700000000007'],
        ['C-8', '800000000008'],
      ] as const) {
        await seller('POST', `/sw/a/v1/orders/${code}/claim/pickup`, {
          method: 'BUYER_SENT',
          carrier: '롯데택배',
          trackingNumber: tracking,
        });
        await seller('POST', `/sw/a/v1/orders/${code}/claim/pickup-status`, { status: 'DONE' });
      }
      // C-7 was picked up long enough ago; C-8 today.
      const today = seoulDate();
      let day = addDays(today, -1);
      while (addBusinessDays(day, 3) > today) day = addDays(day, -1);
      const { order } = await claimRow('C-7');
      await ctx.database.db
        .update(orderClaims)
        .set({ pickupDoneAt: new Date(seoulDayRange(day, day).from.getTime() + 3_600_000) })
        .where(eq(orderClaims.orderId, order.id));

      const url = '/sw/a/v3/orders?marketId=1&page=1&size=10&orderStatusList=REFUNDING1,REFUNDING2&claimState=delayed';
      const delayed = (await seller('GET', url)).json();
      expect(delayed.orders.map((o: { code: string }) => o.code)).toEqual(['C-7']);
      expect(delayed.claims[0]).toMatchObject({ delayed: true, pickupStatus: 'DONE' });
      const count = await seller(
        'GET',
        '/sw/a/v1/orders/count?marketId=1&orderStatusList=REFUNDING1,REFUNDING2&claimState=delayed',
      );
      expect(count.json()).toBe(1);
      expect((await seller('GET', '/sw/a/v1/orders/C-7')).json().claim.delayed).toBe(true);
      expect((await seller('GET', '/sw/a/v1/orders/C-8')).json().claim.delayed).toBe(false);

      const byPickup = (status: string) =>
        seller(
          'GET',
          `/sw/a/v3/orders?marketId=1&page=1&size=10&orderStatusList=REFUNDING1&pickupStatus=${status}`,
        ).then((r) =>
          r
            .json()
            .orders.map((o: { code: string }) => o.code)
            .sort(),
        );
      expect(await byPickup('DONE')).toEqual(['C-3', 'C-7', 'C-8']);
      expect(await byPickup('NONE')).toEqual(['C-1']);
    });
  });
});
