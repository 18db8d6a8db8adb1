import { AUTH_LIMITS, messages, RECOVERY_CODE_COUNT } from '@seller/domain';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { activityLog, sellers } from '../src/db/schema/index.ts';
import {
  basic,
  databaseKinds,
  login,
  PASSWORD,
  seedMarket,
  seedTwoMarkets,
  TEST_SELLER,
  useTestApp,
  type TestContext,
} from './helper.ts';

const OPERATOR_TOKEN = 'operator-secret-staff-0123456789';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  const { admin } = ctx.app.services;
  await admin.admitSeller({
    ...TEST_SELLER,
    loginId: 'alice-cs',
    password: PASSWORD,
    name: '앨리스 CS',
    marketId: 1,
    role: 'cs',
  });
  await admin.admitSeller({
    ...TEST_SELLER,
    loginId: 'alice-mgr',
    password: PASSWORD,
    name: '매니저',
    marketId: 1,
    role: 'manager',
  });
  // Market 3: a market whose owner hands ownership over; market 4: an owner held to two-step sign-in.
  await seedMarket(ctx, 3, 'carol');
  await admin.createMarket({ id: 4, koName: '다이앤 마켓' });
  await admin.admitSeller({ loginId: 'diane', password: PASSWORD, name: '다이앤', marketId: 4 });
  await admin.admitSeller({
    ...TEST_SELLER,
    loginId: 'erin',
    password: PASSWORD,
    name: '에린',
    marketId: 4,
    role: 'viewer',
  });
}

/** The authenticator app's code `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.each(databaseKinds)('staff, two-step sign-in and the activity log on %s', (kind) => {
  const ctx = useTestApp(kind, { seed, operatorToken: OPERATOR_TOKEN });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? { 'x-auth-token': token } : {}, payload });
  const operator = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-operator-token': OPERATOR_TOKEN }, payload });
  const signIn = (id: string, password = PASSWORD) =>
    ctx.app.inject({ method: 'GET', url: '/sw/a/v1/seller/login', headers: { authorization: basic(id, password) } });
  const activity = async (query: string) => {
    const owner = await login(ctx.app, 'alice', PASSWORD);
    return (await call('GET', `/sw/a/v1/activity?size=100&${query}`, owner)).json();
  };

  it('invites a staff member with a one-time code that sets the password once, within 72 hours', async () => {
    const owner = await login(ctx.app, 'alice', PASSWORD);
    const refused = await call('POST', '/sw/a/v1/staff/invitations', owner, {
      name: '',
      loginId: 'newbie',
      role: 'cs',
    });
    expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message: messages.staff.nameRequired });
    for (const body of [
      { name: '새 직원', loginId: 'NO', role: 'cs' },
      { name: '새 직원', loginId: 'newbie', role: 'owner' },
      { name: '새 직원', loginId: 'alice-cs', role: 'cs' },
    ]) {
      expect((await call('POST', '/sw/a/v1/staff/invitations', owner, body)).statusCode).not.toBe(201);
    }
    expect(
      (
        await call('POST', '/sw/a/v1/staff/invitations', owner, { name: '새 직원', loginId: 'alice-cs', role: 'cs' })
      ).json().code,
    ).toBe('LOGIN_ID_TAKEN');

    const invited = await call('POST', '/sw/a/v1/staff/invitations', owner, {
      name: '새 직원',
      loginId: 'newbie',
      role: 'cs',
    });
    expect(invited.statusCode).toBe(201);
    const { code, path, expiresAt } = invited.json();
    expect(path).toBe(`/invitation/${code}`);
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    // Not signed in before accepting, not even with an empty password.
    expect((await signIn('newbie', '')).statusCode).toBe(400);
    expect((await signIn('newbie', 'anything1')).statusCode).toBe(401);

    const info = await call('GET', `/sw/a/v1/invitations/${code}`, null);
    expect(info.json()).toEqual({ loginId: 'newbie', name: '새 직원', market: '앨리스 마켓', role: 'cs' });
    const weak = await call('POST', `/sw/a/v1/invitations/${code}/accept`, null, { password: 'short' });
    expect(weak.json()).toEqual({ code: 'BAD_REQUEST', message: messages.password.weak });
    const accepted = await call('POST', `/sw/a/v1/invitations/${code}/accept`, null, {
      password: 'newbie-pass1',
    });
    expect(accepted.json()).toEqual({ loginId: 'newbie' });
    // Works once.
    const again = await call('POST', `/sw/a/v1/invitations/${code}/accept`, null, { password: 'other-pass1' });
    expect(again.json()).toEqual({ code: 'INVITATION_INVALID', message: messages.staff.invitationInvalid });
    const token = await login(ctx.app, 'newbie', 'newbie-pass1');
    expect((await call('GET', '/sw/a/v1/seller/info', token)).json().role).toBe('cs');

    const list = (await call('GET', '/sw/a/v1/staff', owner)).json().staff;
    expect(list[0]).toMatchObject({ loginId: 'alice', role: 'owner', status: 'active' });
    expect(list.find((m: { loginId: string }) => m.loginId === 'newbie')).toMatchObject({
      role: 'cs',
      status: 'active',
      invitationExpiresAt: null,
    });

    // An invitation past 72 hours is refused with 410 and listed as expired.
    const late = (
      await call('POST', '/sw/a/v1/staff/invitations', owner, { name: '늦은 직원', loginId: 'late', role: 'viewer' })
    ).json();
    await ctx.database.db
      .update(sellers)
      .set({ invitationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sellers.loginId, 'late'));
    const expired = await call('POST', `/sw/a/v1/invitations/${late.code}/accept`, null, {
      password: 'late-pass1',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(messages.staff.invitationExpired);
    const lateRow = (await call('GET', '/sw/a/v1/staff', owner))
      .json()
      .staff.find((m: { loginId: string }) => m.loginId === 'late');
    expect(lateRow.status).toBe('expired');
    // A new code works; the old one does not.
    const renewed = (await call('POST', '/sw/a/v1/staff/late/invitation', owner)).json();
    expect((await call('GET', `/sw/a/v1/invitations/${late.code}`, null)).statusCode).toBe(404);
    expect(
      (await call('POST', `/sw/a/v1/invitations/${renewed.code}/accept`, null, { password: 'late-pass1' })).statusCode,
    ).toBe(200);
  });

  it('lets only the owner manage staff, only of its market, never itself or the owner', async () => {
    const manager = await login(ctx.app, 'alice-mgr', PASSWORD);
    expect((await call('GET', '/sw/a/v1/staff', manager)).json()).toEqual({
      code: 'FORBIDDEN_RIGHT',
      message: messages.auth.forbiddenRight,
    });
    const bob = await login(ctx.app, 'bob', PASSWORD);
    for (const [method, url] of [
      ['PUT', '/sw/a/v1/staff/alice-cs/role'],
      ['POST', '/sw/a/v1/staff/alice-cs/disable'],
      ['DELETE', '/sw/a/v1/staff/alice-cs'],
      ['POST', '/sw/a/v1/staff/alice-cs/ownership'],
    ] as const) {
      const res = await call(method, url, bob, method === 'PUT' ? { role: 'viewer' } : undefined);
      expect(`${url} ${res.statusCode} ${res.json().code}`).toBe(`${url} 404 NOT_FOUND`);
    }
    const owner = await login(ctx.app, 'alice', PASSWORD);
    expect((await call('PUT', '/sw/a/v1/staff/alice/role', owner, { role: 'viewer' })).json().code).toBe('NOT_ON_SELF');
    expect((await call('POST', '/sw/a/v1/staff/alice/disable', owner)).json().code).toBe('NOT_ON_SELF');
    expect((await call('PUT', '/sw/a/v1/staff/alice-cs/role', owner, { role: 'owner' })).json().code).toBe(
      'BAD_REQUEST',
    );
  });

  it('changes a role at once, and disabling ends every open session at its next call', async () => {
    const owner = await login(ctx.app, 'alice', PASSWORD);
    const cs = await login(ctx.app, 'alice-cs', PASSWORD);
    expect((await call('GET', '/sw/a/v1/orders/export?marketId=1', cs)).json().code).toBe('FORBIDDEN_RIGHT');
    expect((await call('PUT', '/sw/a/v1/staff/alice-cs/role', owner, { role: 'orders' })).json()).toEqual({
      loginId: 'alice-cs',
      role: 'orders',
      status: 'active',
    });
    expect((await call('GET', '/sw/a/v1/orders/count?marketId=1', cs)).statusCode).toBe(200);
    expect((await call('GET', '/sw/a/v1/orders/export?marketId=1', cs)).statusCode).toBe(200);

    expect((await call('POST', '/sw/a/v1/staff/alice-cs/disable', owner)).json().status).toBe('disabled');
    const after = await call('GET', '/sw/a/v1/orders/count?marketId=1', cs);
    expect(after.statusCode).toBe(401);
    expect((await signIn('alice-cs')).statusCode).toBe(401);
    await call('POST', '/sw/a/v1/staff/alice-cs/enable', owner);
    await call('PUT', '/sw/a/v1/staff/alice-cs/role', owner, { role: 'cs' });
    expect((await signIn('alice-cs')).statusCode).toBe(200);

    const kinds = (await activity('kind=staffChange&subject=alice-cs')).entries.map(
      (e: { detail: string }) => e.detail,
    );
    expect(kinds).toEqual(['role orders→cs', 'enable', 'disable', 'role cs→orders']);
  });

  it('hands ownership over: the new owner manages staff, the former one becomes 운영 매니저', async () => {
    const { admin } = ctx.app.services;
    await admin.admitSeller({
      ...TEST_SELLER,
      loginId: 'carol-next',
      password: PASSWORD,
      name: '다음 대표',
      marketId: 3,
      role: 'orders',
    });
    const carol = await login(ctx.app, 'carol', PASSWORD);
    expect((await call('POST', '/sw/a/v1/staff/carol-next/ownership', carol)).json()).toEqual({
      loginId: 'carol-next',
      role: 'owner',
      status: 'active',
    });
    expect((await call('GET', '/sw/a/v1/staff', carol)).json().code).toBe('FORBIDDEN_RIGHT');
    const next = await login(ctx.app, 'carol-next', PASSWORD);
    const staff = (await call('GET', '/sw/a/v1/staff', next)).json().staff;
    expect(staff.map((m: { loginId: string; role: string }) => `${m.loginId} ${m.role}`)).toEqual([
      'carol-next owner',
      'carol manager',
    ]);
    // Removal: the account is gone, its activity keeps the name.
    expect((await call('DELETE', '/sw/a/v1/staff/carol', next)).json()).toEqual({ loginId: 'carol', removed: true });
    expect((await signIn('carol')).statusCode).toBe(401);
    expect((await call('GET', '/sw/a/v1/seller/info', carol)).statusCode).toBe(401);
    const entries = (await call('GET', '/sw/a/v1/activity?size=100', next)).json().entries;
    expect(
      entries.some(
        (e: { loginId: string; name: string; kind: string }) =>
          e.loginId === 'carol' && e.name === 'carol' && e.kind === 'staffChange',
      ),
    ).toBe(true);
  });

  it('lets the operator do the same for any market, with its token only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/sw/o/v1/markets/2/staff' })).statusCode).toBe(403);
    const invited = await operator('POST', '/sw/o/v1/markets/2/staff/invitations', {
      name: '밥의 직원',
      loginId: 'bob-staff',
      role: 'products',
    });
    expect(invited.statusCode).toBe(201);
    await call('POST', `/sw/a/v1/invitations/${invited.json().code}/accept`, null, { password: 'bobstaff1!' });
    expect((await operator('PUT', '/sw/o/v1/markets/2/staff/bob-staff/role', { role: 'viewer' })).json().role).toBe(
      'viewer',
    );
    expect((await operator('POST', '/sw/o/v1/markets/2/staff/bob-staff/ownership')).json().role).toBe('owner');
    const list = (await operator('GET', '/sw/o/v1/markets/2/staff')).json().staff;
    expect(list.map((m: { loginId: string; role: string }) => `${m.loginId} ${m.role}`)).toEqual([
      'bob-staff owner',
      'bob manager',
    ]);
    expect((await operator('POST', '/sw/o/v1/markets/2/staff/bob/ownership')).json().role).toBe('owner');
    expect((await operator('DELETE', '/sw/o/v1/markets/2/staff/bob-staff')).json().removed).toBe(true);
    const bob = await login(ctx.app, 'bob', PASSWORD);
    const entries = (await call('GET', '/sw/a/v1/activity?kind=staffChange&size=100', bob)).json().entries;
    const byOperator = entries.filter(
      (e: { loginId: string; name: string }) => e.loginId === 'operator' && e.name === '운영자',
    );
    expect(byOperator).toHaveLength(5);
  });

  it('sets up two-step sign-in by scanning the secret; sign-in then asks for a code, and a code works once', async () => {
    const token = await login(ctx.app, 'alice-mgr', PASSWORD);
    expect((await call('GET', '/sw/a/v1/seller/second-step', token)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect((await call('POST', '/sw/a/v1/seller/second-step/enable', token, { code: '123456' })).json().message).toBe(
      messages.secondStep.setupFirst,
    );
    const setup = (await call('POST', '/sw/a/v1/seller/second-step/setup', token)).json();
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*alice-mgr\?.*secret=/);
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr.split(',')[1], 'base64').toString()).toContain('<svg');
    expect((await call('POST', '/sw/a/v1/seller/second-step/enable', token, { code: '000000' })).json().code).toBe(
      'WRONG_CODE',
    );
    const enabled = await call('POST', '/sw/a/v1/seller/second-step/enable', token, {
      code: await codeOf(setup.secret),
    });
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);

    // The spec's sign-in call now answers "second step needed".
    const first = await signIn('alice-mgr');
    expect(first.statusCode).toBe(200);
    const needed = first.json();
    expect(needed).toEqual({
      authorized: false,
      secondStep: 'totp',
      challenge: expect.any(String),
      message: messages.secondStep.needed,
    });
    // The challenge is no session.
    expect((await call('GET', '/sw/a/v1/seller/info', needed.challenge)).statusCode).toBe(401);
    const second = (body: object) =>
      ctx.app.inject({ method: 'POST', url: '/sw/a/v1/seller/login/second-step', payload: body });
    expect((await second({ challenge: needed.challenge, code: '000000' })).json().code).toBe('WRONG_CODE');
    // The code of the step that turned it on was used: the next step's code (the app's clock may run ahead) signs in.
    const next = await codeOf(setup.secret, 1);
    const done = await second({ challenge: needed.challenge, code: next });
    expect(done.json()).toMatchObject({ authorized: true, id: 'alice-mgr', key: 1 });
    expect((await call('GET', '/sw/a/v1/seller/info', done.json().token)).statusCode).toBe(200);
    expect((await second({ challenge: needed.challenge, code: next })).json().code).toBe('SECOND_STEP_EXPIRED');
    // The same code again, on a new challenge: refused (each time step once); a recovery code works once.
    const again = (await signIn('alice-mgr')).json();
    expect((await second({ challenge: again.challenge, code: next })).json().code).toBe('WRONG_CODE');
    expect((await second({ challenge: again.challenge, code: recoveryCodes[0].toLowerCase() })).json().authorized).toBe(
      true,
    );
    const third = (await signIn('alice-mgr')).json();
    expect((await second({ challenge: third.challenge, code: recoveryCodes[0] })).json().code).toBe('WRONG_CODE');
    expect((await call('GET', '/sw/a/v1/seller/second-step', done.json().token)).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: RECOVERY_CODE_COUNT - 1,
    });

    const failed = await activity('loginId=alice-mgr&kind=secondStepFailed');
    expect(failed.total).toBe(3);
    // The operator's reset turns it off (logged) and ends the sessions.
    expect((await operator('POST', '/sw/o/v1/sellers/alice-mgr/second-step/reset')).json()).toEqual({
      loginId: 'alice-mgr',
      secondStep: false,
    });
    expect((await call('GET', '/sw/a/v1/seller/info', done.json().token)).statusCode).toBe(401);
    expect((await signIn('alice-mgr')).json().authorized).toBe(true);
    expect((await activity('subject=alice-mgr&kind=secondStepChange')).entries[0]).toMatchObject({
      loginId: 'operator',
      detail: 'operator reset',
    });
  });

  it('holds an owner without a second step to setting it up, then asks for it at every sign-in', async () => {
    const token = await login(ctx.app, 'diane', PASSWORD);
    const refused = await call('GET', '/sw/a/v1/orders/count?marketId=4', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'SECOND_STEP_SETUP_REQUIRED', message: messages.secondStep.setupRequired });
    expect((await call('GET', '/sw/a/v1/seller/info', token)).json().role).toBe('owner');
    expect((await call('GET', '/sw/a/v1/seller/second-step', token)).json()).toMatchObject({
      enabled: false,
      required: true,
    });
    // A 조회 전용 staff member of the same market is not held to it.
    expect(
      (await call('GET', '/sw/a/v1/orders/count?marketId=4', await login(ctx.app, 'erin', PASSWORD))).statusCode,
    ).toBe(200);

    const { secret } = (await call('POST', '/sw/a/v1/seller/second-step/setup', token)).json();
    await call('POST', '/sw/a/v1/seller/second-step/enable', token, { code: await codeOf(secret) });
    expect((await call('GET', '/sw/a/v1/orders/count?marketId=4', token)).statusCode).toBe(200);
    // Required: it cannot be turned off.
    const off = await call('POST', '/sw/a/v1/seller/second-step/disable', token, { code: await codeOf(secret, 1) });
    expect(off.json()).toEqual({ code: 'SECOND_STEP_REQUIRED', message: messages.secondStep.requiredForRole });
    expect((await signIn('diane')).json().authorized).toBe(false);
  });

  it('stops a brute force of codes: a challenge ends after 5 wrong codes, and the throttle refuses even the right one', async () => {
    const { admin } = ctx.app.services;
    await admin.admitSeller({
      ...TEST_SELLER,
      loginId: 'alice-bf',
      password: PASSWORD,
      name: '무차별',
      marketId: 1,
      role: 'viewer',
    });
    const token = await login(ctx.app, 'alice-bf', PASSWORD);
    const { secret } = (await call('POST', '/sw/a/v1/seller/second-step/setup', token)).json();
    await call('POST', '/sw/a/v1/seller/second-step/enable', token, { code: await codeOf(secret) });
    await ctx.database.db.update(sellers).set({ totpLastStep: null }).where(eq(sellers.loginId, 'alice-bf'));
    const second = (challenge: string, code: string) =>
      ctx.app.inject({ method: 'POST', url: '/sw/a/v1/seller/login/second-step', payload: { challenge, code } });

    const first = (await signIn('alice-bf')).json().challenge;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await second(first, String(100000 + i))).json().code);
    expect(answers).toEqual(Array(5).fill('WRONG_CODE'));
    expect((await second(first, await codeOf(secret))).json().code).toBe('SECOND_STEP_EXPIRED');
    // A new challenge: the seller's wrong codes in the window are used up (AUTH_LIMITS.maxFailuresPerId).
    const next = (await signIn('alice-bf')).json().challenge;
    const throttled = await second(next, await codeOf(secret));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ code: 'LOGIN_THROTTLED', message: messages.auth.tooManyAttempts });
    expect(AUTH_LIMITS.maxFailuresPerId).toBe(5);
  });

  it('records who did what, filters and exports it, and cannot be altered', async () => {
    const owner = await login(ctx.app, 'alice', PASSWORD);
    await call('POST', '/sw/a/v1/markets/1/guide/save', owner, { guide: '<p>안내</p>' });
    const guide = await activity('kind=marketChange');
    expect(guide.entries[0]).toMatchObject({ loginId: 'alice', name: '앨리스', kind: 'marketChange', subject: '1' });
    const signIns = await activity('kind=signIn&loginId=alice-mgr');
    expect(signIns.total).toBeGreaterThan(0);
    expect((await activity('loginId=nobody')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`startDate=2000-01-01&endDate=2000-01-02`)).total).toBe(0);
    expect((await activity(`startDate=${today}&endDate=2100-12-31`)).total).toBeGreaterThan(0);

    const exported = await call('GET', '/sw/a/v1/activity/export?kind=marketChange', owner);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    // 조회 전용 and CS do not read it; the manager does.
    expect((await call('GET', '/sw/a/v1/activity', await login(ctx.app, 'alice-cs', PASSWORD))).json().code).toBe(
      'FORBIDDEN_RIGHT',
    );
    expect((await call('GET', '/sw/a/v1/activity', await login(ctx.app, 'alice-mgr', PASSWORD))).statusCode).toBe(200);
    // Another market sees none of market 1's entries.
    const bob = await login(ctx.app, 'bob', PASSWORD);
    const bobs = (await call('GET', '/sw/a/v1/activity?size=100', bob)).json().entries;
    expect(bobs.some((e: { loginId: string }) => e.loginId.startsWith('alice'))).toBe(false);

    // No call changes it: the routes under /activity only read; the database refuses an update.
    await ctx.app.ready();
    const routes = ctx.app.routeAccess.filter((r) => r.url.startsWith('/sw/a/v1/activity'));
    expect(routes.map((r) => r.method)).toEqual(['GET', 'GET']);
    await expect(ctx.database.db.update(activityLog).set({ detail: 'changed' })).rejects.toThrow();

    // Retention: entries older than the period go, the rest stay.
    await ctx.database.db.execute(
      sql`insert into activity_log (market_id, login_id, seller_name, kind, at) values (1, 'alice', '앨리스', 'signIn', now() - interval '731 days')`,
    );
    const rows = async () => (await ctx.database.db.select({ id: activityLog.id }).from(activityLog)).length;
    const before = await rows();
    expect(await ctx.app.services.activityLog.sweep(730)).toBe(1);
    expect(await rows()).toBe(before - 1);
  });
});
