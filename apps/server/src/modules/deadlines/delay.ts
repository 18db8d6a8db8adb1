import {
  AWAITING_DISPATCH,
  DELAY_REASON_LABELS,
  latestDelayDay,
  ORDER_STATUS_LABELS,
  seoulDate,
  seoulDateTime,
  type DelayNoticeBody,
  type DelayNoticeResult,
} from '@seller/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderHistory, orders } from '../../db/schema/index.ts';
import { badRequest, fail, notFound } from '../../lib/errors.ts';
import { recordEvents, sellerActor, type NewEvent } from '../events/index.ts';

export interface DelayActor {
  marketId: number;
  loginId: string;
}

/**
 * Delay notices (발송 지연 안내, issue 36 §7): on one order or several, all or none. Each order must be
 * the seller's (else 404), still to dispatch and never delayed before (else 409 naming the order and
 * why); the new day must be from today to `DELAY_LIMITS.maxDays` days on and after each order's
 * deadline (else 400). In one transaction: the deadline moves, the notice is stored on the order, a
 * history entry is written and the `order.dispatch-delayed` event is recorded for the marketplace.
 */
export function createDelayService(db: Db) {
  return {
    async delay(actor: DelayActor, body: DelayNoticeBody): Promise<DelayNoticeResult> {
      const today = seoulDate();
      if (body.dispatchDate < today) throw badRequest('deadline.datePast');
      if (body.dispatchDate > latestDelayDay(today)) throw badRequest('deadline.dateTooLate');
      const codes = [...new Set(body.orderCodes)];
      return db.transaction(async (tx) => {
        // Locked in code order, so two notices over the same orders never deadlock.
        const rows = await tx
          .select({
            id: orders.id,
            code: orders.code,
            status: orders.status,
            dispatchDue: orders.dispatchDue,
            delayedAt: orders.delayedAt,
          })
          .from(orders)
          .where(and(eq(orders.marketId, actor.marketId), inArray(orders.code, codes)))
          .orderBy(orders.code)
          .for('update');
        if (rows.length !== codes.length) throw notFound();
        for (const row of rows) {
          if (row.delayedAt)
            throw fail(409, 'ALREADY_DELAYED', 'deadline.alreadyDelayed', {
              code: row.code,
              at: seoulDateTime(row.delayedAt.toISOString()),
            });
          if (!AWAITING_DISPATCH.includes(row.status))
            throw fail(409, 'NOT_AWAITING_DISPATCH', 'deadline.notAwaiting', {
              code: row.code,
              status: ORDER_STATUS_LABELS[row.status],
            });
          if (row.dispatchDue && body.dispatchDate <= row.dispatchDue)
            throw badRequest('deadline.dateNotLater', { code: row.code, due: row.dispatchDue });
        }
        const now = new Date();
        const reasonLabel = DELAY_REASON_LABELS[body.reason];
        await tx
          .update(orders)
          .set({
            dispatchDue: body.dispatchDate,
            delayReason: body.reason,
            delayMessage: body.message,
            delayedAt: now,
            updatedAt: now,
          })
          .where(
            inArray(
              orders.id,
              rows.map((r) => r.id),
            ),
          );
        await tx.insert(orderHistory).values(
          rows.map((r) => ({
            orderId: r.id,
            fromStatus: r.status,
            toStatus: r.status,
            actor: actor.loginId,
            reason: `발송 지연 안내: ${reasonLabel}, 새 발송기한 ${body.dispatchDate} — ${body.message}`,
            changedAt: now,
          })),
        );
        const events: NewEvent<'order.dispatch-delayed'>[] = rows.map((r) => ({
          type: 'order.dispatch-delayed',
          marketId: actor.marketId,
          entityId: r.code,
          data: {
            orderCode: r.code,
            reason: body.reason,
            reasonLabel,
            message: body.message,
            previousDue: r.dispatchDue,
            dispatchDue: body.dispatchDate,
            actor: sellerActor(actor.loginId),
          },
        }));
        await recordEvents(tx, events);
        return { delayedCodes: rows.map((r) => r.code), dispatchDue: body.dispatchDate };
      });
    },
  };
}

export type DelayService = ReturnType<typeof createDelayService>;
