import {
  activityPageSchema,
  activityQuerySchema,
  errorBodySchema,
  EXPORT_SCREEN_NAMES,
  productActivityQuerySchema,
  productCodeParamsSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../lib/xlsx-export.ts';
import { principalOf } from '../../plugins/auth.ts';
import { ACTIVITY_EXPORT_COLUMNS, activityExportRow, type ActivityLogService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The market's activity log: read and exported by those with `log.read`; no call changes it. */
export const activityLogRoutes = (log: ActivityLogService): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/activity',
      {
        config: { right: 'log.read' },
        schema: {
          tags: ['staff'],
          summary:
            "The market's activity log, newest first: who did what (person, kind, period, order or product code)",
          querystring: activityQuerySchema,
          response: { 200: activityPageSchema, ...errors },
        },
      },
      async (request) => log.list(principalOf(request).marketId, request.query),
    );

    app.get(
      '/sw/a/v1/products/:code/activity',
      {
        // Every role that opens a product reads who changed it (the product screen's 변경 이력).
        config: { right: 'read' },
        schema: {
          tags: ['staff'],
          summary: "Who changed one product and how, newest first: the activity log's entries naming its code",
          params: productCodeParamsSchema,
          querystring: productActivityQuerySchema,
          response: { 200: activityPageSchema, ...errors, 404: errorBodySchema },
        },
      },
      async (request) => log.productHistory(principalOf(request).marketId, request.params.code, request.query),
    );

    app.get(
      '/sw/a/v1/activity/export',
      {
        config: { right: 'log.read', openapi: { answers: 'xlsx' } },
        schema: {
          tags: ['staff'],
          summary: 'The searched activity log as .xlsx (sheet Report), streamed',
          querystring: activityQuerySchema.omit({ page: true, size: true }),
          response: errors,
        },
      },
      async (request, reply) =>
        sendXlsx(request, reply, {
          screenName: EXPORT_SCREEN_NAMES.activity,
          asciiName: 'activity',
          columns: ACTIVITY_EXPORT_COLUMNS,
          batches: log.exportBatches(principalOf(request).marketId, request.query),
          row: activityExportRow,
        }),
    );
  };
