import { messages } from '@seller/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { basic, databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

describe.each(databaseKinds)('hostile requests on %s', (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });

  /** Every documented call as [method, path], path parameters filled with 1. */
  async function everyRoute(): Promise<[string, string][]> {
    await ctx.app.ready();
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths).flatMap(([pattern, methods]) =>
      Object.keys(methods).map((method): [string, string] => [method.toUpperCase(), pattern.replace(/\{\w+\}/g, '1')]),
    );
  }

  it('checks the token on the decoded path: an encoded prefix reaches no call without one', async () => {
    const routes = (await everyRoute()).filter(([, url]) => url.startsWith('/sw/'));
    expect(routes.length).toBeGreaterThan(50);
    const open: string[] = [];
    for (const [method, url] of routes) {
      const plain = await ctx.app.inject({ method: method as 'GET', url });
      if (plain.statusCode !== 401) open.push(`${method} ${url} ${plain.statusCode}`);
      for (const encoded of [
        url.replace('/sw/', '/%73w/'),
        url.replace('/sw/a/', '/sw/%61/'),
        url.replace('/v', '/%76'),
      ]) {
        const res = await ctx.app.inject({ method: method as 'GET', url: encoded });
        expect(`${method} ${encoded} ${res.statusCode}`).toBe(`${method} ${encoded} ${plain.statusCode}`);
      }
    }
    // Every call needs a session token but these: sign-in, its second step and its key, the public
    // product content, a staff invitation, and the operator's calls (their own key, refused with 403). Platform calls (`/sw/p/`) answer 401
    // without their signature.
    expect(open.sort()).toEqual([
      'DELETE /sw/o/v1/markets/1/staff/1 403',
      'DELETE /sw/o/v1/webhooks/1 403',
      'GET /sw/a/v1/invitations/1 404',
      'GET /sw/a/v1/product/content/1 404',
      'GET /sw/a/v1/seller/login 400',
      'GET /sw/a/v1/seller/public-key 200',
      'GET /sw/o/v1/access-log 403',
      'GET /sw/o/v1/markets/1/staff 403',
      'GET /sw/o/v1/platform-keys 403',
      'GET /sw/o/v1/webhooks 403',
      'GET /sw/o/v1/webhooks/dead-letters 403',
      'POST /sw/a/v1/invitations/1/accept 400',
      'POST /sw/a/v1/notices 403',
      'POST /sw/a/v1/seller/login/second-step 400',
      'POST /sw/o/v1/markets/1/staff/1/ownership 403',
      'POST /sw/o/v1/markets/1/staff/invitations 403',
      'POST /sw/o/v1/platform-keys 403',
      'POST /sw/o/v1/platform-keys/1/revoke 403',
      'POST /sw/o/v1/platform-keys/1/rotate 403',
      'POST /sw/o/v1/sellers/1/disable 403',
      'POST /sw/o/v1/sellers/1/enable 403',
      'POST /sw/o/v1/sellers/1/password 403',
      'POST /sw/o/v1/sellers/1/second-step/reset 403',
      'POST /sw/o/v1/webhooks 403',
      'POST /sw/o/v1/webhooks/dead-letters/1/replay 403',
      'PUT /sw/o/v1/markets/1/staff/1/role 403',
    ]);
    for (const url of ['/%73w/o/v1/sellers/alice/disable', '/sw/%6f/v1/sellers/alice/disable']) {
      expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(403);
    }
    for (const url of ['/%73w/a/v1/notices', '/%73w/a/v1/categories', '/%73w/a/v1/size-categories']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/%73w/a/v1/category/find', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('takes only canonical market ids: 1.0, +1, 01 and " 1" are refused with 400, not read as market 1', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    expect((await get('/sw/a/v1/markets/1/products/count')).statusCode).toBe(200);
    expect((await get('/sw/a/v1/orders/count?marketId=1')).statusCode).toBe(200);
    for (const url of [
      '/sw/a/v1/markets/1.0/products/count',
      '/sw/a/v1/markets/+1/products/count',
      '/sw/a/v1/markets/01/products/count',
      '/sw/a/v1/markets/1e0',
      '/sw/a/v1/markets/1.0/guide',
      '/sw/a/v1/orders/count?marketId=1.0',
      '/sw/a/v1/orders/count?marketId=%2B1',
      '/sw/a/v1/orders/count?marketId=+1',
      '/sw/a/v1/orders/count?marketId=0x1',
      '/sw/a/v1/orders/count?marketId=1&marketId=1',
    ]) {
      const res = await get(url);
      expect(`${url} ${res.statusCode}`).toBe(`${url} 400`);
      expect(res.json()).toEqual({ code: 'BAD_MARKET_ID', message: messages.common.badMarketId });
    }
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/qnas',
      headers: { 'x-auth-token': token },
      payload: { marketId: 1.5 },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().code).toBe('BAD_MARKET_ID');
  });

  it('refuses dates outside 2000-01-01..2100-12-31 on every list, count and export with a Korean 400', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const headers = { 'x-auth-token': token };
    for (const [startDate, endDate] of [
      ['0001-01-01', '2024-01-01'],
      ['1999-12-31', '2024-01-01'],
      ['2024-01-01', '9999-12-31'],
      ['2024-01-01', '2101-01-01'],
    ]) {
      const period = `startDate=${startDate}&endDate=${endDate}`;
      for (const url of [
        `/sw/a/v3/orders?marketId=1&${period}`,
        `/sw/a/v1/orders/count?marketId=1&${period}`,
        `/sw/a/v1/orders/export?marketId=1&screen=orderTotal&${period}`,
        `/sw/a/v1/markets/1/products?${period}`,
        `/sw/a/v1/markets/1/products/count?${period}`,
        `/sw/a/v1/markets/1/products/export?${period}`,
        `/sw/a/v1/notices?${period}`,
        `/sw/a/v1/notices/export?${period}`,
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers });
        expect(`${url} ${res.statusCode}`).toBe(`${url} 400`);
        expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: messages.search.dateOutOfRange });
      }
      const qnas = await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/qnas',
        headers,
        payload: { marketId: 1, startDate, endDate },
      });
      expect(qnas.statusCode).toBe(400);
      expect(qnas.json().message).toBe(messages.search.dateOutOfRange);
    }
    const edges = 'startDate=2000-01-01&endDate=2100-12-31';
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/sw/a/v3/orders?marketId=1&${edges}`, headers })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/sw/a/v1/notices?${edges}`, headers })).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('text a database cannot store, on %s', (kind) => {
  const logLines: string[] = [];
  const secret = 'hunter2-secret-value';
  const ctx = useTestApp(kind, {
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    seed: async (c) => {
      await seedTwoMarkets(c);
      // A query that fails with a submitted value among its parameters, as a 500 would.
      c.app.get('/test/failing-query', { config: { public: true } }, async () =>
        c.database.db.execute(sql`select ${secret}::int`),
      );
    },
  });
  const bad = (res: { statusCode: number; json(): unknown }, what: string) => {
    expect(`${what} ${res.statusCode}`).toBe(`${what} 400`);
    expect(res.json()).toEqual({ code: 'BAD_TEXT', message: messages.common.badText });
  };

  it('refuses a NUL byte or a lone surrogate anywhere with a Korean 400, and stores nothing', async () => {
    bad(
      await ctx.app.inject({
        method: 'GET',
        url: '/sw/a/v1/seller/login',
        headers: { authorization: basic('ali\u0000ce', secret) },
      }),
      'sign-in id',
    );
    const token = await login(ctx.app, 'alice', PASSWORD);
    const headers = { 'x-auth-token': token };
    bad(await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/notices?title=a%00b', headers }), 'query');
    bad(
      await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/markets/1/guide/save',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"guide":"<p>a\\u0000b</p>"}',
      }),
      'JSON NUL',
    );
    bad(
      await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/markets/1/guide/save',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"guide":"<p>\\ud800</p>"}',
      }),
      'JSON lone surrogate',
    );
    bad(
      await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/markets/1/guide/save',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'guide=a%00b',
      }),
      'urlencoded',
    );
    bad(
      await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/bundle-delivery',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"marketId":1,"eventName":"\\udc00 행사","description":"x"}',
      }),
      'template name',
    );
    const boundary = '----nul';
    bad(
      await ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/image/editor/upload',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="filePath"\r\n\r\nproduct/a\u0000/1/\r\n--${boundary}--\r\n`,
      }),
      'multipart field',
    );
    const guide = await ctx.app.inject({ method: 'GET', url: '/sw/a/v1/markets/1/guide', headers });
    expect(guide.json().guide).toBe('');
    expect(logLines.join('')).not.toMatch(/"statusCode":500/);
  });

  it('never writes a failed query’s values to the log', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/failing-query' });
    expect(res.statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query');
    expect(log).not.toContain(secret);
  });
});
