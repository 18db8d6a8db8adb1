import {
  errorBodySchema,
  loginResultSchema,
  logoutAllResultSchema,
  logoutResultSchema,
  sellerInfoSchema,
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
          response: { 200: loginResultSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => {
        const credentials = parseBasic(request.headers.authorization);
        if (!credentials || credentials.id.length > 100 || credentials.password.length > 200) {
          throw badRequest('auth.missingCredentials');
        }
        assertCleanText(credentials.id);
        return auth.login(credentials.id, credentials.password, request.ip);
      },
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
        const sessions = await auth.revokeAll(principalOf(request).sellerId);
        request.log.info({ sellerId: principalOf(request).sellerId, sessions }, 'seller signed out everywhere');
        return { loggedOut: true, sessions };
      },
    );

    app.get(
      '/sw/a/v1/seller/info',
      {
        config: { right: 'read' },
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
