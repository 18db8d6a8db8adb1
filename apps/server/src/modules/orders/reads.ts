import type { Order, OrderDetail, OrderListQuery } from '@seller/domain';
import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, JsonTransfer } from '../../db/client.ts';
import { orderDayCounts, orderHistory, orders } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createOrderLineCache } from './line-cache.ts';
import { orderJson } from './order-json.ts';
import { counted, counterConditions, deepPageIds, pageStatementName, type DeepPageShape } from './counters.ts';
import { orderSearchWhere, paidRange, searchWhere, type Search } from './search.ts';

/** Newest payment first; id breaks ties. Every list, cursor and export uses this order. */
const NEWEST_FIRST = [desc(orders.paidAt), desc(orders.id)];

/**
 * Orders strictly after order `id` in NEWEST_FIRST order (keyset). The position is read in SQL, so
 * the database's microseconds are compared, not a JavaScript Date's milliseconds.
 */
const afterCursor = (id: number): SQL =>
  sql`(${orders.paidAt}, ${orders.id}) < (select c.paid_at, c.id from orders c where c.id = ${id})`;

const hasKeyword = (query: Search) => !!(query.orderCode || query.orderCodes || query.userName || query.userContact);

export interface OrderReadOptions {
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

/** The order reads: lists (with the line cache), counts (with the per-day counters), exports and the detail. */
export function createOrderReads(db: Db, options: OrderReadOptions = {}) {
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
    if (hasKeyword(query)) {
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
    return pageStatement(offset < seekFromOffset ? 'first' : 'deep', shape).execute({
      marketId,
      ...paidRange(query),
      startDay: query.startDate,
      endDay: query.endDate,
      offset,
    });
  }

  /**
   * The ids of a page near the top of a search without keyword: the index skips `offset` rows. Its
   * values are bound per call (`marketId`, `paidFrom`, `paidTo`, `offset`), like a deep page's.
   */
  function firstPageIds(shape: DeepPageShape) {
    const bound = sql.placeholder;
    const range = shape.startDay || shape.endDay;
    return db
      .select({ id: orders.id })
      .from(orders)
      .where(
        searchWhere({
          marketId: bound('marketId'),
          statuses: shape.statuses,
          ...(range && { paidFrom: bound('paidFrom'), paidTo: bound('paidTo') }),
        }),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(shape.size)
      .offset(bound('offset'));
  }

  const preparePage = (kind: 'first' | 'deep', shape: DeepPageShape, name: string) =>
    linesOf(kind === 'first' ? firstPageIds(shape) : deepPageIds(shape)).prepare(name);
  /**
   * Page statements of the screens' searches, built and prepared once per shape: a call binds its
   * values and sends the kept statement (neither Drizzle nor the database builds it again).
   */
  const pageStatements = new Map<string, ReturnType<typeof preparePage>>();
  function pageStatement(kind: 'first' | 'deep', shape: DeepPageShape) {
    const name = pageStatementName(kind, shape);
    if (!name) return preparePage(kind, shape, ''); // unnamed: sent as any query is
    let statement = pageStatements.get(name);
    if (!statement) {
      statement = preparePage(kind, shape, name);
      pageStatements.set(name, statement);
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
          printed: h.printed,
        })),
      };
    },
  };
}

export type OrderReads = ReturnType<typeof createOrderReads>;
