import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseTrustProxy } from '../src/config.ts';
import { orders } from '../src/db/schema/index.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { basic, databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

async function seedWithOrder(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const now = new Date();
  const made = makeOrder(createRandom(3), 1, 'H000', 'PAID', new Date(now.getTime() - 86_400_000), now).order;
  await ctx.database.db.insert(orders).values(made);
}

describe.each(databaseKinds)('private answers and HSTS on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedWithOrder, trustProxy: parseTrustProxy('10.0.0.2') });

  it('answers the sign-in, an order detail and the account with Cache-Control: no-store', async () => {
    const signIn = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/login',
      headers: { authorization: basic('alice', PASSWORD) },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const token = signIn.json().token as string;
    const headers = { 'x-auth-token': token };
    const detail = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/orders/H000', headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    const account = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/seller/account?sellerId=alice', headers });
    expect(account.statusCode).toBe(200);
    expect(account.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/seller/login' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers an API path spelled with percent-encoding with the same no-store headers', async () => {
    const signIn = await ctx.app.inject({
      method: 'GET',
      url: '/%73w/a/v1/seller/login',
      headers: { authorization: basic('alice', PASSWORD) },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().token).toEqual(expect.any(String));
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect(signIn.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const unknown = await ctx.app.inject({ method: 'GET', url: '/%73w/a/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only when a trusted proxy says the request came over https', async () => {
    const health = (remoteAddress: string, proto?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/health',
        remoteAddress,
        headers: proto ? { 'x-forwarded-proto': proto } : {},
      });
    expect((await health('10.0.0.2')).headers['strict-transport-security']).toBeUndefined();
    expect((await health('10.0.0.2', 'http')).headers['strict-transport-security']).toBeUndefined();
    // Anyone else writing the header is not believed.
    expect((await health('203.0.113.9', 'https')).headers['strict-transport-security']).toBeUndefined();
    expect((await health('10.0.0.2', 'https')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const token = await login(ctx.app, 'alice', PASSWORD);
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/info',
      remoteAddress: '10.0.0.2',
      headers: { 'x-auth-token': token, 'x-forwarded-proto': 'https' },
    });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

/** Resolves with what the server sent once it closes the connection, or 'open' after `waitMs`. */
function untilClosed(socket: Socket, waitMs: number): Promise<string> {
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

describe.each(databaseKinds)('socket timeouts on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('keeps header, request and keep-alive timeouts by default', async () => {
    const server = ctx.app.server;
    expect(server.headersTimeout).toBe(15_000);
    expect(server.requestTimeout).toBe(120_000);
    expect(server.keepAliveTimeout).toBe(72_000);
  });

  it('takes the URL of a print of 1,000 orders of long codes (a request line past Node’s 16 KB default)', async () => {
    const codes = Array.from({ length: 1000 }, (_, i) => `${'X'.repeat(60)}${String(i).padStart(4, '0')}`);
    const url = `/health?codes=${codes.join(',')}`;
    expect(url.length).toBeGreaterThan(64_000);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (ctx.app.server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(res.status).toBe(200);
    } finally {
      await ctx.app.server.close();
    }
  });

  it('closes a connection whose headers, body or next request do not come in time', async () => {
    const app = await buildApp({
      database: ctx.database,
      storage: createDiskStorage(ctx.dataDir),
      timeouts: { headersMs: 400, requestMs: 800, keepAliveMs: 400 },
    });
    const sockets: Socket[] = [];
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as { port: number }).port;
      const open = async () => {
        const socket = connect(port, '127.0.0.1');
        // The server ends these connections under the client's writes (a reset is how it may end
        // them): the test reads the answer and the close, so a write's ECONNRESET is expected.
        socket.on('error', () => {});
        sockets.push(socket);
        await new Promise((resolve) => socket.once('connect', resolve));
        return socket;
      };
      // Headers that never end.
      const slowHeaders = await open();
      const headersEnd = untilClosed(slowHeaders, 5_000);
      slowHeaders.write('GET /health HTTP/1.1\r\nHost: x\r\n');
      expect(await headersEnd).toMatch(/^HTTP\/1\.1 408/);
      // A body that never arrives in full.
      const slowBody = await open();
      const bodyEnd = untilClosed(slowBody, 5_000);
      slowBody.write(
        'POST /sw/a/v1/qnas HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      const trickle = setInterval(() => slowBody.writable && slowBody.write(' '), 150);
      expect(await bodyEnd).toMatch(/408/);
      clearInterval(trickle);
      // A kept-alive connection that sends nothing more.
      const idle = await open();
      const idleEnd = untilClosed(idle, 5_000);
      idle.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(await idleEnd).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await app.close();
    }
  });
});
