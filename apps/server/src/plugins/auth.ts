import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in seller; set by the auth hook on every non-public `/sw/a` route. */
    principal: SellerPrincipal | null;
  }
  interface FastifyContextConfig {
    /** The route answers without a session token (sign-in, public key, health). */
    public?: boolean;
  }
}

/** Who is calling: resolved from the session token by this plugin, nowhere else. */
export interface SellerPrincipal {
  sellerId: number;
  loginId: string;
  marketId: number;
  sessionId: number;
}

/**
 * What the gate needs of the auth module: a live session's seller by token. Declared here, so the
 * plugin imports nothing of the module that uses it (`principalOf`); the module's service fits it.
 */
export interface Authenticator {
  authenticate(token: string): Promise<SellerPrincipal | null>;
}

export const TOKEN_HEADER = 'x-auth-token';

const CANONICAL_ID = /^[1-9]\d{0,14}$/;

/** Market ids a request names: path `{market}`/`{marketId}`, `/markets/{id}`, and `marketId` in query or body. */
function namedMarkets(request: FastifyRequest): unknown[] {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const named = [params.market, params.marketId, query.marketId, body.marketId];
  if (/\/markets\/:id(\/|$)/.test(request.routeOptions.url ?? '')) named.push(params.id);
  if (!Array.isArray(request.body)) named.push(body.market);
  return named.filter((v) => v !== undefined && v !== null && v !== '');
}

/**
 * The one gate of `/sw/a`: the token becomes the request's seller and market (401 without a live
 * one), and a market named in the path, query or body that is not the seller's is refused with 403.
 */
export function registerAuth(app: FastifyInstance, auth: Authenticator) {
  app.decorateRequest('principal', null);

  // A plain callback (no async function and promise around the lookup): it runs on every call.
  app.addHook('onRequest', (request, _reply, done) => {
    // The matched route's pattern, not the raw URL: `/%73w/a/…` reaches the `/sw/a/…` route too.
    const { url: route, config } = request.routeOptions;
    if (!route?.startsWith('/sw/') || config?.public) return done();
    const token = request.headers[TOKEN_HEADER];
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
      return done(fail(401, 'UNAUTHORIZED', 'auth.unauthorized'));
    }
    auth.authenticate(token).then((principal) => {
      if (!principal) return done(fail(401, 'UNAUTHORIZED', 'auth.sessionExpired'));
      request.principal = principal;
      done();
    }, done);
  });

  // Before validation, so a market named in a field the route does not declare is refused too.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.principal) assertOwnMarkets(request, request.principal); // a throw refuses the request
    done();
  });
}

/** Refuses a request naming a market id that is not written as one (400) or is not the seller's (403). */
function assertOwnMarkets(request: FastifyRequest, principal: SellerPrincipal) {
  for (const value of namedMarkets(request)) {
    // Only a number or the canonical spelling of one is a market id: `1.0`, `+1`, `01`, ` 1` or `[1]`
    // would coerce to 1 later, and an object is never turned into text (its toString may be anything).
    const canonical =
      typeof value === 'number'
        ? Number.isSafeInteger(value) && value > 0
        : typeof value === 'string' && CANONICAL_ID.test(value);
    if (!canonical) throw fail(400, 'BAD_MARKET_ID', 'common.badMarketId');
    if (Number(value) !== principal.marketId) throw fail(403, 'FORBIDDEN_MARKET', 'common.forbiddenMarket');
  }
}

/** The signed-in seller of a route that is not public. */
export function principalOf(request: FastifyRequest): SellerPrincipal {
  if (!request.principal) throw fail(401, 'UNAUTHORIZED', 'auth.unauthorized');
  return request.principal;
}
