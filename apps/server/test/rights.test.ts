import { messages, ROLES, roleMayCall, type Role } from '@seller/domain';
import type { Response as LightResponse } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/plugins/auth.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';
import { createPlatformKey, OPERATOR_TOKEN, platformCall } from './platform.ts';

/** A route registered without a declaration: refused to everyone, and reported by the table below. */
const UNDECLARED = '/sw/a/v1/rights-test/undeclared';

/** A seller of market 1 for each role (alice, its first seller, is the owner). */
const roleSeller = (role: Role) => (role === 'owner' ? 'alice' : `m1-${role}`);

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  for (const role of ROLES) {
    if (role === 'owner') continue;
    await ctx.app.services.admin.admitSeller({
      secondStepOptional: true,
      loginId: roleSeller(role),
      password: PASSWORD,
      name: role,
      marketId: 1,
      role,
    });
  }
  ctx.app.get(UNDECLARED, async () => ({ reached: true }));
}

/** A call of the route with every path parameter 1 and market 1 named in the query. */
function callOf(route: RouteAccess) {
  const url = route.url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
  return { method: route.method as 'GET', url: `${url}?marketId=1` };
}

/**
 * A call's answer, read as a stream: a stream that never ends by itself (the live updates,
 * `text/event-stream`) is read no further than its status and headers.
 */
async function answerOf(call: Promise<LightResponse>) {
  const res = await call;
  const stream = res.stream();
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { statusCode: res.statusCode, json: () => ({}) as Record<string, unknown> };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const body = Buffer.concat(chunks).toString('utf8');
  return { statusCode: res.statusCode, json: () => JSON.parse(body) as Record<string, unknown> };
}

describe.each(databaseKinds)('who may call each route, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed, operatorToken: OPERATOR_TOKEN });

  const routes = async () => {
    await ctx.app.ready();
    return ctx.app.routeAccess.filter((route) => route.url.startsWith('/sw/'));
  };
  const sellerRoutes = async () =>
    (await routes()).filter((route) => route.url !== UNDECLARED && typeof route.access === 'object');

  it('finds a declaration on every /sw/ route, and refuses an undeclared one to everyone', async () => {
    const all = await routes();
    expect(all.length).toBeGreaterThan(60);
    const undeclared = all.filter((route) => route.access === null).map((route) => `${route.method} ${route.url}`);
    // The only route without a declaration is the one this test registered: a new route needs one.
    expect(undeclared).toEqual([`GET ${UNDECLARED}`]);
    const owner = await login(ctx.app, 'alice', PASSWORD);
    for (const headers of [{}, { 'x-auth-token': owner }, { 'x-operator-token': OPERATOR_TOKEN }]) {
      const res = await ctx.app.inject({ method: 'GET', url: UNDECLARED, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'UNDECLARED_ROUTE', message: messages.auth.forbiddenRight });
    }
  });

  it('without a token: every seller route answers 401, every operator route 403', async () => {
    const wrong: string[] = [];
    for (const route of await routes()) {
      if (route.access === null || route.access === 'public') continue;
      const res = await ctx.app.inject(callOf(route));
      const expected = route.access === 'operator' ? 403 : 401;
      if (res.statusCode !== expected) wrong.push(`${route.method} ${route.url} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('another market’s owner is refused every route naming market 1 (403 FORBIDDEN_MARKET)', async () => {
    const token = await login(ctx.app, 'bob', PASSWORD);
    const wrong: string[] = [];
    for (const route of await sellerRoutes()) {
      if (route.url.endsWith('/logout') || route.url.endsWith('/logout-all')) continue;
      const res = await ctx.app.inject({ ...callOf(route), headers: { 'x-auth-token': token } });
      const code = res.statusCode === 403 ? res.json().code : null;
      // `marketId=1` in the query names market 1 on every call: none may pass the market gate.
      if (code !== 'FORBIDDEN_MARKET') wrong.push(`${route.method} ${route.url} ${res.statusCode} ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(ROLES)('role %s: 403 FORBIDDEN_RIGHT exactly where its rights end', async (role) => {
    let token = await login(ctx.app, roleSeller(role), PASSWORD);
    const table: string[] = [];
    const expected: string[] = [];
    for (const route of await sellerRoutes()) {
      if (typeof route.access !== 'object' || route.access === null) continue;
      const { right } = route.access;
      const { method, url } = callOf(route);
      const res = await answerOf(
        ctx.app.inject({
          method,
          url: url.replace('?marketId=1', ''),
          headers: { 'x-auth-token': token },
          payloadAsStream: true,
        }),
      );
      // Sign-out ends the session the table walks with: sign in again.
      if (right === 'self' && route.method === 'POST') token = await login(ctx.app, roleSeller(role), PASSWORD);
      const refused = res.statusCode === 403 && res.json().code === 'FORBIDDEN_RIGHT';
      if (refused) expect(res.json().message).toBe(messages.auth.forbiddenRight);
      table.push(`${route.method} ${route.url} ${refused ? 'refused' : 'reached'}`);
      expected.push(`${route.method} ${route.url} ${roleMayCall(role, right) ? 'reached' : 'refused'}`);
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
    expect(table).toEqual(expected);
    if (role === 'viewer') expect(expected.filter((line) => line.endsWith('refused')).length).toBeGreaterThan(25);
  });

  it('writes nothing for a refused call: 조회 전용 saving the guide leaves it as it was; 운영 매니저 saves it', async () => {
    const call = (loginId: string) =>
      login(ctx.app, loginId, PASSWORD).then((token) =>
        ctx.app.inject({
          method: 'POST',
          url: '/sw/a/v1/markets/1/guide/save',
          headers: { 'x-auth-token': token },
          payload: { guide: `<p>${loginId}</p>` },
        }),
      );
    const guide = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/sw/a/v1/markets/1/guide',
          headers: { 'x-auth-token': await login(ctx.app, 'alice', PASSWORD) },
        })
      ).json().guide;
    const refused = await call(roleSeller('viewer'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN_RIGHT', message: messages.auth.forbiddenRight });
    expect(await guide()).toBe('');
    expect((await call(roleSeller('manager'))).statusCode).toBe(200);
    expect(await guide()).toBe(`<p>${roleSeller('manager')}</p>`);
  });

  it('a platform key reaches only platform routes; a seller token reaches none of them', async () => {
    const key = await createPlatformKey(ctx.app, [1]);
    const seller = await login(ctx.app, 'alice', PASSWORD);
    const wrong: string[] = [];
    const all = await routes();
    const platformRoutes = all.filter((route) => route.access === 'platform');
    expect(platformRoutes.length).toBeGreaterThan(0);
    for (const route of all) {
      if (route.access === 'public' || route.access === null) continue;
      const { method, url } = callOf(route);
      if (route.access === 'platform') {
        const res = await ctx.app.inject({ method, url, headers: { 'x-auth-token': seller } });
        if (res.statusCode !== 401) wrong.push(`seller token: ${method} ${url} ${res.statusCode}`);
      } else {
        const res = await platformCall(ctx.app, key, method, url);
        const expected = route.access === 'operator' ? 403 : 401;
        if (res.statusCode !== expected) wrong.push(`platform key: ${method} ${url} ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
