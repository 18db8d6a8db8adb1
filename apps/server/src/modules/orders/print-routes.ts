import {
  errorBodySchema,
  labels,
  packingSlipsBodySchema,
  packingSlipsSchema,
  pickListSchema,
  PRINT_CODES_MAX,
  printCodesBodySchema,
  printHistoryBodySchema,
  printHistoryResultSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../lib/xlsx-export.ts';
import { principalOf } from '../../plugins/auth.ts';
import { viewerOf, type PrivacyService } from '../privacy/index.ts';
import type { OrderService } from './service.ts';

/** What a packing slip shows of the buyer (the access log's fields of a print). */
const SLIP_FIELDS = [
  'orderer.name',
  'recipient.name',
  'recipient.phoneNumber',
  'recipient.address',
  'recipient.entrance',
];

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const CODES_NOTE = `Takes 1 to ${PRINT_CODES_MAX} order codes in the body (a URL cannot carry that many). Every code must be an order of the seller's market, else 404 naming the codes not found; nothing is answered or written then.`;

/** The pick list's columns in the .xlsx, in order, with their widths (characters). */
const PICK_COLUMNS = [
  { key: 'productCode', width: 18 },
  { key: 'productName', width: 40 },
  { key: 'options', width: 24 },
  { key: 'quantity', width: 8 },
  { key: 'orders', width: 8 },
] as const;

/** The print calls of issue 20 §1, §2: packing slips, the pick list (JSON and .xlsx) and the 출력 history entry. */
export const orderPrintRoutes = (orderService: OrderService, privacy: PrivacyService): FastifyPluginAsyncZod =>
  async function (app) {
    app.post(
      '/sw/a/v1/orders/packing-slips',
      {
        config: { right: 'orders.personal-data', activity: 'orderPrint' },
        schema: {
          tags: ['orders'],
          summary:
            'Packing slip data of the given orders, in the order the codes were sent; with a purpose, the recipients in full and an access-log row',
          description: `${CODES_NOTE} Without a purpose the buyer's data is masked (홍*동, 010-****-5678, no detail line) and nothing is written. With a purpose (the short list plus free text, required for OTHER) the orders in 결제 완료..배송중 or with an open exchange or refund request show it in full (the rest stay masked), and one access-log row (channel PRINT) naming every order is written in the same transaction as the read.`,
          body: packingSlipsBodySchema,
          response: { 200: packingSlipsSchema, ...errors },
        },
      },
      async (request) => {
        const { purpose, purposeDetail } = request.body;
        return orderService.packingSlips(
          principalOf(request).marketId,
          request.body,
          purpose &&
            ((rows) =>
              privacy.disclose(
                viewerOf(request),
                rows.map((o) => o.id),
                {
                  channel: 'PRINT',
                  purpose: { purpose, purposeDetail },
                  orderCodes: rows.map((o) => o.code),
                  fields: SLIP_FIELDS,
                },
                null,
              )),
        );
      },
    );

    app.post(
      '/sw/a/v1/orders/pick-list',
      {
        config: { right: 'orders.move', activity: 'orderPrint' },
        schema: {
          tags: ['orders'],
          summary:
            'Pick list of the given orders: quantity and number of orders per product and option, sorted by product code, product name, then option; writes nothing',
          description: CODES_NOTE,
          body: printCodesBodySchema,
          response: { 200: pickListSchema, ...errors },
        },
      },
      async (request) => orderService.pickList(principalOf(request).marketId, request.body),
    );

    app.post(
      '/sw/a/v1/orders/pick-list/export',
      {
        config: { right: 'orders.export', activity: 'orderExport', openapi: { answers: 'xlsx' } },
        schema: {
          tags: ['orders'],
          summary:
            'The pick list as .xlsx (sheet Report: 상품코드, 상품명, 옵션, 수량, 주문 수), in the same order as the JSON call',
          description: CODES_NOTE,
          body: printCodesBodySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const pick = await orderService.pickList(principalOf(request).marketId, request.body);
        return sendXlsx(request, reply, {
          screenName: labels.order.print.pickFileName,
          asciiName: 'pick-list',
          columns: PICK_COLUMNS.map((c) => ({ header: labels.order.print.pickColumns[c.key], width: c.width })),
          batches: (async function* () {
            yield pick.lines;
          })(),
          row: (line) => PICK_COLUMNS.map((c) => line[c.key]),
          total: pick.lines.length,
        });
      },
    );

    app.post(
      '/sw/a/v1/orders/print-history',
      {
        config: { right: 'orders.move', activity: 'orderPrint' },
        schema: {
          tags: ['orders'],
          summary:
            'Adds a 출력 entry (what was printed, by whom, the status unchanged) to each given order’s history; all or none',
          description: CODES_NOTE,
          body: printHistoryBodySchema,
          response: { 200: printHistoryResultSchema, ...errors },
        },
      },
      async (request) => {
        const { marketId, loginId } = principalOf(request);
        return orderService.recordPrint({ marketId, loginId }, request.body);
      },
    );
  };
