import {
  carrierName,
  normalizeTrackingNumber,
  ORDER_ACTORS,
  ORDER_STATUS_LABELS,
  PLATFORM_LIMITS,
  PLATFORM_MOVES,
  stampedField,
  type OrderActorKind,
  type OrderStatus,
  type PlatformMove,
  CLAIM_PHOTOS_MAX,
  CLAIM_REASON_OF_TEXT,
  completesClaim,
  labels,
  type ClaimReasonCode,
} from '@seller/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, platformMarketSettings, productOptionUnions, products } from '../../db/schema/index.ts';
import { badRequest, fail } from '../../lib/errors.ts';
import { recordEvents, stockEvent, type NewEvent } from '../events/index.ts';
import { assertNotHeld, claimKindOf, openClaims } from '../claims/index.ts';

export interface MoveInput {
  reason?: string;
  reasonCode?: ClaimReasonCode;
  detailReason?: string;
  /** Exchange and refund requests: the buyer's photos (https, at most CLAIM_PHOTOS_MAX) and return address. */
  photos?: string[];
  pickupAddress?: { postcode: string; address1: string; address2?: string };
  /** Refund completion: the returned item goes back on sale. */
  restock?: boolean;
}

export interface MoveAnswer {
  orderCode: string;
  status: OrderStatus;
  /** The status the call moved the order from; null when it was already where the call leads. */
  from: OrderStatus | null;
}

/** Rows of a statement run through `execute` (`.rows` on both drivers). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const actorOf = (kind: OrderActorKind) => ({ kind, id: null });

/**
 * Moves one order as `to` from `from` inside `tx`, for `actor`: a compare-and-set on the status, the
 * entered status's time, the reason, one history row naming the actor, and its event. Answers false
 * when the order was no longer in `from`.
 */
export async function moveOrder(
  tx: Tx,
  order: { id: number; code: string; marketId: number },
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActorKind,
  extra: { reason?: string; detailReason?: string } = {},
  more: NewEvent[] = [],
): Promise<boolean> {
  const stamp = stampedField(from, to);
  const set = [sql`status = ${to}::order_status`, sql`updated_at = now()`];
  if (stamp) set.push(sql`${sql.identifier(orders[stamp].name)} = now()`);
  if (extra.reason !== undefined) set.push(sql`reason = ${extra.reason}`);
  if (extra.detailReason !== undefined) set.push(sql`detail_reason = ${extra.detailReason}`);
  const moved = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with moved as (
        update orders set ${sql.join(set, sql`, `)}
        where id = ${order.id} and status = ${from}::order_status
        returning id
      ), history as (
        insert into order_history (order_id, from_status, to_status, actor, reason)
        select id, ${from}::order_status, ${to}::order_status, ${ORDER_ACTORS[actor]}, ${extra.reason ?? null} from moved
      )
      select id from moved`),
  );
  if (moved.length === 0) return false;
  const event: NewEvent<'order.status-changed'> = {
    type: 'order.status-changed',
    marketId: order.marketId,
    entityId: order.code,
    data: { orderCode: order.code, from, to, actor: actorOf(actor), reason: extra.reason ?? null },
  };
  await recordEvents(tx, [event, ...more]);
  return true;
}

/**
 * The buyer's, the marketplace's and the carrier's order moves (PLATFORM_MOVES), each in one
 * transaction with its history row and event; and the automatic purchase confirmation.
 */
export function createMoveService(db: Db) {
  /** The order by code, locked for this transaction; 404 when there is none. */
  async function lockOrder(tx: Tx, code: string) {
    const [order] = await tx
      .select({
        id: orders.id,
        code: orders.code,
        marketId: orders.marketId,
        status: orders.status,
        productCode: orders.productCode,
        productOptions: orders.productOptions,
        productCount: orders.productCount,
      })
      .from(orders)
      .where(eq(orders.code, code))
      .for('update');
    if (!order) throw fail(404, 'ORDER_NOT_FOUND', 'platform.orderNotFound', { code });
    return order;
  }

  /** Puts a line's units back on its combination (the one whose names the order shows), when it still exists. */
  async function restock(
    tx: Tx,
    order: { marketId: number; productCode: string; productOptions: string; productCount: number },
  ) {
    const union = await tx
      .select({ id: productOptionUnions.id, productId: productOptionUnions.productId })
      .from(productOptionUnions)
      .innerJoin(products, eq(products.id, productOptionUnions.productId))
      .where(
        and(
          eq(products.marketId, order.marketId),
          eq(products.code, order.productCode),
          sql`array_to_string(array(select jsonb_array_elements_text(${productOptionUnions.names})), ' / ') = ${order.productOptions}`,
        ),
      )
      .limit(1);
    if (!union[0]) return null;
    await tx
      .update(productOptionUnions)
      .set({ stocks: sql`${productOptionUnions.stocks} + ${order.productCount}`, updatedAt: new Date() })
      .where(eq(productOptionUnions.id, union[0].id));
    return union[0].productId;
  }

  /**
   * One move of one order. `allowed(marketId)` refuses (403) an order of a market the caller may not
   * touch. An order already where the move leads is answered as it is (a retry); any other status is
   * a 409 naming it.
   */
  async function move(
    code: string,
    name: PlatformMove,
    input: MoveInput,
    allowed: (marketId: number) => void,
  ): Promise<MoveAnswer> {
    const rule = PLATFORM_MOVES[name];
    if (rule.reason && !input.reason && !input.reasonCode) throw badRequest('platform.reasonRequired');
    const photos = input.photos ?? [];
    if (photos.length > CLAIM_PHOTOS_MAX) throw badRequest('claim.tooManyPhotos');
    const notHttps = photos.find((url) => !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(url));
    if (notHttps !== undefined) throw badRequest('claim.photoNotHttps', { url: notHttps.slice(0, 100) });
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, code);
      allowed(order.marketId);
      if (order.status === rule.to) return { orderCode: code, status: order.status, from: null };
      if (order.status !== rule.from)
        throw fail(409, 'WRONG_STATUS', 'platform.wrongState', {
          status: ORDER_STATUS_LABELS[order.status],
          action: name,
          from: ORDER_STATUS_LABELS[rule.from],
        });
      // A request's reason: the text sent, or the code's name; its code: the one sent, or the text's.
      const reasonCode = input.reasonCode ?? (input.reason ? (CLAIM_REASON_OF_TEXT[input.reason] ?? null) : null);
      const reason = input.reason ?? (input.reasonCode ? labels.claim.reasons[input.reasonCode] : undefined);
      const extra = rule.reason ? { reason, detailReason: input.detailReason ?? '' } : {};
      if (completesClaim(rule.from, rule.to)) await assertNotHeld(tx, [order.id]);
      // Stock before the order's move: combination rows are locked before the order day counter the
      // move's trigger updates, in the order a purchase takes them (intake.ts: the lock order).
      const putBack = name === 'payment-cancelled' || (name === 'payment-refunded' && input.restock === true);
      const productId = putBack ? await restock(tx, order) : null;
      const more = productId === null ? [] : await stockEvent(tx, order.marketId, productId);
      await moveOrder(tx, order, rule.from, rule.to, rule.actor, extra, more);
      const kind = rule.reason ? claimKindOf(rule.to) : null;
      if (kind)
        await openClaims(tx, eq(orders.id, order.id), kind, {
          reasonCode,
          photos: kind === 'CANCEL' ? [] : photos,
          pickupAddress: kind !== 'CANCEL' && input.pickupAddress ? { address2: '', ...input.pickupAddress } : null,
        });
      return { orderCode: code, status: rule.to, from: rule.from };
    });
  }

  return {
    move,

    /** The carrier's delivery, by order code or by carrier and tracking number (an order in 배송중). */
    async delivered(
      target: { orderCode?: string; carrier?: string; trackingNumber?: string },
      allowed: (marketId: number) => void,
      markets: number[] | null,
    ): Promise<MoveAnswer> {
      if (target.orderCode) return move(target.orderCode, 'delivered', {}, allowed);
      if (!target.carrier || !target.trackingNumber) throw badRequest('platform.deliveredTarget');
      const carrier = carrierName(target.carrier);
      if (!carrier) throw badRequest('platform.unknownCarrier', { carrier: target.carrier });
      const tracking = normalizeTrackingNumber(target.trackingNumber);
      const found = await db
        .select({ code: orders.code, marketId: orders.marketId, status: orders.status })
        .from(orders)
        .where(
          and(
            eq(orders.deliveryName, carrier),
            eq(orders.deliveryCode, tracking),
            markets
              ? sql`${orders.marketId} in (select jsonb_array_elements_text(${JSON.stringify(markets)}::jsonb)::bigint)`
              : undefined,
          ),
        );
      const inTransit = found.filter((o) => o.status === 'TRANSIT');
      const candidates = inTransit.length > 0 ? inTransit : found;
      if (candidates.length === 0) throw fail(404, 'ORDER_NOT_FOUND', 'platform.trackingNotFound');
      // One parcel may carry several lines of one purchase: each is delivered.
      let answer: MoveAnswer | null = null;
      for (const order of candidates) answer = await move(order.code, 'delivered', {}, allowed);
      return answer!;
    },

    /** Days after delivery until a market's purchases confirm themselves. */
    async autoConfirmDays(marketId: number) {
      const [row] = await db
        .select({ days: platformMarketSettings.autoConfirmDays })
        .from(platformMarketSettings)
        .where(eq(platformMarketSettings.marketId, marketId));
      return row?.days ?? PLATFORM_LIMITS.autoConfirmDaysDefault;
    },

    async setAutoConfirmDays(marketId: number, days: number) {
      await db
        .insert(platformMarketSettings)
        .values({ marketId, autoConfirmDays: days })
        .onConflictDoUpdate({
          target: platformMarketSettings.marketId,
          set: { autoConfirmDays: days, updatedAt: new Date() },
        });
    },

    /**
     * Confirms every purchase delivered longer ago than its market's days (시스템 as the actor), in
     * batches of `batch`, each order in its own compare-and-set: safe to run on several instances at
     * once (a row another run holds is skipped). Answers how many were confirmed.
     */
    async autoConfirm(batch = 200): Promise<number> {
      let confirmed = 0;
      for (;;) {
        const due = await db.transaction(async (tx) => {
          const rows = rowsOf<{ id: number; code: string; market_id: number }>(
            await tx.execute(sql`
              select o.id, o.code, o.market_id from orders o
              left join platform_market_settings s on s.market_id = o.market_id
              where o.status = 'DELIVERED'
                and o.delivered_at <= now() - make_interval(days => coalesce(s.auto_confirm_days, ${PLATFORM_LIMITS.autoConfirmDaysDefault}))
              order by o.delivered_at, o.id
              limit ${batch}
              for update of o skip locked`),
          );
          for (const row of rows)
            await moveOrder(
              tx,
              { id: Number(row.id), code: row.code, marketId: Number(row.market_id) },
              'DELIVERED',
              'CONFIRMED',
              'system',
            );
          return rows.length;
        });
        confirmed += due;
        if (due < batch) return confirmed;
      }
    },
  };
}

export type MoveService = ReturnType<typeof createMoveService>;
