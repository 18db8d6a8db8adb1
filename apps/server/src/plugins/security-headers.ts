import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets on an answer with these options, found once by running its middleware
 * against a response that only records them. The options are constants (no per-request
 * directives, no nonces), so every answer gets the same headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    // Named in lower case, as Fastify keeps them (it lower-cases every name it is given, on every call).
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** One year, with subdomains: what browsers keep once they have seen the site over TLS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers of an API answer (`/sw/…`), after OWASP's REST Security Cheat Sheet: JSON or a file
 * download is never a page, so it runs nothing, loads nothing and is framed by no one; it is never
 * stored by a browser or a cache (it carries a seller's data or, for the sign-in, the session token)
 * and never read by another site. Helmet's page set is 622 bytes on every answer, this one 193: on
 * a list call the bytes written to the socket were the largest cost left beyond the bare route
 * (docs/architecture.md).
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Whether a request is an API call (`/sw/…`): by the route it matched, whose path the router found
 * after percent-decoding (`/%73w/a/…` is `/sw/a/…`), or, when none matched, by its decoded path.
 */
function isApiPath(routeUrl: string | undefined, url: string): boolean {
  if (routeUrl) return routeUrl.startsWith('/sw/');
  let path = url;
  try {
    path = decodeURIComponent(url.split('?', 1)[0]!);
  } catch {
    // An undecodable path is refused by the router; treat it by its raw text.
  }
  return path.startsWith('/sw/');
}

/**
 * The headers of every answer, set in one hook when the request arrives (a route may still set its
 * own, which replaces them):
 * - a page, an asset or a stored file gets helmet's, computed once at start (the `@fastify/helmet`
 *   plugin runs helmet's option parsing again on each request);
 * - an API answer (`/sw/…`) gets the API set above, unless its route answers with a page (it says
 *   so to the API documentation: `config.openapi.answers: 'html'`);
 * - HSTS only on a request that arrived over TLS: a TLS socket, or `X-Forwarded-Proto: https` from a
 *   proxy TRUST_PROXY trusts (Fastify's `request.protocol` believes the header only then). A plain-http
 *   deployment on an internal address must never be told to insist on https.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const pageHeaders = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    const isApi =
      isApiPath(request.routeOptions.url, request.url) && request.routeOptions.config.openapi?.answers !== 'html';
    reply.headers(isApi ? API_HEADERS : pageHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
