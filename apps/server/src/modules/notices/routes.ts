import {
  errorBodySchema,
  EXPORT_SCREEN_NAMES,
  noticeCreatedSchema,
  noticeIdParamsSchema,
  noticeListQuerySchema,
  noticeListSchema,
  noticeSchema,
} from '@seller/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, fail } from '../../lib/errors.ts';
import type { OperatorGate } from '../../plugins/operator.ts';
import { assertCleanText } from '../../plugins/text-guard.ts';
import { sendXlsx } from '../../lib/xlsx-export.ts';
import { NOTICE_EXPORT_COLUMNS, noticeExportRow, type NoticeService } from './service.ts';

/** The fields of the operator's notice form, as the OpenAPI document states them (the service checks them). */
const noticeCreateFieldsSchema = z.object({
  title: z.string().describe('at most 100 characters'),
  content: z.string().describe('HTML, sanitised when stored'),
  startDate: z.string().describe('YYYY-MM-DD, 2000-01-01 to 2100-12-31'),
  endDate: z.string().describe('YYYY-MM-DD, not before startDate, at most 2100-12-31'),
});

/** Reads the text fields of the multipart body (the one encoding documented: others are 415); files are refused. */
async function readFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'common.unsupportedMediaType');
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest('common.badRequest');
      }
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  } catch (error) {
    // A malformed multipart body is the caller's mistake, not a server failure.
    if (error instanceof AppError) throw error;
    throw badRequest('common.badRequest');
  }
  return fields;
}

export const noticeRoutes = (
  noticeService: NoticeService,
  { operator }: { operator: OperatorGate },
): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/notices',
      {
        config: { right: 'read' },
        schema: {
          tags: ['notices'],
          summary: 'Notice list, newest first (title search, period, paging)',
          querystring: noticeListQuerySchema,
          response: { 200: noticeListSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => noticeService.list(request.query),
    );

    app.get(
      '/sw/a/v1/notices/export',
      {
        config: { right: 'read', openapi: { answers: 'xlsx' } },
        schema: {
          tags: ['notices'],
          summary: 'The notice list as .xlsx (sheet Report), same search as the list, streamed',
          querystring: noticeListQuerySchema.pick({ title: true, startDate: true, endDate: true }),
          response: { 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request, reply) =>
        sendXlsx(request, reply, {
          screenName: EXPORT_SCREEN_NAMES.notices,
          asciiName: 'notices',
          columns: NOTICE_EXPORT_COLUMNS,
          batches: noticeService.exportBatches(request.query),
          row: noticeExportRow,
        }),
    );

    app.get(
      '/sw/a/v1/notices/:id',
      {
        config: { right: 'read' },
        schema: {
          tags: ['notices'],
          summary: 'One notice with its content (HTML sanitised when stored)',
          params: noticeIdParamsSchema,
          response: { 200: noticeSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => noticeService.get(request.params.id),
    );

    app.post(
      '/sw/a/v1/notices',
      {
        // Not a seller call: sellers (with or without a session) get 403. The operator sends
        // X-OPERATOR-TOKEN with the server's OPERATOR_TOKEN; without that setting nobody can.
        config: { operator: true, openapi: { security: 'operator', multipart: noticeCreateFieldsSchema } },
        schema: {
          tags: ['notices'],
          summary:
            'Publish a notice (operator only: header X-OPERATOR-TOKEN); multipart startDate, endDate, title, content',
          response: {
            200: noticeCreatedSchema,
            400: errorBodySchema,
            403: errorBodySchema,
            415: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => {
        await operator.assert(request, 'notice.operatorOnly');
        const fields = await readFields(request);
        assertCleanText(fields); // read here, after the app's check of parsed bodies
        const id = await noticeService.publish({
          title: fields.title ?? '',
          content: fields.content ?? '',
          startDate: fields.startDate ?? '',
          endDate: fields.endDate ?? '',
        });
        request.log.info({ noticeId: id }, 'notice published by the operator');
        return { id };
      },
    );
  };
