import {
  canSaveDelivery,
  canTransition,
  carrierCode,
  carrierName,
  deliveryInputProblem,
  deliveryTypeCode,
  deliveryTypeName,
  deliveryPath,
  DEFAULT_DELIVERY_TYPE,
  DELIVERY_FEE_REFUND_MARKET,
  message,
  needsReason,
  normalizeTrackingNumber,
  ORDER_STATUS_LABELS,
  stampedField,
  type BulkResult,
  type CancelWithDeliveryFeeBody,
  type ChangeDeliveryBody,
  type ChangeDeliveryResult,
  type ChangeStatusBody,
  type DeliveriesBody,
  type DeliveriesResult,
  type MessageKey,
  type OrderStatus,
} from '@seller/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderHistory, orders } from '../../db/schema/index.ts';
import { badRequest, conflict, fail, notFound } from '../../lib/errors.ts';

export interface Actor {
  marketId: number;
  loginId: string;
}

function transitionError(from: OrderStatus, to: OrderStatus) {
  return conflict('order.transitionNotAllowed', { from: ORDER_STATUS_LABELS[from], to: ORDER_STATUS_LABELS[to] });
}

/**
 * Moves the given orders of one market from `from` to `to` if and only if they are still in `from`
 * (compare-and-set), stamps the entered status's time and writes one history row each.
 */
async function moveOrders(
  tx: Tx,
  actor: Actor,
  where: { codes?: string[]; ids?: number[] },
  from: OrderStatus,
  to: OrderStatus,
  reasons: { reason?: string; detailReason?: string } = {},
): Promise<{ id: number; code: string }[]> {
  const stamp = stampedField(from, to);
  const set: Partial<Record<string, unknown>> = { status: to, updatedAt: sql`now()` };
  if (stamp) set[stamp] = sql`now()`;
  if (reasons.reason !== undefined) set.reason = reasons.reason;
  if (reasons.detailReason !== undefined) set.detailReason = reasons.detailReason;
  const target = where.codes ? inArray(orders.code, where.codes) : inArray(orders.id, where.ids ?? []);
  const moved = await tx
    .update(orders)
    .set(set)
    .where(and(eq(orders.marketId, actor.marketId), target, eq(orders.status, from)))
    .returning({ id: orders.id, code: orders.code });
  if (moved.length > 0) {
    await tx.insert(orderHistory).values(
      moved.map((o) => ({
        orderId: o.id,
        fromStatus: from,
        toStatus: to,
        actor: actor.loginId,
        reason: reasons.reason ?? null,
      })),
    );
  }
  return moved;
}

/** The order writes: status transitions, the delivery-fee flag, delivery info (one or a spreadsheet's batch). */
export function createOrderWrites(db: Db) {
  return {
    /**
     * `change-status`: a transition outside the table is refused whole (409); otherwise, in one
     * transaction, exactly the seller's orders still in `currentStatus` move. Orders that are
     * unknown, of another market or no longer in `currentStatus` are reported as refused.
     */
    async changeStatus(actor: Actor, body: ChangeStatusBody): Promise<BulkResult> {
      const { currentStatus: from, nextStatus: to } = body;
      if (!canTransition(from, to)) throw transitionError(from, to);
      if (needsReason(to) && !body.reason) throw badRequest('order.reasonRequired');
      if (needsReason(to) && !body.detailReason) throw badRequest('order.detailReasonRequired');
      const codes = [...new Set(body.orderCodes)];
      const reasons = needsReason(to) ? { reason: body.reason, detailReason: body.detailReason } : {};
      const moved = await db.transaction((tx) => moveOrders(tx, actor, { codes }, from, to, reasons));
      const updated = new Set(moved.map((o) => o.code));
      const refusedCodes = codes.filter((c) => !updated.has(c));
      return { success: refusedCodes.length === 0, updatedCodes: codes.filter((c) => updated.has(c)), refusedCodes };
    },

    /**
     * Market 160's "delivery fee included in refund" flag. Only refund requests (REFUNDING1) of the
     * seller's market change; the others are refused.
     */
    async cancelWithDeliveryFee(actor: Actor, body: CancelWithDeliveryFeeBody): Promise<BulkResult> {
      if (actor.marketId !== DELIVERY_FEE_REFUND_MARKET)
        throw fail(403, 'FEATURE_NOT_AVAILABLE', 'order.deliveryFeeMarketOnly');
      const wanted = new Map(body.map((r) => [r.orderDetailCode, r.cancelWithDeliveryFee]));
      const updated = await db.transaction(async (tx) => {
        const done: string[] = [];
        for (const value of [true, false]) {
          const codes = [...wanted].filter(([, v]) => v === value).map(([c]) => c);
          if (codes.length === 0) continue;
          const rows = await tx
            .update(orders)
            .set({ cancelWithDeliveryFee: value, updatedAt: sql`now()` })
            .where(
              and(eq(orders.marketId, actor.marketId), inArray(orders.code, codes), eq(orders.status, 'REFUNDING1')),
            )
            .returning({ code: orders.code });
          done.push(...rows.map((r) => r.code));
        }
        return new Set(done);
      });
      const codes = [...wanted.keys()];
      const refusedCodes = codes.filter((c) => !updated.has(c));
      return { success: refusedCodes.length === 0, updatedCodes: codes.filter((c) => updated.has(c)), refusedCodes };
    },

    /**
     * Saves one order's delivery info; a product-preparing or delivery-preparing order moves on to
     * in delivery in the same transaction, one history row per step.
     */
    async changeDelivery(actor: Actor, body: ChangeDeliveryBody): Promise<ChangeDeliveryResult> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(and(eq(orders.marketId, actor.marketId), eq(orders.code, body.orderCode)))
          .for('update');
        if (!order) throw notFound();
        if (!canSaveDelivery(order.status)) throw conflict('order.delivery.wrongTab');
        const status = await saveDelivery(tx, actor, order, {
          type: body.deliveryType,
          name: body.deliveryName,
          code: body.deliveryCode,
        });
        return {
          type: body.deliveryType,
          typeCode: deliveryTypeCode(body.deliveryType) ?? '',
          name: body.deliveryName,
          carrierCode: carrierCode(body.deliveryName) ?? '',
          code: body.deliveryCode,
          status,
        };
      });
    },

    /**
     * A batch of delivery info (the spreadsheet's rows): each row succeeds or fails on its own and
     * the answer says which and why. Rows that pass are saved together in one transaction.
     */
    async saveDeliveries(actor: Actor, rows: DeliveriesBody): Promise<DeliveriesResult> {
      const results: DeliveriesResult['results'] = rows.map((r) => {
        const name = carrierName(r.deliveryName);
        return {
          orderDetailCode: r.orderDetailCode,
          success: false,
          deliveryName: name ?? r.deliveryName,
          carrierCode: name ? carrierCode(name) : null,
          message: null,
        };
      });
      const seen = new Map<string, number>();
      const pending: number[] = [];
      rows.forEach((r, i) => {
        const problem: MessageKey | null = !r.orderDetailCode
          ? 'order.sheet.emptyCell'
          : seen.has(r.orderDetailCode)
            ? 'order.sheet.duplicateCode'
            : deliveryInputProblem(r);
        seen.set(r.orderDetailCode, i);
        if (problem) results[i]!.message = message(problem);
        else pending.push(i);
      });
      if (pending.length > 0) {
        await db.transaction(async (tx) => {
          const found = await tx
            .select({ id: orders.id, code: orders.code, status: orders.status, paidAt: orders.paidAt })
            .from(orders)
            .where(
              and(
                eq(orders.marketId, actor.marketId),
                inArray(
                  orders.code,
                  pending.map((i) => rows[i]!.orderDetailCode),
                ),
              ),
            )
            .orderBy(asc(orders.id))
            .for('update');
          const byCode = new Map(found.map((o) => [o.code, o]));
          // Oldest payment first: the counters these moves touch are then taken in one order by every batch.
          const paidOf = (i: number) => byCode.get(rows[i]!.orderDetailCode)?.paidAt.getTime() ?? 0;
          for (const i of [...pending].sort((a, b) => paidOf(a) - paidOf(b) || a - b)) {
            const row = rows[i]!;
            const order = byCode.get(row.orderDetailCode);
            if (!order) results[i]!.message = message('order.delivery.orderNotFound');
            else if (!canSaveDelivery(order.status)) results[i]!.message = message('order.delivery.wrongTab');
            else {
              await saveDelivery(tx, actor, order, {
                type: deliveryTypeName(row.deliveryType) ?? DEFAULT_DELIVERY_TYPE,
                name: results[i]!.deliveryName,
                code: normalizeTrackingNumber(row.deliveryCode),
              });
              results[i]!.success = true;
            }
          }
        });
      }
      const succeeded = results.filter((r) => r.success).length;
      return { success: succeeded === rows.length, succeeded, failed: rows.length - succeeded, results };
    },

    /** Which of these codes are the seller's orders, with their status (spreadsheet preview). */
    async statusesOf(marketId: number, codes: string[]): Promise<Map<string, OrderStatus>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: orders.code, status: orders.status })
        .from(orders)
        .where(and(eq(orders.marketId, marketId), inArray(orders.code, codes)));
      return new Map(rows.map((r) => [r.code, r.status]));
    },
  };
}

/** Writes delivery info on a locked order and walks it to TRANSIT; returns the final status. */
async function saveDelivery(
  tx: Tx,
  actor: Actor,
  order: { id: number; status: OrderStatus },
  info: { type: string; name: string; code: string },
) {
  await tx
    .update(orders)
    .set({ deliveryType: info.type, deliveryName: info.name, deliveryCode: info.code, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  let status = order.status;
  for (const next of deliveryPath(order.status)) {
    const moved = await moveOrders(tx, actor, { ids: [order.id] }, status, next);
    if (moved.length !== 1) throw transitionError(status, next);
    status = next;
  }
  return status;
}

export type OrderWrites = ReturnType<typeof createOrderWrites>;
