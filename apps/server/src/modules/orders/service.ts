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
  type Order,
  type OrderDetail,
  type OrderListQuery,
  type OrderStatus,
} from '@seller/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, JsonTransfer, Tx } from '../../db/client.ts';
import { orderDayCounts, orderHistory, orders } from '../../db/schema/index.ts';
import { badRequest, conflict, fail, notFound } from '../../lib/errors.ts';
import { createOrderLineCache } from './line-cache.ts';
import { orderJson } from './order-json.ts';
import { counted, counterConditions, deepPageIds, deepPageStatementName, type DeepPageShape } from './counters.ts';
import { orderSearchWhere, paidRange, type Search } from './search.ts';

export interface Actor {
  marketId: number;
  loginId: string;
}

/** Newest payment first; id breaks ties. Every list, cursor and export uses this order. */
const NEWEST_FIRST = [desc(orders.paidAt), desc(orders.id)];

/**
 * Orders strictly after order `id` in NEWEST_FIRST order (keyset). The position is read in SQL, so
 * the database's microseconds are compared, not a JavaScript Date's milliseconds.
 */
const afterCursor = (id: number): SQL =>
  sql`(${orders.paidAt}, ${orders.id}) < (select c.paid_at, c.id from orders c where c.id = ${id})`;

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

const hasKeyword = (query: Search) => !!(query.orderCode || query.userName || query.userContact);

export interface OrderServiceOptions {
  /** From this offset on, page mode finds the page's first day from the counters (tests lower it). */
  seekFromOffset?: number;
  /** How order JSON comes from the database (`Database.jsonTransfer`); text works on every driver. */
  jsonTransfer?: JsonTransfer;
}

/** Line JSON kept per service: at about 1 KB a line, the busiest pages of many sellers. */
const ORDER_LINE_CACHE_BYTES = 24 * 2 ** 20;

/** An order of a page and its row version (`xmin`: every committed change of the row replaces it). */
interface Line {
  id: number;
  version: string;
}
const rowVersion = sql<string>`${orders}.xmin::text`;
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
/** A JSON array of JSON values given as bytes. */
const jsonArray = (values: Buffer[]) =>
  Buffer.concat([OPEN, ...values.flatMap((v, i) => (i > 0 ? [COMMA, v] : [v])), CLOSE]);

export function createOrderService(db: Db, options: OrderServiceOptions = {}) {
  const seekFromOffset = options.seekFromOffset ?? 500;
  /** Lines kept between answers, per service. */
  const cache = createOrderLineCache(ORDER_LINE_CACHE_BYTES);

  /**
   * Counts without a keyword (screens, dashboard cards) add up the per-day counters the database
   * keeps; a keyword search is selective and counts the orders themselves.
   */
  async function count_(marketId: number, query: Search): Promise<number> {
    if (!hasKeyword(query)) {
      const [row] = await db
        .select({ n: sql<string | number>`coalesce(sum(${counted(query.orderStatusList)}), 0)` })
        .from(orderDayCounts)
        .where(and(...counterConditions(marketId, query.startDate, query.endDate)));
      return Number(row?.n ?? 0);
    }
    const [row] = await db.select({ n: count() }).from(orders).where(orderSearchWhere(marketId, query));
    return row?.n ?? 0;
  }

  /** A cursor must be an order of the seller's market. */
  async function checkCursor(marketId: number, cursor: number) {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.marketId, marketId), eq(orders.id, cursor)));
    if (!row) throw badRequest('common.badRequest');
    return cursor;
  }

  /** The ids of one keyset batch after order `after` (or the first), as a subquery. */
  function batchIds(marketId: number, query: Search, size: number, after?: number) {
    const where = orderSearchWhere(marketId, query);
    return db
      .select({ id: orders.id })
      .from(orders)
      .where(after !== undefined ? and(where, afterCursor(after)) : where)
      .orderBy(...NEWEST_FIRST)
      .limit(size);
  }

  /**
   * The orders of an id subquery in NEWEST_FIRST order, each with its row version. The subquery
   * reads the index only; this fetches the page's rows by id (a deferred join).
   */
  function linesOf(ids: SQLWrapper) {
    return db
      .select({ id: orders.id, version: rowVersion })
      .from(orders)
      .where(sql`${orders.id} in (${ids})`)
      .orderBy(...NEWEST_FIRST);
  }

  /**
   * Each order's JSON (UTF-8 bytes) with the row version it was built from. With `bytes` the
   * database hands them over as bytea, so the server neither decodes nor re-encodes Korean text on
   * its way to the response. Prepared once: the statement never changes, and planning the JSON cost
   * the database more than building it.
   */
  const transfer = options.jsonTransfer ?? 'text';
  const jsonByIds = db
    .select({
      id: orders.id,
      version: rowVersion,
      json:
        transfer === 'bytes'
          ? sql<Uint8Array>`convert_to(${orderJson}::text, 'UTF8')`
          : sql<Uint8Array | string>`${orderJson}::text`,
    })
    .from(orders)
    .where(sql`${orders.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare(`order_json_by_ids_${transfer}`); // a name is one statement text per connection
  async function jsonOf(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await jsonByIds.execute({ ids: `{${ids.join(',')}}` });
    return rows.map(({ id, version, json }) => ({
      id,
      version,
      json: typeof json === 'string' ? Buffer.from(json) : Buffer.from(json.buffer, json.byteOffset, json.byteLength),
    }));
  }

  /** The JSON of each line, from the cache when its version is there, else built and kept. */
  async function linesJson(lines: Line[]): Promise<Buffer[]> {
    const found = new Map<number, Buffer>();
    const missing: number[] = [];
    for (const line of lines) {
      const json = cache.get(line.id, line.version);
      if (json) found.set(line.id, json);
      else missing.push(line.id);
    }
    for (const row of await jsonOf(missing)) {
      cache.set(row.id, row.version, row.json);
      found.set(row.id, row.json);
    }
    return lines.flatMap((line) => found.get(line.id) ?? []); // orders are never deleted, but if one were
  }

  /**
   * The lines of a page. Page mode reads only ids through the index to skip `offset` rows (the
   * page's rows are then fetched by id), so deep pages do not read the skipped rows themselves.
   * Deep pages of a search without keyword go further (`deepPage`).
   */
  async function pageLines(marketId: number, query: Search, pageNumber: number, size: number): Promise<Line[]> {
    const offset = (pageNumber - 1) * size;
    if (offset < seekFromOffset || hasKeyword(query)) {
      return linesOf(
        db
          .select({ id: orders.id })
          .from(orders)
          .where(orderSearchWhere(marketId, query))
          .orderBy(...NEWEST_FIRST)
          .limit(size)
          .offset(offset),
      );
    }
    const shape = { statuses: query.orderStatusList ?? [], startDay: !!query.startDate, endDay: !!query.endDate, size };
    return deepPage(shape).execute({
      marketId,
      ...paidRange(query),
      startDay: query.startDate,
      endDay: query.endDate,
      offset,
    });
  }

  const prepareDeepPage = (shape: DeepPageShape, name: string) => linesOf(deepPageIds(shape)).prepare(name);
  /** Deep page statements of the screens' searches, prepared once per shape. */
  const deepPages = new Map<string, ReturnType<typeof prepareDeepPage>>();
  function deepPage(shape: DeepPageShape) {
    const name = deepPageStatementName(shape);
    if (!name) return prepareDeepPage(shape, ''); // unnamed: sent as any query is
    let statement = deepPages.get(name);
    if (!statement) {
      statement = prepareDeepPage(shape, name);
      deepPages.set(name, statement);
    }
    return statement;
  }

  return {
    count: count_,

    /**
     * A page or a cursor batch as the response's JSON (UTF-8 bytes): the lines' JSON, built by the
     * database or kept from an earlier answer, between the two ends of the answer.
     */
    async list(marketId: number, query: OrderListQuery): Promise<Buffer> {
      const { page: pageNumber, size, cursor, marketId: _m, ...search } = query;
      const lines =
        cursor !== undefined
          ? await linesOf(batchIds(marketId, search, size, await checkCursor(marketId, cursor)))
          : await pageLines(marketId, search, pageNumber ?? 1, size);
      const nextCursor = lines.length === size ? lines.at(-1)!.id : null;
      return Buffer.concat([
        Buffer.from('{"orders":'),
        jsonArray(await linesJson(lines)),
        Buffer.from(`,"nextCursor":${nextCursor}}`),
      ]);
    },

    /** Every order of a search in NEWEST_FIRST order, one keyset batch at a time (exports, not cached). */
    async *stream(marketId: number, query: Search, batchSize: number): AsyncGenerator<Order[]> {
      let after: number | undefined;
      for (;;) {
        const ids = (await batchIds(marketId, query, batchSize, after)).map((r) => r.id);
        const json = new Map((await jsonOf(ids)).map((r) => [r.id, r.json]));
        if (ids.length > 0) yield JSON.parse(jsonArray(ids.map((id) => json.get(id)!)).toString('utf8')) as Order[];
        if (ids.length < batchSize) return;
        after = ids.at(-1)!;
      }
    },

    async detail(marketId: number, code: string): Promise<OrderDetail> {
      const [row] = await db
        .select({ id: orders.id, json: sql<string>`${orderJson}::text` })
        .from(orders)
        .where(and(eq(orders.marketId, marketId), eq(orders.code, code)));
      if (!row) throw notFound();
      const history = await db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, row.id))
        .orderBy(asc(orderHistory.changedAt), asc(orderHistory.id));
      return {
        ...(JSON.parse(row.json) as Order),
        history: history.map((h) => ({
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          actor: h.actor,
          reason: h.reason,
          changedAt: h.changedAt.toISOString(),
        })),
      };
    },

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

export type OrderService = ReturnType<typeof createOrderService>;
