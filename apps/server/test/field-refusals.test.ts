import { BUNDLE_EVENT_NAME_MAX, fieldLabel, message, ORDER_CODE_MAX } from '@seller/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, seedTwoMarkets, useTestApp } from './helper.ts';

type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
type Operation = {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/** Every field a call takes (path, query, header, body, nested), as `[route, dotted path]`. */
function fieldsOf(doc: Doc) {
  const found: [string, string][] = [];
  const walk = (route: string, path: string, schema: Schema | undefined, depth = 0) => {
    if (!schema || depth > 8) return;
    for (const option of schema.anyOf ?? []) walk(route, path, option, depth + 1);
    for (const [key, value] of Object.entries(schema.properties ?? {})) {
      const child = path ? `${path}.${key}` : key;
      found.push([route, child]);
      walk(route, child, value, depth + 1);
    }
    walk(route, path, schema.items, depth + 1);
  };
  for (const [route, operations] of Object.entries(doc.paths))
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? [])
        found.push([route, parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name]);
      for (const { schema } of Object.values(operation.requestBody?.content ?? {})) walk(route, '', schema);
    }
  return found;
}

/** Issue 38 §7: a refusal names the field as the screens do, never by an English path. */
describe('refusals name the field in Korean', () => {
  const ctx = useTestApp('pglite', { seed: seedTwoMarkets });
  let token: string;
  beforeAll(async () => {
    token = await login(ctx.app, 'alice', PASSWORD);
  });
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { 'x-auth-token': token } });

  it('has a Korean name for every field of every documented call', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as Doc;
    const fields = fieldsOf(doc);
    expect(fields.length).toBeGreaterThan(250);
    const unnamed = fields.filter(([route, path]) => !/[가-힣]/.test(fieldLabel(route, path) ?? ''));
    expect(unnamed.map(([route, path]) => `${route} ${path}`)).toEqual([]);
  });

  it('names the field, and the limit, in the words of the screens', async () => {
    const cases: [string, Awaited<ReturnType<typeof send>>][] = [
      [
        message('bundle.eventNameTooLong'),
        await send('POST', '/sw/a/v1/bundle-delivery', {
          marketId: 1,
          activated: true,
          startDateTime: '2026-12-01T00:00:00',
          endDateTime: '2026-12-31T23:59:59',
          eventName: '가'.repeat(BUNDLE_EVENT_NAME_MAX + 1),
          description: '',
          feeType: 'FREE',
          intCondition: 0,
          deliveryFee: 0,
          productCodes: ['A-1'],
        }),
      ],
      [
        message('common.fieldTooLong', { field: '제목', max: 100 }),
        await send('GET', `/sw/a/v1/notices?title=${'가'.repeat(101)}`),
      ],
      [
        message('common.fieldTooLong', { field: '주문번호', max: ORDER_CODE_MAX }),
        await send('GET', `/sw/a/v3/orders?marketId=1&orderCode=${'A'.repeat(ORDER_CODE_MAX + 1)}`),
      ],
      [
        message('common.badField', { field: '상세 옵션명' }),
        await send('PUT', '/sw/a/v1/product/options', {
          productId: 1,
          options: [{ name: '사이즈', position: 1, values: [{ name: 5, price: 0 }] }],
        }),
      ],
      [message('common.badField', { field: '페이지' }), await send('GET', '/sw/a/v3/orders?marketId=1&page=abc')],
      [message('common.fieldRequired', { field: '답변 상태' }), await send('POST', '/sw/a/v1/qnas/1', { id: 1 })],
    ];
    for (const [expected, res] of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: expected });
    }
  });
});
