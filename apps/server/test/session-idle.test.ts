import { SESSION_IDLE } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessLog, markets, orders, sessions } from '../src/db/schema/index.ts';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { makeOrder } from '../src/seed/order-factory.ts';
import { createRandom } from '../src/seed/random.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

const MINUTE = 60_000;

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const random = createRandom(35);
  const now = new Date();
  const ready = makeOrder(random, 1, 'I001', 'PACKAGING', now, now).order;
  await ctx.database.db
    .insert(orders)
    .values([{ ...ready, recipientName: '김철수', recipientContact: '01098765432', address2: '101동 1201호' }]);
}

/**
 * Idle sessions (issue 34 §5): a session ends after its market's idle time since its last activity
 * (calls marked as the web's own do not count), "stay signed in" starts the clock again, and after an
 * idle spell of 10 minutes personal data in full asks for the password again. The clock is moved by
 * setting the session's last activity back.
 */
describe.each(databaseKinds)('idle sessions and step-up on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, background = false) =>
    ctx.app.inject({
      method,
      url,
      headers: { 'x-auth-token': token, ...(background ? { 'x-background': '1' } : {}) },
      payload,
    });
  /** Moves the session's last activity `minutes` into the past. */
  const idleFor = (token: string, minutes: number) =>
    ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - minutes * MINUTE) })
      .where(eq(sessions.tokenHash, hashToken(token)));
  const lastSeen = async (token: string) =>
    (
      await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0]!.lastSeenAt;
  const setIdle = (marketId: number, minutes: number) =>
    ctx.database.db.update(markets).set({ sessionIdleMinutes: minutes }).where(eq(markets.id, marketId));
  const logCount = async () => (await ctx.database.db.select().from(accessLog)).length;

  let bob = '';
  beforeAll(async () => {
    bob = await login(ctx.app, 'bob', PASSWORD);
  });

  it('ends a session idle 30 minutes by default, not one idle 29', async () => {
    const alive = await login(ctx.app, 'alice', PASSWORD);
    await idleFor(alive, 29);
    const ok = await call('GET', '/sw/a/v1/seller/info', alive);
    expect(ok.statusCode).toBe(200);
    // The call was activity: the clock started again, and the answer says how long is left.
    expect(Number(ok.headers['x-session-idle-seconds'])).toBeGreaterThan(29 * 60);
    const idle = await login(ctx.app, 'alice', PASSWORD);
    await idleFor(idle, SESSION_IDLE.defaultMinutes + 0.5);
    const ended = await call('GET', '/sw/a/v1/seller/info', idle);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: '로그인 시간이 만료되었습니다. 다시 로그인해주세요.',
    });
  });

  it("follows the market's own idle time, which its seller reads and sets", async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const read = await call('GET', '/sw/a/v1/markets/1/security', token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ sessionIdleMinutes: SESSION_IDLE.defaultMinutes });
    for (const bad of [4, 61, 7.5, '10', null]) {
      const refused = await call('PUT', '/sw/a/v1/markets/1/security', token, { sessionIdleMinutes: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('자동 로그아웃 시간은 5~60분입니다.');
    }
    expect((await call('GET', '/sw/a/v1/markets/1/security', token)).json().sessionIdleMinutes).toBe(30);
    // Another market's settings are not the seller's to read or write.
    expect((await call('GET', '/sw/a/v1/markets/2/security', token)).statusCode).toBe(403);
    expect((await call('PUT', '/sw/a/v1/markets/2/security', token, { sessionIdleMinutes: 5 })).statusCode).toBe(403);
    expect((await call('GET', '/sw/a/v1/markets/1/security', '')).statusCode).toBe(401);

    const saved = await call('PUT', '/sw/a/v1/markets/1/security', token, { sessionIdleMinutes: 5 });
    expect(saved.json()).toEqual({ sessionIdleMinutes: 5 });
    try {
      const short = await call('GET', '/sw/a/v1/seller/info', token);
      expect(Number(short.headers['x-session-idle-seconds'])).toBeLessThanOrEqual(5 * 60);
      await idleFor(token, 6);
      expect((await call('GET', '/sw/a/v1/seller/info', token)).statusCode).toBe(401);
      // Market 2 keeps its 30 minutes.
      await idleFor(bob, 6);
      expect((await call('GET', '/sw/a/v1/seller/info', bob)).statusCode).toBe(200);
    } finally {
      await setIdle(1, SESSION_IDLE.defaultMinutes);
    }
  });

  it("counts the seller's calls and keep-alive as activity, not the web's own", async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    await idleFor(token, 20);
    const before = await lastSeen(token);
    const background = await call('GET', '/sw/a/v1/seller/info', token, undefined, true);
    expect(background.statusCode).toBe(200);
    expect(await lastSeen(token)).toEqual(before);
    const left = Number(background.headers['x-session-idle-seconds']);
    expect(left).toBeGreaterThan(9 * 60);
    expect(left).toBeLessThanOrEqual(10 * 60);
    const kept = await call('POST', '/sw/a/v1/seller/session/keep-alive', token);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ idleMinutes: 30, idleSeconds: 1800 });
    expect((await lastSeen(token)).getTime()).toBeGreaterThan(before.getTime() + 19 * MINUTE);
    // Ended sessions are not kept alive.
    await idleFor(token, 31);
    expect((await call('POST', '/sw/a/v1/seller/session/keep-alive', token)).statusCode).toBe(401);
  });

  it('asks for the password again before a reveal after 10 idle minutes', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const reveal = (payload: object) => call('POST', '/sw/a/v1/orders/I001/personal-data', token, payload);
    // Fresh from sign-in: no password needed (and one sent is not checked).
    expect((await reveal({ purpose: 'SHIPPING' })).statusCode).toBe(200);
    await idleFor(token, 11);
    const before = await logCount();
    const missing = await reveal({ purpose: 'SHIPPING' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({
      code: 'STEP_UP_REQUIRED',
      message: '개인정보를 보려면 비밀번호를 다시 입력해주세요.',
    });
    const wrong = await reveal({ purpose: 'SHIPPING', password: 'wrong-password1!' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ code: 'WRONG_PASSWORD', message: '비밀번호가 틀렸습니다.' });
    // The idle spell is remembered: an ordinary call in between does not excuse the password.
    expect((await call('GET', '/sw/a/v1/seller/info', token)).statusCode).toBe(200);
    expect((await reveal({ purpose: 'SHIPPING' })).json().code).toBe('STEP_UP_REQUIRED');
    expect(await logCount()).toBe(before);
    const right = await reveal({ purpose: 'SHIPPING', password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json().recipient.name).toBe('김철수');
    expect(await logCount()).toBe(before + 1);
    expect((await reveal({ purpose: 'SHIPPING' })).statusCode).toBe(200);
  });

  it('asks for it before prints and exports in full too, through the step-up call', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    await idleFor(token, 12);
    const slips = () =>
      call('POST', '/sw/a/v1/orders/packing-slips', token, { orderCodes: ['I001'], purpose: 'SHIPPING' });
    expect((await slips()).json().code).toBe('STEP_UP_REQUIRED');
    const exported = await call(
      'GET',
      '/sw/a/v1/orders/export?marketId=1&screen=deliveryReady&personal=full&purpose=SHIPPING',
      token,
    );
    expect(exported.statusCode).toBe(403);
    expect(exported.json().code).toBe('STEP_UP_REQUIRED');
    // Masked slips and exports need no password.
    expect((await call('POST', '/sw/a/v1/orders/packing-slips', token, { orderCodes: ['I001'] })).statusCode).toBe(200);
    expect((await call('POST', '/sw/a/v1/seller/session/step-up', token, { password: 'nope' })).json().code).toBe(
      'WRONG_PASSWORD',
    );
    const stepped = await call('POST', '/sw/a/v1/seller/session/step-up', token, { password: PASSWORD });
    expect(stepped.statusCode).toBe(200);
    const printed = await slips();
    expect(printed.statusCode).toBe(200);
    expect(printed.body).toContain('김철수');
  });

  it('throttles wrong passwords as a password change does', async () => {
    const token = await login(ctx.app, 'bob', PASSWORD);
    await idleFor(token, 15);
    const stepUp = (password: string) => call('POST', '/sw/a/v1/seller/session/step-up', token, { password });
    for (let i = 0; i < 5; i++) expect((await stepUp('wrong-password1!')).json().code).toBe('WRONG_PASSWORD');
    const throttled = await stepUp(PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('STEP_UP_THROTTLED');
  });
});
