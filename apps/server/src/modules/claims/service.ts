import {
  carrierName,
  labels,
  message,
  normalizeTrackingNumber,
  ORDER_ACTORS,
  ORDER_STATUS_LABELS,
  pickupMovesForward,
  RETURN_CLAIM_STATUSES,
  type Claim,
  type ClaimHoldBody,
  type ClaimInspectionBody,
  type ClaimPickupBody,
  type ClaimPickupsBody,
  type ClaimPickupsResult,
  type ClaimPickupStatusBody,
  type ClaimStep,
  type MessageKey,
  type OrderStatus,
  type PickupStatus,
} from '@seller/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderClaims, orderHistory, orders } from '../../db/schema/index.ts';
import { AppError, badRequest, fail, notFound } from '../../lib/errors.ts';
import { inList } from '../../lib/in-list.ts';
import { recordEvents, sellerActor } from '../events/index.ts';
import { claimEventData, claimKindOf, claimView, delayLine, openClaims, type ClaimRow } from './store.ts';

export interface ClaimActor {
  marketId: number;
  loginId: string;
}

type Changes = Partial<typeof orderClaims.$inferInsert>;
type EventActor = { kind: 'seller' | 'carrier'; id: string | null };

interface LockedOrder {
  id: number;
  code: string;
  marketId: number;
  status: OrderStatus;
}

const isReturnClaim = (status: OrderStatus) => (RETURN_CLAIM_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The seller's steps of an exchange or refund (issue 36 §2, §3): pickup (회수) requested or sent by the
 * buyer, its status by hand or by the carrier's tracking (the platform call), the inspection, and a
 * hold (보류) and its release. Each step is one transaction: the claim row, an order-history entry (the
 * status unchanged, the step in the 사유 column) and an `order.claim-changed` event. Refusals write
 * nothing: another market's order 404, an order not in an exchange or refund request 409, a step out
 * of order 409.
 */
export function createClaimService(db: Db) {
  async function lockOrder(tx: Tx, code: string, marketId: number | null): Promise<LockedOrder> {
    const [order] = await tx
      .select({ id: orders.id, code: orders.code, marketId: orders.marketId, status: orders.status })
      .from(orders)
      .where(marketId === null ? eq(orders.code, code) : and(eq(orders.marketId, marketId), eq(orders.code, code)))
      .for('update');
    if (!order) throw notFound();
    return order;
  }

  /** The order's claim, opened (without a reason code) when an older request has none. */
  async function claimOf(tx: Tx, order: LockedOrder): Promise<ClaimRow> {
    const kind = claimKindOf(order.status);
    if (!kind || !isReturnClaim(order.status))
      throw fail(409, 'CLAIM_NOT_OPEN', 'claim.notOpen', {
        code: order.code,
        status: ORDER_STATUS_LABELS[order.status],
      });
    const [row] = await tx.select().from(orderClaims).where(eq(orderClaims.orderId, order.id));
    if (row) return row;
    await openClaims(tx, eq(orders.id, order.id), kind, { reasonCode: null });
    const [opened] = await tx.select().from(orderClaims).where(eq(orderClaims.orderId, order.id));
    return opened!;
  }

  /** Writes the step: the claim's changes, the history entry and the event, in `tx`. */
  async function record(
    tx: Tx,
    order: LockedOrder,
    changes: Changes,
    step: ClaimStep,
    history: string,
    actor: EventActor,
  ): Promise<ClaimRow> {
    const now = new Date();
    const [row] = await tx
      .update(orderClaims)
      .set({ ...changes, updatedAt: now })
      .where(eq(orderClaims.orderId, order.id))
      .returning();
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actor: actor.kind === 'seller' ? actor.id! : ORDER_ACTORS.carrier,
      reason: history,
      changedAt: now,
    });
    await recordEvents(tx, [
      {
        type: 'order.claim-changed',
        marketId: order.marketId,
        entityId: order.code,
        data: claimEventData(order.code, order.status, row!, step, actor),
      },
    ]);
    return row!;
  }

  type Step = (claim: ClaimRow, order: LockedOrder) => { changes: Changes; step: ClaimStep; history: string };

  /** One seller step on the order `code` of the seller's market, in its own transaction. */
  const sellerWrite = (actor: ClaimActor, code: string, step: Step) =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, code, actor.marketId);
      const claim = await claimOf(tx, order);
      const next = step(claim, order);
      const row = await record(tx, order, next.changes, next.step, next.history, sellerActor(actor.loginId));
      return { row, status: order.status };
    });

  /** One seller step, answered with the claim as now stored. */
  async function sellerStep(actor: ClaimActor, code: string, step: Step): Promise<Claim> {
    const { row, status } = await sellerWrite(actor, code, step);
    return claimView(row, status, await delayLine(db, actor.marketId));
  }

  /** The pickup's record (회수 요청, or 회수 중 when the buyer sent it); refused once 회수 완료. */
  const pickupStep =
    (code: string, body: { method: ClaimPickupBody['method']; carrier: string; trackingNumber: string }): Step =>
    (claim) => {
      if (claim.pickupStatus === 'DONE') throw fail(409, 'PICKUP_DONE', 'claim.pickupDone', { code });
      const status: PickupStatus = body.method === 'BUYER_SENT' ? 'IN_TRANSIT' : (claim.pickupStatus ?? 'REQUESTED');
      return {
        changes: {
          pickupMethod: body.method,
          pickupStatus: status,
          pickupCarrier: body.carrier,
          pickupTracking: body.trackingNumber,
          pickupRequestedAt: claim.pickupRequestedAt ?? new Date(),
        },
        step: body.method === 'BUYER_SENT' ? 'pickup-sent' : 'pickup-requested',
        history: labels.claim.history.pickup(
          labels.claim.pickupMethods[body.method],
          body.carrier,
          body.trackingNumber,
        ),
      };
    };

  /** The pickup status change from `claim`'s (forward only), as changes and history text. */
  function pickupStatusChange(claim: ClaimRow, code: string, to: PickupStatus) {
    if (!claim.pickupStatus) throw fail(409, 'NO_PICKUP', 'claim.noPickup', { code });
    if (!pickupMovesForward(claim.pickupStatus, to))
      throw fail(409, 'PICKUP_BACKWARDS', 'claim.pickupBackwards', {
        code,
        from: labels.claim.pickupStatuses[claim.pickupStatus],
        to: labels.claim.pickupStatuses[to],
      });
    return {
      changes: { pickupStatus: to, ...(to === 'DONE' && { pickupDoneAt: new Date() }) } satisfies Changes,
      step: 'pickup-status' as const,
      history: labels.claim.history.pickupStatus(labels.claim.pickupStatuses[to]),
    };
  }

  return {
    /** 404 for another market's order, 409 when it is not an exchange or refund request. */
    async assertOpen(marketId: number, code: string) {
      await db.transaction(async (tx) => {
        await claimOf(tx, await lockOrder(tx, code, marketId));
      });
    },

    /**
     * The seller requested pickup from a carrier (회수 요청) or records that the buyer sent the item
     * (회수 중), with the return carrier and tracking number; again to correct them, until 회수 완료.
     */
    pickup(
      actor: ClaimActor,
      code: string,
      body: { method: ClaimPickupBody['method']; carrier: string; trackingNumber: string },
    ) {
      return sellerStep(actor, code, pickupStep(code, body));
    },

    /**
     * What stops recording each order's pickup by spreadsheet, for the orders of the market among
     * `codes` (a code left out is not found): not an exchange or refund request, or already 회수 완료.
     */
    async pickupSheetProblems(marketId: number, codes: string[]): Promise<Map<string, MessageKey | null>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: orders.code, status: orders.status, pickupStatus: orderClaims.pickupStatus })
        .from(orders)
        .leftJoin(orderClaims, eq(orderClaims.orderId, orders.id))
        .where(and(eq(orders.marketId, marketId), inList(orders.code, codes)));
      return new Map(
        rows.map((r): [string, MessageKey | null] => [
          r.code,
          !isReturnClaim(r.status)
            ? 'claim.sheet.notOpen'
            : r.pickupStatus === 'DONE'
              ? 'claim.sheet.pickupDone'
              : null,
        ]),
      );
    },

    /**
     * A pickup sheet's valid rows, one method for all: each row is its own step (a transaction with its
     * history entry and event, as the single call), or fails on its own with the refusal's message.
     */
    async pickups(
      actor: ClaimActor,
      body: {
        method: ClaimPickupsBody['method'];
        rows: { orderCode: string; carrier: string; trackingNumber: string }[];
      },
    ) {
      const seen = new Set<string>();
      const results: ClaimPickupsResult['results'] = [];
      for (const row of body.rows) {
        let problem: string | null = null;
        if (seen.has(row.orderCode)) problem = message('order.sheet.duplicateCode');
        seen.add(row.orderCode);
        if (!problem)
          try {
            await sellerWrite(actor, row.orderCode, pickupStep(row.orderCode, { method: body.method, ...row }));
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            problem = error.statusCode === 404 ? message('order.delivery.orderNotFound') : error.userMessage;
          }
        results.push({ orderCode: row.orderCode, success: problem === null, message: problem });
      }
      const succeeded = results.filter((r) => r.success).length;
      return { succeeded, failed: results.length - succeeded, results } satisfies ClaimPickupsResult;
    },

    /** The seller moves the pickup by hand: 회수 중 or 회수 완료, forward only. */
    pickupStatus(actor: ClaimActor, code: string, body: ClaimPickupStatusBody) {
      return sellerStep(actor, code, (claim) => pickupStatusChange(claim, code, body.status));
    },

    /** The inspection of what came back, after 회수 완료; again to correct it. */
    inspect(actor: ClaimActor, code: string, body: Required<ClaimInspectionBody>) {
      // Inspection photos are the market's own uploads (`claim/photos`), nothing else.
      const own = `/market/${actor.marketId}/editor/`;
      const foreign = body.photos.find((url) => !/^(https?:\/\/|\/)[^\s"'<>]+$/i.test(url) || !url.includes(own));
      if (foreign !== undefined) throw badRequest('claim.photoNotOurs');
      return sellerStep(actor, code, (claim) => {
        if (claim.pickupStatus !== 'DONE') throw fail(409, 'NOT_PICKED_UP', 'claim.notPickedUp', { code });
        return {
          changes: {
            inspectionResult: body.result,
            inspectionNote: body.note,
            inspectionPhotos: body.photos,
            inspectedAt: new Date(),
          },
          step: 'inspected',
          history: labels.claim.history.inspected(labels.claim.inspectionResults[body.result], body.note),
        };
      });
    },

    hold(actor: ClaimActor, code: string, body: Required<ClaimHoldBody>) {
      return sellerStep(actor, code, (claim) => {
        if (claim.holdReason) throw fail(409, 'ALREADY_HELD', 'claim.alreadyHeld', { code });
        return {
          changes: { holdReason: body.reason, holdMemo: body.memo, heldAt: new Date() },
          step: 'held',
          history: labels.claim.history.held(labels.claim.holdReasons[body.reason], body.memo),
        };
      });
    },

    release(actor: ClaimActor, code: string) {
      return sellerStep(actor, code, (claim) => {
        if (!claim.holdReason) throw fail(409, 'NOT_HELD', 'claim.notHeld', { code });
        return {
          changes: { holdReason: null, holdMemo: null, heldAt: null },
          step: 'released',
          history: labels.claim.history.released,
        };
      });
    },

    /**
     * The carrier's tracking moved a pickup (the platform call): by order code, or by return carrier
     * and tracking number within the key's markets. Already there: answered as it is (`from: null`).
     */
    async carrierUpdate(
      target: { orderCode?: string; carrier?: string; trackingNumber?: string; status: 'IN_TRANSIT' | 'DONE' },
      allowed: (marketId: number) => void,
      markets: number[] | null,
    ): Promise<{ orderCode: string; pickupStatus: PickupStatus; from: PickupStatus | null }> {
      let code = target.orderCode;
      if (!code) {
        if (!target.carrier || !target.trackingNumber) throw badRequest('claim.pickupTarget');
        const carrier = carrierName(target.carrier);
        if (!carrier) throw badRequest('platform.unknownCarrier', { carrier: target.carrier });
        const found = await db
          .select({ code: orders.code })
          .from(orderClaims)
          .innerJoin(orders, eq(orders.id, orderClaims.orderId))
          .where(
            and(
              eq(orderClaims.pickupCarrier, carrier),
              eq(orderClaims.pickupTracking, normalizeTrackingNumber(target.trackingNumber)),
              markets
                ? sql`${orderClaims.marketId} in (select jsonb_array_elements_text(${JSON.stringify(markets)}::jsonb)::bigint)`
                : undefined,
            ),
          )
          .orderBy(sql`${orderClaims.updatedAt} desc`)
          .limit(1);
        if (!found[0]) throw fail(404, 'ORDER_NOT_FOUND', 'claim.pickupNotFound');
        code = found[0].code;
      }
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, code, null).catch(() => {
          throw fail(404, 'ORDER_NOT_FOUND', 'platform.orderNotFound', { code });
        });
        allowed(order.marketId);
        const claim = await claimOf(tx, order);
        if (claim.pickupStatus === target.status)
          return { orderCode: order.code, pickupStatus: target.status, from: null };
        const next = pickupStatusChange(claim, order.code, target.status);
        await record(tx, order, next.changes, next.step, next.history, { kind: 'carrier', id: null });
        return { orderCode: order.code, pickupStatus: target.status, from: claim.pickupStatus };
      });
    },
  };
}

export type ClaimService = ReturnType<typeof createClaimService>;
