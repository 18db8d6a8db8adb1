import { AUTH_LIMITS, messages } from '@seller/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../src/config.ts';
import { loginFailures, sellers } from '../src/db/schema/index.ts';
import { checksRun, HASH_QUEUE, HASH_SLOTS, unusableHash } from '../src/modules/auth/passwords.ts';
import { PROXY_SAMPLE } from '../src/plugins/proxy-warning.ts';
import { basic, databaseKinds, PASSWORD, seedTwoMarkets, useTestApp, type TestContext } from './helper.ts';

const signInWith = (ctx: TestContext) => (id: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/sw/a/v1/seller/login',
    headers: { authorization: basic(id, password) },
    remoteAddress,
  });

describe.each(databaseKinds)('sign-in under attack on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });
  const signIn = signInWith(ctx);
  const forgetFailures = () => ctx.database.db.delete(loginFailures);

  it('lets a known (id, address) pair in after 20 failures for random ids from that address', async () => {
    expect((await signIn('alice', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    for (let i = 0; i < AUTH_LIMITS.maxFailuresPerAddress + 5; i++)
      await signIn(`ghost${i}`, 'x-guess-1', '192.0.2.10');
    // The address is spent for anyone new to it…
    expect((await signIn('bob', PASSWORD, '192.0.2.10')).statusCode).toBe(429);
    // …but never for a pair that signed in from it before.
    expect((await signIn('alice', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    expect((await signIn('alice', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    await forgetFailures();
  });

  it('only spaces out a known pair after its own wrong passwords, never locks it', async () => {
    expect((await signIn('alice', PASSWORD, '192.0.2.20')).statusCode).toBe(200);
    for (let i = 0; i < AUTH_LIMITS.maxFailuresPerId; i++) {
      expect((await signIn('alice', 'wrong-pass-1', '192.0.2.20')).statusCode).toBe(401);
    }
    expect((await signIn('alice', PASSWORD, '192.0.2.20')).statusCode).toBe(429);
    await ctx.database.db.update(loginFailures).set({ lastAttemptAt: new Date(Date.now() - 3_000) });
    expect((await signIn('alice', PASSWORD, '192.0.2.20')).statusCode).toBe(200);
    await forgetFailures();
  });

  it('lets the owner in from a new address while a few guesses for the id come from rotating networks', async () => {
    // One guess from each of 20 networks, as a botnet sends them.
    for (let i = 0; i < 20; i++) {
      expect((await signIn('bob', `guess-${i}-x1`, `198.51.${i}.7`)).statusCode).toBe(401);
    }
    // The owner, from an address bob never used, gets in at once: 5 of 5 times.
    for (let i = 0; i < 5; i++) {
      expect((await signIn('bob', PASSWORD, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    }
    await forgetFailures();
  });

  it('caps guesses for one account across every network, and never the owner from a known address', async () => {
    expect((await signIn('bob', PASSWORD, '192.0.2.50')).statusCode).toBe(200);
    const burst = AUTH_LIMITS.maxAttemptsPerIdPerMinute;
    const codes: number[] = [];
    for (let i = 0; i < burst + 10; i++) codes.push((await signIn('bob', `guess-${i}-x1`, `198.${i}.0.7`)).statusCode);
    expect(codes.slice(0, burst)).toEqual(Array(burst).fill(401));
    // Past the burst, one guess each 60 / burst seconds: the rest of a fast run is refused unchecked.
    expect(codes.slice(burst).filter((code) => code === 429).length).toBeGreaterThan(0);
    expect(codes.slice(burst).filter((code) => code !== 401 && code !== 429)).toEqual([]);
    // The account's count is shared by every server (it is a row); an attempt from a fresh network waits…
    await ctx.database.db
      .update(loginFailures)
      .set({ lastAttemptAt: new Date() })
      .where(eq(loginFailures.key, 'acct:bob'));
    expect((await signIn('bob', PASSWORD, '198.51.200.7')).json().code).toBe('LOGIN_THROTTLED');
    // …the owner from an address it signed in from does not.
    expect((await signIn('bob', PASSWORD, '192.0.2.50')).statusCode).toBe(200);
    await forgetFailures();
  });

  it('lets a known (id, address) pair in while more sign-ins of its id run at once than a server checks', async () => {
    expect((await signIn('alice', PASSWORD, '192.0.2.60')).statusCode).toBe(200);
    const guesses = Array.from({ length: 12 }, (_, i) => signIn('alice', `guess-${i}-x1`, `198.18.${i}.9`));
    const owner = Array.from({ length: 3 }, () => signIn('alice', PASSWORD, '192.0.2.60'));
    const answers = await Promise.all([...guesses, ...owner]);
    expect(answers.slice(12).map((res) => res.statusCode)).toEqual([200, 200, 200]);
    // The guesses beyond the per-server cap were refused, not checked.
    expect(answers.slice(0, 12).some((res) => res.statusCode === 429)).toBe(true);
    await forgetFailures();
  });

  it('spaces out guesses for one id that rotate addresses inside one network', async () => {
    const codes = [];
    for (let i = 0; i < AUTH_LIMITS.idAttemptsBeforeDelay + 3; i++) {
      codes.push((await signIn('bob', `guess-${i}-x1`, `198.51.100.${i + 1}`)).statusCode);
    }
    expect(codes.slice(0, AUTH_LIMITS.idAttemptsBeforeDelay)).toEqual(
      Array(AUTH_LIMITS.idAttemptsBeforeDelay).fill(401),
    );
    expect(codes.slice(AUTH_LIMITS.idAttemptsBeforeDelay)).toEqual([429, 429, 429]);
    await forgetFailures();
  });

  it('checks unknown and disabled ids like a wrong password: the same answer after the same work', async () => {
    await ctx.app.services.admin.admitSeller({
      secondStepOptional: true,
      loginId: 'erin',
      password: PASSWORD,
      name: '에린',
      marketId: 1,
    });
    await ctx.app.services.admin.setSellerDisabled('erin', true);
    // The attempts an id reserved before its check, named without the id: which counts, how many.
    const reservations = async (id: string) =>
      (await ctx.database.db.select().from(loginFailures))
        .filter((row) => row.key.includes(id))
        .map((row) => `${row.key.replace(id, '<id>')} ${row.failures}`)
        .sort();
    // Each runs one hash check in the same queue as a real one, after the same reservations, so none
    // can be told apart by time (issue 38 §13).
    const reserved: string[][] = [];
    for (const id of ['nobody-1', 'nobody-2', 'erin', 'alice']) {
      const before = checksRun();
      const res = await signIn(id, 'wrong-pass-1', '192.0.2.30');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'WRONG_CREDENTIALS', message: messages.auth.wrongCredentials });
      expect(checksRun()).toBe(before + 1);
      reserved.push(await reservations(id));
    }
    expect(reserved[0]!.length).toBeGreaterThanOrEqual(3);
    for (const each of reserved) expect(each).toEqual(reserved[0]);
    // The hash an id without a password is checked against costs what a seller's does: same argon2
    // variant, memory, passes and lanes (everything before the salt).
    const settings = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const [stored] = await ctx.database.db
      .select({ hash: sellers.passwordHash })
      .from(sellers)
      .where(eq(sellers.loginId, 'alice'));
    expect(settings(await unusableHash())).toBe(settings(stored!.hash));
    expect(settings(stored!.hash)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    // A disabled id's right password is refused alike.
    expect((await signIn('erin', PASSWORD, '192.0.2.30')).json().code).toBe('WRONG_CREDENTIALS');
    await forgetFailures();
  });

  it('caps hash checks with a short queue: a flood is refused with 429 at once, a known pair still gets in', async () => {
    const flood = 60;
    for (let i = 0; i < flood; i++) {
      await ctx.app.services.admin.admitSeller({
        secondStepOptional: true,
        loginId: `flood${i}`,
        password: PASSWORD,
        name: '홍수',
        marketId: 2,
      });
    }
    expect((await signIn('alice', PASSWORD, '192.0.2.40')).statusCode).toBe(200);
    const answers = await Promise.all([
      ...Array.from({ length: flood }, (_, i) => signIn(`flood${i}`, 'wrong-pass-1', `198.18.${i}.1`)),
      signIn('alice', PASSWORD, '192.0.2.40'),
    ]);
    const owner = answers.pop()!;
    expect(owner.statusCode).toBe(200);
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code !== 401 && code !== 429)).toEqual([]);
    // Every check that found a place ran (the owner's took one of them).
    expect(codes.filter((code) => code === 401).length).toBeGreaterThanOrEqual(HASH_SLOTS + HASH_QUEUE - 1);
    const busy = answers.find((res) => res.statusCode === 429);
    expect(busy?.json()).toEqual({ code: 'LOGIN_BUSY', message: messages.auth.busy });
    // A refused attempt is given back: the flooded id can try again at once.
    const again = answers.findIndex((res) => res.statusCode === 429);
    expect((await signIn(`flood${again}`, PASSWORD, `198.18.${again}.1`)).statusCode).toBe(200);
    await forgetFailures();
  });
});

describe.each(databaseKinds)('the proxy warning at start on %s', (kind) => {
  const lines: string[] = [];
  const logger = { level: 'info', stream: { write: (line: string) => void lines.push(line) } };
  const bare = useTestApp(kind, { logger });
  const behind = useTestApp(kind, { logger, trustProxy: parseTrustProxy('1') });
  const health = (ctx: TestContext, remoteAddress: string) =>
    ctx.app.inject({ method: 'GET', url: '/health', remoteAddress });
  const warnings = () => lines.filter((line) => line.includes('TRUST_PROXY is not set'));

  it('warns once when TRUST_PROXY is unset and every request comes from one private address', async () => {
    for (let i = 0; i < PROXY_SAMPLE * 2; i++) await health(bare, '10.0.0.7');
    for (let i = 0; i < PROXY_SAMPLE * 2; i++) await health(behind, '10.0.0.7');
    expect(warnings()).toHaveLength(1);
    expect(JSON.parse(warnings()[0]!)).toMatchObject({ level: 40, address: '10.0.0.7' });
  });
});
