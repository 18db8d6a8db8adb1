import { z } from 'zod';
import {
  CLAIM_KINDS,
  CLAIM_REASON_CODES,
  HOLD_REASONS,
  INSPECTION_RESULTS,
  PICKUP_METHODS,
  PICKUP_STATUSES,
} from '../orders/claims.ts';

/**
 * A claim's substance as the seller reads it (issue 36 §1–§3): the buyer's reason code, detail and
 * photos, the pickup (회수), the inspection and a hold (보류). The buyer's detail text is the order's
 * `detailReason`. (Apart from claims.ts so that the order contract can hold it without a cycle.)
 */
const iso = z.string().nullable().describe('ISO-8601 instant, or null when not reached');

export const claimAddressSchema = z.object({
  postcode: z.string().trim().min(1).max(10),
  address1: z.string().trim().min(1).max(200),
  address2: z.string().trim().max(200).default(''),
});

export const claimSchema = z
  .object({
    kind: z.enum(CLAIM_KINDS),
    reasonCode: z.enum(CLAIM_REASON_CODES).nullable(),
    photos: z.array(z.string()).describe("the buyer's photos (https addresses the marketplace hosts)"),
    requestedAt: z.string(),
    pickupAddress: z
      .object({ postcode: z.string(), address1: z.string(), address2: z.string() })
      .nullable()
      .describe("the buyer's return address when it differs from the delivery address (detail line masked)"),
    pickupMethod: z.enum(PICKUP_METHODS).nullable(),
    pickupStatus: z.enum(PICKUP_STATUSES).nullable(),
    pickupCarrier: z.string().nullable(),
    pickupTracking: z.string().nullable(),
    pickupRequestedAt: iso,
    pickupDoneAt: iso,
    inspectionResult: z.enum(INSPECTION_RESULTS).nullable(),
    inspectionNote: z.string().nullable(),
    inspectionPhotos: z.array(z.string()).describe("the seller's inspection photos (image addresses)"),
    inspectedAt: iso,
    holdReason: z.enum(HOLD_REASONS).nullable().describe('set while held (보류)'),
    holdMemo: z.string().nullable(),
    heldAt: iso,
    delayed: z
      .boolean()
      .describe('처리 지연: still pending 3 business days after 회수 완료 (weekends, holidays and days off skipped)'),
  })
  .describe("the claim's substance; null on an order that never had a claim");
export type Claim = z.infer<typeof claimSchema>;

/** What a request list shows of each row's claim (issue 36 §1, §2, §6). */
export const claimSummarySchema = z.object({
  orderId: z.number().int(),
  reasonCode: z.enum(CLAIM_REASON_CODES).nullable(),
  photoCount: z.number().int(),
  pickupStatus: z.enum(PICKUP_STATUSES).nullable(),
  held: z.boolean(),
  delayed: z.boolean(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;
