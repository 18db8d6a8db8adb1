import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { AUTH_LIMITS, type MessageKey } from '@seller/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { fail } from '../lib/errors.ts';
import type { FailureThrottle } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The marketplace calling the platform API; set by the signing gate on every `/sw/p/` route. */
    platform: PlatformPrincipal | null;
  }
  interface FastifyContextConfig {
    /**
     * The route records the request's signature itself, in its transaction, and on every other outcome
     * before it answers (`PlatformPrincipal.unrecordedSignature`); the gate only checks it.
     */
    recordsSignature?: boolean;
  }
}

export interface PlatformPrincipal {
  keyId: string;
  /** The markets the key opens; null: every market of the deployment. */
  markets: number[] | null;
  /**
   * The request's signature as recorded (`keyId:signature`), not recorded yet: on a route whose config
   * says `recordsSignature`, the route records it with its own work (see `recordSignature`); null on the
   * others (the gate recorded it, or the call does not act).
   */
  unrecordedSignature: string | null;
}

/** What the gate needs of the key store (modules/platform's key service fits it). */
export interface PlatformKeyStore {
  /** The secret and markets of a live (not revoked) key. */
  findKey(keyId: string): Promise<{ secret: string; markets: number[] | null } | null>;
  /**
   * Records an accepted signature; false when it was accepted before (a replay). `tx`: in that
   * transaction, so the record commits with the caller's work (or not at all).
   */
  recordSignature(signature: string, tx?: Tx): Promise<boolean>;
}

export const PLATFORM_HEADERS = { key: 'x-sw-key', timestamp: 'x-sw-timestamp', signature: 'x-sw-signature' } as const;
/** How far a request's timestamp may be from the server's clock, either way. */
export const SIGNATURE_SKEW_SECONDS = 300;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * Refusals that could be guesses (an unknown key, a wrong signature) an address may make in
 * AUTH_LIMITS.failureWindowMinutes before it is refused with 429: more than a person's sign-in
 * allows, since a marketplace's servers share few addresses and one bug can refuse a burst. An
 * unsigned request guesses nothing; a stale timestamp or a replayed signature can only come from a
 * holder of the secret: these are logged but not counted.
 */
export const PLATFORM_MAX_FAILURES = 20;

/** The text a request's signature is the HMAC-SHA256 of: `METHOD\n/path?query\ntimestamp\nhex(sha256(body))`. */
export function signedText(method: string, pathWithQuery: string, timestamp: string, body: Buffer | string): string {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  return `${method.toUpperCase()}\n${pathWithQuery}\n${timestamp}\n${bodyHash}`;
}

export function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** The refusal of a signature accepted before, logged as the gate logs it (not a guess: not counted). */
export function reusedSignature(request: FastifyRequest, keyId?: string) {
  request.log.warn(
    { address: request.ip, url: request.url, keyId, reason: 'reused signature' },
    'platform request refused',
  );
  return fail(401, 'UNAUTHORIZED', 'platform.reusedSignature');
}

const isPlatformRoute = (request: FastifyRequest) =>
  request.routeOptions.config?.platform === true || (request.routeOptions.url ?? '').startsWith('/sw/p/');

async function readBody(payload: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw fail(413, 'BODY_TOO_LARGE', 'common.bodyTooLarge', { limit: '2MB' });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The one gate of the platform API. Before the body is parsed it reads the raw body, and refuses
 * with 401 `{code, message}` an unsigned request, an unknown or revoked key, a timestamp more than
 * 5 minutes off, a wrong signature and (for a call that acts, not a GET) a signature seen before;
 * then it sets `request.platform`.
 * Refusals are logged with the address and counted per address in the shared failure table: past
 * PLATFORM_MAX_FAILURES in the window the address gets 429, even with a right signature. An
 * address with no refusal in this process skips the count on success (one read fewer per call); its
 * first refusal here consults the shared count, so every instance throttles it.
 */
export function registerPlatformAuth(app: FastifyInstance, store: PlatformKeyStore, throttle: FailureThrottle) {
  app.decorateRequest('platform', null);
  /** Addresses refused by this process lately: their successes are checked against the shared count. */
  const suspects = new Map<string, number>();
  const WINDOW_MS = AUTH_LIMITS.failureWindowMinutes * 60_000;

  async function refuse(request: FastifyRequest, key: MessageKey, reason: string, keyId?: string): Promise<never> {
    const address = request.ip;
    request.log.warn({ address, url: request.url, keyId, reason }, 'platform request refused');
    const guess = key === 'platform.unknownKey' || key === 'platform.badSignature';
    if (guess) {
      if (suspects.size > 10_000) suspects.clear();
      suspects.set(address, Date.now() + WINDOW_MS);
      if (!(await throttle.reserve(`pk:${address}`, PLATFORM_MAX_FAILURES)))
        throw fail(429, 'PLATFORM_THROTTLED', 'common.tooManyRequests');
    }
    throw fail(401, 'UNAUTHORIZED', key);
  }

  /** A platform call's body, read and checked against its signature (refused if it does not hold). */
  async function signedBody(request: FastifyRequest, payload: Readable) {
    const body = await readBody(payload);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
    };
    const keyId = header(PLATFORM_HEADERS.key);
    const timestamp = header(PLATFORM_HEADERS.timestamp);
    const signature = header(PLATFORM_HEADERS.signature);
    if (!keyId || !timestamp || !signature) return refuse(request, 'platform.unsigned', 'unsigned');

    const address = request.ip;
    const suspectUntil = suspects.get(address);
    if (suspectUntil !== undefined) {
      if (suspectUntil < Date.now()) suspects.delete(address);
      else {
        const key = `pk:${address}`;
        if (!(await throttle.reserve(key, PLATFORM_MAX_FAILURES))) {
          request.log.warn({ address, url: request.url, keyId }, 'platform requests throttled');
          throw fail(429, 'PLATFORM_THROTTLED', 'common.tooManyRequests');
        }
        await throttle.release(key);
      }
    }

    const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
    if (!(Math.abs(Date.now() / 1000 - seconds) <= SIGNATURE_SKEW_SECONDS))
      return refuse(request, 'platform.badTimestamp', 'timestamp', keyId);
    const key = await store.findKey(keyId);
    if (!key) return refuse(request, 'platform.unknownKey', 'unknown or revoked key', keyId);
    const expected = Buffer.from(
      sign(key.secret, signedText(request.method, request.raw.url ?? request.url, timestamp, body)),
    );
    const sent = Buffer.from(signature.toLowerCase());
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
      return refuse(request, 'platform.badSignature', 'signature', keyId);
    // A GET changes nothing, and a poller may send the same one twice in a second (one timestamp):
    // only calls that act are refused when their signature comes again.
    const acts = request.method !== 'GET' && request.method !== 'HEAD';
    // A route that records it with its work (a purchase: one commit instead of two) gets it unrecorded.
    const record = acts ? `${keyId}:${signature.toLowerCase()}` : null;
    const deferred = record !== null && request.routeOptions.config?.recordsSignature === true;
    if (record !== null && !deferred && !(await store.recordSignature(record))) throw reusedSignature(request, keyId);
    request.platform = { keyId, markets: key.markets, unrecordedSignature: deferred ? record : null };
    return Readable.from(body.length > 0 ? [body] : []);
  }

  // A plain callback (no promise) for every call but a platform's: it runs on every call.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (!isPlatformRoute(request)) return done(null, payload);
    signedBody(request, payload).then((body) => done(null, body), done);
  });
}

/** The calling marketplace of a platform route. */
export function platformOf(request: FastifyRequest): PlatformPrincipal {
  if (!request.platform) throw fail(401, 'UNAUTHORIZED', 'platform.unsigned');
  return request.platform;
}

/** Refuses with 403 a market the request's key does not open. */
export function assertPlatformMarket(request: FastifyRequest, marketId: number) {
  const { markets } = platformOf(request);
  if (markets !== null && !markets.includes(marketId)) throw fail(403, 'FORBIDDEN_MARKET', 'platform.forbiddenMarket');
}
