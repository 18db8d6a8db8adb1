import { tmpdir } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistory, orders, platformEvents } from '../src/db/schema/index.ts';
import { createServices } from '../src/modules/index.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { insertSoldProduct, purchase, signedHeaders, stockOf, type PlatformKey } from './platform.ts';
import { freePort, startServer, stopServer, usePostgres, type ServerProcess } from './server-process.ts';

/**
 * The platform API on real server processes over one PostgreSQL: two instances taking orders for
 * the same combination and running the automatic confirmation, and a kill -9 during intake.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** A database of its own for one describe block: market 1 with a platform key and a product of 60 in stock. */
function useDatabase() {
  const ctx: ReturnType<typeof usePostgres> & {
    key: PlatformKey;
    product: { code: string; combinations: number[] };
  } = Object.assign(
    usePostgres(async (database) => {
      const services = createServices(database, createDiskStorage(tmpdir()));
      await services.admin.createMarket({ id: 1, koName: '인스턴스 마켓' });
      await services.admin.linkBrand(1, await services.admin.createBrand('인스턴스 브랜드'));
      ctx.key = await services.platformKeys.create({ name: 'instances', markets: [1] });
      ctx.product = await insertSoldProduct(database.db, { marketId: 1, code: 'INST1764300000000' }, [
        { names: ['FREE'], stock: 60 },
      ]);
    }),
    { key: {} as PlatformKey, product: { code: '', combinations: [] } },
  );
  return ctx;
}

async function post(base: string, key: PlatformKey, body: object, at?: number) {
  const payload = JSON.stringify(body);
  const res = await fetch(`${base}/sw/p/v1/orders`, {
    method: 'POST',
    headers: { ...signedHeaders(key, 'POST', '/sw/p/v1/orders', payload, at), 'content-type': 'application/json' },
    body: payload,
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as { orderCodes?: string[]; code?: string } | null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(adminUrl)('two instances on one PostgreSQL taking orders', () => {
  const ctx = useDatabase();
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const env = { DATABASE_URL: ctx.url, DATABASE_POOL_SIZE: '3', SHUTDOWN_DRAIN_SECONDS: '0' };
    servers.push(...(await Promise.all([0, 1].map(async () => startServer({ port: await freePort(), env })))));
  }, 200_000);
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
  });

  it('sells the same combination through both with no oversell, and confirms each purchase once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        post(
          servers[i % 2]!.url,
          ctx.key,
          purchase(1, [{ productCode: ctx.product.code, combinationId: ctx.product.combinations[0] }], `TWO-${i}`),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(60);
    expect(answers.filter((a) => a.status === 409 && a.body?.code === 'OUT_OF_STOCK')).toHaveLength(90);
    expect(await stockOf(ctx.database.db, ctx.product.combinations[0]!)).toBe(0);
    const sold = await ctx.database.db.select({ id: orders.id, code: orders.code }).from(orders);
    expect(sold).toHaveLength(60);

    // Ten of them delivered ten days ago: both instances' job engines run the minute's confirmation.
    const delivered = sold.slice(0, 10);
    for (const o of delivered)
      await ctx.database.db
        .update(orders)
        .set({ status: 'DELIVERED', deliveredAt: new Date(Date.now() - 10 * 86_400_000) })
        .where(eq(orders.id, o.id));
    const confirmed = async () =>
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(eq(orders.status, 'CONFIRMED'))
      )[0]!.n;
    const deadline = Date.now() + 90_000;
    while ((await confirmed()) < 10 && Date.now() < deadline) await sleep(500);
    expect(await confirmed()).toBe(10);
    await sleep(8000); // a second run, were there one, would have written by now
    for (const o of delivered) {
      const history = await ctx.database.db
        .select({ actor: orderHistory.actor })
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, o.id), eq(orderHistory.toStatus, 'CONFIRMED')));
      expect(history).toEqual([{ actor: '시스템' }]);
      const events = await ctx.database.db
        .select({ id: platformEvents.id })
        .from(platformEvents)
        .where(
          and(
            eq(platformEvents.entityId, o.code),
            eq(platformEvents.type, 'order.status-changed'),
            sql`${platformEvents.data}->>'to' = 'CONFIRMED'`,
          ),
        );
      expect(events).toHaveLength(1);
    }
  }, 200_000);
});

describe.runIf(adminUrl)('kill -9 during intake on PostgreSQL', () => {
  const ctx = useDatabase();

  it('never loses an acknowledged purchase and never doubles a retried one', async () => {
    const port = await freePort();
    const env = { DATABASE_URL: ctx.url, DATABASE_POOL_SIZE: '3' };
    let server = await startServer({ port, env });
    const bodies = Array.from({ length: 50 }, (_, i) =>
      purchase(1, [{ productCode: ctx.product.code, combinationId: ctx.product.combinations[0] }], `KILL-${i}`),
    );
    const acknowledged = new Map<string, string[]>();
    const sending = bodies.map(async (body, i) => {
      await sleep(i * 15);
      const res = await post(server.url, ctx.key, body).catch(() => null);
      if (res?.status === 201) acknowledged.set(body.marketplaceOrderId, res.body!.orderCodes!);
    });
    // Killed in the middle: some purchases answered, some in flight, some never sent.
    while (acknowledged.size < 10) await sleep(10);
    server.child.kill('SIGKILL');
    await Promise.all(sending);
    await server.exited;
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(50);

    server = await startServer({ port, env });
    try {
      for (const [key, codes] of acknowledged) {
        const found = await ctx.database.db
          .select({ code: orders.code })
          .from(orders)
          .where(inArray(orders.code, codes));
        expect(found.map((f) => f.code).sort(), key).toEqual([...codes].sort());
      }
      // The marketplace retries every purchase it sent (signed anew): nothing is doubled.
      const later = Math.floor(Date.now() / 1000) + 1;
      const retried = await Promise.all(bodies.map((body) => post(server.url, ctx.key, body, later)));
      for (const [i, res] of retried.entries()) {
        expect([200, 201]).toContain(res.status);
        const before = acknowledged.get(bodies[i]!.marketplaceOrderId);
        if (before) {
          expect(res.status).toBe(200);
          expect(res.body!.orderCodes).toEqual(before);
        }
      }
      const [total] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
      expect(total!.n).toBe(50);
      expect(await stockOf(ctx.database.db, ctx.product.combinations[0]!)).toBe(10);
    } finally {
      await stopServer(server);
    }
  }, 300_000);
});
