import {
  errorBodySchema,
  marketGuideSaveBodySchema,
  marketGuideSaveResultSchema,
  marketGuideSchema,
  marketInfoSchema,
  marketParamsSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import { expectedVersion } from '../../plugins/versions.ts';
import type { MarketService } from './service.ts';

// `/markets/:id` names a market: the auth plugin answers 403 when it is not the seller's.
export const marketRoutes = (marketService: MarketService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/markets/:id',
      {
        config: { right: 'read' },
        schema: {
          tags: ['market'],
          summary: "Market info (spec 02 §3 market) of the signed-in seller's market",
          params: marketParamsSchema,
          response: { 200: marketInfoSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => marketService.info(principalOf(request).marketId),
    );

    app.get(
      '/sw/a/v1/markets/:id/guide',
      {
        config: { right: 'read' },
        schema: {
          tags: ['market'],
          summary: 'The market guide (sanitised HTML; empty string when none)',
          params: marketParamsSchema,
          response: { 200: marketGuideSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => marketService.guide(principalOf(request).marketId),
    );

    app.post(
      '/sw/a/v1/markets/:id/guide/save',
      {
        config: { right: 'market.edit', activity: 'marketChange', form: true },
        schema: {
          tags: ['market'],
          summary: 'Save the market guide (body guide: HTML, sanitised by the server before it is stored)',
          params: marketParamsSchema,
          body: marketGuideSaveBodySchema,
          response: {
            200: marketGuideSaveResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) =>
        marketService.saveGuide(principalOf(request).marketId, request.body.guide, expectedVersion(request)),
    );
  };
