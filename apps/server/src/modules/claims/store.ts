import {
  carrierCode,
  CLAIM_PENDING_STATUSES,
  claimDelayCutoff,
  labels,
  MASKS,
  seoulDate,
  seoulDayRange,
  type Claim,
  type ClaimKind,
  type ClaimReasonCode,
  type EventData,
  type OrderStatus,
} from '@seller/domain';
import { and, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { marketDaysOff, orderClaims, orders } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';

export type ClaimRow = typeof orderClaims.$inferSelect;

/** The claim kind of a request status. */
export const claimKindOf = (status: OrderStatus): ClaimKind | null =>
  status.startsWith('CANCEL')
    ? 'CANCEL'
    : status.startsWith('EXCHANG')
      ? 'EXCHANGE'
      : status.startsWith('REFUND')
        ? 'REFUND'
        : null;

/**
 * Opens the claim of each order `where` selects (a buyer's or the seller's request): a new request
 * replaces the last one (its steps stay in the history), in the caller's transaction.
 */
export async function openClaims(
  tx: Tx,
  where: SQL,
  kind: ClaimKind,
  fields: {
    reasonCode: ClaimReasonCode | null;
    photos?: string[];
    pickupAddress?: { postcode: string; address1: string; address2: string } | null;
  },
) {
  const photos = JSON.stringify(fields.photos ?? []);
  const address = fields.pickupAddress ? JSON.stringify(fields.pickupAddress) : null;
  await tx.execute(sql`
    insert into order_claims (order_id, market_id, kind, reason_code, photos, pickup_address, requested_at, updated_at)
    select id, market_id, ${kind}, ${fields.reasonCode}, ${photos}::jsonb, ${address}::jsonb, now(), now()
    from orders where ${where}
    on conflict (order_id) do update set
      kind = excluded.kind, reason_code = excluded.reason_code, photos = excluded.photos,
      pickup_address = excluded.pickup_address, requested_at = excluded.requested_at, updated_at = excluded.updated_at,
      pickup_method = null, pickup_status = null, pickup_carrier = null, pickup_tracking = null,
      pickup_requested_at = null, pickup_done_at = null, inspection_result = null, inspection_note = null,
      inspection_photos = '[]'::jsonb, inspected_at = null, hold_reason = null, hold_memo = null, held_at = null,
      fault = null, claim_fee = null, refund_amount = null, reship_type = null,
      reship_carrier = null, reship_tracking = null, reshipped_at = null`);
}

/**
 * The 처리 지연 line of a market today: claims picked up (회수 완료) before this instant and still
 * pending are late (`claimDelayCutoff`, with the market's days off).
 */
export async function delayLine(db: Db | Tx, marketId: number, today = seoulDate()): Promise<Date> {
  const off = await db
    .select({ day: marketDaysOff.day })
    .from(marketDaysOff)
    .where(and(eq(marketDaysOff.marketId, marketId), gte(marketDaysOff.day, '2000-01-01')));
  const cutoff = claimDelayCutoff(
    today,
    off.map((d) => d.day),
  );
  return seoulDayRange(cutoff, cutoff).to;
}

/** Whether a claim is 처리 지연 against the market's line. */
export const isDelayed = (claim: Pick<ClaimRow, 'pickupStatus' | 'pickupDoneAt'>, status: OrderStatus, line: Date) =>
  claim.pickupStatus === 'DONE' &&
  claim.pickupDoneAt !== null &&
  claim.pickupDoneAt < line &&
  (CLAIM_PENDING_STATUSES as readonly OrderStatus[]).includes(status);

const isoOf = (d: Date | null) => (d ? d.toISOString() : null);

/** The claim as the seller reads it (the pickup address's detail line masked, as the order's is). */
export function claimView(row: ClaimRow, status: OrderStatus, line: Date): Claim {
  return {
    kind: row.kind,
    reasonCode: row.reasonCode,
    photos: row.photos,
    requestedAt: row.requestedAt.toISOString(),
    pickupAddress: row.pickupAddress
      ? { ...row.pickupAddress, address2: MASKS.addressDetail(row.pickupAddress.address2) }
      : null,
    pickupMethod: row.pickupMethod,
    pickupStatus: row.pickupStatus,
    pickupCarrier: row.pickupCarrier,
    pickupTracking: row.pickupTracking,
    pickupRequestedAt: isoOf(row.pickupRequestedAt),
    pickupDoneAt: isoOf(row.pickupDoneAt),
    inspectionResult: row.inspectionResult,
    inspectionNote: row.inspectionNote,
    inspectionPhotos: row.inspectionPhotos,
    inspectedAt: isoOf(row.inspectedAt),
    holdReason: row.holdReason,
    holdMemo: row.holdMemo,
    heldAt: isoOf(row.heldAt),
    delayed: isDelayed(row, status, line),
  };
}

/** The body of `order.claim-changed` from the claim as now stored. */
export function claimEventData(
  code: string,
  status: OrderStatus,
  row: ClaimRow,
  step: EventData<'order.claim-changed'>['step'],
  actor: EventData<'order.claim-changed'>['actor'],
): EventData<'order.claim-changed'> {
  return {
    orderCode: code,
    kind: row.kind,
    step,
    status,
    reasonCode: row.reasonCode,
    pickup:
      row.pickupMethod && row.pickupStatus && row.pickupCarrier && row.pickupTracking
        ? {
            method: row.pickupMethod,
            status: row.pickupStatus,
            carrierName: row.pickupCarrier,
            carrierCode: carrierCode(row.pickupCarrier),
            trackingNumber: row.pickupTracking,
          }
        : null,
    inspection: row.inspectionResult
      ? { result: row.inspectionResult, note: row.inspectionNote ?? '', photos: row.inspectionPhotos }
      : null,
    hold: row.holdReason
      ? { reason: row.holdReason, reasonLabel: labels.claim.holdReasons[row.holdReason], memo: row.holdMemo ?? '' }
      : null,
    actor,
  };
}

/** Refuses (409, naming them) when any of the orders' claims is held (보류): a held claim is not completed. */
export async function assertNotHeld(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return;
  const held = await tx
    .select({ code: orders.code })
    .from(orderClaims)
    .innerJoin(orders, eq(orders.id, orderClaims.orderId))
    .where(and(inArray(orderClaims.orderId, orderIds), isNotNull(orderClaims.holdReason)))
    .orderBy(orders.code);
  if (held.length > 0) throw fail(409, 'CLAIM_HELD', 'claim.held', { codes: held.map((h) => h.code).join(', ') });
}
