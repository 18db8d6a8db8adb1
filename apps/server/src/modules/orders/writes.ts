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
  DELIVERY_EDITABLE_STATUSES,
  DELIVERY_FEE_REFUND_MARKET,
  message,
  needsReason,
  normalizeTrackingNumber,
  ORDER_STATUS_LABELS,
  sameParcelAddress,
  SCAN_TO_SHIP_STATUS,
  stampedField,
  type BulkResult,
  type CancelWithDeliveryFeeBody,
  type ChangeDeliveryBody,
  type ChangeDeliveryResult,
  type ChangeStatusBody,
  type ChangeStatusStepsBody,
  type DeliveriesBody,
  type DeliveriesResult,
  type MessageKey,
  type OrderStatus,
  type ParcelAddress,
  type UndoDeliveryBody,
  type UndoDeliveryResult,
  CLAIM_REASON_OF_TEXT,
  completesClaim,
} from '@seller/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest, conflict, fail, notFound } from '../../lib/errors.ts';
import { recordEvents, sellerActor, statusEvents, type NewEvent } from '../events/index.ts';
import { inList } from '../../lib/in-list.ts';
import { codeIn } from './codes.ts';
import { settleRefunds } from './refund-money.ts';
import { assertNotHeld, claimKindOf, openClaims } from '../claims/index.ts';

export interface Actor {
  marketId: number;
  loginId: string;
}

export function transitionError(from: OrderStatus, to: OrderStatus) {
  return conflict('order.transitionNotAllowed', { from: ORDER_STATUS_LABELS[from], to: ORDER_STATUS_LABELS[to] });
}

/** Rows of a statement run through `db.execute` (`.rows` on both drivers). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Moves the seller's given orders from `from` to `to` if and only if they are still in `from`
 * (compare-and-set), stamps the entered status's time, sets the refund's delivery-fee flag when
 * asked and writes one history row each, all in one statement (atomic by itself). Answers the codes
 * that moved.
 */
async function moveOrders(
  db: Db | Tx,
  actor: Actor,
  codes: string[],
  from: OrderStatus,
  to: OrderStatus,
  extra: { reason?: string; detailReason?: string; cancelWithDeliveryFee?: boolean } = {},
): Promise<Set<string>> {
  const stamp = stampedField(from, to);
  const set = [sql`status = ${to}::order_status`, sql`updated_at = now()`];
  if (stamp) set.push(sql`${sql.identifier(orders[stamp].name)} = now()`);
  if (extra.reason !== undefined) set.push(sql`reason = ${extra.reason}`);
  if (extra.detailReason !== undefined) set.push(sql`detail_reason = ${extra.detailReason}`);
  if (extra.cancelWithDeliveryFee !== undefined)
    set.push(sql`cancel_with_delivery_fee = ${extra.cancelWithDeliveryFee}`);
  const result = await db.execute(sql`
    with moved as (
      update orders set ${sql.join(set, sql`, `)}
      where market_id = ${actor.marketId} and status = ${from}::order_status
        and ${codeIn(codes)}
      returning id, code
    ), history as (
      insert into order_history (order_id, from_status, to_status, actor, reason)
      select id, ${from}::order_status, ${to}::order_status, ${actor.loginId}, ${extra.reason ?? null} from moved order by id
    )
    select code from moved`);
  return new Set(rowsOf<{ code: string }>(result).map((r) => r.code));
}

/** Compare-and-set rounds of a delivery write before an order that keeps moving is given up. */
const WRITE_ROUNDS = 3;

/** Delivery info to write on an order read in `status`. */
export interface DeliveryWrite {
  id: number;
  status: OrderStatus;
  type: string;
  name: string;
  code: string;
}

/** The steps of every status delivery info can be saved in (PAID → PACKAGING → TRANSIT, …). */
const DELIVERY_STEPS = DELIVERY_EDITABLE_STATUSES.flatMap((start) =>
  deliveryPath(start).map((to, i, path) => ({ start, from: i === 0 ? start : path[i - 1]!, to })),
);

/** `case <old status> when <start> then <value> … else <otherwise> end` over the editable statuses. */
function byStartStatus(value: (start: OrderStatus) => SQL | null, otherwise: SQL): SQL {
  const whens = DELIVERY_EDITABLE_STATUSES.flatMap((start) => {
    const v = value(start);
    return v ? [sql`when ${start}::order_status then ${v}`] : [];
  });
  return whens.length ? sql`case o.status ${sql.join(whens, sql` `)} else ${otherwise} end` : otherwise;
}

/**
 * The delivery info of many orders in one statement: a compare-and-set UPDATE writes each order's
 * info, walks it to the end of its delivery path and stamps each step's time, for the orders still
 * in the status they were read in; the same statement inserts a history row per step of the orders
 * that moved. Answers the ids written; the others changed meanwhile and were left alone.
 */
export async function writeDeliveries(db: Db | Tx, actor: Actor, items: DeliveryWrite[]): Promise<Set<number>> {
  if (items.length === 0) return new Set();
  const stamps = [...new Set(DELIVERY_STEPS.map((s) => stampedField(s.from, s.to)).filter((f) => f !== null))];
  const set = [
    sql`delivery_type = t.type`,
    sql`delivery_name = t.name`,
    sql`delivery_code = t.code`,
    sql`updated_at = now()`,
    sql`status = ${byStartStatus(
      (start) => {
        const path = deliveryPath(start);
        return path.length ? sql`${path.at(-1)!}::order_status` : null;
      },
      sql`o.status`,
    )}`,
    ...stamps.map((field) => {
      const column = sql.identifier(orders[field].name);
      const stamped = (start: OrderStatus) =>
        DELIVERY_STEPS.some((s) => s.start === start && stampedField(s.from, s.to) === field) ? sql`now()` : null;
      return sql`${column} = ${byStartStatus(stamped, sql`o.${column}`)}`;
    }),
  ];
  const steps = sql.join(
    DELIVERY_STEPS.map((s, i) => sql`(${s.start}::order_status, ${i}, ${s.from}::order_status, ${s.to}::order_status)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with moved as (
      update orders o set ${sql.join(set, sql`, `)}
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
        as t(id bigint, status order_status, type text, name text, code text)
      where o.id = t.id and o.market_id = ${actor.marketId} and o.status = t.status
      returning o.id, t.status as start
    ), history as (
      insert into order_history (order_id, from_status, to_status, actor, reason)
      select moved.id, s.from_status, s.to_status, ${actor.loginId}, null
      from moved join (values ${steps}) as s(start, step, from_status, to_status) on s.start = moved.start
      order by moved.id, s.step
    )
    select id from moved`);
  return new Set(rowsOf<{ id: string | number }>(result).map((r) => Number(r.id)));
}

/**
 * The events of delivery info written on one order: a status change per step it walked (as its
 * history rows), and the tracking change unless the same carrier and number were saved again.
 */
function deliveryEvents(
  actor: Actor,
  orderCode: string,
  write: DeliveryWrite,
  before: { deliveryName: string | null; deliveryCode: string | null },
): NewEvent[] {
  const path = deliveryPath(write.status);
  const steps = path.flatMap((to, i) =>
    statusEvents(actor.marketId, actor.loginId, [orderCode], i === 0 ? write.status : path[i - 1]!, to, null),
  );
  if (before.deliveryName === write.name && before.deliveryCode === write.code) return steps;
  const tracking: NewEvent<'order.tracking-changed'> = {
    type: 'order.tracking-changed',
    marketId: actor.marketId,
    entityId: orderCode,
    data: {
      orderCode,
      change: before.deliveryCode === null ? 'set' : 'changed',
      status: path.at(-1) ?? write.status,
      delivery: {
        type: write.type,
        carrierName: write.name,
        carrierCode: carrierCode(write.name) ?? null,
        trackingNumber: write.code,
      },
      actor: sellerActor(actor.loginId),
    },
  };
  return [...steps, tracking];
}

/** The columns of an order that say where its parcel goes. */
export const parcelColumns = {
  recipientName: orders.recipientName,
  recipientContact: orders.recipientContact,
  postcode: orders.postcode,
  address1: orders.address1,
  address2: orders.address2,
};

/** A delivery write about to be made, with where its parcel goes (the tracking-in-use rule). */
export interface TrackedWrite extends DeliveryWrite {
  orderCode: string;
  address: ParcelAddress;
}

/** Advisory lock class of delivery writes: one market's checks and writes of tracking numbers run one at a time. */
const DELIVERY_WRITE_LOCK = 7_201;

/**
 * Runs `work` in a transaction holding the market's delivery-write lock, so the tracking-in-use check
 * and the write it allows cannot interleave with another request's (two scans of one label at once).
 */
export function withDeliveryLock<T>(db: Db, marketId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DELIVERY_WRITE_LOCK}::int, ${marketId}::int)`);
    return work(tx);
  });
}

/** An order as a delivery write reads it: its status, the delivery info it holds and where its parcel goes. */
export interface StoredOrder {
  id: number;
  code: string;
  status: OrderStatus;
  deliveryName: string | null;
  deliveryCode: string | null;
  address: ParcelAddress;
}

/**
 * What a round of delivery writes reads, in one statement: the seller's orders of these codes, and
 * every order of the market that holds one of these tracking numbers (an order can be both).
 */
export async function readForDeliveries(
  q: Db | Tx,
  marketId: number,
  codes: string[],
  trackingNumbers: string[],
): Promise<{ byCode: Map<string, StoredOrder>; holders: StoredOrder[] }> {
  const columns = {
    id: orders.id,
    code: orders.code,
    status: orders.status,
    deliveryName: orders.deliveryName,
    deliveryCode: orders.deliveryCode,
    ...parcelColumns,
  };
  const found = await q
    .select({ byCode: sql<boolean>`true`, ...columns })
    .from(orders)
    .where(and(eq(orders.marketId, marketId), codeIn(codes)))
    .unionAll(
      q
        .select({ byCode: sql<boolean>`false`, ...columns })
        .from(orders)
        .where(and(eq(orders.marketId, marketId), inList(orders.deliveryCode, [...new Set(trackingNumbers)]))),
    );
  const byCode = new Map<string, StoredOrder>();
  const holders: StoredOrder[] = [];
  for (const { byCode: wanted, id, code, status, deliveryName, deliveryCode, ...address } of found) {
    const order = { id, code, status, deliveryName, deliveryCode, address };
    if (wanted) byCode.set(code, order);
    else holders.push(order);
  }
  holders.sort((a, b) => a.id - b.id);
  return { byCode, holders };
}

/**
 * The tracking-in-use rule (ours; spec 02 is silent): a carrier's tracking number names one parcel, so
 * a write is refused when another order of the market already carries the same carrier and number to
 * another recipient or address — an order in the database (`stored`, as `readForDeliveries` found
 * them), or a write earlier in the same batch. Lines to the same recipient and address may share a
 * number (packed together). Answers, per refused write's position in `writes`, the order code that
 * holds the number.
 */
export function trackingHolders(stored: StoredOrder[], writes: TrackedWrite[]): Map<number, string> {
  const refused = new Map<number, string>();
  const parcel = (name: string, code: string) => `${name}\u0000${code}`;
  const holders = new Map<string, { id: number; orderCode: string; address: ParcelAddress }[]>();
  const hold = (key: string, holder: { id: number; orderCode: string; address: ParcelAddress }) => {
    const list = holders.get(key);
    if (list) list.push(holder);
    else holders.set(key, [holder]);
  };
  // An order of the batch holds what the batch gives it, not what it had.
  const written = new Set(writes.map((w) => w.id));
  for (const o of stored)
    if (o.deliveryName !== null && o.deliveryCode !== null && !written.has(o.id))
      hold(parcel(o.deliveryName, o.deliveryCode), { id: o.id, orderCode: o.code, address: o.address });
  writes.forEach((write, i) => {
    const key = parcel(write.name, write.code);
    const holder = holders.get(key)?.find((h) => h.id !== write.id && !sameParcelAddress(h.address, write.address));
    if (holder) refused.set(i, holder.orderCode);
    else hold(key, { id: write.id, orderCode: write.orderCode, address: write.address });
  });
  return refused;
}

/** The order writes: status transitions, the delivery-fee flag, delivery info (one or a spreadsheet's batch). */
export function createOrderWrites(db: Db) {
  /**
   * `change-status/steps`: every step is checked first (a move outside the table is 409, a missing
   * reason or a fee flag where it does not apply 400, and nothing moves); then all steps move in
   * one transaction, so a failure in a later step leaves the earlier ones unmoved too. The
   * delivery-fee flag (market 160's refund) is set in the same statement as the move.
   */
  async function changeStatusSteps(actor: Actor, body: ChangeStatusStepsBody): Promise<BulkResult> {
    const fee = body.cancelWithDeliveryFee;
    for (const { currentStatus: from, nextStatus: to } of body.steps) {
      if (!canTransition(from, to)) throw transitionError(from, to);
      if (needsReason(to) && !body.reason) throw badRequest('order.reasonRequired');
      if (needsReason(to) && !body.detailReason) throw badRequest('order.detailReasonRequired');
      if (fee !== undefined && actor.marketId !== DELIVERY_FEE_REFUND_MARKET)
        throw fail(403, 'FEATURE_NOT_AVAILABLE', 'order.deliveryFeeMarketOnly');
      if (fee !== undefined && from !== 'REFUNDING1') throw badRequest('order.notRefundRequest');
    }
    const codes = [...new Set(body.steps.flatMap((s) => s.orderCodes))];
    // Every step and its events in one transaction, the events last (recordEvents holds the outbox lock).
    const updated = await db.transaction(async (tx) => {
      const moved = new Set<string>();
      const events: NewEvent[] = [];
      for (const { orderCodes, currentStatus: from, nextStatus: to } of body.steps) {
        const extra = needsReason(to) ? { reason: body.reason, detailReason: body.detailReason } : {};
        const stepCodes = [...new Set(orderCodes)];
        const mine = and(eq(orders.marketId, actor.marketId), codeIn(stepCodes))!;
        // A held claim (보류) is not completed: the whole change is refused, naming the held orders.
        if (completesClaim(from, to))
          await assertNotHeld(
            tx,
            (
              await tx
                .select({ id: orders.id })
                .from(orders)
                .where(and(mine, eq(orders.status, from)))
            ).map((o) => o.id),
          );
        const done = await moveOrders(tx, actor, stepCodes, from, to, {
          ...extra,
          cancelWithDeliveryFee: fee,
        });
        // The seller's own request (취소·교환·환불 요청) opens its claim, with the code of its reason.
        const kind = needsReason(to) ? claimKindOf(to) : null;
        if (kind && done.size > 0)
          await openClaims(tx, and(eq(orders.marketId, actor.marketId), codeIn([...done]))!, kind, {
            reasonCode: (body.reason && CLAIM_REASON_OF_TEXT[body.reason]) || null,
          });
        for (const code of done) moved.add(code);
        const stepEvents = statusEvents(actor.marketId, actor.loginId, done, from, to, extra.reason ?? null);
        if (from === 'REFUNDING1' && to === 'REFUNDING2') {
          // The refund's money goes with the move, as the order detail's 환불 처리 sends it (issue 36 §4).
          const money = await settleRefunds(tx, actor.marketId, [...done]);
          events.push(...stepEvents.map((e) => ({ ...e, data: { ...e.data, refund: money.get(e.data.orderCode) } })));
        } else events.push(...stepEvents);
      }
      await recordEvents(tx, events);
      return moved;
    });
    const refusedCodes = codes.filter((c) => !updated.has(c));
    return { success: refusedCodes.length === 0, updatedCodes: codes.filter((c) => updated.has(c)), refusedCodes };
  }

  return {
    /**
     * `change-status`: a transition outside the table is refused whole (409); otherwise, in one
     * transaction, exactly the seller's orders still in `currentStatus` move. Orders that are
     * unknown, of another market or no longer in `currentStatus` are reported as refused.
     */
    async changeStatus(actor: Actor, body: ChangeStatusBody): Promise<BulkResult> {
      const { orderCodes, currentStatus, nextStatus, ...rest } = body;
      return changeStatusSteps(actor, { steps: [{ orderCodes, currentStatus, nextStatus }], ...rest });
    },

    changeStatusSteps,

    /**
     * Market 160's "delivery fee included in refund" flag. Only refund requests (REFUNDING1) of the
     * seller's market change; the others are refused.
     */
    async cancelWithDeliveryFee(actor: Actor, body: CancelWithDeliveryFeeBody): Promise<BulkResult> {
      if (actor.marketId !== DELIVERY_FEE_REFUND_MARKET)
        throw fail(403, 'FEATURE_NOT_AVAILABLE', 'order.deliveryFeeMarketOnly');
      const wanted = new Map(body.map((r) => [r.orderDetailCode, r.cancelWithDeliveryFee]));
      const refundRequest: OrderStatus = 'REFUNDING1';
      // One statement over the rows as a set: each refund request gets its own value (in a transaction
      // for the activity row that records it).
      const result = await db.transaction((tx) =>
        tx.execute(sql`
        update orders o set cancel_with_delivery_fee = t.value, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify([...wanted].map(([code, value]) => ({ code, value })))}::jsonb)
          as t(code text, value boolean)
        where o.market_id = ${actor.marketId} and o.code = t.code and o.status = ${refundRequest}::order_status
        returning o.code`),
      );
      const updated = new Set(rowsOf<{ code: string }>(result).map((r) => r.code));
      const codes = [...wanted.keys()];
      const refusedCodes = codes.filter((c) => !updated.has(c));
      return { success: refusedCodes.length === 0, updatedCodes: codes.filter((c) => updated.has(c)), refusedCodes };
    },

    /**
     * Saves one order's delivery info; a product-preparing or delivery-preparing order moves on to
     * in delivery in the same transaction, one history row per step.
     */
    async changeDelivery(actor: Actor, body: ChangeDeliveryBody): Promise<ChangeDeliveryResult> {
      const info = { type: body.deliveryType, name: body.deliveryName, code: body.deliveryCode };
      return withDeliveryLock(db, actor.marketId, async (tx) => {
        // Compare-and-set: an order that moved between the read and the write is read again.
        for (let round = 0; round < WRITE_ROUNDS; round++) {
          const { byCode, holders } = await readForDeliveries(tx, actor.marketId, [body.orderCode], [info.code]);
          const order = byCode.get(body.orderCode);
          if (!order) throw notFound();
          if (!canSaveDelivery(order.status)) throw conflict('order.delivery.wrongTab');
          const { id, status, address } = order;
          const write = { id, status, ...info };
          const holder = trackingHolders(holders, [{ ...write, orderCode: body.orderCode, address }]).get(0);
          if (holder) throw conflict('order.delivery.trackingInUse', { code: holder });
          const written = await writeDeliveries(tx, actor, [write]);
          if (written.size === 1) {
            await recordEvents(tx, deliveryEvents(actor, body.orderCode, write, order));
            return {
              type: info.type,
              typeCode: deliveryTypeCode(info.type) ?? '',
              name: info.name,
              carrierCode: carrierCode(info.name) ?? '',
              code: info.code,
              status: deliveryPath(status).at(-1) ?? status,
            };
          }
        }
        throw conflict('order.delivery.saveFailed');
      });
    },

    /**
     * A batch of delivery info (the spreadsheet's rows, or one scan): each row succeeds or fails on its
     * own and the answer says which and why. Rows that pass are saved together in one transaction.
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
      let pending: number[] = [];
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
      await withDeliveryLock(db, actor.marketId, async (tx) => {
        const events: NewEvent[] = [];
        // Compare-and-set rounds: read the pending orders' statuses, write those that can take delivery
        // info in one set; an order that moved between the read and the write is read again next round.
        for (let round = 0; round < WRITE_ROUNDS && pending.length > 0; round++) {
          const { byCode, holders } = await readForDeliveries(
            tx,
            actor.marketId,
            pending.map((i) => rows[i]!.orderDetailCode),
            pending.map((i) => normalizeTrackingNumber(rows[i]!.deliveryCode)),
          );
          const candidates: { i: number; write: TrackedWrite }[] = [];
          for (const i of pending) {
            const row = rows[i]!;
            const order = byCode.get(row.orderDetailCode);
            if (!order) results[i]!.message = message('order.delivery.orderNotFound');
            else if (row.currentStatus && order.status !== row.currentStatus)
              results[i]!.message = message('order.delivery.notInStatus', {
                status: ORDER_STATUS_LABELS[row.currentStatus],
                current: ORDER_STATUS_LABELS[order.status],
              });
            else if (!canSaveDelivery(order.status)) results[i]!.message = message('order.delivery.wrongTab');
            else {
              const { id, code, status, address } = order;
              candidates.push({
                i,
                write: {
                  id,
                  status,
                  orderCode: code,
                  address,
                  type: deliveryTypeName(row.deliveryType) ?? DEFAULT_DELIVERY_TYPE,
                  name: results[i]!.deliveryName,
                  code: normalizeTrackingNumber(row.deliveryCode),
                },
              });
            }
          }
          const refused = trackingHolders(
            holders,
            candidates.map((c) => c.write),
          );
          const writes = new Map<number, DeliveryWrite>();
          candidates.forEach(({ i, write: { orderCode: _, address: __, ...write } }, k) => {
            const holder = refused.get(k);
            if (holder) results[i]!.message = message('order.delivery.trackingInUse', { code: holder });
            else writes.set(i, write);
          });
          const written = await writeDeliveries(tx, actor, [...writes.values()]);
          pending = [];
          for (const [i, write] of writes) {
            const code = rows[i]!.orderDetailCode;
            if (written.has(write.id)) {
              results[i]!.success = true;
              events.push(...deliveryEvents(actor, code, write, byCode.get(code)!));
            } else pending.push(i);
          }
        }
        await recordEvents(tx, events);
      });
      for (const i of pending) results[i]!.message = message('order.delivery.saveFailed');
      const succeeded = results.filter((r) => r.success).length;
      return { success: succeeded === rows.length, succeeded, failed: rows.length - succeeded, results };
    },

    /**
     * Takes back a delivery save (scan-to-ship's undo): only while the order is still in delivery with
     * exactly this carrier and tracking number, it returns to delivery preparing, loses its delivery
     * info and in-delivery time, and gets a history row — one compare-and-set statement. Another
     * market's or an unknown order is 404; an order that changed since is 409.
     */
    async undoDelivery(actor: Actor, body: UndoDeliveryBody): Promise<UndoDeliveryResult> {
      const from: OrderStatus = 'TRANSIT';
      const to = SCAN_TO_SHIP_STATUS;
      const reason = message('order.delivery.undoReason');
      const undone = await db.transaction(async (tx) => {
        const result = await tx.execute(sql`
        with undone as (
          update orders set status = ${to}::order_status, delivery_type = null, delivery_name = null,
            delivery_code = null, transit_at = null, updated_at = now()
          where market_id = ${actor.marketId} and code = ${body.orderCode} and status = ${from}::order_status
            and delivery_name = ${body.deliveryName} and delivery_code = ${body.deliveryCode}
          returning id
        ), history as (
          insert into order_history (order_id, from_status, to_status, actor, reason)
          select id, ${from}::order_status, ${to}::order_status, ${actor.loginId}, ${reason}
          from undone
        )
        select id from undone`);
        if (rowsOf(result).length !== 1) return false;
        const orderCode = body.orderCode;
        await recordEvents(tx, [
          ...statusEvents(actor.marketId, actor.loginId, [orderCode], from, to, reason),
          {
            type: 'order.tracking-changed',
            marketId: actor.marketId,
            entityId: orderCode,
            data: { orderCode, change: 'undone', status: to, delivery: null, actor: sellerActor(actor.loginId) },
          },
        ]);
        return true;
      });
      if (undone) return { orderCode: body.orderCode, status: to };
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.marketId, actor.marketId), eq(orders.code, body.orderCode)));
      if (!order) throw notFound();
      throw conflict('order.delivery.undoStale');
    },

    /** Which of these codes are the seller's orders, with their status (spreadsheet preview). */
    async statusesOf(marketId: number, codes: string[]): Promise<Map<string, OrderStatus>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: orders.code, status: orders.status })
        .from(orders)
        .where(and(eq(orders.marketId, marketId), codeIn(codes)));
      return new Map(rows.map((r) => [r.code, r.status]));
    },
  };
}

export type OrderWrites = ReturnType<typeof createOrderWrites>;
