import type { App } from '../src/app.ts';
import { sign, signedText } from '../src/plugins/platform-auth.ts';

export const OPERATOR_TOKEN = 'operator-secret-0123456789';

export interface PlatformKey {
  key: string;
  secret: string;
}

/** The signing headers of one request, as a marketplace computes them (docs/integration.md). */
export function signedHeaders(
  key: PlatformKey,
  method: string,
  url: string,
  body = '',
  at = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(at);
  return {
    'x-sw-key': key.key,
    'x-sw-timestamp': timestamp,
    'x-sw-signature': sign(key.secret, signedText(method, url, timestamp, body)),
  };
}

/** A signed platform call through `inject` (JSON body when given). */
export function platformCall(app: App, key: PlatformKey, method: string, url: string, body?: unknown) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...signedHeaders(key, method, url, payload),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload }),
  });
}

/** A signed platform call over real HTTP. */
export async function platformFetch(base: string, key: PlatformKey, method: string, url: string, body?: unknown) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...signedHeaders(key, method, url, payload),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: payload }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** A platform key made through the operator call (name, and markets or every market). */
export async function createPlatformKey(app: App, markets: number[] | null = null, name = '테스트 마켓플레이스') {
  const res = await app.inject({
    method: 'POST',
    url: '/sw/o/v1/platform-keys',
    headers: { 'x-operator-token': OPERATOR_TOKEN },
    payload: { name, markets },
  });
  if (res.statusCode !== 201) throw new Error(`create-platform-key failed: ${res.statusCode} ${res.body}`);
  return res.json() as PlatformKey & { markets: number[] | null; name: string };
}
