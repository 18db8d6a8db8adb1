import {
  errorBodySchema,
  qnaIdParamsSchema,
  qnaListAnswerSchema,
  qnaListBodySchema,
  qnaReplyBodySchema,
  qnaSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { QnaService } from './service.ts';

export const qnaRoutes = (qnaService: QnaService): FastifyPluginAsyncZod =>
  async function (app) {
    app.post(
      '/sw/a/v1/qnas',
      {
        config: { right: 'read', form: true },
        schema: {
          tags: ['qnas'],
          summary: 'Inquiry list of the market, newest first (form marketId, startDate, endDate, replyYn, type)',
          description:
            'As the spec: without `page` and `size` the answer is a list of every match (at most 1,000; more is a 400 ' +
            'TOO_MANY_RESULTS asking for a narrower search or pages, never a silent cut). With `page` (first page 1) ' +
            'or `size` it is one page: `{qnas, total}`. Blank fields count as absent.',
          body: qnaListBodySchema,
          response: { 200: qnaListAnswerSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => qnaService.list(principalOf(request).marketId, request.body),
    );

    app.get(
      '/sw/a/v1/qnas/:id',
      {
        config: { right: 'read' },
        schema: {
          tags: ['qnas'],
          summary: 'One inquiry of the market',
          params: qnaIdParamsSchema,
          response: { 200: qnaSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => qnaService.get(principalOf(request).marketId, request.params.id),
    );

    app.post(
      '/sw/a/v1/qnas/:id',
      {
        config: { right: 'inquiries.reply', activity: 'inquiryReply', form: true },
        schema: {
          tags: ['qnas'],
          summary: 'Save the reply (form id, replyYn=true, reply of 1–100 characters); the inquiry becomes answered',
          params: qnaIdParamsSchema,
          body: qnaReplyBodySchema,
          response: { 200: qnaSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        if (request.body.id !== request.params.id) throw badRequest('qna.idMismatch');
        return qnaService.reply(principalOf(request).marketId, request.params.id, request.body.reply);
      },
    );
  };
