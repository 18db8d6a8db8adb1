/** Socket timeouts of the HTTP server (milliseconds); see docs/operations.md. */
export interface HttpTimeouts {
  /** Whole request line and headers must arrive within this (slow-header clients). */
  headersMs: number;
  /** Whole request, body included, must arrive within this (slow uploads of up to 10 images of 5 MB). */
  requestMs: number;
  /** An idle kept-alive connection closes after this; keep it above a load balancer's idle timeout. */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 15_000, requestMs: 120_000, keepAliveMs: 72_000 };

/**
 * The most a request line and its headers may take, in bytes (Node's default is 16 KB). The print
 * pages carry their order codes in the URL (`/print/packing-slips?codes=…`, issue 20): 1,000 codes of
 * up to 64 characters are about 64 KB. A proxy in front must allow as much (docs/operations.md).
 */
export const MAX_HEADER_BYTES = 96 * 1024;

/**
 * Fastify's server options for these timeouts (Node checks them every `connectionsCheckingInterval`),
 * and the header size limit.
 */
export function httpTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersMs / 4)),
    },
  };
}
