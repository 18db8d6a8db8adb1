import {
  errorBodySchema,
  message,
  ORDER_CODE_MAX,
  ORDER_STATUSES,
  PLATFORM_MOVES,
  platformDeliveredBodySchema,
  platformInquiryBodySchema,
  platformMoveBodySchema,
  platformOrderStateSchema,
  platformSettingsSchema,
  type PlatformMove,
  platformOrderAnswerSchema,
  platformOrderBodySchema,
  PLATFORM_LIMITS,
  platformPickupAnswerSchema,
  platformPickupBodySchema,
} from '@seller/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { assertPlatformMarket, platformOf, reusedSignature } from '../../plugins/platform-auth.ts';
import type { AdminService } from '../admin/index.ts';
import type { ClaimService } from '../claims/index.ts';
import type { InquiryService } from './inquiries.ts';
import { SignatureReused, type IntakeService } from './intake.ts';
import type { PlatformKeyService } from './keys.ts';
import type { MoveService } from './moves.ts';
import type { PlatformReads } from './reads.ts';

/** The signing headers every platform call declares (checked by plugins/platform-auth.ts before validation). */
export const signedHeaders = z.object({
  'x-sw-key': z.string().describe('the platform key id (pk_…)'),
  'x-sw-timestamp': z.string().describe('unix seconds; at most 5 minutes from the server clock'),
  'x-sw-signature': z
    .string()
    .describe('hex HMAC-SHA256(secret, METHOD + "\\n" + path?query + "\\n" + timestamp + "\\n" + hex(sha256(body)))'),
});

export const platformRefusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** Route config of every platform call: signed, not a seller call. */
export const platformConfig = { platform: true, openapi: { security: 'platform' as const } };

/**
 * A refused body in Korean naming the field, and the line when the field is a line's (`lines.2.quantity`
 * is the 3rd line's quantity): platform calls validate with `attachValidation` and answer this.
 */
export function refuseInput(request: FastifyRequest) {
  const error = request.validationError as { validation?: { instancePath?: string }[] } | undefined;
  if (!error) return;
  const path = (error.validation?.[0]?.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean);
  if (path[0] === 'lines' && path[1] !== undefined && /^\d+$/.test(path[1])) {
    const problem = message('platform.badInput', { field: path.slice(2).join('.') || 'lines' });
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      message('platform.lineInvalid', { line: Number(path[1]) + 1, problem }),
    );
  }
  throw new AppError(400, 'VALIDATION_FAILED', message('platform.badInput', { field: path.join('.') || 'body' }));
}

const idempotencyHeaders = signedHeaders.extend({
  'idempotency-key': z
    .string()
    .max(PLATFORM_LIMITS.idempotencyKeyMax)
    .optional()
    .describe("the purchase's key when the body has no marketplaceOrderId"),
});

/** The platform API (`/sw/p/v1/…`): what a marketplace calls, signed with its platform key. */
export interface PlatformServices {
  platformReads: PlatformReads;
  admin: AdminService;
  intake: IntakeService;
  platformKeys: PlatformKeyService;
  moves: MoveService;
  inquiries: InquiryService;
  claims: ClaimService;
}

const MOVE_TEXT: Record<PlatformMove, string> = {
  'cancel-request': 'the buyer asks to cancel (결제 완료 → 취소 요청), with a reason and a detail reason',
  'cancel-request/withdraw': 'the buyer withdraws the cancel request (취소 요청 → 결제 완료)',
  'exchange-request': 'the buyer asks for an exchange after delivery (배송 완료 → 교환 요청), with a reason',
  'exchange-request/withdraw': 'the buyer withdraws the exchange request (교환 요청 → 배송 완료)',
  'refund-request': 'the buyer asks for a refund after delivery (배송 완료 → 환불 요청), with a reason',
  'refund-request/withdraw': 'the buyer withdraws the refund request (환불 요청 → 배송 완료)',
  'payment-cancelled': 'the PG cancelled the payment (취소 처리중 → 취소 완료); the stock is put back',
  'payment-refunded':
    'the PG refunded the payment (환불 처리중 → 환불 완료); the stock is put back when restock is true',
  confirm: 'the buyer confirms the purchase (배송 완료 → 구매 확정)',
  delivered: 'the carrier delivered (배송중 → 배송 완료)',
};

/** The platform API (`/sw/p/v1/…`): what a marketplace calls, signed with its platform key. */
export const platformRoutes = ({
  admin,
  intake,
  platformKeys,
  moves,
  inquiries,
  platformReads,
  claims,
}: PlatformServices): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/p/v1/orders/:code',
      {
        config: platformConfig,
        schema: {
          tags: ['platform'],
          summary: "Platform: one order's status and delivery (carrier and tracking number once shipped)",
          headers: signedHeaders,
          params: z.object({ code: z.string().trim().min(1).max(ORDER_CODE_MAX) }),
          response: {
            200: z.object({
              orderCode: z.string(),
              marketId: z.number().int(),
              status: z.enum(ORDER_STATUSES),
              productCode: z.string(),
              productOptions: z.string(),
              quantity: z.number().int(),
              carrier: z.string().nullable(),
              trackingNumber: z.string().nullable(),
              paidAt: z.string(),
              deliveredAt: z.string().nullable(),
            }),
            ...platformRefusals,
          },
        },
      },
      async (request) => platformReads.order(request.params.code, (m) => assertPlatformMarket(request, m)),
    );

    app.get(
      '/sw/p/v1/markets/:market/inventory',
      {
        config: platformConfig,
        schema: {
          tags: ['platform'],
          summary: 'Platform: every combination on sale in the market, with its stock and price (won)',
          headers: signedHeaders,
          params: z.object({ market: z.coerce.number().int().positive() }),
          response: {
            200: z.object({
              marketId: z.number().int(),
              combinations: z.array(
                z.object({
                  productCode: z.string(),
                  productName: z.string(),
                  salePrice: z.number().int(),
                  combinationId: z.number().int(),
                  options: z.array(z.string()),
                  extraPrice: z.number().int(),
                  stock: z.number().int(),
                  price: z.number().int().describe('salePrice + extraPrice: what a unit of the combination costs'),
                }),
              ),
            }),
            ...platformRefusals,
          },
        },
      },
      async (request) => {
        assertPlatformMarket(request, request.params.market);
        return platformReads.inventory(request.params.market);
      },
    );

    const codeParams = z.object({ code: z.string().trim().min(1).max(ORDER_CODE_MAX) });
    const allowedFor = (request: FastifyRequest) => (marketId: number) => assertPlatformMarket(request, marketId);

    for (const name of Object.keys(PLATFORM_MOVES) as PlatformMove[]) {
      if (name === 'delivered') continue;
      const rule = PLATFORM_MOVES[name];
      app.post(
        `/sw/p/v1/orders/:code/${name}`,
        {
          config: platformConfig,
          attachValidation: true,
          schema: {
            tags: ['platform'],
            summary: `Platform: ${MOVE_TEXT[name]}`,
            description:
              `Moves the order from ${rule.from} to ${rule.to}, written in its history with the actor ` +
              `${rule.actor}. An order already in ${rule.to} is answered as it is (from: null). Any other status: ` +
              '409 WRONG_STATUS naming it. 404: no such order. 403: an order of a market the key does not open.',
            headers: signedHeaders,
            params: codeParams,
            body: platformMoveBodySchema.nullish(),
            response: { 200: platformOrderStateSchema, ...platformRefusals },
          },
        },
        async (request) => {
          refuseInput(request);
          return moves.move(request.params.code, name, request.body ?? {}, allowedFor(request));
        },
      );
    }

    app.post(
      '/sw/p/v1/deliveries/delivered',
      {
        config: platformConfig,
        attachValidation: true,
        schema: {
          tags: ['platform'],
          summary: `Platform: ${MOVE_TEXT.delivered}, found by order code or by carrier and tracking number`,
          description:
            'Every order line in 배송중 (TRANSIT) under the carrier and tracking number is delivered (one parcel may hold ' +
            'several lines); the answer names the last. 404: no order under that tracking number. 409: not in TRANSIT.',
          headers: signedHeaders,
          body: platformDeliveredBodySchema,
          response: { 200: platformOrderStateSchema, ...platformRefusals },
        },
      },
      async (request) => {
        refuseInput(request);
        return moves.delivered(request.body, allowedFor(request), platformOf(request).markets);
      },
    );

    app.post(
      '/sw/p/v1/pickups/status',
      {
        config: platformConfig,
        attachValidation: true,
        schema: {
          tags: ['platform'],
          summary:
            "Platform: the return carrier's tracking moved a pickup (회수 중, 회수 완료), by order code or by carrier and tracking number",
          description:
            'Forward only (회수 요청 → 회수 중 → 회수 완료; a step may be skipped). Already there: answered as it is (from: null). ' +
            '404: no claim under that carrier and tracking number; 409: the order is not an exchange or refund request, it has no ' +
            'pickup yet, or the status would go back. Writes an order-history entry (택배사) and an `order.claim-changed` event.',
          headers: signedHeaders,
          body: platformPickupBodySchema,
          response: { 200: platformPickupAnswerSchema, ...platformRefusals },
        },
      },
      async (request) => {
        refuseInput(request);
        return claims.carrierUpdate(
          request.body,
          (marketId) => assertPlatformMarket(request, marketId),
          platformOf(request).markets,
        );
      },
    );
    app.post(
      '/sw/p/v1/inquiries',
      {
        config: platformConfig,
        attachValidation: true,
        schema: {
          tags: ['platform'],
          summary: "Platform: a buyer's inquiry comes in (문의 요청 at once); idempotent by its key",
          description:
            '201: created. 200: the same key and body were taken before (nothing created). 409 IDEMPOTENCY_CONFLICT: the key ' +
            'was used with another body. 400: the order code is not an order of the market.',
          headers: idempotencyHeaders,
          body: platformInquiryBodySchema,
          response: {
            201: z.object({ inquiryId: z.number().int() }),
            200: z.object({ inquiryId: z.number().int() }),
            ...platformRefusals,
          },
        },
      },
      async (request, reply) => {
        refuseInput(request);
        assertPlatformMarket(request, request.body.marketId);
        const headerKey = request.headers['idempotency-key'];
        const { inquiryId, replayed } = await inquiries.take(
          request.body,
          typeof headerKey === 'string' && headerKey.trim() ? headerKey.trim() : undefined,
        );
        return reply.status(replayed ? 200 : 201).send({ inquiryId });
      },
    );

    app.get(
      '/sw/p/v1/markets/:market/settings',
      {
        config: platformConfig,
        schema: {
          tags: ['platform'],
          summary: "Platform: the market's settings of the marketplace side (automatic purchase confirmation)",
          headers: signedHeaders,
          params: z.object({ market: z.coerce.number().int().positive() }),
          response: { 200: platformSettingsSchema, ...platformRefusals },
        },
      },
      async (request) => {
        assertPlatformMarket(request, request.params.market);
        return { autoConfirmDays: await moves.autoConfirmDays(request.params.market) };
      },
    );

    app.put(
      '/sw/p/v1/markets/:market/settings',
      {
        config: platformConfig,
        attachValidation: true,
        schema: {
          tags: ['platform'],
          summary: 'Platform: set the days after delivery until a purchase is confirmed automatically (default 8)',
          headers: signedHeaders,
          params: z.object({ market: z.coerce.number().int().positive() }),
          body: platformSettingsSchema,
          response: { 200: platformSettingsSchema, ...platformRefusals },
        },
      },
      async (request) => {
        refuseInput(request);
        assertPlatformMarket(request, request.params.market);
        await moves.setAutoConfirmDays(request.params.market, request.body.autoConfirmDays);
        return { autoConfirmDays: request.body.autoConfirmDays };
      },
    );

    app.post(
      '/sw/p/v1/orders',
      {
        // The signature is recorded in the purchase's transaction (one commit a purchase, not two).
        config: { ...platformConfig, recordsSignature: true },
        attachValidation: true,
        schema: {
          tags: ['platform'],
          summary: 'Platform: a purchase comes in (one buyer, one market, one or more lines); idempotent by its key',
          description:
            "Creates one order line per purchase line in 결제 완료 (PAID), taking each line's quantity from its combination's stock " +
            'in the same transaction; any refusal writes nothing. 201: taken now. 200: the same key and body were taken before, ' +
            'the same codes are answered and nothing is created. 409 IDEMPOTENCY_CONFLICT: the key was used with another body. ' +
            '409 OUT_OF_STOCK: a line lacks stock (named in the message). 400: a line is not in the catalogue, not on sale, or ' +
            'its combination does not exist (named in the message).',
          headers: idempotencyHeaders,
          body: platformOrderBodySchema,
          response: { 201: platformOrderAnswerSchema, 200: platformOrderAnswerSchema, ...platformRefusals },
        },
      },
      async (request, reply) => {
        const { keyId, unrecordedSignature: signature } = platformOf(request);
        // A purchase that does not commit (refused, or answered from its key's record) records its
        // signature on its own, so a replay of it is refused all the same.
        const recordAlone = async () => {
          if (signature && !(await platformKeys.store.recordSignature(signature)))
            throw reusedSignature(request, keyId);
        };
        let taken: Awaited<ReturnType<IntakeService['take']>>;
        try {
          refuseInput(request);
          assertPlatformMarket(request, request.body.marketId);
          const headerKey = request.headers['idempotency-key'];
          taken = await intake.take(
            request.body,
            typeof headerKey === 'string' && headerKey.trim() ? headerKey.trim() : undefined,
            signature,
          );
        } catch (error) {
          if (error instanceof SignatureReused) throw reusedSignature(request, keyId);
          await recordAlone();
          throw error;
        }
        if (taken.replayed) await recordAlone();
        return reply.status(taken.replayed ? 200 : 201).send(taken.answer);
      },
    );

    app.get(
      '/sw/p/v1/markets',
      {
        config: platformConfig,
        schema: {
          tags: ['platform'],
          summary: 'Platform: the markets this key opens',
          headers: signedHeaders,
          response: {
            200: z.object({ markets: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
            ...platformRefusals,
          },
        },
      },
      async (request) => {
        const { markets } = platformOf(request);
        const all = await admin.listMarkets();
        return {
          markets: all
            .filter((m) => markets === null || markets.includes(m.id))
            .map((m) => ({ id: m.id, name: m.koName })),
        };
      },
    );
  };
