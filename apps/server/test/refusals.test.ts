import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMegabytes, message, messages } from '@seller/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { MAX_HEADER_BYTES } from '../src/plugins/http-headers.ts';
import type { Database } from '../src/db/client.ts';
import { createDiskStorage } from '../src/storage/storage.ts';
import { login, migratedPglite, PASSWORD, seedTwoMarkets } from './helper.ts';

/** A raw answer of the listening server: status, content type and the parsed JSON body. */
async function send(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: unknown }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: JSON.parse(text) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every refusal, the framework's and Node's included, is the app's `{code, message}` in Korean. */
describe('refusals from the framework and from Node', () => {
  let app: App;
  let database: Database;
  let dataDir: string;
  let port: number;
  let token: string;

  beforeAll(async () => {
    database = await migratedPglite();
    dataDir = mkdtempSync(path.join(tmpdir(), 'seller-refusals-'));
    const webDist = path.join(dataDir, 'web');
    // A built web app, so unknown paths could fall through to the SPA page.
    const { mkdirSync } = await import('node:fs');
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    app = await buildApp({ database, storage: createDiskStorage(path.join(dataDir, 'files')), webDist });
    await seedTwoMarkets({ app, database, dataDir });
    token = await login(app, 'alice', PASSWORD);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const isKoreanRefusal = (body: unknown) => {
    expect(body).toEqual({ code: expect.any(String), message: expect.stringMatching(/[가-힣]/) });
  };

  it('answers a path that cannot be percent-decoded with a Korean 400', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sw/a/v1/orders/%ED%A0%80',
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_URL', message: message('common.badUrl') });
  });

  it("sends a browser's undecodable page address to the app's error page; the API keeps its 400 (issue 35 §6)", async () => {
    const page = await app.inject({ method: 'GET', url: '/%E0%A4%A', headers: { accept: 'text/html,*/*' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/error');
    const call = await app.inject({ method: 'GET', url: '/%E0%A4%A', headers: { accept: 'application/json' } });
    expect(call.statusCode).toBe(400);
    expect(call.json()).toEqual({ code: 'BAD_URL', message: message('common.badUrl') });
  });

  it('answers a body over the limit with 413 naming the limit', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/sw/a/v1/markets/1/deliveries',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify([{ marketDeliveryName: 'x'.repeat(3 * 1024 * 1024) }]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'BODY_TOO_LARGE',
      message: message('common.bodyTooLarge', { limit: formatMegabytes(2 * 1024 * 1024) }),
    });
    expect(res.json().message).toContain('2MB');
  });

  it('answers unreadable JSON with a Korean 400', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/sw/a/v1/markets/1/deliveries',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: '[{',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_JSON', message: message('common.badJson') });
  });

  it('answers an over-long URL with a Korean 414 from Node', async () => {
    const res = await send(port, `/sw/a/v1/orders?orderCode=${'a'.repeat(MAX_HEADER_BYTES + 1024)}`);
    expect(res.status).toBe(414);
    expect(res.type).toContain('application/json');
    expect(res.body).toEqual({ code: 'URL_TOO_LONG', message: message('common.urlTooLong') });
  });

  it('answers over-large headers with a Korean 431 from Node', async () => {
    const res = await send(port, '/sw/a/v1/orders', { 'x-padding': 'a'.repeat(MAX_HEADER_BYTES + 1024) });
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ code: 'HEADERS_TOO_LARGE', message: message('common.headersTooLarge') });
  });

  it('takes a JSON body as typed, and reads form text as the numbers its schema declares', async () => {
    const headers = { 'x-auth-token': token };
    for (const imageId of [true, '1', [1]]) {
      const res = await app.inject({ method: 'POST', url: '/sw/a/v1/image/delete', headers, payload: { imageId } });
      expect(res.statusCode).toBe(400);
      isKoreanRefusal(res.json());
    }
    // The same call as a form: the text is read as the id (no such image here: 404, not 400).
    const form = await app.inject({
      method: 'POST',
      url: '/sw/a/v1/image/delete',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'imageId=999',
    });
    expect(form.statusCode).toBe(404);
    const badForm = await app.inject({
      method: 'POST',
      url: '/sw/a/v1/image/delete',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'imageId=abc',
    });
    expect(badForm.statusCode).toBe(400);
  });

  it('answers an unknown /sw/ path with JSON 404, never the web page', async () => {
    for (const url of ['/sw/a/v1/nothing-here', '/sw/unknown', '/sw/a/v9/orders']) {
      const res = await send(port, url);
      expect(res.status).toBe(404);
      expect(res.type).toContain('application/json');
      isKoreanRefusal(res.body);
    }
    const page = await app.inject({ method: 'GET', url: '/orders/paid' });
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers a known path asked with another method with a Korean 405 and Allow', async () => {
    const cases: [method: 'DELETE' | 'PATCH' | 'PUT', url: string, allow: string][] = [
      ['DELETE', '/sw/a/v1/notices?page=1', 'GET, HEAD, POST'],
      ['PATCH', '/sw/a/v1/bundle-deliveries/7', 'GET, HEAD, PUT, DELETE'],
      ['PUT', '/health', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const res = await app.inject({ method, url, headers: { 'x-auth-token': token } });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: messages.common.methodNotAllowed });
    }
    expect((await app.inject({ method: 'DELETE', url: '/sw/a/v1/nothing-here' })).statusCode).toBe(404);
  });
});
