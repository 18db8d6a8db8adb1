import {
  claimHoldBodySchema,
  claimInspectionBodySchema,
  claimPickupBodySchema,
  claimPhotoResultSchema,
  claimPickupStatusBodySchema,
  claimSchema,
  errorBodySchema,
  orderCodeParamsSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
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
export const claimRoutes = (claims: ClaimService, images: ImageService): FastifyPluginAsyncZod =>
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
