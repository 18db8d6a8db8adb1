import { errorBodySchema } from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorGate } from '../../plugins/operator.ts';
import type { PlatformKeyService } from './keys.ts';

const keySchema = z.object({
  key: z.string().describe('the key id, sent as X-SW-Key'),
  name: z.string(),
  markets: z.array(z.number().int()).nullable().describe('markets the key opens; null: every market'),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
const newKeySchema = keySchema.extend({
  secret: z.string().describe('the signing secret: shown only in this answer'),
});
const refusals = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const keyParams = z.object({ key: z.string().min(1).max(100) });

/** Operator calls for platform keys (`npm run admin -- create-platform-key …` sends them to a running server). */
export const platformKeyRoutes = (
  keys: PlatformKeyService,
  options: { operator: OperatorGate },
): FastifyPluginAsyncZod =>
  async function (app) {
    app.addHook('onRequest', (request) => options.operator.assert(request, 'common.operatorOnly'));
    const config = { operator: true, openapi: { security: 'operator' as const } };

    app.post(
      '/sw/o/v1/platform-keys',
      {
        config,
        schema: {
          tags: ['operator'],
          summary: 'Operator: create a platform key (its secret is answered only here)',
          body: z.object({
            name: z.string().max(200),
            markets: z.array(z.number().int().positive()).max(1000).nullable().optional(),
          }),
          response: { 201: newKeySchema, ...refusals },
        },
      },
      async (request, reply) => {
        const created = await keys.create({ name: request.body.name, markets: request.body.markets ?? null });
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/sw/o/v1/platform-keys',
      {
        config,
        schema: {
          tags: ['operator'],
          summary: 'Operator: list platform keys (never their secrets)',
          response: { 200: z.object({ keys: z.array(keySchema) }), ...refusals },
        },
      },
      async () => ({ keys: await keys.list() }),
    );

    app.post(
      '/sw/o/v1/platform-keys/:key/rotate',
      {
        config,
        schema: {
          tags: ['operator'],
          summary: 'Operator: a new key with the same name and markets; the old one works until revoked',
          params: keyParams,
          response: { 201: newKeySchema, ...refusals },
        },
      },
      async (request, reply) => reply.status(201).send(await keys.rotate(request.params.key)),
    );

    app.post(
      '/sw/o/v1/platform-keys/:key/revoke',
      {
        config,
        schema: {
          tags: ['operator'],
          summary: 'Operator: revoke a platform key (refused from the next request on)',
          params: keyParams,
          response: { 200: keySchema, ...refusals },
        },
      },
      async (request) => keys.revoke(request.params.key),
    );
  };
