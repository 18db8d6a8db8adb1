import {
  accountQuerySchema,
  accountSchema,
  errorBodySchema,
  passwordChangeResultSchema,
  publicKeySchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, fail } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { AccountService } from './service.ts';

export const accountRoutes = (accountService: AccountService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/seller/account',
      {
        schema: {
          tags: ['account'],
          summary: "The signed-in seller's account with market, business and settlement info (sellerId = own login id)",
          querystring: accountQuerySchema,
          response: { 200: accountSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        if (request.query.sellerId !== principal.loginId)
          throw fail(403, 'FORBIDDEN_SELLER', 'account.forbiddenSeller');
        return accountService.account(principal.sellerId);
      },
    );

    app.get(
      '/sw/a/v1/seller/public-key',
      {
        config: { public: true },
        schema: {
          tags: ['account'],
          summary: 'RSA-OAEP (SHA-256) public key for the password-change payload',
          security: [],
          response: { 200: publicKeySchema },
        },
      },
      async () => accountService.publicKey(),
    );

    app.get(
      '/sw/a/v1/seller/change-password',
      {
        schema: {
          tags: ['account'],
          summary:
            'Change the password. Authorization: Basic <base64 of RSA-OAEP(SHA-256) ciphertext of JSON {sellerId, currentPassword, newPassword}>, plus X-AUTH-TOKEN. ' +
            'New password: 8–64 characters with a letter and a digit, not the current one. On success every session of the seller ends.',
          response: {
            200: passwordChangeResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => {
        const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
        if (!match?.[1]) throw badRequest('password.badPayload');
        return accountService.changePassword(principalOf(request), match[1]);
      },
    );
  };
