import {
  errorBodySchema,
  marketGuideSaveBodySchema,
  marketGuideSaveResultSchema,
  marketGuideSchema,
  marketInfoSchema,
  marketParamsSchema,
  marketSecuritySchema,
  SESSION_IDLE,
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

    app.get(
      '/sw/a/v1/markets/:id/security',
      {
        config: { right: 'read' },
        schema: {
          tags: ['market'],
          summary: "The market's session settings: minutes without activity until a seller's session ends",
          params: marketParamsSchema,
          response: { 200: marketSecuritySchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => marketService.security(principalOf(request).marketId),
    );

    app.put(
      '/sw/a/v1/markets/:id/security',
      {
        config: { right: 'market.edit', activity: 'marketChange' },
        schema: {
          tags: ['market'],
          summary: `Set the idle time of the market's sessions (${SESSION_IDLE.minMinutes}–${SESSION_IDLE.maxMinutes} minutes, default ${SESSION_IDLE.defaultMinutes})`,
          description:
            "Every seller's session of the market ends this many minutes after its last activity (a call not marked `X-Background: 1`); " +
            `the web warns ${SESSION_IDLE.warningSeconds} s before, and every signed-in answer carries X-Session-Idle-Seconds. Live sessions follow the new time from their next call. ` +
            '400 with a Korean message outside the range; nothing is written.',
          params: marketParamsSchema,
          body: marketSecuritySchema,
          response: { 200: marketSecuritySchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => marketService.saveSecurity(principalOf(request).marketId, request.body),
    );
  };
