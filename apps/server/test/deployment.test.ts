import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_LIMITS, message } from '@seller/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorUploads } from '../src/db/schema/index.ts';
import { createServices } from '../src/modules/index.ts';
import { FILES_CSP } from '../src/plugins/files.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { basic, PASSWORD } from './helper.ts';
import { startS3Server, type S3Server } from './s3-server.ts';
import { freePort, startServer, stopServer, usePostgres, type ServerProcess } from './server-process.ts';

/**
 * Real server processes on PostgreSQL, as an operator runs them. These tests need a PostgreSQL server:
 * CI always sets TEST_DATABASE_URL, and a CI run without it fails here rather than skipping them.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl && process.env.CI)
  throw new Error('TEST_DATABASE_URL must be set in CI: the deployment tests need PostgreSQL');

/** A database of its own for one describe block, migrated, with the markets 1 (alice) and 2 (bob). */
function useSeededDatabase() {
  return usePostgres(async (database) => {
    const { admin: accounts } = createServices(database, createDiskStorage(tmpdir()));
    for (const [id, login] of [
      [1, 'alice'],
      [2, 'bob'],
    ] as const) {
      await accounts.createMarket({ id, koName: `${login} 마켓` });
      await accounts.admitSeller({
        secondStepOptional: true,
        loginId: login,
        password: PASSWORD,
        name: login,
        marketId: id,
      });
    }
  });
}

/** One request on a connection of its own, as a load balancer forwards it; the status and the body. */
function call(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (res: { body: Buffer }) => JSON.parse(res.body.toString());

async function signIn(port: number, id: string, password: string) {
  return call(port, { path: '/sw/a/v1/seller/login', headers: { authorization: basic(id, password) } });
}

/** An editor upload (multipart: filePath and file). */
function editorUpload(port: number, token: string, data: Buffer) {
  const boundary = `----deploy${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="filePath"\r\n\r\nmarket/1/editor/\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(port, {
    method: 'POST',
    path: '/sw/a/v1/image/editor/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
    body,
  });
}

const picture = (size: number, noise = false) =>
  noise
    ? sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
        .png()
        .toBuffer()
    : sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 30, b: 90 } } })
        .png()
        .toBuffer();

describe.runIf(adminUrl)('three instances on one PostgreSQL with S3 storage', () => {
  const db = useSeededDatabase();
  let s3: S3Server;
  let bucket: string;
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = await s3.createBucket();
    env = {
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: '3',
      ...s3.env(bucket, 'files'),
      // Long enough that the test, on a busy machine, looks at a draining instance before it stops.
      SHUTDOWN_DRAIN_SECONDS: '3',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    servers.push(...(await Promise.all(ports.map((port) => startServer({ port, env })))));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    if (s3) {
      await s3.removeBucket(bucket);
      await s3.stop();
    }
  }, 60_000);

  it('serves an image uploaded through one instance from the others, and a session from one on the others', async () => {
    const [a, b, c] = servers.map((server) => server.port) as [number, number, number];
    const login = await signIn(a, 'alice', PASSWORD);
    expect(login.status).toBe(200);
    const token = json(login).token as string;

    const image = await picture(50);
    const uploaded = await editorUpload(b, token, image);
    expect(uploaded.status).toBe(200);
    const url = json(uploaded).url as string;
    expect(await s3.keys(bucket)).toEqual([`files/${url.replace(/^\/files\//, '')}`]);
    const bodies: Buffer[] = [];
    for (const port of [a, c]) {
      const served = await call(port, { path: url });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-security-policy']).toBe(FILES_CSP);
      bodies.push(served.body);
    }
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true);
    expect((await sharp(bodies[0]!).metadata()).width).toBe(50);

    for (const port of [b, c]) {
      const info = await call(port, { path: '/sw/a/v1/seller/info', headers: { 'x-auth-token': token } });
      expect(info.status).toBe(200);
    }
    // Signing out on one instance ends the session on all of them.
    expect(
      (await call(c, { method: 'POST', path: '/sw/a/v1/seller/logout', headers: { 'x-auth-token': token } })).status,
    ).toBe(200);
    for (const port of [a, b]) {
      const after = await call(port, { path: '/sw/a/v1/seller/info', headers: { 'x-auth-token': token } });
      expect(after.status).toBe(401);
    }
  });

  it('holds sign-in throttling across all three: the attempts of one id and address add up', async () => {
    const ports = servers.map((server) => server.port);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTH_LIMITS.maxFailuresPerId; attempt++)
      statuses.push((await signIn(ports[attempt % 3]!, 'bob', 'wrong-password-1')).status);
    expect(statuses).toEqual(Array(AUTH_LIMITS.maxFailuresPerId).fill(401));
    // Every instance now refuses the next guess, however the guesses were spread.
    for (const port of ports) {
      const refused = await signIn(port, 'bob', 'wrong-password-1');
      expect(refused.status).toBe(429);
      expect(json(refused).message).toBe(message('auth.tooManyAttempts'));
    }
  });

  it('loses no request over a rolling restart (SIGTERM each in turn while a client loops over the three)', async () => {
    const token = json(await signIn(servers[0]!.port, 'alice', PASSWORD)).token as string;
    const url = json(await editorUpload(servers[0]!.port, token, await picture(30))).url as string;
    const paths = [url, '/sw/a/v1/seller/info', '/health'];

    let running = true;
    let sent = 0;
    const lost: string[] = [];
    const servedBy = new Map<number, number>();
    // The load balancer's health check: every 100 ms, an instance is in rotation while /ready answers 200.
    const inRotation = new Set(servers.map((server) => server.port));
    const checks = (async () => {
      while (running) {
        await Promise.all(
          servers.map(async ({ port }) => {
            const ready = await call(port, { path: '/ready' }).then(
              (res) => res.status === 200,
              () => false,
            );
            if (ready) inRotation.add(port);
            else inRotation.delete(port);
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    /** A client behind that balancer: round the instances in rotation, the next one on a refused connection. */
    async function client(offset: number) {
      for (let n = offset; running; n++) {
        const path = paths[n % paths.length]!;
        const ports = [...inRotation];
        if (ports.length === 0) throw new Error('no instance in rotation');
        for (let hop = 0; hop < ports.length; hop++) {
          const port = ports[(n + hop) % ports.length]!;
          try {
            const res = await call(port, { path, headers: { 'x-auth-token': token } });
            sent++;
            if (res.status !== 200) lost.push(`${path} on ${port}: ${res.status} ${res.body.toString().slice(0, 100)}`);
            else servedBy.set(port, (servedBy.get(port) ?? 0) + 1);
            break;
          } catch (error) {
            // Refused before anything was sent: a balancer tries the next one. Anything else is a lost request.
            if ((error as { code?: string }).code === 'ECONNREFUSED' && hop < ports.length - 1) continue;
            lost.push(`${path} on ${port}: ${(error as Error).message}`);
            break;
          }
        }
      }
    }
    const clients = [0, 1, 2, 3].map((offset) => client(offset));

    for (let index = 0; index < 3; index++) {
      const old = servers[index]!;
      await new Promise((resolve) => setTimeout(resolve, 500));
      old.child.kill('SIGTERM');
      // Draining: not ready any more, still alive and still answering.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ready = await call(old.port, { path: '/ready' });
      expect(ready.status).toBe(503);
      expect(ready.headers.connection).toBe('close');
      expect((await call(old.port, { path: '/health' })).status).toBe(200);
      expect(await old.exited).toBe(0);
      servers[index] = await startServer({ port: old.port, env });
      servedBy.delete(old.port);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all([...clients, checks]);

    expect(lost).toEqual([]);
    expect(sent).toBeGreaterThan(50);
    // The restarted instances took their share again.
    for (const server of servers) expect(servedBy.get(server.port) ?? 0).toBeGreaterThan(0);
  }, 240_000);

  it('ends a shutdown at its deadline when a request never finishes', async () => {
    const server = servers[2]!;
    // A request whose body never arrives stays in flight.
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /sw/a/v1/seller/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(5);
    expect(seconds).toBeLessThan(15);
    socket.destroy();
  }, 60_000);
});

describe.runIf(adminUrl)('a full disk', () => {
  const db = useSeededDatabase();
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'full-disk-'));
    const files = path.join(dataDir, 'files');
    mkdirSync(files);
    // The server's files folder is a 64 KiB file system of its own, in a mount namespace of its own.
    const wrap = [
      'unshare',
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      'mount -t tmpfs -o size=64k tmpfs "$0" && exec "$@"',
      files,
    ];
    server = await startServer({ port: await freePort(), env: { DATABASE_URL: db.url, DATA_DIR: dataDir }, wrap });
  }, 300_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a Korean 507 when the file does not fit, keeps no quota for it and goes on after', async () => {
    const token = json(await signIn(server.port, 'alice', PASSWORD)).token as string;
    expect((await editorUpload(server.port, token, await picture(20))).status).toBe(200);

    const big = await picture(300, true); // ~270 KB of noise: more than the whole file system
    const full = await editorUpload(server.port, token, big);
    expect(full.status).toBe(507);
    expect(json(full)).toEqual({ code: 'STORAGE_FULL', message: message('common.storageFull') });

    expect((await editorUpload(server.port, token, await picture(20))).status).toBe(200);
    const kept = await db.database.db.select().from(editorUploads).where(eq(editorUploads.marketId, 1));
    expect(kept).toHaveLength(2);
    expect(kept.every((row) => row.bytes < 1000)).toBe(true);
    // Nothing half-written is left in the folder (read through the server's own mount namespace).
    const root = `/proc/${server.child.pid}/root${path.join(dataDir, 'files/market/1/editor')}`;
    expect(existsSync(root) ? readdirSync(root) : []).toHaveLength(2);
  });
});
