import {
  errorBodySchema,
  loginAnswerSchema,
  recoveryCodesSchema,
  secondStepCodeBodySchema,
  secondStepLoginBodySchema,
  secondStepSetupSchema,
  secondStepStateSchema,
  loginResultSchema,
  logoutAllResultSchema,
  logoutResultSchema,
  sellerInfoSchema,
  sessionIdleSchema,
  SESSION_IDLE,
  stepUpBodySchema,
  textLength,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, fail } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import { assertCleanText } from '../../plugins/text-guard.ts';
import type { AuthService } from './service.ts';

/** Reads `Authorization: Basic base64(id:password)`; null when either part is missing. */
function parseBasic(header: string | undefined): { id: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const id = decoded.slice(0, colon).trim();
  const password = decoded.slice(colon + 1);
  return id && password ? { id, password } : null;
}

export const authRoutes = (auth: AuthService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/seller/login',
      {
        config: { public: true, openapi: { security: 'basic' } },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with Authorization: Basic base64(id:password)',
          description:
            'Answers the session (`authorized: true`, `token`). For a seller with two-step sign-in on, a right password ' +
            'answers `authorized: false` with `secondStep: "totp"` and a `challenge` instead: send it with the code of the ' +
            'authenticator app (or a recovery code) to `POST /sw/a/v1/seller/login/second-step`, which answers the session. ' +
            'A client that knows only the spec sees `authorized: false` and the Korean `message`.',
          response: { 200: loginAnswerSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => {
        const credentials = parseBasic(request.headers.authorization);
        if (!credentials || textLength(credentials.id) > 100 || textLength(credentials.password) > 200) {
          throw badRequest('auth.missingCredentials');
        }
        assertCleanText(credentials.id);
        return auth.login(credentials.id, credentials.password, request.ip);
      },
    );

    app.post(
      '/sw/a/v1/seller/login/second-step',
      {
        config: { public: true, form: true },
        schema: {
          tags: ['auth'],
          summary: 'Complete a sign-in with its second step: the challenge of the sign-in and a code',
          description:
            'Form or JSON `challenge` (from `GET /sw/a/v1/seller/login`) and `code`: the 6-digit code of the authenticator ' +
            'app (RFC 6238, 30 s) or one of the one-time recovery codes. Answers the session as the sign-in does. A wrong ' +
            'code is 401 `WRONG_CODE`; after 5 wrong codes the challenge ends (401 `SECOND_STEP_EXPIRED`: sign in again), ' +
            'and wrong codes count toward the sign-in throttle (429).',
          body: secondStepLoginBodySchema,
          response: { 200: loginResultSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => {
        if (request.body.code.trim() === '') throw badRequest('secondStep.codeRequired');
        return auth.completeSecondStep(request.body.challenge, request.body.code, request.ip);
      },
    );

    app.get(
      '/sw/a/v1/seller/second-step',
      {
        config: { right: 'self' },
        schema: {
          tags: ['auth'],
          summary: "The signed-in seller's two-step sign-in: on or off, required by the role, recovery codes left",
          response: { 200: secondStepStateSchema, 401: errorBodySchema },
        },
      },
      async (request) => auth.secondStep.state(principalOf(request).sellerId),
    );

    app.post(
      '/sw/a/v1/seller/second-step/setup',
      {
        config: { right: 'self' },
        schema: {
          tags: ['auth'],
          summary: 'Start setting up two-step sign-in: a new secret, its otpauth URI and QR code',
          response: { 200: secondStepSetupSchema, 401: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => auth.secondStep.setup(principalOf(request).sellerId),
    );

    app.post(
      '/sw/a/v1/seller/second-step/enable',
      {
        config: { right: 'self', form: true, activity: 'secondStepChange' },
        schema: {
          tags: ['auth'],
          summary: 'Turn two-step sign-in on with a code of the new secret; answers the 10 one-time recovery codes',
          body: secondStepCodeBodySchema,
          response: { 200: recoveryCodesSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => auth.secondStep.enable(principalOf(request).sellerId, request.body.code),
    );

    app.post(
      '/sw/a/v1/seller/second-step/disable',
      {
        config: { right: 'self', form: true, activity: 'secondStepChange' },
        schema: {
          tags: ['auth'],
          summary: 'Turn two-step sign-in off with a current code (refused where the role requires it)',
          body: secondStepCodeBodySchema,
          response: { 200: secondStepStateSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => {
        const { sellerId } = principalOf(request);
        await auth.secondStep.disable(sellerId, request.body.code);
        return auth.secondStep.state(sellerId);
      },
    );

    app.post(
      '/sw/a/v1/seller/second-step/recovery-codes',
      {
        config: { right: 'self', form: true, activity: 'secondStepChange' },
        schema: {
          tags: ['auth'],
          summary: 'New recovery codes after a current code (the old ones stop working)',
          body: secondStepCodeBodySchema,
          response: { 200: recoveryCodesSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => auth.secondStep.renewRecoveryCodes(principalOf(request).sellerId, request.body.code),
    );

    app.post(
      '/sw/a/v1/seller/logout',
      {
        config: { right: 'self' },
        schema: {
          tags: ['auth'],
          summary: 'End this session',
          response: { 200: logoutResultSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        await auth.logout(principalOf(request).sessionId);
        return { loggedOut: true };
      },
    );

    app.post(
      '/sw/a/v1/seller/session/keep-alive',
      {
        config: { right: 'self' },
        schema: {
          tags: ['auth'],
          summary: "Stay signed in: the session's idle clock starts again (the answer to the web's idle warning)",
          description:
            "A seller's session ends after the market's idle time (GET /sw/a/v1/markets/{id}/security, default " +
            `${SESSION_IDLE.defaultMinutes} minutes) without activity. Activity is any signed-in call not marked \`X-Background: 1\` ` +
            '(the web marks the calls it makes without the seller, such as refreshes) and this one. Every signed-in answer carries ' +
            'X-Session-Idle-Seconds: the seconds left if nothing more is done. 401 once the session has ended.',
          response: { 200: sessionIdleSchema, 401: errorBodySchema },
        },
      },
      async (request) => auth.keepAlive(principalOf(request)),
    );

    app.post(
      '/sw/a/v1/seller/session/step-up',
      {
        config: { right: 'self' },
        schema: {
          tags: ['auth'],
          summary: 'The password again after an idle spell, before personal data in full (prints, exports)',
          description:
            `A session idle ${SESSION_IDLE.stepUpMinutes} minutes or more answers 403 STEP_UP_REQUIRED to every call that gives out buyers' ` +
            'personal data in full (a reveal, packing slips or an export with a purpose) until the password is given again: here, or in ' +
            "the reveal's own body. A wrong password is 403 WRONG_PASSWORD; more than 5 wrong in 15 minutes, 429 STEP_UP_THROTTLED. " +
            'When no step-up is due, the call succeeds without checking anything.',
          body: stepUpBodySchema,
          response: {
            200: sessionIdleSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await auth.stepUp(principal, request.body.password);
        return auth.keepAlive(principal);
      },
    );

    app.post(
      '/sw/a/v1/seller/logout-all',
      {
        config: { right: 'self' },
        schema: {
          tags: ['auth'],
          summary: 'Sign out everywhere: end every session of the signed-in seller, this one included',
          response: { 200: logoutAllResultSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const sessions = await auth.revokeAll(principalOf(request).sellerId, 'signedOutEverywhere');
        request.log.info({ sellerId: principalOf(request).sellerId, sessions }, 'seller signed out everywhere');
        return { loggedOut: true, sessions };
      },
    );

    app.get(
      '/sw/a/v1/seller/info',
      {
        config: { right: 'self' },
        schema: {
          tags: ['auth'],
          summary: "Seller info: the market's profile image and Korean name, and the seller's name",
          querystring: z.object({ sellerId: z.string().optional() }),
          response: { 200: sellerInfoSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        if (request.query.sellerId && request.query.sellerId !== principal.loginId) {
          throw fail(403, 'FORBIDDEN_SELLER', 'common.forbiddenMarket');
        }
        return auth.sellerInfo(principal.sellerId);
      },
    );
  };
