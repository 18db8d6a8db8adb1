import { errorBodySchema } from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformOf } from '../../plugins/platform-auth.ts';
import type { AdminService } from '../admin/index.ts';

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

/** The platform API (`/sw/p/v1/…`): what a marketplace calls, signed with its platform key. */
export const platformRoutes = (admin: AdminService): FastifyPluginAsyncZod =>
  async function (app) {
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
