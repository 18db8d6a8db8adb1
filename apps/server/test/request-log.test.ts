import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

/** The log's lines as the server wrote them. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const linesOf = (url: string) =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => (line.req as { url?: string })?.url === url);

describe('request log', () => {
  const ctx = useTestApp('pglite', { logger: { level: 'info', stream } });

  it('writes one line per answered request, as pino writes it with Fastify serializers, for any URL', async () => {
    const url = '/health?note=%22quoted%22&name=%ED%95%9C%EA%B8%80%5C';
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(base + url, { headers: { 'accept-version': '1.x' } });
    expect(res.status).toBe(200);
    const [line] = linesOf(url);
    expect(Object.keys(line!)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      req: { method: 'GET', url, version: '1.x', host: base.replace('http://', ''), remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(Math.abs((line!.time as number) - Date.now())).toBeLessThan(60_000);
    expect(line!.responseTime).toEqual(expect.any(Number));
    expect((line!.req as { remotePort: unknown }).remotePort).toEqual(expect.any(Number));
    expect(Object.keys(line!.req as object)).toEqual([
      'method',
      'url',
      'version',
      'host',
      'remoteAddress',
      'remotePort',
    ]);
  });

  it('leaves out what the request does not have, and logs refusals at info too', async () => {
    const url = '/sw/a/v3/orders?page=1';
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const [line] = linesOf(url);
    expect(Object.keys(line!.req as object)).not.toContain('version');
    expect(line).toMatchObject({ level: 30, res: { statusCode: 401 }, msg: 'request completed' });
    // Characters JSON must escape, as a client may send them unencoded.
    const raw = '/health?q="한"\\\\';
    expect((await ctx.app.inject({ url: raw })).statusCode).toBe(200);
    const logged = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } }) // every line is JSON
      .filter((line) => line.req?.url.startsWith('/health?q='));
    expect(logged.map((line) => decodeURIComponent(line.req!.url))).toEqual([raw]);
  });
});

describe('request log and buyers’ personal data (issue 34 §6)', () => {
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const ctx = useTestApp('pglite', { logger: { level: 'debug', stream }, seed: seedTwoMarkets });

  it('never prints the orderer name or contact a search sends, answered or failed', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const name = encodeURIComponent('홍길동');
    const urls = [
      `/sw/a/v3/orders?marketId=1&size=10&userName=${name}&userContact=010-1234-5678`,
      `/sw/a/v1/orders/count?marketId=1&user%4Eame=${name}&userContact=01012345678`,
      `/sw/a/v1/orders/export?marketId=1&userName=${name}&screen=nope`,
    ];
    for (const url of urls) await ctx.app.inject({ url, headers: { 'x-auth-token': token } });
    await ctx.app.inject({ url: urls[0]! }); // refused without a token
    const text = logged.join('');
    expect(text).toContain('[masked]');
    for (const secret of ['홍길동', name, '1234-5678', '01012345678']) expect(text).not.toContain(secret);
    expect(text).toContain('marketId=1&size=10');
  });
});

describe('request log at warn', () => {
  const warnLines: string[] = [];
  const warnStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      warnLines.push(String(chunk));
      done();
    },
  });
  const ctx = useTestApp('pglite', { logger: { level: 'warn', stream: warnStream } });

  it('writes no line for an answered request', async () => {
    expect((await ctx.app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/sw/a/v3/orders' })).statusCode).toBe(401);
    expect(warnLines.join('')).not.toContain('request completed');
  });
});
