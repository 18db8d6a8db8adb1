import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, sellers } from '../src/db/schema/index.ts';
import { lockDataDir } from '../src/lib/data-dir-lock.ts';
import { admin } from './admin-cli.ts';
import {
  basic,
  databaseKinds,
  login,
  PASSWORD,
  seedTwoMarkets,
  TEST_SELLER,
  useTestApp,
  type TestContext,
} from './helper.ts';

const OPERATOR_TOKEN = 'operator-secret-staff-cli-0123456789';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await ctx.app.services.admin.admitSeller({
    ...TEST_SELLER,
    loginId: 'alice-cs',
    password: PASSWORD,
    name: '앨리스 CS',
    marketId: 1,
    role: 'cs',
  });
}

/**
 * The staff commands of `npm run admin` while the server runs: each goes through the running server's
 * operator calls with OPERATOR_TOKEN, acts at once, and is written to the market's activity log under
 * the operator.
 */
describe.each(databaseKinds)('npm run admin staff commands through the running server, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed, operatorToken: OPERATOR_TOKEN });
  let dataDir: string;
  let unlock: () => void;
  let env: Record<string, string>;
  beforeAll(async () => {
    // This test process plays the running server: it holds the folder's lock and listens.
    dataDir = mkdtempSync(path.join(tmpdir(), 'staff-cli-'));
    unlock = lockDataDir(dataDir);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = String(typeof address === 'object' ? address?.port : 0);
    env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: port, OPERATOR_TOKEN };
  });
  afterAll(() => {
    unlock?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const sellerRow = async (loginId: string) =>
    (await ctx.database.db.select().from(sellers).where(eq(sellers.loginId, loginId)))[0];
  const operatorEntries = async () =>
    (
      await ctx.database.db
        .select({ subject: activityLog.subject, detail: activityLog.detail })
        .from(activityLog)
        .where(and(eq(activityLog.marketId, 1), eq(activityLog.loginId, 'operator')))
        .orderBy(activityLog.id)
    ).map((e) => `${e.subject} ${e.detail}`);
  const signIn = (id: string, password = PASSWORD) =>
    ctx.app.inject({ method: 'GET', url: '/sw/a/v1/seller/login', headers: { authorization: basic(id, password) } });

  it('invites a staff member whose code sets a password, changes the role, lists, hands over and removes', async () => {
    const invited = await admin(
      ['invite-staff', '--market', '1', '--id', 'cli-staff', '--name', '명령 직원', '--role', 'orders'],
      env,
    );
    expect(invited.code).toBe(0);
    const code = /code (\S+) \(link: <server address>\/invitation\/(\S+)\)/.exec(invited.stdout);
    expect(code?.[1]).toBeTruthy();
    expect(code?.[2]).toBe(code?.[1]);
    expect(invited.stdout).toMatch(/\(through the running server\)\n$/);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/sw/a/v1/invitations/${code![1]}/accept`,
      payload: { password: 'cli-staff-pass-1' },
    });
    expect(accepted.statusCode).toBe(200);
    // The 주문·배송 role must set up two-step sign-in; the new member signs in and is held to it.
    expect((await signIn('cli-staff', 'cli-staff-pass-1')).statusCode).toBe(200);

    const role = await admin(['set-role', '--market', '1', '--id', 'cli-staff', '--role', 'viewer'], env);
    expect(role).toMatchObject({ code: 0, stdout: 'cli-staff is now viewer (through the running server)\n' });
    expect((await sellerRow('cli-staff'))?.role).toBe('viewer');
    const badRole = await admin(['set-role', '--market', '1', '--id', 'cli-staff', '--role', 'owner'], env);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toMatch(/^set-role failed: .+/);
    expect(badRole.stderr).not.toMatch(/^\s+at /m);

    const list = await admin(['list-staff', '--market', '1'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('alice\t앨리스\towner\tactive');
    expect(list.stdout).toContain('cli-staff\t명령 직원\tviewer\tactive');
    expect(list.stdout).toContain('alice-cs\t앨리스 CS\tcs\tactive');

    const handed = await admin(['hand-over', '--market', '1', '--id', 'alice-cs'], env);
    expect(handed).toMatchObject({
      code: 0,
      stdout: 'alice-cs is now the owner; the former owner is manager (through the running server)\n',
    });
    expect((await sellerRow('alice-cs'))?.role).toBe('owner');
    expect((await sellerRow('alice'))?.role).toBe('manager');
    expect((await admin(['hand-over', '--market', '1', '--id', 'alice'], env)).code).toBe(0);

    const token = await login(ctx.app, 'cli-staff', 'cli-staff-pass-1');
    const removed = await admin(['remove-staff', '--market', '1', '--id', 'cli-staff'], env);
    expect(removed).toMatchObject({
      code: 0,
      stdout: 'cli-staff removed; its sessions ended (through the running server)\n',
    });
    expect(await sellerRow('cli-staff')).toBeUndefined();
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/sw/a/v1/seller/info',
      headers: { 'x-auth-token': token },
    });
    expect(info.statusCode).toBe(401);
    const again = await admin(['remove-staff', '--market', '1', '--id', 'cli-staff'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^remove-staff failed: /);

    expect(await operatorEntries()).toEqual([
      'cli-staff invite role=orders',
      'cli-staff role orders→viewer',
      'alice-cs owner alice→alice-cs',
      'alice owner alice-cs→alice',
      'cli-staff remove',
    ]);
  }, 120_000);

  it('disables a staff member at once and resets a second step, both logged', async () => {
    const token = await login(ctx.app, 'alice-cs', PASSWORD);
    const disabled = await admin(['disable-seller', '--id', 'alice-cs'], env);
    expect(disabled).toMatchObject({
      code: 0,
      stdout: 'seller alice-cs disabled; its sessions ended (through the running server)\n',
    });
    const info = () =>
      ctx.app.inject({ method: 'GET', url: '/sw/a/v1/seller/info', headers: { 'x-auth-token': token } });
    expect((await info()).statusCode).toBe(401);
    expect((await signIn('alice-cs')).statusCode).toBe(401);
    expect((await admin(['enable-seller', '--id', 'alice-cs'], env)).code).toBe(0);

    // alice-cs turns two-step sign-in on with its authenticator app; the operator's reset turns it off.
    const own = await login(ctx.app, 'alice-cs', PASSWORD);
    const call = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { 'x-auth-token': own }, payload });
    const setup = (await call('/sw/a/v1/seller/second-step/setup')).json();
    const enabled = await call('/sw/a/v1/seller/second-step/enable', {
      code: await generate({ secret: setup.secret }),
    });
    expect(enabled.statusCode).toBe(200);
    expect((await signIn('alice-cs')).json()).toMatchObject({ authorized: false, secondStep: 'totp' });

    const reset = await admin(['reset-second-step', '--id', 'alice-cs'], env);
    expect(reset).toMatchObject({
      code: 0,
      stdout: 'two-step sign-in of alice-cs turned off; its sessions ended (through the running server)\n',
    });
    expect((await sellerRow('alice-cs'))?.totpSecret).toBeNull();
    expect((await signIn('alice-cs')).json()).toMatchObject({ authorized: true });
    const unknown = await admin(['reset-second-step', '--id', 'nobody'], env);
    expect(unknown).toMatchObject({ code: 1, stderr: 'reset-second-step failed: no seller with id nobody\n' });
    expect((await operatorEntries()).at(-1)).toBe('alice-cs operator reset');

    // Without the operator token the command says why and changes nothing.
    const { OPERATOR_TOKEN: _, ...withoutToken } = env;
    const roleBefore = (await sellerRow('alice-cs'))?.role;
    const refused = await admin(['set-role', '--market', '1', '--id', 'alice-cs', '--role', 'viewer'], withoutToken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/set OPERATOR_TOKEN/);
    expect((await sellerRow('alice-cs'))?.role).toBe(roleBefore);
  }, 120_000);
});
