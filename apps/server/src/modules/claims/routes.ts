import {
  claimHoldBodySchema,
  claimInspectionBodySchema,
  claimPickupBodySchema,
  claimPickupsBodySchema,
  claimPickupsResultSchema,
  DELIVERY_SHEET_MAX_UNZIPPED_MB,
  deliverySheetPreviewSchema,
  PICKUP_SHEET_HEADERS,
  claimPhotoResultSchema,
  claimPickupStatusBodySchema,
  claimSchema,
  errorBodySchema,
  orderCodeParamsSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import type { SheetReader } from '../../lib/sheet-reader.ts';
import { readSheetUpload } from '../../lib/sheet-upload.ts';
import { previewTrackingSheet } from '../../lib/tracking-sheet.ts';
import { filePart } from '../../plugins/openapi.ts';
import { readImageForm, type ImageService } from '../images/index.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { ClaimService } from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const config = { right: 'orders.move', activity: 'orderMove' } as const;
const REFUSALS =
  "404: not an order of the seller's market. 409: the order is not an exchange or refund request (교환·환불 요청, 처리중), " +
  'or the step is out of order (the message says why). 400: a field is wrong. Nothing is written on a refusal. ' +
  'Each step writes an order-history entry and records an `order.claim-changed` event in the same transaction.';

/** The seller's claim steps (issue 36 §2, §3); the carrier's pickup updates are a platform call (platform/routes.ts). */
export const claimRoutes = (claims: ClaimService, images: ImageService, sheets: SheetReader): FastifyPluginAsyncZod =>
  async function (app) {
    const actorOf = (request: Parameters<typeof principalOf>[0]) => {
      const p = principalOf(request);
      return { marketId: p.marketId, loginId: p.loginId };
    };

    app.post(
      '/sw/a/v1/orders/:code/claim/pickup',
      {
        config,
        schema: {
          tags: ['orders'],
          summary:
            'Request pickup (회수 요청) of a returned item, or record that the buyer sent it, with the return carrier and tracking number',
          description:
            'REQUESTED: 회수 요청; BUYER_SENT: 회수 중 at once. Sent again before 회수 완료, it corrects the carrier and tracking number. ' +
            REFUSALS,
          params: orderCodeParamsSchema,
          body: claimPickupBodySchema,
          response: { 200: claimSchema, ...errors },
        },
      },
      async (request) => claims.pickup(actorOf(request), request.params.code, request.body),
    );

    app.post(
      '/sw/a/v1/orders/claims/pickups/sheet',
      {
        config: {
          right: 'orders.move',
          openapi: { multipart: z.object({ file: filePart().describe('the .xlsx or .xls spreadsheet') }) },
        },
        schema: {
          tags: ['orders'],
          summary:
            'Reads a return pickup spreadsheet (회수 송장: .xlsx or .xls, multipart field file: order code, return tracking number, return carrier) and answers each row with its problem; writes nothing',
          description:
            'The columns are found by their header names as on the delivery sheet (회수/수거/반품 송장번호 and 택배사 win over plain 송장번호 and 택배사), else columns A, B, C. ' +
            "A row's problem: an empty cell, a carrier not among the 14, a bad tracking number, an order code repeated, an order not found in the seller's market, " +
            'an order not in an exchange or refund request, or a pickup already 회수 완료. Apply the valid rows with `POST /sw/a/v1/orders/claims/pickups`. ' +
            `.xlsx larger than ${DELIVERY_SHEET_MAX_UNZIPPED_MB} MB unzipped is refused before parsing; the parse runs in a worker thread with a time and memory limit. ` +
            'One parse per market at a time (429 while one runs; 503 when too many wait).',
          response: { 200: deliverySheetPreviewSchema, ...errors, 429: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => {
        const { marketId } = principalOf(request);
        const { buffer, filename } = await readSheetUpload(request, 'delivery');
        const rows = await sheets.read(marketId, buffer, filename);
        return previewTrackingSheet(rows, {
          headers: PICKUP_SHEET_HEADERS,
          noRows: 'claim.sheet.noRows',
          problemsOf: (codes) => claims.pickupSheetProblems(marketId, codes),
        });
      },
    );

    app.post(
      '/sw/a/v1/orders/claims/pickups',
      {
        config,
        schema: {
          tags: ['orders'],
          summary:
            'Record the pickup (회수 요청, or 구매자 직접 발송) of many exchange or refund requests at once: the valid rows of a return pickup sheet',
          description:
            'Each row is recorded as `POST /sw/a/v1/orders/{code}/claim/pickup` records it (its own transaction, order-history entry and `order.claim-changed` event), ' +
            "or fails on its own with the refusal's Korean message (not found in the market, not an exchange or refund request, already 회수 완료, repeated). " +
            '400 when a row is malformed (carrier not among the 14, bad tracking number): nothing is written.',
          body: claimPickupsBodySchema,
          response: { 200: claimPickupsResultSchema, ...errors },
        },
      },
      async (request) => claims.pickups(actorOf(request), request.body),
    );

    app.post(
      '/sw/a/v1/orders/:code/claim/pickup-status',
      {
        config,
        schema: {
          tags: ['orders'],
          summary: 'Move the pickup by hand: 회수 중 (IN_TRANSIT) or 회수 완료 (DONE), forward only',
          description: REFUSALS,
          params: orderCodeParamsSchema,
          body: claimPickupStatusBodySchema,
          response: { 200: claimSchema, ...errors },
        },
      },
      async (request) => claims.pickupStatus(actorOf(request), request.params.code, request.body),
    );

    app.post(
      '/sw/a/v1/orders/:code/claim/inspection',
      {
        config,
        schema: {
          tags: ['orders'],
          summary: 'Record the inspection of the returned item (검수: pass or fail, a note, photos) after 회수 완료',
          description: REFUSALS,
          params: orderCodeParamsSchema,
          body: claimInspectionBodySchema,
          response: { 200: claimSchema, ...errors },
        },
      },
      async (request) =>
        claims.inspect(actorOf(request), request.params.code, {
          result: request.body.result,
          note: request.body.note ?? '',
          photos: request.body.photos ?? [],
        }),
    );

    app.post(
      '/sw/a/v1/orders/:code/claim/photos',
      {
        config: { right: 'orders.move', openapi: { multipart: z.object({ file: filePart().describe('the photo') }) } },
        schema: {
          tags: ['orders'],
          summary: 'Upload one inspection photo (검수 사진) of a returned item; send its address with the inspection',
          description:
            "Through the image pipeline under its caps (the editor uploads' checks, size, hourly count and stored bytes). " +
            '404: not an order of the market; 409: not an exchange or refund request.',
          params: orderCodeParamsSchema,
          response: {
            200: claimPhotoResultSchema,
            ...errors,
            413: errorBodySchema,
            429: errorBodySchema,
            507: errorBodySchema,
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await claims.assertOpen(principal.marketId, request.params.code);
        const { files } = await readImageForm(request, 'file', 1);
        const file = files[0];
        if (!file) throw badRequest('product.imageNoFile');
        const { url } = await images.uploadEditor(principal, 'market', file);
        return { url };
      },
    );

    app.post(
      '/sw/a/v1/orders/:code/claim/hold',
      {
        config,
        schema: {
          tags: ['orders'],
          summary:
            'Hold (보류) an exchange or refund with a reason; a held claim cannot be completed (409) until released',
          description: REFUSALS,
          params: orderCodeParamsSchema,
          body: claimHoldBodySchema,
          response: { 200: claimSchema, ...errors },
        },
      },
      async (request) =>
        claims.hold(actorOf(request), request.params.code, {
          reason: request.body.reason,
          memo: request.body.memo ?? '',
        }),
    );

    app.delete(
      '/sw/a/v1/orders/:code/claim/hold',
      {
        config,
        schema: {
          tags: ['orders'],
          summary: 'Release the hold (보류 해제)',
          description: REFUSALS,
          params: orderCodeParamsSchema,
          response: { 200: claimSchema, ...errors },
        },
      },
      async (request) => claims.release(actorOf(request), request.params.code),
    );
  };
