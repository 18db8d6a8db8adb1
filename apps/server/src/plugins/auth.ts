import {
  BACKGROUND_HEADER,
  IDLE_LEFT_HEADER,
  roleMayCall,
  SIGNED_OUT_EVERYWHERE,
  type Role,
  type RouteRight,
} from '@seller/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionEndReason } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with how it declares who may call it (null: undeclared), as registered (`onRoute`). */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    /** The signed-in seller; set by the auth hook on every non-public `/sw/a` route. */
    principal: SellerPrincipal | null;
  }
  /**
   * Who may call a route: every `/sw/` route declares exactly one of these (docs/architecture.md,
   * "Who may call a route"); a route declaring none is refused to everyone, and the table test
   * (test/rights.test.ts) fails for it.
   */
  interface FastifyContextConfig {
    /** The route answers without a session token (sign-in, public key, health). */
    public?: boolean;
    /** A signed-in seller whose role holds this right (any one of a list); `read` and `self`: every role. */
    right?: RouteRight;
    /** The operator's call: X-OPERATOR-TOKEN, checked by the route's own gate (plugins/operator.ts). */
    operator?: boolean;
    /** A platform's call, signed with a platform key. */
    platform?: boolean;
  }
}

/** Who is calling: resolved from the session token by this plugin, nowhere else. */
export interface SellerPrincipal {
  sellerId: number;
  loginId: string;
  marketId: number;
  sessionId: number;
  role: Role;
  /** The role requires a second step the seller has not set up: only its own account's calls pass. */
  secondStepMissing: boolean;
  /** The market's idle time (issue 34 §5), and when (epoch ms) the session ends if idle from now on. */
  idleMinutes: number;
  idleEndsAt: number;
  /** The session was idle long enough that personal data in full needs the password again. */
  stepUpRequired: boolean;
}

/**
 * What the gate needs of the auth module: a live session's seller by token. Declared here, so the
 * plugin imports nothing of the module that uses it (`principalOf`); the module's service fits it.
 */
export interface Authenticator {
  authenticate(token: string, options?: { background?: boolean }): Promise<SellerPrincipal | null>;
  /** Why the token's session ended, asked only when `authenticate` found none. */
  endReason(token: string): Promise<SessionEndReason | null>;
}

/**
 * The 401 of a token without a live session: one ended by 모든 기기에서 로그아웃 says so (issue 38
 * §12), any other asks to sign in again.
 */
async function endedSession(auth: Authenticator, token: string) {
  return (await auth.endReason(token)) === 'signedOutEverywhere'
    ? fail(401, SIGNED_OUT_EVERYWHERE, 'auth.loggedOutEverywhere')
    : fail(401, 'UNAUTHORIZED', 'auth.sessionExpired');
}

/** A registered route and its declaration. */
export interface RouteAccess {
  method: string;
  url: string;
  access: ReturnType<typeof accessOf>;
  /** What a successful call is recorded as in the activity log (`config.activity`), if anything. */
  activity: string | undefined;
}

export const TOKEN_HEADER = 'x-auth-token';

const CANONICAL_ID = /^[1-9]\d{0,14}$/;

/** How a route is reached, from its declaration; null for a route that declares none. */
export function accessOf(
  config: FastifyContextConfig | undefined,
): 'public' | 'operator' | 'platform' | { right: RouteRight } | null {
  if (!config) return null;
  const declared = [config.public && 'public', config.operator && 'operator', config.platform && 'platform'].filter(
    (kind): kind is 'public' | 'operator' | 'platform' => typeof kind === 'string',
  );
  if (config.right !== undefined) return declared.length === 0 ? { right: config.right } : null;
  return declared.length === 1 ? declared[0]! : null;
}

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
 * The one gate of `/sw/`: a route is reached only as it declares (`accessOf`; a route declaring
 * nothing is refused to everyone). For a seller's route the token becomes the request's seller and
 * market (401 without a live one), a role without the route's right is refused with 403, and a market
 * named in the path, query or body that is not the seller's is refused with 403.
 */
export function registerAuth(app: FastifyInstance, auth: Authenticator) {
  app.decorateRequest('principal', null);
  const routes: RouteAccess[] = [];
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, access: accessOf(route.config), activity: route.config?.activity });
    }
  });

  // A plain callback (no async function and promise around the lookup): it runs on every call.
  app.addHook('onRequest', (request, _reply, done) => {
    // The matched route's pattern, not the raw URL: `/%73w/a/…` reaches the `/sw/a/…` route too.
    const { url: route, config } = request.routeOptions;
    if (!route?.startsWith('/sw/')) return done();
    const access = accessOf(config);
    if (access === null) return done(fail(403, 'UNDECLARED_ROUTE', 'auth.forbiddenRight'));
    if (typeof access === 'string') return done();
    const { right } = access;
    const token = request.headers[TOKEN_HEADER];
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
      return done(fail(401, 'UNAUTHORIZED', 'auth.unauthorized'));
    }
    // A call the web made on its own (the seller did nothing) does not count as activity.
    const background = request.headers[BACKGROUND_HEADER] === '1';
    auth.authenticate(token, { background }).then((principal) => {
      if (!principal) return void endedSession(auth, token).then(done, done);
      if (principal.secondStepMissing && right !== 'self') {
        return done(fail(403, 'SECOND_STEP_SETUP_REQUIRED', 'secondStep.setupRequired'));
      }
      if (!roleMayCall(principal.role, right)) {
        return done(fail(403, 'FORBIDDEN_RIGHT', 'auth.forbiddenRight'));
      }
      request.principal = principal;
      done();
    }, done);
  });

  // Every signed-in answer tells the web how long the session has left if idle, for its warning.
  app.addHook('onSend', (request, reply, payload, done) => {
    const p = request.principal;
    if (p) reply.header(IDLE_LEFT_HEADER, String(Math.max(0, Math.floor((p.idleEndsAt - Date.now()) / 1000))));
    done(null, payload);
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
