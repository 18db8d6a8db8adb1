import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { OrderStatus, PlatformEvent } from '@seller/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/client.ts';
import { orders, qnas } from '../src/db/schema/index.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { webhookSignature } from '../src/modules/events/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
// The sample receiver of docs/integration.md, as a marketplace would run it.
import { createInbox, verifySignature } from '../../../scripts/webhook-receiver.mjs';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { createPlatformKey, OPERATOR_TOKEN, platformCall } from './platform.ts';
import { insertProducts } from './product-rows.ts';

const NOW = new Date('2026-11-20T03:00:00Z');

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await insertProducts(ctx.database.db, [
    { marketId: 1, code: 'W-1', name: '셔츠' },
    { marketId: 2, code: 'WB-1', name: '밥 셔츠' },
  ]);
  await ctx.database.db.insert(qnas).values([{ marketId: 1, type: 'ETC', content: '세탁은?' }]);
}

/** Waits until `check` holds, polling; fails with `what` after 20 s. */
async function until(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Webhooks (issue 33 §1): a real receiver started by the test — the sample receiver of
 * docs/integration.md — gets every event of a scripted day at least once and in order per entity,
 * signed; through a receiver answering 500 until it recovers and one that is down for a while
 * (everything queued arrives, oldest first); an event refused past the retry window is parked and
 * the operator replays it. The pull feed reads the same outbox for the key's markets.
 */
describe.each(databaseKinds)('webhooks on %s', (kind) => {
  const ctx = useTestApp(kind, { seed, operatorToken: OPERATOR_TOKEN });
  const received: PlatformEvent[] = [];
  /** Every POST the receiver saw, with its events' sequences (duplicates included). */
  const posts: number[][] = [];
  let mode: 'ok' | 'fail' = 'ok';
  /** Deliveries being answered now, and the most ever at once (one endpoint: never more than one). */
  let inFlight = 0;
  let mostInFlight = 0;
  let answerDelayMs = 0;
  let server: Server;
  let port = 0;
  let secret = '';
  let endpointId = 0;
  let alice = '';

  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  beforeAll(async () => {
    process.env.WEBHOOK_RETRY_BASE_MS = '100';
    process.env.WEBHOOK_RETRY_MAX_MS = '400';
    alice = await login(ctx.app, 'alice', PASSWORD);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/sw/o/v1/webhooks',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      payload: { url: 'http://127.0.0.1:1/placeholder', marketId: 1 },
    });
    expect(added.statusCode).toBe(201);
    ({ secret, id: endpointId } = added.json());
    expect(secret).toMatch(/^whsec_/);
    let receive = createInbox(secret, (event: PlatformEvent) => received.push(event));
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      res.on('close', () => inFlight--);
      req.on('end', async () => {
        if (answerDelayMs) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
        if (mode === 'fail') return void res.writeHead(500).end();
        const body = Buffer.concat(chunks).toString('utf8');
        const status = receive(body, req.headers['x-sw-signature']);
        if (status === 204) posts.push((JSON.parse(body) as { events: PlatformEvent[] }).events.map((e) => e.sequence));
        res.writeHead(status).end();
      });
    });
    await listen();
    port = (server.address() as AddressInfo).port;
    // The endpoint points at the receiver now that its port is known.
    await ctx.app.services.webhooks.remove(endpointId);
    ({ secret, id: endpointId } = await ctx.app.services.webhooks.add({
      url: `http://127.0.0.1:${port}/hooks`,
      marketId: 1,
    }));
    receive = createInbox(secret, (event: PlatformEvent) => received.push(event));
    await ctx.app.jobs.start();
    await ctx.app.services.live.start();
  });
  afterAll(async () => {
    delete process.env.WEBHOOK_RETRY_BASE_MS;
    delete process.env.WEBHOOK_RETRY_MAX_MS;
    delete process.env.WEBHOOK_RETRY_WINDOW_MS;
    await new Promise((resolve) => server.close(resolve));
  });

  let placed = 0;
  const place = async (...statuses: OrderStatus[]) => {
    const made = statuses.map(
      (status) =>
        makeOrder(createRandom(700 + placed), 1, `WH${String(++placed).padStart(4, '0')}`, status, NOW, NOW).order,
    );
    await ctx.database.db.insert(orders).values(made);
    return made.map((o) => o.code);
  };
  const move = (codes: string[], currentStatus: OrderStatus, nextStatus: OrderStatus) =>
    ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/orders/change-status',
      headers: { 'x-auth-token': alice },
      payload: { orderCodes: codes, currentStatus, nextStatus },
    });
  const outbox = async () =>
    (await platformCall(ctx.app, await key(), 'GET', '/sw/p/v1/events?limit=500')).json().events as PlatformEvent[];
  let platformKey: Awaited<ReturnType<typeof createPlatformKey>> | null = null;
  const key = async () => (platformKey ??= await createPlatformKey(ctx.app, [1]));

  /** Every event of market 1 recorded so far has reached the receiver; each entity's arrived in version order. */
  const expectAllDelivered = async () => {
    const all = (await outbox()).filter((e) => e.sequence > (received[0]?.sequence ?? 0) - 1);
    await until('every event at the receiver', () => all.every((e) => received.some((r) => r.id === e.id)));
    const byEntity = new Map<string, number[]>();
    for (const e of received) byEntity.set(e.entityId, [...(byEntity.get(e.entityId) ?? []), e.version]);
    for (const versions of byEntity.values()) expect(versions).toEqual([...versions].sort((a, b) => a - b));
    // Delivered in outbox order: each POST starts after what the one before acknowledged.
    const firsts = posts.map((p) => p[0]!);
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
  };

  it('delivers a scripted day of seller changes, signed, in order per entity', async () => {
    const [a, b] = await place('PAID', 'PAID');
    await move([a!, b!], 'PAID', 'PACKAGING');
    await move([a!], 'PACKAGING', 'PAID');
    await ctx.app.inject({
      method: 'PUT',
      url: '/sw/a/v1/orders/deliveries',
      headers: { 'x-auth-token': alice },
      payload: [{ orderDetailCode: b, deliveryCode: '6100-0000-0001', deliveryName: 'CJ' }],
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/sw/a/v1/products/flags',
      headers: { 'x-auth-token': alice },
      payload: { productCodes: ['W-1'], display: false },
    });
    // Another market's change never reaches market 1's endpoint.
    await ctx.app.inject({
      method: 'PUT',
      url: '/sw/a/v1/products/flags',
      headers: { 'x-auth-token': await login(ctx.app, 'bob', PASSWORD) },
      payload: { productCodes: ['WB-1'], display: false },
    });
    await expectAllDelivered();
    expect(received.map((e) => `${e.type} ${e.entityId}`)).toEqual([
      `order.status-changed ${a}`,
      `order.status-changed ${b}`,
      `order.status-changed ${a}`,
      `order.status-changed ${b}`,
      `order.tracking-changed ${b}`,
      'product.changed W-1',
    ]);
    expect(received.every((e) => e.marketId === 1)).toBe(true);
    expect(received[4]).toMatchObject({ data: { change: 'set', status: 'TRANSIT' } });
  });

  it('retries a receiver answering 500 until it recovers, then delivers everything in order', async () => {
    mode = 'fail';
    const [c] = await place('PAID');
    await move([c!], 'PAID', 'PACKAGING');
    await move([c!], 'PACKAGING', 'PAID');
    await until('a failed attempt', async () => (await ctx.app.services.webhooks.list())[0]!.failures >= 2);
    const [state] = await ctx.app.services.webhooks.list();
    expect(state).toMatchObject({ lastError: 'HTTP 500' });
    mode = 'ok';
    await expectAllDelivered();
    expect(received.filter((e) => e.entityId === c).map((e) => `${String(e.data.from)}>${String(e.data.to)}`)).toEqual([
      'PAID>PACKAGING',
      'PACKAGING>PAID',
    ]);
    expect((await ctx.app.services.webhooks.list())[0]).toMatchObject({ failures: 0, lastError: null });
  });

  it('delivers what queued while the receiver was down, oldest first, once it is back', async () => {
    await new Promise((resolve) => server.close(resolve));
    const codes = await place('PAID', 'PAID', 'PAID');
    for (const code of codes) await move([code], 'PAID', 'PACKAGING');
    await until('a refused connection', async () => (await ctx.app.services.webhooks.list())[0]!.failures >= 1);
    const before = received.length;
    await listen();
    await expectAllDelivered();
    expect(received.slice(before).map((e) => e.entityId)).toEqual(codes);
  });

  it('parks an event refused past the retry window; the operator lists and replays it', async () => {
    process.env.WEBHOOK_RETRY_WINDOW_MS = '300';
    mode = 'fail';
    const [d] = await place('PAID');
    await move([d!], 'PAID', 'PACKAGING');
    const list = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/sw/o/v1/webhooks/dead-letters',
        headers: { 'x-operator-token': OPERATOR_TOKEN },
      });
    await until('a dead letter', async () => (await list()).json().deadLetters.length > 0);
    delete process.env.WEBHOOK_RETRY_WINDOW_MS;
    const [letter] = (await list()).json().deadLetters;
    expect(letter).toMatchObject({
      endpointId,
      event: { entityId: d, type: 'order.status-changed' },
      replayedAt: null,
    });
    expect(received.some((e) => e.entityId === d)).toBe(false);
    mode = 'ok';
    const replay = await ctx.app.inject({
      method: 'POST',
      url: `/sw/o/v1/webhooks/dead-letters/${letter.id}/replay`,
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(replay.json()).toEqual({ replayed: true });
    expect(received.some((e) => e.entityId === d)).toBe(true);
    expect((await list()).json().deadLetters[0].replayedAt).not.toBeNull();
  });

  it("answers the pull feed with the key's markets only, after a cursor", async () => {
    const k = await key();
    const first = await platformCall(ctx.app, k, 'GET', '/sw/p/v1/events?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json() as { events: PlatformEvent[]; next: number };
    expect(page.events).toHaveLength(2);
    expect(page.next).toBe(page.events[1]!.sequence);
    const rest = (await platformCall(ctx.app, k, 'GET', `/sw/p/v1/events?after=${page.next}&limit=500`)).json();
    expect(rest.events[0].sequence).toBeGreaterThan(page.next);
    expect([...page.events, ...rest.events].every((e: PlatformEvent) => e.marketId === 1)).toBe(true);
    expect((await platformCall(ctx.app, k, 'GET', '/sw/p/v1/events')).statusCode).toBe(200);
    const other = await createPlatformKey(ctx.app, [2]);
    const theirs = (await platformCall(ctx.app, other, 'GET', '/sw/p/v1/events')).json();
    expect(theirs.events.map((e: PlatformEvent) => e.entityId)).toEqual(['WB-1']);
  });

  it('refuses a cursor older than the retention with 410', async () => {
    await ctx.app.services.webhooks.prune(0);
    const res = await platformCall(ctx.app, await key(), 'GET', '/sw/p/v1/events?after=1');
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'CURSOR_EXPIRED' });
  });

  if (kind === 'postgres') {
    it('two instances deliver to one endpoint one delivery at a time, never the same event twice at once', async () => {
      const url = (ctx.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
        .connectionString;
      const other = await createDatabase({ kind: 'postgres', url, poolSize: 3 });
      const second = await buildApp({ database: other, storage: createDiskStorage(ctx.dataDir), operatorToken: null });
      await second.jobs.start();
      await second.services.live.start();
      try {
        mostInFlight = 0;
        answerDelayMs = 30;
        const before = received.length;
        const codes = await place('PAID', 'PAID', 'PAID', 'PAID', 'PAID', 'PAID');
        const aliceOnSecond = await login(second, 'alice', PASSWORD);
        // Changes committed through both instances, interleaved.
        for (const [i, code] of codes.entries()) {
          const app = i % 2 === 0 ? ctx.app : second;
          const token = i % 2 === 0 ? alice : aliceOnSecond;
          await app.inject({
            method: 'POST',
            url: '/sw/a/v1/orders/change-status',
            headers: { 'x-auth-token': token },
            payload: { orderCodes: [code], currentStatus: 'PAID', nextStatus: 'PACKAGING' },
          });
        }
        await expectAllDelivered();
        expect(received.slice(before).map((e) => e.entityId)).toEqual(codes);
        expect(mostInFlight).toBe(1);
      } finally {
        answerDelayMs = 0;
        await second.close();
        await other.close();
      }
    });
  }

  it('the sample receiver rejects a bad signature and takes a good one', () => {
    const body = JSON.stringify({ events: [] });
    expect(verifySignature(secret, webhookSignature(secret, body), body)).toBe(true);
    expect(verifySignature(secret, webhookSignature('whsec_other', body), body)).toBe(false);
    expect(verifySignature(secret, webhookSignature(secret, body), `${body} `)).toBe(false);
    expect(verifySignature(secret, webhookSignature(secret, body, Math.floor(Date.now() / 1000) - 3600), body)).toBe(
      false,
    );
  });
});
