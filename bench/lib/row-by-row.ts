/**
 * The order writes as they were before issue 21 (commit 33a1299), kept as the benchmark's baseline:
 * a delivery batch saved row by row (an UPDATE per row and a move with its history per step) and
 * change-status as an UPDATE … RETURNING followed by a multi-row history INSERT in a transaction.
 * Not used by the server.
 */
import {
  canSaveDelivery,
  DEFAULT_DELIVERY_TYPE,
  deliveryPath,
  deliveryTypeName,
  normalizeTrackingNumber,
  stampedField,
  type DeliveriesBody,
  type OrderStatus,
} from '@seller/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../apps/server/src/db/client.ts';
import { orderHistory, orders } from '../../apps/server/src/db/schema/index.ts';

interface Actor {
  marketId: number;
  loginId: string;
}

async function moveOrders(
  tx: Tx,
  actor: Actor,
  where: { codes?: string[]; ids?: number[] },
  from: OrderStatus,
  to: OrderStatus,
) {
  const stamp = stampedField(from, to);
  const set: Partial<Record<string, unknown>> = { status: to, updatedAt: sql`now()` };
  if (stamp) set[stamp] = sql`now()`;
  const target = where.codes ? inArray(orders.code, where.codes) : inArray(orders.id, where.ids ?? []);
  const moved = await tx
    .update(orders)
    .set(set)
    .where(and(eq(orders.marketId, actor.marketId), target, eq(orders.status, from)))
    .returning({ id: orders.id, code: orders.code });
  if (moved.length > 0) {
    await tx
      .insert(orderHistory)
      .values(
        moved.map((o) => ({ orderId: o.id, fromStatus: from, toStatus: to, actor: actor.loginId, reason: null })),
      );
  }
  return moved;
}

export async function changeStatusRowByRow(db: Db, actor: Actor, codes: string[], from: OrderStatus, to: OrderStatus) {
  return db.transaction((tx) => moveOrders(tx, actor, { codes }, from, to));
}

/** The batch's valid rows (the bench sends only valid ones), saved one by one in one transaction. */
export async function saveDeliveriesRowByRow(db: Db, actor: Actor, rows: DeliveriesBody) {
  let saved = 0;
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: orders.id, code: orders.code, status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(
        and(
          eq(orders.marketId, actor.marketId),
          inArray(
            orders.code,
            rows.map((r) => r.orderDetailCode),
          ),
        ),
      )
      .orderBy(asc(orders.id))
      .for('update');
    const byCode = new Map(found.map((o) => [o.code, o]));
    for (const row of rows) {
      const order = byCode.get(row.orderDetailCode);
      if (!order || !canSaveDelivery(order.status)) continue;
      await tx
        .update(orders)
        .set({
          deliveryType: deliveryTypeName(row.deliveryType) ?? DEFAULT_DELIVERY_TYPE,
          deliveryName: row.deliveryName,
          deliveryCode: normalizeTrackingNumber(row.deliveryCode),
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id));
      let status = order.status;
      for (const next of deliveryPath(order.status)) {
        await moveOrders(tx, actor, { ids: [order.id] }, status, next);
        status = next;
      }
      saved++;
    }
  });
  return saved;
}
