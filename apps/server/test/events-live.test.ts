import type { AddressInfo } from 'node:net';
import { SESSION_IDLE, type LiveEvent, type OrderStatus } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { orders, sessions } from '../src/db/schema/index.ts';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { recordEvent } from '../src/modules/events/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';
import { openSse, type SseStream } from './sse-client.ts';

const NOW = new Date('2026-11-20T03:00:00Z');

/**
 * Live updates to sellers (issue 33 §3): a seller's stream carries their market's events as they
 * commit — a seller's own move, an order written elsewhere — never another market's; a reconnect with
 * the last sequence replays what was missed; on PostgreSQL an event committed through a second
 * instance reaches a stream held by the first.
 */
describe.each(databaseKinds)('live updates on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });
  let base = '';
  let alice = '';
  let bob = '';
  const open: SseStream[] = [];
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    alice = await login(ctx.app, 'alice', PASSWORD);
    bob = await login(ctx.app, 'bob', PASSWORD);
  });
  afterAll(() => open.forEach((s) => s.close()));

  const stream = async (token: string, query = '') => {
    const s = await openSse(`${base}/sw/a/v1/live${query}`, { 'x-auth-token': token });
    open.push(s);
    return s;
  };
  const change = (match: (e: LiveEvent) => boolean) => (f: { event: string; data: string }) =>
    f.event === 'change' && match(JSON.parse(f.data) as LiveEvent);
  const parse = (f: { data: string }) => JSON.parse(f.data) as LiveEvent;

  let placed = 0;
  /** An order of `marketId` written as the marketplace's intake writes it: the row and its event, one transaction. */
  const arrive = async (database: Database, marketId: number, status: OrderStatus = 'PAID') => {
    const { order } = makeOrder(
      createRandom(300 + placed),
      marketId,
      `LV${String(++placed).padStart(4, '0')}`,
      status,
      NOW,
      NOW,
    );
    await database.db.transaction(async (tx) => {
      await tx.insert(orders).values(order);
      await recordEvent(tx, {
        type: 'order.created',
        marketId,
        entityId: order.code,
        data: {
          orderCode: order.code,
          status,
          productCode: order.productCode,
          productCount: order.productCount,
          dispatchDue: order.dispatchDue!,
        },
      });
    });
    return order.code;
  };

  it('refuses a stream without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/live' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it("streams the market's new order and the seller's own move, and nothing of another market", async () => {
    const mine = await stream(alice);
    const theirs = await stream(bob);
    expect(mine.status).toBe(200);
    const bobsOrder = await arrive(ctx.database, 2);
    const code = await arrive(ctx.database, 1);
    const created = parse(await mine.next(change((e) => e.entityId === code)));
    expect(created).toMatchObject({ type: 'order.created', entityId: code, status: 'PAID', actor: null });
    expect(created.sequence).toBeGreaterThan(0);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/orders/change-status',
      headers: { 'x-auth-token': alice },
      payload: { orderCodes: [code], currentStatus: 'PAID', nextStatus: 'PACKAGING' },
    });
    expect(moved.json()).toMatchObject({ updatedCodes: [code] });
    expect(parse(await mine.next(change((e) => e.type === 'order.status-changed')))).toMatchObject({
      entityId: code,
      status: 'PACKAGING',
      actor: 'seller',
    });
    // Bob's stream had his own order and never Alice's.
    expect(parse(await theirs.next(change(() => true)))).toMatchObject({ entityId: bobsOrder });
    const last = await arrive(ctx.database, 2);
    await theirs.next(change((e) => e.entityId === last));
    expect(theirs.pending()).toEqual([]);
    expect(mine.pending().map((f) => parse(f).entityId)).not.toContain(last);
    mine.close();
    theirs.close();
  });

  it('replays what a reconnecting stream missed, from its last sequence (query or Last-Event-ID)', async () => {
    const first = await stream(alice);
    const a = await arrive(ctx.database, 1);
    const seen = await first.next(change((e) => e.entityId === a));
    first.close();
    const missed = [await arrive(ctx.database, 1), await arrive(ctx.database, 1)];
    const again = await stream(alice, `?after=${seen.id}`);
    const got = [parse(await again.next(change(() => true))), parse(await again.next(change(() => true)))];
    expect(got.map((e) => e.entityId)).toEqual(missed);
    again.close();
    const byHeader = await openSse(`${base}/sw/a/v1/live`, { 'x-auth-token': alice, 'last-event-id': seen.id! });
    open.push(byHeader);
    expect(parse(await byHeader.next(change(() => true))).entityId).toBe(missed[0]);
    byHeader.close();
  });

  it('ends the stream when its session idles out, and a reconnect is refused', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    // The session's last activity was its idle time ago less 2 seconds: it ends 2 seconds after the
    // stream opens (the stream, a background call, is no activity).
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE.defaultMinutes * 60_000 + 2_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const s = await openSse(`${base}/sw/a/v1/live`, { 'x-auth-token': token, 'x-background': '1' });
    open.push(s);
    expect(s.status).toBe(200);
    await s.next((f) => f.event === 'ended', 10_000);
    const again = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/live', headers: { 'x-auth-token': token } });
    expect(again.statusCode).toBe(401);
  });

  if (kind === 'postgres') {
    it('delivers an order committed through a second instance to a seller connected to the first', async () => {
      const url = (ctx.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
        .connectionString;
      const other = await createDatabase({ kind: 'postgres', url, poolSize: 2 });
      const second: App = await buildApp({
        database: other,
        storage: createDiskStorage(ctx.dataDir),
        operatorToken: null,
      });
      try {
        const watching = await stream(alice);
        const [code] = await (async () => {
          const { order } = makeOrder(createRandom(77), 1, 'LV-B-1', 'PAID', NOW, NOW);
          await other.db.insert(orders).values(order);
          return [order.code];
        })();
        const token = await login(second, 'alice', PASSWORD);
        const res = await second.inject({
          method: 'POST',
          url: '/sw/a/v1/orders/change-status',
          headers: { 'x-auth-token': token },
          payload: { orderCodes: [code], currentStatus: 'PAID', nextStatus: 'PACKAGING' },
        });
        expect(res.json()).toMatchObject({ updatedCodes: [code] });
        expect(parse(await watching.next(change((e) => e.entityId === code)))).toMatchObject({ status: 'PACKAGING' });
        watching.close();
      } finally {
        await second.close();
        await other.close();
      }
    });
  }
});
