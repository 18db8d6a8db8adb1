import {
  bulkResultSchema,
  cancelWithDeliveryFeeBodySchema,
  changeDeliveryBodySchema,
  changeDeliveryResultSchema,
  changeStatusBodySchema,
  changeStatusStepsBodySchema,
  deliveriesBodySchema,
  deliveriesResultSchema,
  deliverySheetPreviewSchema,
  DELIVERY_SHEET_MAX_UNZIPPED_MB,
  errorBodySchema,
  messages,
  ORDER_BATCH_SIZE,
  ORDER_SCREEN_LABELS,
  orderCellText,
  orderCodeParamsSchema,
  orderColumns,
  orderCountSchema,
  orderDetailSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderListSchema,
  type OrderScreen,
  orderSelectionExportBodySchema,
  orderSearchQuerySchema,
  seoulDateTime,
  undoDeliveryBodySchema,
  undoDeliveryResultSchema,
  isPersonalColumn,
  withPersonalData,
  type AccessPurposeInput,
  type Order,
  type PersonalData,
  type PersonalExportMode,
} from '@seller/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asAnswer } from '../../lib/json-bytes.ts';
import type { SheetReader } from '../../lib/sheet-reader.ts';
import { readSheetUpload } from '../../lib/sheet-upload.ts';
import { sendXlsx } from '../../lib/xlsx-export.ts';
import { principalOf } from '../../plugins/auth.ts';
import { filePart } from '../../plugins/openapi.ts';
import { viewerOf, type PrivacyService } from '../privacy/index.ts';
import { orderPrintRoutes } from './print-routes.ts';
import type { OrderService } from './service.ts';
import type { Search } from './search.ts';
import { previewDeliverySheet } from './sheet.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
/** The list is sent as the JSON bytes the service built (`orderListSchema` documents it; an API test checks it). */
const JSON_UTF8 = 'application/json; charset=utf-8';

/** Export batches with the disclosed orders' personal values put back (the rest stay masked). */
async function* revealIn(batches: AsyncIterable<Order[]>, data: ReadonlyMap<number, PersonalData>) {
  for await (const batch of batches)
    yield batch.map((o) => (data.has(o.id) ? withPersonalData(o, data.get(o.id)!) : o));
}

export const orderRoutes = (
  orderService: OrderService,
  sheetReader: SheetReader,
  privacy: PrivacyService,
): FastifyPluginAsyncZod =>
  async function (app) {
    /**
     * The orders of a search as a screen's .xlsx (sheet Report, header row, the screen's columns).
     * The personal columns are masked, left out (`omit`), or in full for a purpose: then the access-log
     * row naming every order of the file is written first, in the transaction that reads the full
     * values of the orders that may be downloaded (the rest stay masked), and only then is the file sent.
     */
    const sendOrders = async (
      request: FastifyRequest,
      reply: FastifyReply,
      screen: OrderScreen,
      search: Search,
      total: number,
      mode: PersonalExportMode,
      personal: AccessPurposeInput | null,
    ) => {
      const { marketId } = principalOf(request);
      const columns = orderColumns(screen, marketId).filter((c) => mode !== 'omit' || !isPersonalColumn(c.key));
      let batches = orderService.stream(marketId, search, ORDER_BATCH_SIZE);
      if (mode === 'full' && personal) {
        const viewer = viewerOf(request);
        const found = await orderService.idsOf(marketId, search);
        const data = await privacy.disclose(
          viewer,
          found.map((o) => o.id),
          {
            channel: 'EXPORT',
            purpose: personal,
            orderCodes: found.map((o) => o.code),
            fields: columns.filter((c) => isPersonalColumn(c.key)).map((c) => c.key),
          },
          new Date(),
        );
        batches = revealIn(batches, data);
      }
      return sendXlsx(request, reply, {
        screenName: ORDER_SCREEN_LABELS[screen],
        asciiName: `orders-${screen}`,
        columns: columns.map((c) => ({ header: c.label })),
        batches,
        row: (order) =>
          columns.map((c) => orderCellText(order, c.key, screen, seoulDateTime, messages.common.notYetCollected)),
        total,
      });
    };
    const actorOf = (request: Parameters<typeof principalOf>[0]) => {
      const p = principalOf(request);
      return { marketId: p.marketId, loginId: p.loginId };
    };

    app.get(
      '/sw/a/v1/orders/count',
      {
        config: { right: 'read' },
        schema: {
          tags: ['orders'],
          summary: 'Count the orders matching a search (dashboard cards, list totals)',
          querystring: orderSearchQuerySchema,
          response: { 200: orderCountSchema, ...errors },
        },
      },
      async (request) => orderService.count(principalOf(request).marketId, request.query),
    );

    app.get(
      '/sw/a/v3/orders',
      {
        config: { right: 'read' },
        schema: {
          tags: ['orders'],
          summary: 'Order list: page mode (page, size) or cursor mode (size, cursor = last id); newest payment first',
          querystring: orderListQuerySchema,
          response: { 200: orderListSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.type(JSON_UTF8).send(asAnswer(await orderService.list(principalOf(request).marketId, request.query))),
    );

    app.get(
      '/sw/a/v1/orders/export',
      {
        config: { right: 'orders.export', activity: 'orderExport', openapi: { answers: 'xlsx' } },
        schema: {
          tags: ['orders'],
          summary:
            "Streams a screen's orders as .xlsx (sheet Report, header row, the screen's columns); X-Total-Count tells the row count",
          querystring: orderExportQuerySchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const { marketId } = principalOf(request);
        const { screen, marketId: _m, personal, purpose, purposeDetail, ...search } = request.query;
        const total = await orderService.count(marketId, search);
        return sendOrders(request, reply, screen, search, total, personal, purpose ? { purpose, purposeDetail } : null);
      },
    );

    app.post(
      '/sw/a/v1/orders/export',
      {
        config: { right: 'orders.export', activity: 'orderExport', openapi: { answers: 'xlsx' } },
        schema: {
          tags: ['orders'],
          summary:
            "Streams the selected orders (JSON body: screen, orderCodes) as that screen's .xlsx, newest payment first; X-Total-Count tells the row count",
          description:
            'Ours (issue 17 §6): the export of a list with orders selected, across pages or all N matching. The GET call exports a search; ' +
            'this one exactly the orders named, whatever their status now. The codes go in the body (up to 1,000 do not fit a query string); ' +
            "every code must be an order of the seller's market, else 404 naming the codes not found and nothing is sent.",
          body: orderSelectionExportBodySchema,
          response: { ...errors, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { marketId } = principalOf(request);
        const { screen, orderCodes, personal, purpose, purposeDetail } = request.body;
        const codes = await orderService.selectedCodes(marketId, orderCodes, 'order.export.notFound');
        const purposeInput = purpose ? { purpose, purposeDetail } : null;
        return sendOrders(request, reply, screen, { orderCodes: codes }, codes.length, personal, purposeInput);
      },
    );

    app.get(
      '/sw/a/v1/orders/:code',
      {
        config: { right: 'read' },
        schema: {
          tags: ['orders'],
          summary: 'One order of the seller’s market with its status history',
          params: orderCodeParamsSchema,
          response: { 200: orderDetailSchema, 404: errorBodySchema, ...errors },
        },
      },
      async (request) => orderService.detail(principalOf(request).marketId, request.params.code),
    );

    app.post(
      '/sw/a/v1/orders/change-status',
      {
        config: { right: 'orders.move', activity: 'orderMove' },
        schema: {
          tags: ['orders'],
          summary:
            'Moves orders from currentStatus to nextStatus (compare-and-set, one transaction); 409 for a move outside the transitions table',
          description:
            'Exchange processing → exchange complete (EXCHANGING2 → EXCHANGED) stays here as spec 02 §4.2 defines it, ' +
            'but it records no re-ship: no delivery type, carrier or tracking number of the new parcel is stored, and ' +
            'the status event carries none. `POST /sw/a/v1/orders/{code}/exchange-complete` is the call that completes ' +
            'an exchange with its new parcel (checked as a first delivery) and the fault and fee; the seller screens use it.',
          body: changeStatusBodySchema,
          response: { 200: bulkResultSchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request) => orderService.changeStatus(actorOf(request), request.body),
    );

    app.post(
      '/sw/a/v1/orders/change-status/steps',
      {
        config: { right: 'orders.move', activity: 'orderMove' },
        schema: {
          tags: ['orders'],
          summary:
            "Moves an action's groups of orders (each from its currentStatus to its nextStatus) in one transaction",
          description:
            'What `change-status` does for one group, for several at once: exchange withdrawal moves its exchange-request ' +
            'and exchange-processing orders back to delivered together, or not at all. Every step is checked before ' +
            'anything moves (409 for a move outside the transitions table). `cancelWithDeliveryFee` (market 160) sets ' +
            "the refund's delivery-fee flag in the same statement as the move. As with `change-status`, an exchange " +
            'completed here records no re-ship: `POST /sw/a/v1/orders/{code}/exchange-complete` carries the new parcel.',
          body: changeStatusStepsBodySchema,
          response: { 200: bulkResultSchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request) => orderService.changeStatusSteps(actorOf(request), request.body),
    );

    app.put(
      '/sw/a/v1/orders/cancel-with-delivery-fee',
      {
        config: { right: 'orders.move', activity: 'orderMove' },
        schema: {
          tags: ['orders'],
          summary: 'Marks refund requests as refunding the delivery fee too (market 160 only)',
          body: cancelWithDeliveryFeeBodySchema,
          response: { 200: bulkResultSchema, ...errors },
        },
      },
      async (request) => orderService.cancelWithDeliveryFee(actorOf(request), request.body),
    );

    app.post(
      '/sw/a/v1/orders/change-delivery',
      {
        config: { right: 'orders.move', activity: 'orderDelivery', form: true },
        schema: {
          tags: ['orders'],
          summary:
            'Saves one order’s delivery info (form); product-preparing and delivery-preparing orders move on to in delivery',
          body: changeDeliveryBodySchema,
          response: { 200: changeDeliveryResultSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request) => orderService.changeDelivery(actorOf(request), request.body),
    );

    app.put(
      '/sw/a/v1/orders/deliveries',
      {
        config: { right: 'orders.move', activity: 'orderDelivery' },
        schema: {
          tags: ['orders'],
          summary: 'Saves a batch of delivery info; each row succeeds or fails on its own',
          description:
            'A row fails when its tracking number is already on another order of the market going to another recipient or address (lines to the same recipient and address may share one parcel).',
          body: deliveriesBodySchema,
          response: { 200: deliveriesResultSchema, ...errors },
        },
      },
      async (request) => orderService.saveDeliveries(actorOf(request), request.body),
    );

    app.post(
      '/sw/a/v1/orders/undo-delivery',
      {
        config: { right: 'orders.move', activity: 'orderUndo' },
        schema: {
          tags: ['orders'],
          summary:
            'Takes back a delivery save (scan-to-ship): an in-delivery order still carrying exactly this carrier and tracking number returns to delivery preparing without delivery info; 409 when it changed since',
          body: undoDeliveryBodySchema,
          response: { 200: undoDeliveryResultSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request) => orderService.undoDelivery(actorOf(request), request.body),
    );

    app.post(
      '/sw/a/v1/orders/deliveries/sheet',
      {
        config: {
          right: 'orders.move',
          openapi: { multipart: z.object({ file: filePart().describe('the .xlsx or .xls spreadsheet') }) },
        },
        schema: {
          tags: ['orders'],
          summary:
            'Reads a delivery spreadsheet (.xlsx or .xls, multipart field file: order code, tracking number, carrier) and answers each row with its problem; writes nothing',
          description: `.xlsx larger than ${DELIVERY_SHEET_MAX_UNZIPPED_MB} MB unzipped (as its zip directory declares) is refused before parsing; the parse runs in a worker thread with a time and memory limit. One parse per market at a time (429 while one runs; 503 when too many wait).`,
          response: { 200: deliverySheetPreviewSchema, ...errors, 429: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => {
        const { marketId } = principalOf(request);
        const { buffer, filename } = await readSheetUpload(request, 'delivery');
        const rows = await sheetReader.read(marketId, buffer, filename);
        return previewDeliverySheet(rows, (codes) => orderService.statusesOf(marketId, codes));
      },
    );

    await app.register(orderPrintRoutes(orderService, privacy));
  };
