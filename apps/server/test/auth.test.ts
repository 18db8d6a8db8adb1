import { messages } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '../src/db/schema/index.ts';
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

  it('throttles repeated failures for one id with 429, even with the right password', async () => {
    await ctx.app.services.admin.admitSeller({ loginId: 'carol', password: PASSWORD, name: '캐롤', marketId: 1 });
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/seller/login',
        headers: { authorization: basic('carol', 'wrong-pass') },
        remoteAddress: `10.0.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/login',
      headers: { authorization: basic('carol', PASSWORD) },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messages.auth.tooManyAttempts);
    await ctx.database.db.delete(loginFailures);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/sw/a/v1/seller/login',
          headers: { authorization: basic('carol', PASSWORD) },
        })
      ).statusCode,
    ).toBe(200);
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

  it('expires a session after 2 idle hours and after 12 hours in all', async () => {
    const idle = await login(ctx.app, 'alice', PASSWORD);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 121 * 60_000) })
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
    expect(res.json()).toEqual({ market: { profileImage: null, koName: '앨리스 마켓' }, name: '앨리스' });
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
