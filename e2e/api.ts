import { createHash, createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import createClient from 'openapi-fetch';
import type { paths } from '../apps/web/src/lib/api-types.ts';

/**
 * openapi-fetch over the types generated from docs/openapi.json, sending through Playwright's request
 * context (its base URL, no browser): a path, parameter or field the contract renames fails the tests'
 * type check, as it fails the web's.
 */
function typedClient<P extends object = paths>(request: APIRequestContext, headers: Record<string, string>) {
  return createClient<P>({
    // openapi-fetch builds a Request, which needs an absolute address; the request context's base URL replaces it.
    baseUrl: 'http://api.invalid',
    headers,
    fetch: async (input: Request) => {
      const url = new URL(input.url);
      const body = input.body ? Buffer.from(await input.arrayBuffer()) : undefined;
      const sent: Record<string, string> = {};
      input.headers.forEach((value, name) => (sent[name] = value));
      const res = await request.fetch(`${url.pathname}${url.search}`, {
        method: input.method,
        headers: sent,
        ...(body ? { data: body } : {}),
      });
      return new Response(res.status() === 204 ? null : new Uint8Array(await res.body()), {
        status: res.status(),
        headers: res.headers(),
      });
    },
  });
}

/** The seller API's typed client, with the session token when given. */
export function apiClient(request: APIRequestContext, token?: string) {
  return typedClient(request, token ? { 'X-AUTH-TOKEN': token } : {});
}

/** The operator calls (`/sw/o`) with the operator token the test server was started with. */
export function operatorClient(request: APIRequestContext) {
  return typedClient(request, { 'X-OPERATOR-TOKEN': process.env.E2E_OPERATOR_TOKEN! });
}

/** A platform key as the operator issues it. */
export interface PlatformKey {
  key: string;
  secret: string;
}

/** The signature headers the contract declares on every platform call; `platformClient` adds them. */
type Signature = 'x-sw-key' | 'x-sw-timestamp' | 'x-sw-signature';
type Signed<Op> = Op extends { parameters: { header: infer H } }
  ? Omit<Op, 'parameters'> & { parameters: Omit<Op['parameters'], 'header'> & { header?: Omit<H, Signature> } }
  : Op;
type SignedPaths = { [P in keyof paths]: { [M in keyof paths[P]]: Signed<paths[P][M]> } };

/**
 * The platform calls (`/sw/p`) of a marketplace holding `key`, each signed as docs/integration.md says:
 * HMAC-SHA256 over method, path and query as sent, timestamp and the body's hash.
 */
export function platformClient(request: APIRequestContext, key: PlatformKey) {
  const client = typedClient<SignedPaths>(request, {});
  client.use({
    async onRequest({ request: sent }) {
      const url = new URL(sent.url);
      const payload = sent.body ? await sent.clone().text() : '';
      const timestamp = String(Math.floor(Date.now() / 1000));
      const hash = createHash('sha256').update(payload).digest('hex');
      const text = `${sent.method}\n${url.pathname}${url.search}\n${timestamp}\n${hash}`;
      sent.headers.set('X-SW-Key', key.key);
      sent.headers.set('X-SW-Timestamp', timestamp);
      sent.headers.set('X-SW-Signature', createHmac('sha256', key.secret).update(text).digest('hex'));
      return sent;
    },
  });
  return client;
}

/**
 * A multipart body for the typed client (as the web's `formSerializer`): each field once, an array
 * field once per item, files as they are.
 */
export function formSerializer(body: unknown) {
  const data = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      data.append(name, item instanceof Blob ? item : String(item));
  }
  return data;
}
