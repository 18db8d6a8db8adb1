import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { message } from '@seller/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/lib/data-dir-lock.ts';
import { PLATFORM_MAX_FAILURES } from '../src/plugins/platform-auth.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';
import { createPlatformKey, OPERATOR_TOKEN, platformCall, signedHeaders, type PlatformKey } from './platform.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs a plain-Node or tsx script of the repo; answers its exit code and output. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe.each(databaseKinds)('platform credentials and signing, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets, operatorToken: OPERATOR_TOKEN });
  let all: PlatformKey;
  let marketOne: PlatformKey;
  beforeAll(async () => {
    all = await createPlatformKey(ctx.app);
    marketOne = await createPlatformKey(ctx.app, [1], '마켓 1 전용');
  });
  // Every test starts with no refusal counted against the test's address.
  afterEach(() => ctx.database.db.execute(sql`delete from login_failures`));
  const markets = (key: PlatformKey, url = '/sw/p/v1/markets') => platformCall(ctx.app, key, 'GET', url);
  const refusedWith = (res: { statusCode: number; json(): unknown }, key: Parameters<typeof message>[0]) => {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: message(key) });
  };

  it('answers a signed request, with the markets its key opens', async () => {
    const res = await markets(all);
    expect(res.statusCode).toBe(200);
    expect(res.json().markets.map((m: { id: number }) => m.id)).toEqual([1, 2]);
    const one = await markets(marketOne);
    expect(one.json()).toEqual({ markets: [{ id: 1, name: '앨리스 마켓' }] });
  });

  it('refuses unsigned, wrong and expired requests with 401', async () => {
    refusedWith(await ctx.app.inject({ method: 'GET', url: '/sw/p/v1/markets' }), 'platform.unsigned');
    const wrongSecret = { key: all.key, secret: 'not-the-secret' };
    refusedWith(await markets(wrongSecret), 'platform.badSignature');
    refusedWith(await markets({ key: 'pk_nobody', secret: all.secret }), 'platform.unknownKey');
    // The query is signed: a signature of the path alone does not open the path with a query.
    const headers = signedHeaders(all, 'GET', '/sw/p/v1/markets');
    refusedWith(await ctx.app.inject({ method: 'GET', url: '/sw/p/v1/markets?x=1', headers }), 'platform.badSignature');
    // Six minutes off either way.
    for (const skew of [-360, 360]) {
      const stale = signedHeaders(all, 'GET', '/sw/p/v1/markets', '', Math.floor(Date.now() / 1000) + skew);
      refusedWith(
        await ctx.app.inject({ method: 'GET', url: '/sw/p/v1/markets', headers: stale }),
        'platform.badTimestamp',
      );
    }
    // A GET sent twice with one signature (a poller within one second) is answered both times;
    // a replayed call that acts is refused (orders.test.ts).
    const once = signedHeaders(all, 'GET', '/sw/p/v1/markets');
    expect((await ctx.app.inject({ method: 'GET', url: '/sw/p/v1/markets', headers: once })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/sw/p/v1/markets', headers: once })).statusCode).toBe(200);
  });

  it('keeps seller tokens and platform keys each to their own API', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const sellerOnPlatform = await ctx.app.inject({
      method: 'GET',
      url: '/sw/p/v1/markets',
      headers: { 'x-auth-token': token },
    });
    refusedWith(sellerOnPlatform, 'platform.unsigned');
    const info = '/sw/a/v1/seller/info';
    const platformOnSeller = await ctx.app.inject({
      method: 'GET',
      url: info,
      headers: signedHeaders(all, 'GET', info),
    });
    expect(platformOnSeller.statusCode).toBe(401);
    expect(platformOnSeller.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses every platform call unsigned, with a seller token, or signed by a revoked key (401)', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const revoked = await createPlatformKey(ctx.app, null, '폐기될 키');
    const gone = await ctx.app.inject({
      method: 'POST',
      url: `/sw/o/v1/platform-keys/${revoked.key}/revoke`,
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(gone.statusCode).toBe(200);
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(doc.paths)
      .filter(([route]) => route.startsWith('/sw/p/'))
      .flatMap(([route, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase() as 'GET',
          url: route.replace('{orderCode}', '202611280010000001').replace('{market}', '1'),
        })),
      );
    expect(calls.length).toBeGreaterThanOrEqual(15);
    for (const { method, url } of calls) {
      const body = method === 'GET' ? undefined : '{}';
      const send = (headers: Record<string, string>) =>
        ctx.app.inject({
          method,
          url,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { payload: body } : {}),
        });
      refusedWith(await send({}), 'platform.unsigned');
      refusedWith(await send({ 'x-auth-token': token }), 'platform.unsigned');
      refusedWith(await send(signedHeaders(revoked, method, url, body ?? '')), 'platform.unknownKey');
      // Each call's refusal counted apart (20 from one address would throttle it: the test above).
      await ctx.database.db.execute(sql`delete from login_failures`);
    }
  });

  it('rotates without downtime: two keys valid at once, then the old one revoked', async () => {
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: `/sw/o/v1/platform-keys/${marketOne.key}/rotate`,
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(rotated.statusCode).toBe(201);
    const next = rotated.json() as PlatformKey & { markets: number[]; name: string };
    expect(next).toMatchObject({ markets: [1], name: '마켓 1 전용' });
    expect(next.key).not.toBe(marketOne.key);
    expect((await markets(marketOne)).statusCode).toBe(200);
    expect((await markets(next)).statusCode).toBe(200);

    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/sw/o/v1/platform-keys/${marketOne.key}/revoke`,
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    refusedWith(await markets(marketOne), 'platform.unknownKey');
    expect((await markets(next)).statusCode).toBe(200);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/sw/o/v1/platform-keys',
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    const keys = listed.json().keys as Record<string, unknown>[];
    expect(keys.map((k) => k.key)).toEqual(expect.arrayContaining([all.key, marketOne.key, next.key]));
    expect(keys.every((k) => !('secret' in k))).toBe(true);
  });

  it('refuses bad key requests in Korean, and operator calls without the token', async () => {
    const create = (payload: object, token = OPERATOR_TOKEN) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sw/o/v1/platform-keys',
        headers: { 'x-operator-token': token },
        payload,
      });
    const noMarket = await create({ name: '없는 마켓', markets: [1, 999] });
    expect(noMarket.statusCode).toBe(400);
    expect(noMarket.json().message).toBe(message('platform.keyMarketsInvalid', { markets: '999' }));
    expect((await create({ name: '  ' })).json().message).toBe(message('platform.keyNameRequired'));
    expect((await create({ name: '몰래' }, 'wrong-token-000000000')).statusCode).toBe(403);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/sw/o/v1/platform-keys/${marketOne.key}/revoke`,
      headers: { 'x-operator-token': OPERATOR_TOKEN },
    });
    expect(again.statusCode).toBe(409);
  });

  it('throttles an address that keeps sending wrong signatures, even with a right one', async () => {
    const wrong = { key: all.key, secret: 'guess' };
    let last = 0;
    let refused = 0;
    for (; refused < 30 && last !== 429; refused++) last = (await markets(wrong)).statusCode;
    expect(last).toBe(429);
    expect(refused).toBe(PLATFORM_MAX_FAILURES + 1);
    expect((await markets(all)).statusCode).toBe(429);
  });
});

describe.each(databaseKinds)(
  'npm run admin platform keys while the server runs, and platform-call.mjs, on %s',
  (kind) => {
    const ctx = useTestApp(kind, { seed: seedTwoMarkets, operatorToken: OPERATOR_TOKEN });
    let dataDir: string;
    let unlock: () => void;
    let env: Record<string, string>;
    let base: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'platform-cli-'));
      unlock = lockDataDir(dataDir);
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const address = ctx.app.server.address();
      const port = String(typeof address === 'object' ? address?.port : 0);
      env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: port, OPERATOR_TOKEN };
      base = `http://127.0.0.1:${port}`;
    });
    afterAll(() => {
      unlock?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });
    const admin = (args: string[]) =>
      run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/cli/admin.ts', ...args], env);

    it('creates, lists and revokes keys; the printed key and secret sign a call', async () => {
      const created = await admin(['create-platform-key', '--name', '스토어', '--markets', '1,2']);
      expect(created.code).toBe(0);
      const key = /^key: (pk_\w+)$/m.exec(created.stdout)?.[1];
      const secret = /^secret: (\S+)$/m.exec(created.stdout)?.[1];
      expect(key).toBeDefined();
      expect(secret).toBeDefined();

      const call = await run(process.execPath, [
        'scripts/platform-call.mjs',
        base,
        key!,
        secret!,
        'GET',
        '/sw/p/v1/markets',
      ]);
      expect(call.code).toBe(0);
      expect(call.stdout.split('\n')[0]).toBe('200');
      expect(JSON.parse(call.stdout.slice(call.stdout.indexOf('\n')))).toEqual({
        markets: [
          { id: 1, name: '앨리스 마켓' },
          { id: 2, name: '밥 마켓' },
        ],
      });

      const listed = await admin(['list-platform-keys']);
      expect(listed.stdout).toMatch(new RegExp(`^${key}\\t스토어\\t1,2\\t\\S+\\tactive$`, 'm'));
      expect(listed.stdout).not.toContain(secret);

      expect((await admin(['revoke-platform-key', '--key', key!])).stdout).toBe(`platform key ${key} revoked\n`);
      const refused = await run(process.execPath, [
        'scripts/platform-call.mjs',
        base,
        key!,
        secret!,
        'GET',
        '/sw/p/v1/markets',
      ]);
      expect(refused.code).toBe(1);
      expect(refused.stdout.split('\n')[0]).toBe('401');

      const bad = await admin(['create-platform-key', '--name', '없음', '--markets', '1,77']);
      expect(bad).toMatchObject({ code: 1 });
      expect(bad.stderr).toContain(message('platform.keyMarketsInvalid', { markets: '77' }));
    }, 90_000);

    it('adds, lists and removes webhooks (issue 33 §1): the secret is printed on its own line once', async () => {
      const added = await admin(['add-webhook', '--url', 'http://127.0.0.1:9/hooks/seller', '--market', '1']);
      expect(added.stderr).toBe('');
      expect(added.code).toBe(0);
      const id = /^webhook: (\d+)$/m.exec(added.stdout)?.[1];
      const secret = /^secret: (whsec_\S+)$/m.exec(added.stdout)?.[1];
      expect(id).toBeDefined();
      expect(secret).toBeDefined();
      expect(added.stdout).toContain('market: 1\n');

      const listed = await admin(['list-webhooks']);
      expect(listed.stdout).toMatch(
        new RegExp(`^${id}\thttp://127\\.0\\.0\\.1:9/hooks/seller\t1\tafter \\d+\tok$`, 'm'),
      );
      expect(listed.stdout).not.toContain(secret);
      expect(await admin(['list-dead-letters'])).toMatchObject({ code: 0, stdout: '' });

      expect((await admin(['remove-webhook', '--id', id!])).stdout).toBe(`webhook ${id} removed\n`);
      expect((await admin(['list-webhooks'])).stdout).not.toContain('/hooks/seller');

      const bad = await admin(['add-webhook', '--url', 'ftp://example.com/x']);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(message('webhook.badUrl'));
    }, 90_000);
  },
);
