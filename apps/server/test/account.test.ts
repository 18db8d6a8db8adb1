import { encryptPasswordPayload, messages } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markets, serverKeys } from '../src/db/schema/index.ts';
import { createPasswordKeyStore } from '../src/modules/account/keys.ts';
import { basic, databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

async function seed(ctx: TestContext) {
  await seedTwoMarkets(ctx);
  await ctx.database.db
    .update(markets)
    .set({
      engName: 'Alice Market',
      repName: '김앨리스',
      csContact: '15881234',
      bizName: '주식회사 앨리스',
      bizNumber: '1238112345',
      bank: '국민은행',
      accountName: '주식회사 앨리스',
      account: '123-456-78',
    })
    .where(eq(markets.id, 1));
  await ctx.app.services.admin.admitSeller({
    secondStepOptional: true,
    loginId: 'carol',
    password: PASSWORD,
    name: '캐롤',
    marketId: 1,
    email: 'carol@example.com',
  });
  await ctx.app.services.admin.admitSeller({
    secondStepOptional: true,
    loginId: 'dave',
    password: PASSWORD,
    name: '데이브',
    marketId: 1,
  });
}

describe.each(databaseKinds)('account and password change on %s', (kind) => {
  const ctx = useTestApp(kind, { seed });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  async function change(
    token: string | undefined,
    payload: { sellerId: string; currentPassword: string; newPassword: string },
  ) {
    const { spki } = (await get('/sw/a/v1/seller/public-key')).json();
    const cipher = await encryptPasswordPayload(payload, spki);
    return get('/sw/a/v1/seller/change-password', {
      authorization: `Basic ${cipher}`,
      ...(token ? { 'x-auth-token': token } : {}),
    });
  }

  it('shows the own account with market, business and settlement info', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const res = await get('/sw/a/v1/seller/account?sellerId=alice', { 'x-auth-token': token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      seller: { id: 'alice', name: '앨리스' },
      market: {
        id: 1,
        koName: '앨리스 마켓',
        engName: 'Alice Market',
        repName: '김앨리스',
        csContact: '15881234',
        status: 'ACTIVE',
      },
      business: { bizName: '주식회사 앨리스', bizNumber: '1238112345', bizCert: null },
      settlement: { bank: '국민은행', accountName: '주식회사 앨리스', account: '123-456-78' },
    });
  });

  it('refuses another seller id (403), a missing one (400) and no token (401)', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const other = await get('/sw/a/v1/seller/account?sellerId=bob', { 'x-auth-token': token });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.account.forbiddenSeller);
    expect((await get('/sw/a/v1/seller/account', { 'x-auth-token': token })).statusCode).toBe(400);
    expect((await get('/sw/a/v1/seller/account?sellerId=alice')).statusCode).toBe(401);
  });

  it('publishes one public key without a token, the same across restarts and racing instances', async () => {
    const first = await get('/sw/a/v1/seller/public-key');
    expect(first.statusCode).toBe(200);
    expect(first.json().algorithm).toBe('RSA-OAEP-256');
    const again = await Promise.all([
      createPasswordKeyStore(ctx.database.db).get(),
      createPasswordKeyStore(ctx.database.db).get(),
    ]);
    expect(again.map((k) => k.spki)).toEqual([first.json().spki, first.json().spki]);
    expect(await ctx.database.db.select().from(serverKeys)).toHaveLength(1);
  });

  it('round-trips the browser cipher: what the domain encrypts the server decrypts', async () => {
    const key = await createPasswordKeyStore(ctx.database.db).get();
    const payload = { sellerId: 'alice', currentPassword: '한글비번'.repeat(16), newPassword: 'p'.repeat(64) };
    const cipher = await encryptPasswordPayload(payload, key.spki);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(key.decrypt(Buffer.from(cipher, 'base64')).toString('utf8'))).toEqual(payload);
    // RSA-OAEP is randomised: the same payload never gives the same ciphertext.
    expect(await encryptPasswordPayload(payload, key.spki)).not.toBe(cipher);
  });

  it('answers match false for a wrong current password and changes nothing', async () => {
    const token = await login(ctx.app, 'dave', PASSWORD);
    const res = await change(token, { sellerId: 'dave', currentPassword: 'wrong-pass1', newPassword: 'brandnew123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ match: false, change: false });
    expect(await login(ctx.app, 'dave', PASSWORD)).toBeTruthy();
    expect((await get('/sw/a/v1/seller/info', { 'x-auth-token': token })).statusCode).toBe(200);
  });

  it('refuses bad input with the Korean reason, writing nothing', async () => {
    const token = await login(ctx.app, 'dave', PASSWORD);
    const cases: [{ sellerId: string; currentPassword: string; newPassword: string }, string][] = [
      [{ sellerId: 'dave', currentPassword: '', newPassword: 'brandnew123' }, messages.password.currentRequired],
      [{ sellerId: 'dave', currentPassword: PASSWORD, newPassword: '' }, messages.password.confirmNew],
      [{ sellerId: 'dave', currentPassword: PASSWORD, newPassword: 'short1' }, messages.password.weak],
      [{ sellerId: 'dave', currentPassword: PASSWORD, newPassword: 'onlyletters' }, messages.password.weak],
      [{ sellerId: 'dave', currentPassword: PASSWORD, newPassword: PASSWORD }, messages.password.sameAsCurrent],
    ];
    for (const [payload, text] of cases) {
      const res = await change(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    for (const authorization of [
      undefined,
      'Basic !!!',
      basic('dave', PASSWORD),
      'Basic ' + Buffer.from('not encrypted').toString('base64'),
    ]) {
      const res = await get('/sw/a/v1/seller/change-password', {
        'x-auth-token': token,
        ...(authorization ? { authorization } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.password.notEncrypted);
    }
    expect(await login(ctx.app, 'dave', PASSWORD)).toBeTruthy();
  });

  it('refuses another seller id (403) and no token (401)', async () => {
    const token = await login(ctx.app, 'dave', PASSWORD);
    const other = await change(token, { sellerId: 'alice', currentPassword: PASSWORD, newPassword: 'brandnew123' });
    expect(other.statusCode).toBe(403);
    const anonymous = await change(undefined, {
      sellerId: 'dave',
      currentPassword: PASSWORD,
      newPassword: 'brandnew123',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await login(ctx.app, 'alice', PASSWORD)).toBeTruthy();
  });

  it('changes the password, ends every session of the seller and lets the new password in', async () => {
    const token = await login(ctx.app, 'carol', PASSWORD);
    const otherTab = await login(ctx.app, 'carol', PASSWORD);
    const aliceToken = await login(ctx.app, 'alice', PASSWORD);
    const res = await change(token, { sellerId: 'carol', currentPassword: PASSWORD, newPassword: 'brandnew123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ match: true, change: true });
    for (const t of [token, otherTab])
      expect((await get('/sw/a/v1/seller/info', { 'x-auth-token': t })).statusCode).toBe(401);
    expect((await get('/sw/a/v1/seller/info', { 'x-auth-token': aliceToken })).statusCode).toBe(200);
    const old = await get('/sw/a/v1/seller/login', { authorization: basic('carol', PASSWORD) });
    expect(old.statusCode).toBe(401);
    expect(await login(ctx.app, 'carol', 'brandnew123')).toBeTruthy();
  });

  it('throttles repeated wrong current passwords of one seller with 429', async () => {
    await ctx.app.services.admin.admitSeller({
      secondStepOptional: true,
      loginId: 'erin',
      password: PASSWORD,
      name: '에린',
      marketId: 2,
    });
    const token = await login(ctx.app, 'erin', PASSWORD);
    for (let i = 0; i < 5; i++) {
      expect(
        (await change(token, { sellerId: 'erin', currentPassword: `guess${i}pass`, newPassword: 'brandnew123' })).json()
          .match,
      ).toBe(false);
    }
    const blocked = await change(token, { sellerId: 'erin', currentPassword: PASSWORD, newPassword: 'brandnew123' });
    expect(blocked.statusCode).toBe(429);
    expect(await login(ctx.app, 'erin', PASSWORD)).toBeTruthy();
  });
});
