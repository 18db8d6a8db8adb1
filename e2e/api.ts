import type { APIRequestContext } from '@playwright/test';
import createClient from 'openapi-fetch';
import type { paths } from '../apps/web/src/lib/api-types.ts';

/**
 * The typed client the web app uses (openapi-fetch over the types generated from docs/openapi.json),
 * sending through Playwright's request context (its base URL, no browser): a path, parameter or field
 * the contract renames fails the tests' type check, as it fails the web's.
 */
export function apiClient(request: APIRequestContext, token?: string) {
  return createClient<paths>({
    // openapi-fetch builds a Request, which needs an absolute address; the request context's base URL replaces it.
    baseUrl: 'http://api.invalid',
    headers: token ? { 'X-AUTH-TOKEN': token } : {},
    fetch: async (input: Request) => {
      const url = new URL(input.url);
      const body = input.body ? Buffer.from(await input.arrayBuffer()) : undefined;
      const headers: Record<string, string> = {};
      input.headers.forEach((value, name) => (headers[name] = value));
      const res = await request.fetch(`${url.pathname}${url.search}`, {
        method: input.method,
        headers,
        ...(body ? { data: body } : {}),
      });
      return new Response(res.status() === 204 ? null : new Uint8Array(await res.body()), {
        status: res.status(),
        headers: res.headers(),
      });
    },
  });
}
