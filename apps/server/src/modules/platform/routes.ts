import {
  errorBodySchema,
  message,
  platformOrderAnswerSchema,
  platformOrderBodySchema,
  PLATFORM_LIMITS,
} from '@seller/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { assertPlatformMarket, platformOf } from '../../plugins/platform-auth.ts';
import type { AdminService } from '../admin/index.ts';
import type { IntakeService } from './intake.ts';

/** The signing headers every platform call declares (checked by plugins/platform-auth.ts before validation). */
export const signedHeaders = z.object({
  'x-sw-key': z.string().describe('the platform key id (pk_…)'),
  'x-sw-timestamp': z.string().describe('unix seconds; at most 5 minutes from the server clock'),
  'x-sw-signature': z
    .string()
    .describe('hex HMAC-SHA256(secret, METHOD + "\\n" + path?query + "\\n" + timestamp + "\\n" + hex(sha256(body)))'),
});

export const platformRefusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** Route config of every platform call: signed, not a seller call. */
export const platformConfig = { platform: true, openapi: { security: 'platform' as const } };

/**
 * A refused body in Korean naming the field, and the line when the field is a line's (`lines.2.quantity`
 * is the 3rd line's quantity): platform calls validate with `attachValidation` and answer this.
 */
export function refuseInput(request: FastifyRequest) {
  const error = request.validationError as { validation?: { instancePath?: string }[] } | undefined;
  if (!error) return;
  const path = (error.validation?.[0]?.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean);
  if (path[0] === 'lines' && path[1] !== undefined && /^\d+$/.test(path[1])) {
    const problem = message('platform.badInput', { field: path.slice(2).join('.') || 'lines' });
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      message('platform.lineInvalid', { line: Number(path[1]) + 1, problem }),
    );
  }
  throw new AppError(400, 'VALIDATION_FAILED', message('platform.badInput', { field: path.join('.') || 'body' }));
}

const idempotencyHeaders = signedHeaders.extend({
  'idempotency-key': z
    .string()
    .max(PLATFORM_LIMITS.idempotencyKeyMax)
    .optional()
    .describe("the purchase's key when the body has no marketplaceOrderId"),
});

/** The platform API (`/sw/p/v1/…`): what a marketplace calls, signed with its platform key. */
export const platformRoutes = (admin: AdminService, intake: IntakeService): FastifyPluginAsyncZod =>
  async function (app) {
    app.post(
      '/sw/p/v1/orders',
      {
        config: platformConfig,
        attachValidation: true,
        schema: {
          tags: ['platform'],
          summary: 'Platform: a purchase comes in (one buyer, one market, one or more lines); idempotent by its key',
          description:
            "Creates one order line per purchase line in 결제 완료 (PAID), taking each line's quantity from its combination's stock " +
            'in the same transaction; any refusal writes nothing. 201: taken now. 200: the same key and body were taken before, ' +
            'the same codes are answered and nothing is created. 409 IDEMPOTENCY_CONFLICT: the key was used with another body. ' +
            '409 OUT_OF_STOCK: a line lacks stock (named in the message). 400: a line is not in the catalogue, not on sale, or ' +
            'its combination does not exist (named in the message).',
          headers: idempotencyHeaders,
          body: platformOrderBodySchema,
          response: { 201: platformOrderAnswerSchema, 200: platformOrderAnswerSchema, ...platformRefusals },
        },
      },
      async (request, reply) => {
        refuseInput(request);
        assertPlatformMarket(request, request.body.marketId);
        const headerKey = request.headers['idempotency-key'];
        const { answer, replayed } = await intake.take(
          request.body,
          typeof headerKey === 'string' && headerKey.trim() ? headerKey.trim() : undefined,
        );
        return reply.status(replayed ? 200 : 201).send(answer);
      },
    );

    app.get(
      '/sw/p/v1/markets',
      {
        config: platformConfig,
        schema: {
          tags: ['platform'],
          summary: 'Platform: the markets this key opens',
          headers: signedHeaders,
          response: {
            200: z.object({ markets: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
            ...platformRefusals,
          },
        },
      },
      async (request) => {
        const { markets } = platformOf(request);
        const all = await admin.listMarkets();
        return {
          markets: all
            .filter((m) => markets === null || markets.includes(m.id))
            .map((m) => ({ id: m.id, name: m.koName })),
        };
      },
    );
  };
