import { AUTH_LIMITS, messages } from '@seller/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { databaseKinds, login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';
import { formFields } from './multipart.ts';

describe.each(databaseKinds)("the attack run's leftovers on %s", (kind) => {
  const ctx = useTestApp(kind, { seed: seedTwoMarkets });

  it('takes a market id in a JSON body only as a number or numeric text: objects and arrays are a Korean 400', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const post = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sw/a/v1/qnas',
        headers: { 'x-auth-token': token, 'content-type': 'application/json' },
        payload,
      });
    expect((await post('{"marketId":1}')).statusCode).toBe(200);
    for (const marketId of ['{"toString":1}', '{"toString":"x","valueOf":1}', '{}', '[1]', '[160]', 'true', '["1"]']) {
      const res = await post(`{"marketId":${marketId}}`);
      expect(`${marketId} ${res.statusCode}`).toBe(`${marketId} 400`);
      expect(res.json()).toEqual({ code: 'BAD_MARKET_ID', message: messages.common.badMarketId });
    }
    const other = await post('{"marketId":2}');
    expect(other.statusCode).toBe(403);
  });

  it('refuses an order search whose start day is after its end day with the spec message', async () => {
    const token = await login(ctx.app, 'alice', PASSWORD);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    const period = 'startDate=2026-03-02&endDate=2026-03-01';
    for (const url of [
      `/sw/a/v3/orders?marketId=1&${period}`,
      `/sw/a/v1/orders/count?marketId=1&${period}`,
      `/sw/a/v1/orders/export?marketId=1&${period}`,
    ]) {
      const res = await get(url);
      expect(`${url} ${res.statusCode}`).toBe(`${url} 400`);
      expect(res.json().message).toBe('검색 기간 선택이 유효하지 않습니다.');
    }
    const sameDay = await get('/sw/a/v3/orders?marketId=1&startDate=2026-03-01&endDate=2026-03-01');
    expect(sameDay.statusCode).toBe(200);
  });

  it('serves /docs by default and hides it with DOCS=off', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    const hidden = await buildApp({ database: ctx.database, storage: createDiskStorage(ctx.dataDir), docs: false });
    try {
      for (const url of ['/docs', '/docs/', '/docs/json', '/docs/static/index.html']) {
        const res = await hidden.inject({ method: 'GET', url });
        expect(`${url} ${res.statusCode}`).toBe(`${url} 404`);
        expect(res.json().message).toBe(messages.common.apiNotFound);
      }
    } finally {
      await hidden.close();
    }
  });
});

describe.each(databaseKinds)('wrong operator tokens on %s', (kind) => {
  const OPERATOR_TOKEN = 'operator-secret-0123456789';
  const logLines: string[] = [];
  const ctx = useTestApp(kind, {
    seed: seedTwoMarkets,
    operatorToken: OPERATOR_TOKEN,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  const disable = (token: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/sw/o/v1/sellers/bob/disable',
      headers: { 'x-operator-token': token },
      remoteAddress,
    });
  const publish = (token: string, remoteAddress: string) => {
    // The notice call takes the multipart form its document names.
    const form = formFields({
      title: '점검',
      startDate: '2026-03-01',
      endDate: '2026-03-02',
      content: '<p>점검</p>',
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/sw/a/v1/notices',
      headers: { ...form.headers, 'x-operator-token': token },
      payload: form.payload,
      remoteAddress,
    });
  };

  it('throttles wrong X-OPERATOR-TOKEN values per address like sign-ins, and logs each', async () => {
    const codes = [];
    for (let i = 0; i < AUTH_LIMITS.maxFailuresPerId; i++) {
      const send = i % 2 ? disable : publish;
      codes.push((await send(`guess-${i}-0123456789abcdef`, '198.51.100.7')).statusCode);
    }
    expect(codes).toEqual(Array(AUTH_LIMITS.maxFailuresPerId).fill(403));
    const wrong = logLines.filter((line) => line.includes('wrong operator token'));
    expect(wrong).toHaveLength(AUTH_LIMITS.maxFailuresPerId);
    expect(wrong[0]).toContain('198.51.100.7');
    expect(logLines.join('')).not.toContain('guess-0-0123456789abcdef');
    // Past the limit even the right token waits, on every operator call.
    for (const send of [disable, publish]) {
      const res = await send(OPERATOR_TOKEN, '198.51.100.7');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 'OPERATOR_THROTTLED', message: messages.common.tooManyRequests });
    }
    // The operator elsewhere is not held back.
    const fine = await disable(OPERATOR_TOKEN, '192.0.2.1');
    expect(fine.json()).toEqual({ loginId: 'bob', disabled: true });
    expect((await publish(OPERATOR_TOKEN, '192.0.2.1')).statusCode).toBe(200);
  });
});
