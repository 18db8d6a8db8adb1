/**
 * The substance of a buyer's claim (issue 36 §1–§5): its reason code, the pickup of the returned item
 * (회수), the inspection of what came back, a holdback (보류), who is at fault and what the buyer gets
 * back. Modelled on Naver Smart Store's claim (claimRequestReason, collectStatus, holdbackReason) and
 * Coupang Wing's 회수 송장 / 입고 확인. One claim per order line: a new request replaces the last one,
 * whose steps stay in the order's history.
 */

/** What a claim is about. */
export const CLAIM_KINDS = ['CANCEL', 'EXCHANGE', 'REFUND'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Who pays for a return or an exchange parcel. */
export const CLAIM_FAULTS = ['BUYER', 'SELLER'] as const;
export type ClaimFault = (typeof CLAIM_FAULTS)[number];

/**
 * The buyer's reason codes, with the fault each one suggests (the seller decides; §4). Naver's
 * claimRequestReason list as the model, with fashion's size and colour split out.
 */
export const CLAIM_REASON_CODES = [
  'INTENT_CHANGED',
  'SIZE_UNSATISFIED',
  'COLOR_UNSATISFIED',
  'WRONG_ORDER',
  'DEFECTIVE',
  'BROKEN',
  'WRONG_DELIVERY',
  'INCORRECT_INFO',
  'DELAYED_DELIVERY',
  'ETC',
] as const;
export type ClaimReasonCode = (typeof CLAIM_REASON_CODES)[number];

export const CLAIM_REASON_FAULT: Record<ClaimReasonCode, ClaimFault> = {
  INTENT_CHANGED: 'BUYER',
  SIZE_UNSATISFIED: 'BUYER',
  COLOR_UNSATISFIED: 'BUYER',
  WRONG_ORDER: 'BUYER',
  DEFECTIVE: 'SELLER',
  BROKEN: 'SELLER',
  WRONG_DELIVERY: 'SELLER',
  INCORRECT_INFO: 'SELLER',
  DELAYED_DELIVERY: 'SELLER',
  ETC: 'BUYER',
};

/** A claim carries at most this many buyer photos, and an inspection at most this many of the seller's. */
export const CLAIM_PHOTOS_MAX = 5;

/** How the returned item travels back: the seller asked a carrier to collect it, or the buyer sent it. */
export const PICKUP_METHODS = ['REQUESTED', 'BUYER_SENT'] as const;
export type PickupMethod = (typeof PICKUP_METHODS)[number];

/** 회수 요청 → 회수 중 → 회수 완료. */
export const PICKUP_STATUSES = ['REQUESTED', 'IN_TRANSIT', 'DONE'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const INSPECTION_RESULTS = ['PASS', 'FAIL'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** Why a refund or an exchange is held (보류): Naver's holdback reasons. */
export const HOLD_REASONS = ['RETURN_FEE_UNPAID', 'NOT_RECEIVED', 'EXTRA_CHARGE', 'ETC'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
