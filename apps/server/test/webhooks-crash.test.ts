import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import type { PlatformEvent } from '@seller/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { createServices } from '../src/modules/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { createInbox } from '../../../scripts/webhook-receiver.mjs';
import { basic, PASSWORD, TEST_SELLER } from './helper.ts';
import { freePort, startServer, stopServer, usePostgres, type ServerProcess } from './server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const OPERATOR = 'operator-secret-crash-0123456789';

/**
 * Webhooks through a crash (issue 33 §5): the real server, killed with SIGKILL while a delivery is in
 * flight, started again — every event still reaches the receiver, at least once and in order per order.
 */
describe.runIf(adminUrl)('webhook delivery through a kill -9 of the server', () => {
  const db = usePostgres(async (database) => {
    const { admin: accounts } = createServices(database, createDiskStorage(tmpdir()));
    await accounts.createMarket({ id: 1, koName: '앨리스 마켓' });
    await accounts.admitSeller({ ...TEST_SELLER, loginId: 'alice', password: PASSWORD, name: 'alice', marketId: 1 });
  });
  let receiver: Server;
  let server: ServerProcess | null = null;
  const received: PlatformEvent[] = [];
  let requests = 0;
  let receive: (body: string, header: string | string[] | undefined) => number = () => 500;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        requests++;
        // Slow answers: the kill lands while deliveries are in flight.
        setTimeout(
          () => res.writeHead(receive(Buffer.concat(chunks).toString(), req.headers['x-sw-signature'])).end(),
          150,
        );
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await new Promise((resolve) => receiver.close(resolve));
  });

  const env = () => ({
    DATABASE_URL: db.url,
    DATABASE_POOL_SIZE: '3',
    OPERATOR_TOKEN: OPERATOR,
    WEBHOOK_LEASE_MS: '1500',
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_RETRY_MAX_MS: '500',
  });

  it(
    'delivers every event after the server is killed mid-delivery and started again',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      server = await startServer({ port, env: env() });
      const hook = await fetch(`${server.url}/sw/o/v1/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR },
        body: JSON.stringify({
          url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
          marketId: 1,
        }),
      });
      expect(hook.status).toBe(201);
      receive = createInbox(((await hook.json()) as { secret: string }).secret, (event: PlatformEvent) =>
        received.push(event),
      );
      const login = await fetch(`${server.url}/sw/a/v1/seller/login`, {
        headers: { authorization: basic('alice', PASSWORD) },
      });
      const { token } = (await login.json()) as { token: string };
      const made = Array.from(
        { length: 12 },
        (_, i) =>
          makeOrder(createRandom(40 + i), 1, `KILL${String(i).padStart(3, '0')}`, 'PAID', new Date(), new Date()).order,
      );
      await db.database.db.insert(orders).values(made);
      const move = (code: string, from: string, to: string) =>
        fetch(`${server!.url}/sw/a/v1/orders/change-status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-token': token },
          body: JSON.stringify({ orderCodes: [code], currentStatus: from, nextStatus: to }),
        });
      for (const o of made) expect((await move(o.code, 'PAID', 'PACKAGING')).status).toBe(200);
      // Kill it as soon as the receiver has been called: a delivery is in flight.
      const deadline = Date.now() + 20_000;
      while (requests === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(requests).toBeGreaterThan(0);
      server.child.kill('SIGKILL');
      await server.exited;
      server = await startServer({ port, env: env() });
      for (const o of made) expect((await move(o.code, 'PACKAGING', 'PAID')).status).toBe(200);
      const until = Date.now() + 60_000;
      while (received.length < made.length * 2 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      for (const o of made)
        expect(
          received.filter((e) => e.entityId === o.code).map((e) => `${String(e.data.from)}>${String(e.data.to)}`),
        ).toEqual(['PAID>PACKAGING', 'PACKAGING>PAID']);
    },
  );
});
