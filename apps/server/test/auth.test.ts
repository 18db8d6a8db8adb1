import { AUTH_LIMITS, messages, SIGNED_OUT_EVERYWHERE } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseTrustProxy } from '../src/config.ts';
import { loginFailures, sessions } from '../src/db/schema/index.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { basic, databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

describe.each(databaseKinds)('sign-in and sessions on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {} });

  it('answers the login result with the market key, login id, market name and a token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/login',
      headers: { authorization: basic('alice', PASSWORD) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ authorized: true, key: 1, id: 'alice', market: '앨리스 마켓' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === body.token)).toBe(false);
  });

  it('gives a new token at each login', async () => {
    expect(await login(ctx.app, 'alice', PASSWORD)).not.toBe(await login(ctx.app, 'alice', PASSWORD));
  });

  it('refuses a wrong password and an unknown id with 401 and the same message', async () => {
    for (const [id, password] of [
      ['alice', 'nope-nope'],
      ['nobody', PASSWORD],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/seller/login',
        headers: { authorization: basic(id, password) },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'WRONG_CREDENTIALS', message: messages.auth.wrongCredentials });
    }
  });

  it('refuses missing credentials with 400', async () => {
    for (const authorization of [undefined, basic('', PASSWORD), basic('alice', ''), 'Bearer x']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/seller/login',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.auth.missingCredentials);
    }
  });

  const signIn = (id: string, password: string, remoteAddress = '127.0.0.1', app = ctx.app) =>
    app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/login',
      headers: { authorization: basic(id, password) },
      remoteAddress,
    });

  it('reserves each attempt before the hash: 60 concurrent guesses for one id, on two servers, get at most 5 checks', async () => {
    await ctx.app.services.admin.admitSeller({
      secondStepOptional: true,
      loginId: 'carol',
      password: PASSWORD,
      name: '캐롤',
      marketId: 1,
    });
    const second = await buildApp({ database: ctx.database, storage: createDiskStorage(ctx.dataDir) });
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => signIn('carol', `guess-${i}`, '10.1.1.1', i % 2 ? second : ctx.app)),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(AUTH_LIMITS.maxFailuresPerId);
      expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
      expect(answers.find((res) => res.statusCode === 429)?.json().message).toBe(messages.auth.tooManyAttempts);
    } finally {
      await second.close();
      await ctx.database.db.delete(loginFailures);
    }
  });

  it('keeps a guessed id open to its owner: per address and id, per address, and only a delay per id', async () => {
    await ctx.app.services.admin.admitSeller({
      secondStepOptional: true,
      loginId: 'dave',
      password: PASSWORD,
      name: '데이브',
      marketId: 1,
    });
    expect((await signIn('dave', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // One address guessing: after 5 it is refused for this id, even with the right password.
    for (let i = 0; i < 5; i++) expect((await signIn('dave', 'wrong-pass', '198.51.100.1')).statusCode).toBe(401);
    expect((await signIn('dave', PASSWORD, '198.51.100.1')).statusCode).toBe(429);
    // Many addresses guessing the same id.
    for (let i = 0; i < 60; i++) await signIn('dave', 'wrong-pass', `198.51.100.${10 + (i % 40)}`);
    // The owner's usual address is not held back, and the attack did not get through.
    expect((await signIn('dave', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // A new address in another network gets in at once.
    expect((await signIn('dave', PASSWORD, '192.0.2.99')).statusCode).toBe(200);
    // A new address in the guessing network waits at most a minute after the last counted guess.
    const spacing = eq(loginFailures.key, 'id:dave|198.51.100.0/24');
    const [counted] = await ctx.database.db.select().from(loginFailures).where(spacing);
    expect(counted!.failures).toBeGreaterThanOrEqual(AUTH_LIMITS.idAttemptsBeforeDelay);
    await ctx.database.db.update(loginFailures).set({ lastAttemptAt: new Date() }).where(spacing);
    expect((await signIn('dave', PASSWORD, '198.51.100.99')).statusCode).toBe(429);
    await ctx.database.db
      .update(loginFailures)
      .set({ lastAttemptAt: new Date(Date.now() - (AUTH_LIMITS.maxIdDelaySeconds + 1) * 1000) })
      .where(spacing);
    expect((await signIn('dave', PASSWORD, '198.51.100.99')).statusCode).toBe(200);
    await ctx.database.db.delete(loginFailures);
  });

  it('throttles one address trying many ids', async () => {
    for (let i = 0; i < 20; i++) {
      await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/seller/login',
        headers: { authorization: basic(`ghost${i}`, 'x') },
        remoteAddress: '10.9.9.9',
      });
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/login',
      headers: { authorization: basic('alice', PASSWORD) },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(429);
    await ctx.database.db.delete(loginFailures);
  });

  it('answers 401 without a token, with a bad token, and after logout', async () => {
    expect((await get('/sw/a/v1/seller/info')).statusCode).toBe(401);
    expect((await get('/sw/a/v1/seller/info', 'not-a-token')).statusCode).toBe(401);
    const token = await login(ctx.app, 'alice', PASSWORD);
    expect((await get('/sw/a/v1/seller/info', token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/seller/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.json()).toEqual({ loggedOut: true });
    const after = await get('/sw/a/v1/seller/info', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it("signs out everywhere: every session of the seller ends, another seller's stay", async () => {
    const first = await login(ctx.app, 'alice', PASSWORD);
    const second = await login(ctx.app, 'alice', PASSWORD);
    const other = await login(ctx.app, 'bob', PASSWORD);
    expect((await ctx.app.inject({ method: 'POST', url: '/sw/a/v1/seller/logout-all' })).statusCode).toBe(401);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/seller/logout-all',
      headers: { 'x-auth-token': first },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().loggedOut).toBe(true);
    expect(out.json().sessions).toBeGreaterThanOrEqual(2);
    expect((await get('/sw/a/v1/seller/info', first)).statusCode).toBe(401);
    expect((await get('/sw/a/v1/seller/info', second)).statusCode).toBe(401);
    expect((await get('/sw/a/v1/seller/info', other)).statusCode).toBe(200);
  });

  it('tells a session ended by 모든 기기에서 로그아웃 that the account was signed out everywhere (issue 38 §12)', async () => {
    const here = await login(ctx.app, 'alice', PASSWORD);
    const elsewhere = await login(ctx.app, 'alice', PASSWORD);
    const signedOut = await login(ctx.app, 'alice', PASSWORD);
    await ctx.app.inject({ method: 'POST', url: '/sw/a/v1/seller/logout', headers: { 'x-auth-token': signedOut } });
    await ctx.app.inject({ method: 'POST', url: '/sw/a/v1/seller/logout-all', headers: { 'x-auth-token': here } });
    for (const token of [here, elsewhere]) {
      const res = await get('/sw/a/v1/seller/info', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: SIGNED_OUT_EVERYWHERE, message: messages.auth.loggedOutEverywhere });
    }
    // A session that had ended before (its own sign-out) keeps its reason; an unknown token and an
    // idle one are asked to sign in again.
    const ended = await get('/sw/a/v1/seller/info', signedOut);
    expect(ended.json()).toEqual({ code: 'UNAUTHORIZED', message: messages.auth.sessionExpired });
    expect((await get('/sw/a/v1/seller/info', 'no-such-token')).json().code).toBe('UNAUTHORIZED');
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.sellerId, 1));
    expect(new Set(stored.map((s) => s.endReason))).toEqual(new Set(['signedOut', 'signedOutEverywhere']));
  });

  it('expires a session after 30 idle minutes (the default) and after 12 hours in all', async () => {
    const idle = await login(ctx.app, 'alice', PASSWORD);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.sellerId, 1));
    expect((await get('/sw/a/v1/seller/info', idle)).statusCode).toBe(401);
    const old = await login(ctx.app, 'alice', PASSWORD);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.sellerId, 1));
    expect((await get('/sw/a/v1/seller/info', old)).statusCode).toBe(401);
  });

  it('ends the sessions of a disabled seller', async () => {
    const token = await login(ctx.app, 'bob', PASSWORD);
    await ctx.app.services.admin.setSellerDisabled('bob', true);
    expect((await get('/sw/a/v1/seller/info', token)).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/login',
      headers: { authorization: basic('bob', PASSWORD) },
    });
    expect(res.statusCode).toBe(401);
    await ctx.app.services.admin.setSellerDisabled('bob', false);
  });

  it("answers the seller info with the market's profile image and Korean name", async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const res = await get('/sw/a/v1/seller/info?sellerId=alice', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      market: { profileImage: null, koName: '앨리스 마켓' },
      name: '앨리스',
      role: 'owner',
    });
  });

  it('refuses with 403 a call naming another market', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const res = await get('/sw/a/v1/orders/count?marketId=2', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN_MARKET', message: messages.common.forbiddenMarket });
    expect((await get('/sw/a/v1/orders/count?marketId=1', token)).statusCode).toBe(200);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await get('/sw/a/v9/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.common.apiNotFound);
  });

  it('answers health once migrated', async () => {
    const res = await get('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });
});

describe.each(databaseKinds)('sign-in behind one proxy (TRUST_PROXY=1) on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets, trustProxy: parseTrustProxy('1') });
  const signIn = (id: string, password: string, forwardedFor: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/login',
      headers: { authorization: basic(id, password), 'x-forwarded-for': forwardedFor },
      remoteAddress: '10.0.0.2',
    });

  it('counts the address the proxy saw: a rotated X-Forwarded-For neither dodges the limit nor blames another', async () => {
    const answers = [];
    for (let i = 0; i < AUTH_LIMITS.maxFailuresPerAddress + 3; i++) {
      // The client writes anything it likes in front; the proxy appends the address it saw.
      answers.push((await signIn(`ghost${i}`, 'x', `203.0.113.${i}, 198.51.100.66`)).statusCode);
    }
    expect(answers.slice(0, AUTH_LIMITS.maxFailuresPerAddress)).toEqual(
      Array(AUTH_LIMITS.maxFailuresPerAddress).fill(401),
    );
    expect(answers.slice(AUTH_LIMITS.maxFailuresPerAddress)).toEqual([429, 429, 429]);
    // A client the attacker named in the header, and one behind the same proxy, still sign in.
    expect((await signIn('alice', PASSWORD, '198.51.100.66, 203.0.113.1')).statusCode).toBe(200);
    expect((await signIn('bob', PASSWORD, '203.0.113.250')).statusCode).toBe(200);
  });
});
