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
 * The headers of every answer, set in one hook when the request arrives (a route may still set its
 * own, which replaces them):
 * - helmet's, computed once at start (the `@fastify/helmet` plugin runs helmet's option parsing again
 *   on each request);
 * - every API answer (`/sw/…`) is `Cache-Control: no-store` unless its route chose otherwise, since
 *   they carry a seller's data or, for the sign-in, the session token;
 * - HSTS only on a request that arrived over TLS: a TLS socket, or `X-Forwarded-Proto: https` from a
 *   proxy TRUST_PROXY trusts (Fastify's `request.protocol` believes the header only then). A plain-http
 *   deployment on an internal address must never be told to insist on https.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.url.startsWith('/sw/')) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
