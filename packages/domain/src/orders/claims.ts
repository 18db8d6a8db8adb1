import { addBusinessDays, type DaysOff } from '../calendar/business-days.ts';
import { addDays } from '../dates.ts';

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

/** The seller's inspection note and hold memo, and the buyer's detail text (as the order's detail reason). */
export const CLAIM_NOTE_MAX = 500;

/**
 * The code of a plain reason text (the spec's list the seller screens and older marketplace calls
 * send): a platform request without `reasonCode` gets the code of its `reason`, so every request has
 * one. 품절 is the seller's own reason, not the buyer's: ETC.
 */
export const CLAIM_REASON_OF_TEXT: Readonly<Record<string, ClaimReasonCode>> = {
  '단순 변심': 'INTENT_CHANGED',
  품절: 'ETC',
  '배송 지연': 'DELAYED_DELIVERY',
  '상품 정보 상이': 'INCORRECT_INFO',
  '상품 불량': 'DEFECTIVE',
  '주문 실수': 'WRONG_ORDER',
  기타: 'ETC',
};

/** The statuses of an exchange or refund whose returned item is picked up, inspected and may be held. */
export const RETURN_CLAIM_STATUSES = ['EXCHANGING1', 'EXCHANGING2', 'REFUNDING1', 'REFUNDING2'] as const;

/**
 * Claims still to be handled by the seller (처리 지연 counts these): an exchange not yet completed, a
 * refund not yet approved (환불 처리중 waits for the PG, not the seller).
 */
export const CLAIM_PENDING_STATUSES = ['EXCHANGING1', 'EXCHANGING2', 'REFUNDING1'] as const;

/** The moves that complete a claim, refused while it is held (보류). */
export const CLAIM_COMPLETING_MOVES: readonly { from: string; to: string }[] = [
  { from: 'EXCHANGING2', to: 'EXCHANGED' },
  { from: 'REFUNDING1', to: 'REFUNDING2' },
  { from: 'REFUNDING2', to: 'REFUNDED' },
];
export const completesClaim = (from: string, to: string) =>
  CLAIM_COMPLETING_MOVES.some((m) => m.from === from && m.to === to);

/** A pickup status may only move forward (REQUESTED → IN_TRANSIT → DONE; a step may be skipped). */
export const pickupMovesForward = (from: PickupStatus | null, to: PickupStatus) =>
  from !== null && PICKUP_STATUSES.indexOf(to) > PICKUP_STATUSES.indexOf(from);

/** Business days after 회수 완료 within which a claim is handled; from then on it is 처리 지연 (Naver's penalty line). */
export const CLAIM_HANDLING_DAYS = 3;

/**
 * 처리 지연: a claim still pending (CLAIM_PENDING_STATUSES) once CLAIM_HANDLING_DAYS business days have
 * passed since the Seoul day of 회수 완료 (on the 3rd business day after it, it counts). This answers the
 * latest pickup day that is late as of `today`: claims picked up on it or before are 처리 지연.
 */
export function claimDelayCutoff(today: string, daysOff: DaysOff = []): string {
  let day = addDays(today, -1);
  while (addBusinessDays(day, CLAIM_HANDLING_DAYS, daysOff) > today) day = addDays(day, -1);
  return day;
}

/** Whether a claim picked up on `pickupDay` (Seoul) and still pending is 처리 지연 on `today`. */
export const claimDelayed = (pickupDay: string, today: string, daysOff: DaysOff = []) =>
  addBusinessDays(pickupDay, CLAIM_HANDLING_DAYS, daysOff) <= today;

/** The request lists' claim filters (issue 36 §2, §6): by pickup status (NONE: no pickup yet), and 처리 지연 or 보류. */
export const PICKUP_FILTERS = ['NONE', ...PICKUP_STATUSES] as const;
export type PickupFilter = (typeof PICKUP_FILTERS)[number];
export const CLAIM_STATE_FILTERS = ['delayed', 'held'] as const;
export type ClaimStateFilter = (typeof CLAIM_STATE_FILTERS)[number];
