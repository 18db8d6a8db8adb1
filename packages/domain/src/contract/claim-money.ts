import { z } from 'zod';
import { message } from '../messages.ts';
import { CLAIM_FAULTS } from '../orders/claims.ts';
import { DELIVERY_TYPES } from '../delivery/carriers.ts';
import { ORDER_STATUSES } from '../orders/statuses.ts';
import { carrierSchema, deliveryTypeSchema, trackingSchema } from './orders.ts';

/** Fault and fees of a claim, and an exchange's new parcel (issue 36 §4–5). */

const faultSchema = z
  .enum(CLAIM_FAULTS, { error: () => message('claimMoney.faultRequired') })
  .describe('BUYER (구매자 귀책) or SELLER (판매자 귀책)');

const reshipSchema = z.object({
  type: z.string().describe('delivery type, Korean name'),
  carrierName: z.string().describe('carrier, Korean name'),
  carrierCode: z.string().nullable(),
  trackingNumber: z.string().describe('without hyphens'),
});

/**
 * `GET /sw/a/v1/orders/{code}/claim-fees`: what the fee computation (`claimFees` in the domain) reads
 * for the order, and what was decided, so the screen computes what the buyer gets back as the server will.
 */
export const claimFeesAnswerSchema = z.object({
  orderCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  kind: z
    .enum(['REFUND', 'EXCHANGE'])
    .nullable()
    .describe('the claim the order carries; null for an order without one'),
  reasonCode: z.string().nullable().describe("the buyer's reason code, null when the request carried none"),
  fault: z.enum(CLAIM_FAULTS).nullable().describe('the fault the seller decided; null until decided'),
  suggestedFault: z.enum(CLAIM_FAULTS).describe('the decided fault, else the one the reason code suggests, else BUYER'),
  order: z.object({
    productPrice: z.number().int().describe("the line's price, won"),
    couponDiscountPrice: z.number().int(),
    deliveryFee: z.number().int().describe('the delivery fee the buyer paid with the line'),
    postcode: z.string().describe("the recipient's postcode (제주 / 도서산간 extras)"),
  }),
  rule: z
    .object({
      feeType: z.string(),
      defaultFee: z.number().int(),
      intCondition: z.number().int(),
      islandMountainFee: z.number().int(),
      jejuFee: z.number().int(),
      returnFee: z.number().int().describe('반품 배송비 (편도)'),
      exchangeFee: z.number().int().describe('교환 배송비 (왕복)'),
    })
    .describe("the delivery template the order's product carries (its snapshot; all 0 when the product is gone)"),
  claimFee: z.number().int().nullable().describe('the fee the buyer pays, once decided'),
  refundAmount: z.number().int().nullable().describe('what the buyer gets back, once a refund proceeded'),
  reship: reshipSchema
    .extend({
      type: z
        .string()
        .nullable()
        .describe('delivery type (배송방법), Korean name; null for a re-ship recorded before it was stored'),
      reshippedAt: z.string().describe('ISO-8601'),
    })
    .nullable()
    .describe("an exchange's new parcel"),
});
export type ClaimFeesAnswer = z.infer<typeof claimFeesAnswerSchema>;

/** `POST /sw/a/v1/orders/{code}/refund`: the refund request proceeds (환불요청 → 환불처리중) with the fault decided. */
export const refundProceedBodySchema = z.object({ fault: faultSchema });
export type RefundProceedBody = z.infer<typeof refundProceedBodySchema>;

/** `POST /sw/a/v1/orders/{code}/exchange-complete`: the exchange completes (교환처리중 → 교환완료) with its new parcel. */
export const exchangeCompleteBodySchema = z.object({
  fault: faultSchema,
  deliveryType: deliveryTypeSchema.default(DELIVERY_TYPES[0]),
  deliveryName: carrierSchema,
  deliveryCode: trackingSchema,
});
export type ExchangeCompleteBody = z.infer<typeof exchangeCompleteBodySchema>;

/** The money of a refund as the marketplace receives it with the status change (its PG refunds `refundAmount`). */
export const refundMoneySchema = z.object({
  fault: z.enum(CLAIM_FAULTS),
  paidAmount: z.number().int().describe('what the buyer paid for the line (price − coupon + delivery fee), won'),
  claimFee: z.number().int().describe('반품 배송비 (편도, with the area extra and any waived first delivery fee), won'),
  refundAmount: z.number().int().describe('what the PG refunds: paidAmount − claimFee, never below 0, won'),
});

/** An exchange's completion as the marketplace receives it with the status change. */
export const exchangeMoneySchema = z.object({
  fault: z.enum(CLAIM_FAULTS),
  claimFee: z.number().int().describe('교환 배송비 (왕복, with the area extra both ways) the buyer pays, won'),
  reship: reshipSchema.describe('the new parcel sent to the buyer'),
});
