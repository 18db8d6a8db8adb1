import type { Order, OrderDetail, OrderList, OrderListQuery, OrderStatus } from '@seller/domain';
import type { JsonBytes } from '../../lib/json-bytes.ts';
import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { hotStatement, type Db, type HotStatement, type LineJson } from '../../db/client.ts';
import { orderClaims, orderDayCounts, orderHistory, orders } from '../../db/schema/index.ts';
import { claimView, delayLine, isDelayed } from '../claims/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createOrderLineCache } from './line-cache.ts';
import { orderColumns, orderFromColumns, orderJson } from './order-json.ts';
import {
  counted,
  counterConditions,
  deepPageIds,
  pageStatementName,
  type DeepPageShape,
  type PageKind,
} from './counters.ts';
import {
  claimFiltered,
  keywordsOf,
  orderSearchWhere,
  paidRange,
  searchWhere,
  type Bound,
  type Search,
} from './search.ts';

/** Newest payment first; id breaks ties. Every list, cursor and export uses this order. */
const NEWEST_FIRST = [desc(orders.paidAt), desc(orders.id)];

/**
 * Orders strictly after order `id` in NEWEST_FIRST order (keyset), when it is an order of the market
 * (else none), and paid before `paidTo` (ISO text) when given. The position is read in SQL, so the
 * database's microseconds are compared, not a JavaScript Date's milliseconds. One row comparison
 * holds both upper bounds: the cursor's position or, when that is not before the period's end,
 * (`paidTo`, 0), as ids are positive. With the period's end as a bound of its own besides, PGlite's
 * PostgreSQL 18 began its index scan at the period's end and read every newer order again on each
 * batch (50,000 orders deep, 3.3 ms before its first row against 1.6 ms); PostgreSQL 15 begins at the
 * cursor either way. The search's own WHERE then leaves the period's end out (`periodEnd: false`).
 */
function afterCursor(marketId: Bound<number>, id: Bound<number>, paidTo?: Bound<string>): SQL {
  const position =
    paidTo === undefined
      ? sql`c.paid_at, c.id`
      : sql`case when c.paid_at < ${paidTo} then c.paid_at else ${paidTo} end, case when c.paid_at < ${paidTo} then c.id else 0 end`;
  return sql`(${orders.paidAt}, ${orders.id}) < (select ${position} from orders c where c.id = ${id} and c.market_id = ${marketId})`;
}

/**
 * A selection (an export of chosen codes) or a deadline filter (the orders still to dispatch near or
 * past their deadline: few, read through their own partial index): its values are written into its
 * statements, built once a call. Every other search goes through a statement kept per shape, its
 * values bound (`pageStatement`).
 */
const isSelection = (query: Search) =>
  query.orderCodes !== undefined || query.deadline !== undefined || claimFiltered(query);

/** The statuses whose lists carry each row's claim (`claims` of the answer). */
const CLAIM_LIST_STATUSES = new Set<string>([
  'CANCELING1',
  'CANCELING2',
  'EXCHANGING1',
  'EXCHANGING2',
  'REFUNDING1',
  'REFUNDING2',
]);

/** Earliest deadline first (the 기한 임박 / 기한 초과 lists), then the list's own order. */
const DEADLINE_FIRST = [sql`${orders.dispatchDue} asc nulls last`, ...NEWEST_FIRST];

export interface OrderReadOptions {
  /** From this offset on, page mode finds the page's first day from the counters (tests lower it). */
  seekFromOffset?: number;
  /** Where a line's JSON is built (`Database.lineJson`); both work on every driver. */
  lineJson?: LineJson;
  /** How an export reads the database (EXPORT_READS by database; tests lower the sizes). */
  exportReads?: ExportReads;
  /** Whether other calls are in progress on the server now (`Activity.busy`); never when not given. */
  serverBusy?: () => boolean;
}

/** How an export reads orders from the database. */
export interface ExportReads {
  /** Orders' JSON read at a time. */
  rows: number;
  /** The same while other calls are in progress on the server. */
  busyRows: number;
}

/**
 * How an export reads, by database: one read at a time, each sent when the one before is in. A read
 * sent ahead took a connection and a core from other calls on PostgreSQL, and on PGlite, which runs
 * every read on the server's thread, it only made other calls' queries queue behind it; the export
 * itself was no quicker for it (docs/benchmarks.md, orders). node-postgres parses an answer on the
 * server's thread in one go as it arrives: 1,000 orders (1 MB of JSON) held the thread about 15 ms, and
 * on PGlite a call that arrives during a read waits for it to end: 1,000 orders took tens of
 * milliseconds there (other calls' p99 during an export 11× their p99 without). So reads are small,
 * and on PGlite smaller still while other calls are in progress (alone, larger reads cost less in all).
 */
export const EXPORT_READS = {
  postgres: { rows: 100, busyRows: 100 },
  pglite: { rows: 100, busyRows: 50 },
} as const satisfies Record<string, ExportReads>;
/** Line JSON kept per service: at about 1 KB a line, the busiest pages of many sellers. */
const ORDER_LINE_CACHE_BYTES = 24 * 2 ** 20;

/** An order of a page and its row version (`xmin`: every committed change of the row replaces it). */
interface Line {
  id: number;
  version: string;
}
const rowVersion = sql<string>`${orders}.xmin::text`;
/** Lines from a statement's rows (id, row version); the id comes as text or a number, by driver. */
const lineRows = (rows: unknown[][]): Line[] =>
  rows.map(([id, version]) => ({ id: Number(id), version: String(version) }));
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
/** The list answer's fields, named from the contract: a field renamed, added or dropped there fails here. */
const LIST_FIELDS = { orders: 'orders', nextCursor: 'nextCursor', claims: 'claims' } as const satisfies {
  [K in keyof OrderList]-?: K;
};
const LIST_OPEN = Buffer.from(`{"${LIST_FIELDS.orders}":[`);
/** One order's claim as a list shows it. */
type ListedClaim = NonNullable<OrderList['claims']>[number];

/** A list's answer: `{"orders":[…]` with the lines' JSON, then the next cursor, in one copy. */
function jsonAnswer(
  lines: Buffer[],
  nextCursor: OrderList['nextCursor'],
  claims?: OrderList['claims'],
): JsonBytes<OrderList> {
  const parts: Buffer[] = [LIST_OPEN];
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) parts.push(COMMA);
    parts.push(lines[i]!);
  }
  const claimsPart = claims ? `,"${LIST_FIELDS.claims}":${JSON.stringify(claims)}` : '';
  parts.push(CLOSE, Buffer.from(`,"${LIST_FIELDS.nextCursor}":${JSON.stringify(nextCursor)}${claimsPart}}`));
  return Buffer.concat(parts);
}

/** The order reads: lists (with the line cache), counts (with the per-day counters), exports and the detail. */
export function createOrderReads(db: Db, options: OrderReadOptions = {}) {
  const seekFromOffset = options.seekFromOffset ?? 500;
  const exportReads = options.exportReads ?? EXPORT_READS.postgres;
  const serverBusy = options.serverBusy ?? (() => false);
  /** Lines kept between answers, per service. */
  const cache = createOrderLineCache(ORDER_LINE_CACHE_BYTES);

  /**
   * Counts without a keyword (screens, dashboard cards) add up the per-day counters the database
   * keeps; a keyword search is selective and counts the orders themselves, through the index of its
   * keyword (which carries the payment time and the status). Both through a statement kept per shape
   * (`countQuery`), as the pages are.
   */
  async function count_(marketId: number, search: Search): Promise<number> {
    const query = await withDelayLine(marketId, search);
    if (isSelection(query)) {
      const [row] = await db.select({ n: count() }).from(orders).where(orderSearchWhere(marketId, query));
      return row?.n ?? 0;
    }
    const [row] = await pageStatement('count', shapeOf(query, 0)).rows(boundSearch(marketId, query));
    return Number(row?.[0] ?? 0);
  }

  /** The count statement of a shape: the counters' sum without a keyword, else the orders' count. */
  function countQuery(shape: DeepPageShape) {
    if (shape.keywords?.length) return db.select({ n: count() }).from(orders).where(boundWhere(shape));
    const bound = sql.placeholder;
    const counters = counterConditions(
      bound('marketId'),
      shape.startDay ? bound('startDay') : undefined,
      shape.endDay ? bound('endDay') : undefined,
    );
    return db
      .select({ n: sql<string | number>`coalesce(sum(${counted(shape.statuses)}), 0)` })
      .from(orderDayCounts)
      .where(and(...counters));
  }

  /** A cursor must be an order of the seller's market. */
  const cursorOrder = hotStatement(
    db,
    'order_cursor_check',
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.marketId, sql.placeholder('marketId')), eq(orders.id, sql.placeholder('cursor')))),
  );
  async function checkCursor(marketId: number, cursor: number) {
    if ((await cursorOrder.rows({ marketId, cursor })).length === 0) throw badRequest('common.badRequest');
  }

  /** The WHERE of a search with its values inline; with `after`, of the orders after that order (`afterCursor`). */
  function inlineWhere(marketId: number, query: Search, after?: Bound<number>): SQL {
    if (after === undefined) return orderSearchWhere(marketId, query);
    const paidTo = paidRange(query)?.paidTo.toISOString();
    return and(orderSearchWhere(marketId, query, { periodEnd: false }), afterCursor(marketId, after, paidTo))!;
  }

  /** The ids of one keyset batch after order `after` (or the first), as a subquery. */
  function batchIds(marketId: number, query: Search, size: number, after?: number) {
    return db
      .select({ id: orders.id })
      .from(orders)
      .where(inlineWhere(marketId, query, after))
      .orderBy(...NEWEST_FIRST)
      .limit(size);
  }

  /**
   * The orders of an id subquery in NEWEST_FIRST order, each with its row version. The subquery
   * reads the index only; this fetches the page's rows by id (a deferred join).
   */
  function linesOf(ids: SQLWrapper, order: SQL[] = NEWEST_FIRST) {
    return db
      .select({ id: orders.id, version: rowVersion })
      .from(orders)
      .where(sql`${orders.id} in (${ids})`)
      .orderBy(...order);
  }

  /**
   * Rows of the given orders: id, row version, then the line as `lineJson` says (order-json.ts): its
   * JSON text, built by the database, or its columns. Prepared once: the statement never changes,
   * and planning the JSON cost the database more than building it.
   */
  const lineJson = options.lineJson ?? 'database';
  const line = lineJson === 'database' ? { json: sql`${orderJson}::text` } : orderColumns;
  const lineRowsById = hotStatement(
    db,
    `order_lines_by_ids_${lineJson}`, // a name is one statement text per connection
    db
      .select({ id: orders.id, version: rowVersion, ...line })
      .from(orders)
      .where(sql`${orders.id} = any(${sql.placeholder('ids')}::bigint[])`),
  );
  const readLines = async (ids: number[]) => (ids.length === 0 ? [] : lineRowsById.rows({ ids: `{${ids.join(',')}}` }));
  /** A row's order line as an object, and as JSON (UTF-8 bytes). */
  const [orderOf, jsonOf] =
    lineJson === 'database'
      ? [(row: unknown[]) => JSON.parse(row[2] as string) as Order, (row: unknown[]) => Buffer.from(row[2] as string)]
      : [
          (row: unknown[]) => orderFromColumns(row, 2),
          (row: unknown[]) => Buffer.from(JSON.stringify(orderFromColumns(row, 2))),
        ];

  /** The JSON of each line, from the cache when its version is there, else built and kept. */
  async function linesJson(lines: Line[]): Promise<Buffer[]> {
    const json: (Buffer | undefined)[] = lines.map((line) => cache.get(line.id, line.version));
    const missing = lines.filter((_, i) => !json[i]).map((line) => line.id);
    if (missing.length === 0) return json as Buffer[]; // a page seen before: every line kept
    const built = new Map<number, Buffer>();
    for (const row of await readLines(missing)) {
      const [id, json] = [Number(row[0]), jsonOf(row)];
      cache.set(id, String(row[1]), json);
      built.set(id, json);
    }
    // Orders are never deleted, but if one were it would be left out.
    return lines.flatMap((line, i) => json[i] ?? built.get(line.id) ?? []);
  }

  /**
   * The lines of a page. Page mode reads only ids through the index to skip `offset` rows (the
   * page's rows are then fetched by id), so deep pages do not read the skipped rows themselves.
   * Deep pages of a search without keyword go further (`deepPageIds`).
   */
  async function pageLines(
    marketId: number,
    query: Search,
    pageNumber: number,
    size: number,
    byDeadline = false,
  ): Promise<Line[]> {
    const offset = (pageNumber - 1) * size;
    if (isSelection(query) || byDeadline) {
      const order = byDeadline ? DEADLINE_FIRST : NEWEST_FIRST;
      const ids = db
        .select({ id: orders.id })
        .from(orders)
        .where(orderSearchWhere(marketId, query))
        .orderBy(...order)
        .limit(size)
        .offset(offset);
      return lineRows(await hotStatement(db, '', linesOf(ids, order)).rows({}));
    }
    const shape = shapeOf(query, size);
    // A keyword search's pages skip through its keyword's index (the counters count no keyword).
    const statement = pageStatement(offset < seekFromOffset || shape.keywords.length ? 'first' : 'deep', shape);
    return lineRows(await statement.rows({ ...boundSearch(marketId, query), offset }));
  }

  /**
   * The lines of a cursor batch: the orders after the cursor, which must be an order of the seller's
   * market. A cursor of another market (or none) selects no order, so the cursor is only looked up
   * when a batch comes short: the end of the list, or a cursor that is refused.
   */
  async function cursorLines(marketId: number, query: Search, size: number, cursor: number): Promise<Line[]> {
    const lines = isSelection(query)
      ? lineRows(await hotStatement(db, '', linesOf(batchIds(marketId, query, size, cursor))).rows({}))
      : lineRows(await pageStatement('cursor', shapeOf(query, size)).rows({ ...boundSearch(marketId, query), cursor }));
    if (lines.length < size) await checkCursor(marketId, cursor);
    return lines;
  }

  /** What the statement of a search depends on (its values are bound per call). */
  const shapeOf = (query: Search, size: number) => ({
    statuses: query.orderStatusList ?? [],
    startDay: !!query.startDate,
    endDay: !!query.endDate,
    size,
    keywords: keywordsOf(query),
  });
  /** A search's values for its statement; instants as ISO text (node-postgres formats a Date slowly). */
  const boundSearch = (marketId: number, query: Search) => ({
    marketId,
    ...paidText(query.startDate, query.endDate),
    startDay: query.startDate,
    endDay: query.endDate,
    orderCode: query.orderCode,
    userName: query.userName,
    userContact: query.userContact,
  });
  /** The instants of the periods searched lately, as ISO text (a seller searches the same period again and again). */
  const periods = new Map<string, { paidFrom?: string; paidTo?: string }>();
  function paidText(startDate: string | undefined, endDate: string | undefined) {
    const key = `${startDate}/${endDate}`;
    let text = periods.get(key);
    if (!text) {
      const range = paidRange({ startDate, endDate });
      text = { paidFrom: range?.paidFrom.toISOString(), paidTo: range?.paidTo.toISOString() };
      if (periods.size >= 1000) periods.clear(); // any calendar days may be asked: kept bounded
      periods.set(key, text);
    }
    return text;
  }

  /**
   * The WHERE of a search, its values bound per call (`marketId`, the keywords, `paidFrom`,
   * `paidTo`); with `after`, of the orders after order `cursor` (`afterCursor`).
   */
  function boundWhere(shape: DeepPageShape, after = false): SQL {
    const bound = sql.placeholder;
    const range = shape.startDay || shape.endDay;
    const keywords = Object.fromEntries((shape.keywords ?? []).map((k) => [k, bound(k)]));
    const where = searchWhere({
      marketId: bound('marketId'),
      ...keywords,
      statuses: shape.statuses,
      ...(range && { paidFrom: bound('paidFrom'), ...(!after && { paidTo: bound('paidTo') }) }),
    });
    if (!after) return where;
    return and(where, afterCursor(bound('marketId'), bound('cursor'), range ? bound('paidTo') : undefined))!;
  }

  /**
   * The ids of a page near the top (`first`: the index skips `offset` rows) or of a cursor batch
   * (`cursor`) of a search. Its values are bound per call (`boundWhere`, and
   * `offset` or `cursor`), like a deep page's.
   */
  function indexPageIds(kind: 'first' | 'cursor', shape: DeepPageShape) {
    const ids = db
      .select({ id: orders.id })
      .from(orders)
      .where(boundWhere(shape, kind === 'cursor'))
      .orderBy(...NEWEST_FIRST)
      .limit(shape.size);
    return kind === 'cursor' ? ids : ids.offset(sql.placeholder('offset'));
  }

  /**
   * An export's read of the orders `where` selects (a search's, or those after an order of it):
   * `size` orders in NEWEST_FIRST order, each with its row version and line, in one statement that
   * reads the index in the list's order and each row as it comes to it.
   */
  function exportLines(where: SQL, size: number) {
    return db
      .select({ id: orders.id, version: rowVersion, ...line })
      .from(orders)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(size);
  }

  /**
   * Reads of an export's search (`exportLines`): `size` orders after order `after` (`exportAfter`),
   * or from the first (`export`). A search reads through the page statements (named per shape, its
   * values bound); a selection's codes are written into its statements, built once an export.
   */
  function exportRead(marketId: number, query: Search): (size: number, after?: number) => Promise<unknown[][]> {
    const kindOf = (after?: number) => (after === undefined ? 'export' : 'exportAfter');
    if (!isSelection(query)) {
      const values = boundSearch(marketId, query);
      return (size, after) => pageStatement(kindOf(after), shapeOf(query, size)).rows({ ...values, cursor: after });
    }
    const built = new Map<string, HotStatement>();
    return (size, after) => {
      const kind = kindOf(after);
      let statement = built.get(`${kind}/${size}`);
      if (!statement) {
        const where = inlineWhere(marketId, query, kind === 'exportAfter' ? sql.placeholder('cursor') : undefined);
        statement = hotStatement(db, '', exportLines(where, size));
        built.set(`${kind}/${size}`, statement);
      }
      return statement.rows({ cursor: after });
    };
  }

  /** The query of a page statement of the given kind and shape, its values bound per call. */
  function pageQuery(kind: PageKind, shape: DeepPageShape) {
    switch (kind) {
      case 'deep':
        return linesOf(deepPageIds(shape));
      case 'first':
      case 'cursor':
        return linesOf(indexPageIds(kind, shape));
      case 'export':
      case 'exportAfter':
        return exportLines(boundWhere(shape, kind === 'exportAfter'), shape.size);
      case 'count':
        return countQuery(shape);
    }
  }
  /**
   * The name a page statement is kept under (`pageStatementName`), or none. An export's statement
   * holds the lines, whose text depends on where they are built: its name says where, as two
   * services on one pool may build them each its own way.
   */
  function statementName(kind: PageKind, shape: DeepPageShape) {
    const name = pageStatementName(kind, shape);
    return name && (kind === 'export' || kind === 'exportAfter') ? `${name}_${lineJson}` : name;
  }
  /**
   * Page statements of the screens' searches, built once per shape and sent named: a call binds its
   * values to the kept statement (neither Drizzle nor the database builds it again).
   */
  const pageStatements = new Map<string, HotStatement>();
  /** The statements by the shape as a call writes it (statuses in its order): found without naming or building it again. */
  const asWritten = new Map<string, HotStatement>();
  function pageStatement(kind: PageKind, shape: DeepPageShape) {
    const written = `${kind}/${shape.statuses.join(',')}/${shape.startDay}/${shape.endDay}/${shape.size}/${shape.keywords?.join(',')}`;
    const known = asWritten.get(written);
    if (known) return known;
    const name = statementName(kind, shape);
    let statement = name ? pageStatements.get(name) : undefined;
    if (!statement) {
      statement = hotStatement(db, name, pageQuery(kind, shape)); // unnamed: sent as any query is, built once
      if (name) pageStatements.set(name, statement);
    }
    if (asWritten.size >= 1000) asWritten.clear(); // statuses may come in any order: kept bounded
    asWritten.set(written, statement);
    return statement;
  }

  /** A 처리 지연 search with the market's line today (its days off count). */
  async function withDelayLine(marketId: number, query: Search): Promise<Search> {
    return query.claimState === 'delayed' ? { ...query, delayLine: await delayLine(db, marketId) } : query;
  }

  /** The claims of some orders of a market: order id, its status, reason, photo count, pickup status and day, hold. */
  const claimRows = hotStatement(
    db,
    'order_claims_of_lines',
    db
      .select({
        orderId: orderClaims.orderId,
        status: orders.status,
        reasonCode: orderClaims.reasonCode,
        photoCount: sql<number>`jsonb_array_length(${orderClaims.photos})`,
        pickupStatus: orderClaims.pickupStatus,
        pickupDoneAt: orderClaims.pickupDoneAt,
        holdReason: orderClaims.holdReason,
      })
      .from(orderClaims)
      .innerJoin(orders, eq(orders.id, orderClaims.orderId))
      .where(
        and(
          eq(orderClaims.marketId, sql.placeholder('marketId')),
          sql`${orderClaims.orderId} = any(${sql.placeholder('ids')}::bigint[])`,
        ),
      ),
  );

  /** Each listed order's claim, on lists of claim statuses (rows without a claim left out). */
  async function claimsOf(marketId: number, query: Search, lines: Line[]): Promise<OrderList['claims']> {
    if (!query.orderStatusList?.some((s) => CLAIM_LIST_STATUSES.has(s))) return undefined;
    if (lines.length === 0) return [];
    const rows = await claimRows.rows({ marketId, ids: `{${lines.map((l) => l.id).join(',')}}` });
    const line = rows.some((r) => r[5]) ? await delayLine(db, marketId) : new Date(0);
    return rows.map(([orderId, status, reasonCode, photoCount, pickupStatus, pickupDoneAt, holdReason]) => {
      const pickup = { pickupStatus, pickupDoneAt } as Parameters<typeof isDelayed>[0];
      return {
        orderId: Number(orderId),
        reasonCode: reasonCode as ListedClaim['reasonCode'],
        photoCount: Number(photoCount),
        pickupStatus: pickup.pickupStatus,
        held: holdReason !== null,
        delayed: isDelayed(pickup, status as OrderStatus, line),
      };
    });
  }

  return {
    count: count_,

    /**
     * A page or a cursor batch as the response's JSON (UTF-8 bytes): the lines' JSON, built by the
     * database or kept from an earlier answer, between the two ends of the answer.
     */
    async list(marketId: number, query: OrderListQuery): Promise<JsonBytes<OrderList>> {
      const { page: pageNumber, size, cursor, sort, marketId: _m, ...asked } = query;
      const search = await withDelayLine(marketId, asked);
      const lines =
        cursor !== undefined
          ? await cursorLines(marketId, search, size, cursor)
          : await pageLines(marketId, search, pageNumber ?? 1, size, sort === 'deadline');
      const nextCursor = lines.length === size ? lines.at(-1)!.id : null;
      return jsonAnswer(await linesJson(lines), nextCursor, await claimsOf(marketId, search, lines));
    },

    /**
     * Every order of a search in NEWEST_FIRST order, `batchSize` at a time (exports; not through the
     * line cache, which a large export would empty). A read at a time (`exportRead`), smaller while
     * the server is busy (`exportReads`), each from the orders after the last one read.
     */
    async *stream(marketId: number, search: Search, batchSize: number): AsyncGenerator<Order[]> {
      const read = exportRead(marketId, await withDelayLine(marketId, search));
      let after: number | undefined;
      for (;;) {
        const size = serverBusy() ? exportReads.busyRows : exportReads.rows;
        const rows = await read(size, after);
        const items = rows.map(orderOf);
        for (let i = 0; i < items.length; i += batchSize) yield items.slice(i, i + batchSize);
        if (rows.length < size) return;
        after = items.at(-1)!.id;
      }
    },

    /** The ids and codes of every order of a search (an export's access-log row names them). */
    async idsOf(marketId: number, search: Search): Promise<{ id: number; code: string }[]> {
      const query = await withDelayLine(marketId, search);
      return db
        .select({ id: orders.id, code: orders.code })
        .from(orders)
        .where(orderSearchWhere(marketId, query))
        .orderBy(...NEWEST_FIRST);
    },

    async detail(marketId: number, code: string): Promise<OrderDetail> {
      const [found] = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.marketId, marketId), eq(orders.code, code)));
      const [row] = found ? await readLines([found.id]) : [];
      if (!found || !row) throw notFound();
      const history = await db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, found.id))
        .orderBy(asc(orderHistory.changedAt), asc(orderHistory.id));
      const [claim] = await db.select().from(orderClaims).where(eq(orderClaims.orderId, found.id));
      return {
        claim: claim ? claimView(claim, found.status, await delayLine(db, marketId)) : null,
        ...orderOf(row),
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
