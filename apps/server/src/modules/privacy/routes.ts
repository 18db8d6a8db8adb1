import {
  accessLogExportQuerySchema,
  accessLogPageSchema,
  accessLogQuerySchema,
  errorBodySchema,
  labels,
  operatorAccessLogQuerySchema,
  orderCodeParamsSchema,
  personalDataSchema,
  revealBodySchema,
  roleHas,
  seoulDateTime,
  SESSION_IDLE,
  type AccessLogEntry,
  type AccessLogExportQuery,
} from '@seller/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail } from '../../lib/errors.ts';
import { sendXlsx } from '../../lib/xlsx-export.ts';
import { principalOf, type SellerPrincipal } from '../../plugins/auth.ts';
import type { OperatorGate } from '../../plugins/operator.ts';
import type { PrivacyService, Viewer } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The seller behind a call that gives out personal data in full, and the address it came from (the
 * access log's who and where); 403 for a role without `orders.personal-data` (a print or export
 * route's own right does not include it), and 403 STEP_UP_REQUIRED while the session owes its
 * password after an idle spell.
 */
export const viewerOf = (request: FastifyRequest): Viewer => {
  const p = principalOf(request);
  if (!roleHas(p.role, 'orders.personal-data')) throw fail(403, 'FORBIDDEN_RIGHT', 'auth.forbiddenRight');
  // After an idle spell the password comes first (issue 34 §5): the reveal's body, or the step-up call.
  if (p.stepUpRequired) throw fail(403, 'STEP_UP_REQUIRED', 'privacy.passwordRequired');
  return { marketId: p.marketId, loginId: p.loginId, address: request.ip };
};

const LOG_COLUMNS = [
  ['at', 18],
  ['actor', 14],
  ['address', 16],
  ['channel', 12],
  ['purpose', 16],
  ['purposeDetail', 30],
  ['orderCount', 8],
  ['orderCodes', 40],
  ['fields', 40],
] as const;
const logCell = (entry: AccessLogEntry, key: (typeof LOG_COLUMNS)[number][0]) => {
  switch (key) {
    case 'at':
      return seoulDateTime(entry.at);
    case 'channel':
      return labels.privacy.channels[entry.channel];
    case 'purpose':
      return labels.privacy.purposes[entry.purpose];
    case 'orderCodes':
    case 'fields':
      return entry[key].join(', ');
    default:
      return entry[key];
  }
};

/**
 * The personal-data calls (issue 34): a reveal of one order's data with a purpose, the market's
 * access log and its .xlsx, and the operator's read of any market's log. No call changes or deletes
 * the log.
 */
export const privacyRoutes = (
  privacy: PrivacyService,
  options: {
    operator: OperatorGate;
    stepUp: (principal: SellerPrincipal, password: string | undefined) => Promise<void>;
  },
): FastifyPluginAsyncZod =>
  async function (app) {
    const sendLog = (
      request: FastifyRequest,
      reply: FastifyReply,
      marketId: number | undefined,
      query: AccessLogExportQuery,
      total: number,
    ) =>
      sendXlsx(request, reply, {
        screenName: labels.privacy.logFileName,
        asciiName: 'access-log',
        columns: LOG_COLUMNS.map(([key, width]) => ({ header: labels.privacy.logColumns[key], width })),
        batches: privacy.accessLogBatches(marketId, query),
        row: (entry) => LOG_COLUMNS.map(([key]) => logCell(entry, key)),
        total,
      });

    app.post(
      '/sw/a/v1/orders/:code/personal-data',
      {
        config: { right: 'orders.personal-data' },
        schema: {
          tags: ['privacy'],
          summary: "One order's personal data in full, for a purpose; writes an access-log row in the same transaction",
          description:
            'Lists, the detail, prints and exports show personal data masked (홍*동, 010-****-5678, the road address without its detail line, P**********12). ' +
            'This call answers it in full for an order in 결제 완료 through 배송중 or with an open exchange or refund request (409 otherwise, ' +
            'and for good after 구매 확정 or a completed cancel, exchange or refund). The purpose is one of the short list, with free text (required for OTHER). ' +
            'The access-log row (who, when, from which address, the order, the fields, the purpose, channel SCREEN) is written in the same transaction as the read: ' +
            'when it cannot be written, nothing is answered. ' +
            `After ${SESSION_IDLE.stepUpMinutes} minutes or more without activity the session asks for the password again (step-up): ` +
            'without `password` the answer is 403 STEP_UP_REQUIRED (ask for it and send it again), a wrong one 403 WRONG_PASSWORD, ' +
            'more than 5 wrong in 15 minutes 429 STEP_UP_THROTTLED. The right one is asked no more until the next idle spell.',
          params: orderCodeParamsSchema,
          body: revealBodySchema,
          response: {
            200: personalDataSchema,
            404: errorBodySchema,
            409: errorBodySchema,
            429: errorBodySchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const { purpose, purposeDetail, password } = request.body;
        await options.stepUp(principalOf(request), password);
        return privacy.reveal(viewerOf(request), request.params.code, { purpose, purposeDetail });
      },
    );

    app.get(
      '/sw/a/v1/privacy/access-log',
      {
        config: { right: 'log.read' },
        schema: {
          tags: ['privacy'],
          summary:
            "The market's personal-data access log, newest first, with filters (seller, period, purpose, channel)",
          querystring: accessLogQuerySchema,
          response: { 200: accessLogPageSchema, ...errors },
        },
      },
      async (request) => privacy.accessLog(principalOf(request).marketId, request.query),
    );

    app.get(
      '/sw/a/v1/privacy/access-log/export',
      {
        config: { right: 'log.read', openapi: { answers: 'xlsx' } },
        schema: {
          tags: ['privacy'],
          summary: "The market's access log as .xlsx (same filters as the list); X-Total-Count tells the row count",
          querystring: accessLogExportQuerySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const { marketId } = principalOf(request);
        return sendLog(request, reply, marketId, request.query, await privacy.countAccessLog(marketId, request.query));
      },
    );

    await app.register(async (plain) => {
      const operatorApp = plain.withTypeProvider<ZodTypeProvider>();
      operatorApp.addHook('onRequest', (request) => options.operator.assert(request, 'common.operatorOnly'));
      operatorApp.get(
        '/sw/o/v1/access-log',
        {
          config: { operator: true, openapi: { security: 'operator' as const } },
          schema: {
            tags: ['operator'],
            summary: "Operator: any market's personal-data access log (marketId optional: every market), newest first",
            querystring: operatorAccessLogQuerySchema,
            response: { 200: accessLogPageSchema, 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
          },
        },
        async (request) => privacy.accessLog(request.query.marketId, request.query),
      );
    });
  };
