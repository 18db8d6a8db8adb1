import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers } from '../src/db/schema/index.ts';
import { lockDataDir } from '../src/lib/data-dir-lock.ts';
import { admin } from './admin-cli.ts';
import { basic, databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

const OPERATOR_TOKEN = 'operator-secret-0123456789';

describe.each(databaseKinds)('operator commands while the server runs, on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets, operatorToken: OPERATOR_TOKEN });
  const operator = (url: string, token: string | null = OPERATOR_TOKEN, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: token ? { 'x-operator-token': token } : {}, payload });
  const signIn = (id: string, password: string) =>
    ctx.app.inject({ method: 'GET', url: '/sw/a/v1/seller/login', headers: { authorization: basic(id, password) } });
  const info = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/sw/a/v1/seller/info', headers: { 'x-auth-token': token } });

  it('disables, enables and resets a seller over HTTP with the operator token only', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    for (const sent of [null, 'wrong-token-0123456789']) {
      const refused = await operator('/sw/o/v1/sellers/alice/disable', sent);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'OPERATOR_ONLY', message: messages.common.operatorOnly });
    }
    const sellerToken = await operator('/sw/o/v1/sellers/alice/disable', token);
    expect(sellerToken.statusCode).toBe(403);
    expect((await info(token)).statusCode).toBe(200);

    const disabled = await operator('/sw/o/v1/sellers/alice/disable');
    expect(disabled.json()).toEqual({ loginId: 'alice', disabled: true });
    expect((await info(token)).statusCode).toBe(401);
    expect((await signIn('alice', PASSWORD)).statusCode).toBe(401);
    expect((await operator('/sw/o/v1/sellers/alice/enable')).json()).toEqual({ loginId: 'alice', disabled: false });
    const again = await login(ctx.app, 'alice', PASSWORD);

    const weak = await operator('/sw/o/v1/sellers/alice/password', OPERATOR_TOKEN, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(messages.password.weak);
    const reset = await operator('/sw/o/v1/sellers/alice/password', OPERATOR_TOKEN, { password: 'new-pass-42' });
    expect(reset.statusCode).toBe(200);
    expect((await info(again)).statusCode).toBe(401);
    expect((await signIn('alice', 'new-pass-42')).statusCode).toBe(200);
    expect((await operator('/sw/o/v1/sellers/nobody/disable')).statusCode).toBe(404);
  });

  it('refuses a NUL byte in a notice the operator sends as multipart', async () => {
    const boundary = '----notice';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/notices',
      headers: { 'x-operator-token': OPERATOR_TOKEN, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        field('title', 'a\u0000b') +
        field('content', '<p>x</p>') +
        field('startDate', '2026-01-01') +
        field('endDate', '2026-12-31') +
        `--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_TEXT', message: messages.common.badText });
  });

  describe('npm run admin against a data folder the server holds', () => {
    let dataDir: string;
    let unlock: () => void;
    let env: Record<string, string>;
    beforeAll(async () => {
      // This test process plays the running server: it holds the folder's lock and listens.
      dataDir = mkdtempSync(path.join(tmpdir(), 'operator-cli-'));
      unlock = lockDataDir(dataDir);
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const address = ctx.app.server.address();
      env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(typeof address === 'object' ? address?.port : 0) };
    });
    afterAll(() => {
      unlock?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });
    const disabledOf = async (loginId: string) =>
      (await ctx.database.db.select({ d: sellers.disabled }).from(sellers).where(eq(sellers.loginId, loginId)))[0]?.d;

    it('acts at once through the running server', async () => {
      const run = await admin(['disable-seller', '--id', 'bob'], { ...env, OPERATOR_TOKEN });
      expect(run).toMatchObject({
        code: 0,
        stdout: 'seller bob disabled; its sessions ended (through the running server)\n',
      });
      expect(await disabledOf('bob')).toBe(true);
      expect((await admin(['enable-seller', '--id', 'bob'], { ...env, OPERATOR_TOKEN })).code).toBe(0);
      expect(await disabledOf('bob')).toBe(false);
      const unknown = await admin(['disable-seller', '--id', 'nobody'], { ...env, OPERATOR_TOKEN });
      expect(unknown).toMatchObject({ code: 1, stderr: 'disable-seller failed: no seller with id nobody\n' });
    }, 60_000);

    it('says clearly why it cannot, without a stack trace', async () => {
      const noToken = await admin(['disable-seller', '--id', 'bob'], env);
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toMatch(/is using DATA_DIR .* set OPERATOR_TOKEN/);
      const wrongToken = await admin(['disable-seller', '--id', 'bob'], {
        ...env,
        OPERATOR_TOKEN: 'not-the-token-0000',
      });
      expect(wrongToken.stderr).toMatch(/refused the operator token/);
      const unreachable = await admin(['disable-seller', '--id', 'bob'], { ...env, PORT: '1', OPERATOR_TOKEN });
      expect(unreachable.stderr).toMatch(/could not be reached at http:\/\/127\.0\.0\.1:1/);
      const other = await admin(['list-markets'], env);
      expect(other.stderr).toMatch(/in use by the running server .* stop it before list-markets/);
      for (const run of [noToken, wrongToken, unreachable, other]) {
        expect(run.code).toBe(1);
        expect(run.stderr).not.toMatch(/^\s+at /m);
      }
      expect(await disabledOf('bob')).toBe(false);
    }, 60_000);
  });
});
