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
        config: { right: 'read' },
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
        config: { right: 'self', openapi: { security: 'passwordCipher' } },
        schema: {
          tags: ['account'],
          summary: 'Change the password (encrypted payload in Authorization: Basic, plus X-AUTH-TOKEN)',
          description:
            '1. `GET /sw/a/v1/seller/public-key` → `spki` (base64 DER SubjectPublicKeyInfo of a 4096-bit RSA key). ' +
            '2. Encrypt the UTF-8 JSON `{"sellerId","currentPassword","newPassword"}` with RSA-OAEP, hash SHA-256 (MGF1 SHA-256, no label). ' +
            '3. Send `Authorization: Basic <base64 of the 512-byte ciphertext>` with `X-AUTH-TOKEN`. ' +
            'Plain base64 of the passwords (or of `id:password`) is refused with 400 and a message naming this scheme. ' +
            'New password: 8–64 characters with a letter and a digit, no spaces, not the current one. ' +
            'Answers `{match, change}`: a wrong current password is `{match:false, change:false}` (5 per 15 minutes, then 429); ' +
            'on success every session of the seller ends. README (API section) has a runnable example.',
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
        if (!match?.[1]) throw badRequest('password.notEncrypted');
        return accountService.changePassword(principalOf(request), match[1]);
      },
    );
  };
