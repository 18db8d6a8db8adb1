import { z } from 'zod';
import { message } from '../messages.ts';
import {
  CLAIM_NOTE_MAX,
  CLAIM_PHOTOS_MAX,
  HOLD_REASONS,
  INSPECTION_RESULTS,
  PICKUP_METHODS,
  PICKUP_STATUSES,
} from '../orders/claims.ts';
import { DELIVERY_SHEET_MAX_ROWS, ORDER_CODE_MAX, TRACKING_NUMBER_MAX } from '../orders/delivery.ts';
import { carrierSchema, trackingSchema } from './orders.ts';

export * from './claim-view.ts';

/** The seller's calls on a claim (issue 36 §2, §3) and the carrier's pickup updates. */
const noteSchema = z
  .string()
  .trim()
  .max(CLAIM_NOTE_MAX, { message: message('claim.noteTooLong') })
  .default('');

/** `POST /sw/a/v1/orders/{code}/claim/pickup`: the seller requested pickup, or records the buyer sent it. */
export const claimPickupBodySchema = z.object({
  method: z
    .enum(PICKUP_METHODS)
    .describe('REQUESTED: the seller asked the carrier to collect; BUYER_SENT: the buyer sent it'),
  carrier: carrierSchema,
  trackingNumber: trackingSchema,
});
export type ClaimPickupBody = z.input<typeof claimPickupBodySchema>;

/**
 * `POST /sw/a/v1/orders/claims/pickups`: the valid rows of a return pickup sheet (회수 송장 엑셀), one
 * method for all; each row is recorded as the single call records it, or fails on its own.
 */
export const claimPickupsBodySchema = z.object({
  method: claimPickupBodySchema.shape.method,
  rows: z
    .array(
      z.object({
        orderCode: z
          .string()
          .trim()
          .min(1, { message: message('order.sheet.emptyCell') })
          .max(ORDER_CODE_MAX),
        carrier: carrierSchema,
        trackingNumber: trackingSchema,
      }),
    )
    .min(1, { message: message('order.codesRequired') })
    .max(DELIVERY_SHEET_MAX_ROWS, { message: message('order.sheet.tooManyRows', { max: DELIVERY_SHEET_MAX_ROWS }) }),
});
export type ClaimPickupsBody = z.input<typeof claimPickupsBodySchema>;

export const claimPickupsResultSchema = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      orderCode: z.string(),
      success: z.boolean(),
      message: z.string().nullable().describe('why the row was not recorded (Korean)'),
    }),
  ),
});
export type ClaimPickupsResult = z.infer<typeof claimPickupsResultSchema>;

/** `POST /sw/a/v1/orders/{code}/claim/pickup-status`: by hand, forward only. */
export const claimPickupStatusBodySchema = z.object({ status: z.enum(['IN_TRANSIT', 'DONE']) });
export type ClaimPickupStatusBody = z.infer<typeof claimPickupStatusBodySchema>;

/** `POST /sw/a/v1/orders/{code}/claim/inspection`: after 회수 완료. */
export const claimInspectionBodySchema = z.object({
  result: z.enum(INSPECTION_RESULTS, { message: message('claim.inspectionResultRequired') }),
  note: noteSchema,
  photos: z
    .array(z.string().max(500))
    .max(CLAIM_PHOTOS_MAX, { message: message('claim.tooManyPhotos') })
    .default([])
    .describe('addresses answered by `POST /sw/a/v1/orders/{code}/claim/photos`'),
});
export type ClaimInspectionBody = z.input<typeof claimInspectionBodySchema>;

/** `POST /sw/a/v1/orders/{code}/claim/hold`. */
export const claimHoldBodySchema = z.object({
  reason: z.enum(HOLD_REASONS, { message: message('claim.holdReasonRequired') }),
  memo: noteSchema,
});
export type ClaimHoldBody = z.input<typeof claimHoldBodySchema>;

export const claimPhotoResultSchema = z.object({ url: z.string() });

/** `POST /sw/p/v1/pickups/status`: the carrier's tracking moved a pickup (회수 중, 회수 완료). */
export const platformPickupBodySchema = z
  .object({
    orderCode: z.string().trim().min(1).max(ORDER_CODE_MAX).optional(),
    carrier: z
      .string()
      .trim()
      .max(30)
      .optional()
      .describe('return carrier by Korean name or code (with trackingNumber)'),
    trackingNumber: z
      .string()
      .trim()
      .max(TRACKING_NUMBER_MAX + 10)
      .optional(),
    status: z.enum(['IN_TRANSIT', 'DONE']).describe('IN_TRANSIT: 회수 중; DONE: 회수 완료 (arrived at the seller)'),
  })
  .describe('the claim by order code, or by return carrier and tracking number');

export const platformPickupAnswerSchema = z.object({
  orderCode: z.string(),
  pickupStatus: z.enum(PICKUP_STATUSES),
  from: z.enum(PICKUP_STATUSES).nullable().describe('the pickup status before; null when it was already there'),
});

/** The steps `order.claim-changed` reports. */
export const CLAIM_STEPS = [
  'pickup-requested',
  'pickup-sent',
  'pickup-status',
  'inspected',
  'held',
  'released',
] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];
