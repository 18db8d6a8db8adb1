import { ORDER_SCREENS, ORDER_STATUSES, PAGE_SIZES, type OrderStatus } from '@seller/domain';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { orderDayCounts, orders } from '../../db/schema/index.ts';
import { inEnumOrder, searchWhere, type Bound, type Keyword } from './search.ts';

/**
 * Reading the per-day counters (`order_day_counts`, rows per market and Seoul payment day (a slot each) with a
 * count column per status): counts without a keyword, and the seek of deep pages.
 */

/** The counters' rows of a search without keyword: the seller's market, in the period. */
export function counterConditions(marketId: Bound<number>, startDay?: Bound<string>, endDay?: Bound<string>): SQL[] {
  const conditions: SQL[] = [eq(orderDayCounts.marketId, marketId)];
  if (startDay) conditions.push(gte(orderDayCounts.paidDay, startDay));
  if (endDay) conditions.push(lte(orderDayCounts.paidDay, endDay));
  return conditions;
}

/** A counters row's count of the searched statuses (of every status when none is searched). */
export function counted(statuses: readonly OrderStatus[] | undefined): SQL {
  const searched = statuses?.length ? inEnumOrder(statuses) : ORDER_STATUSES;
  return sql.join(
    searched.map((status) => sql`${orderDayCounts[status]}`),
    sql` + `,
  );
}

/**
 * What the statement of a page or count depends on: the searched statuses, which ends of the period
 * are given, which keyword fields (none for a deep page) and the page size (0 for a count). The
 * market, the period, the keywords and the offset are bound per call (`marketId`, `paidFrom`,
 * `paidTo`, `startDay`, `endDay`, `orderCode`, `userName`, `userContact`, `offset`).
 */
export interface DeepPageShape {
  statuses: OrderStatus[];
  startDay: boolean;
  endDay: boolean;
  size: number;
  keywords?: readonly Keyword[];
}

const statusSetKey = (statuses: readonly OrderStatus[]) => inEnumOrder(statuses).join(',');
/** The status sets the screens search: a screen's list, one status of it, or none. */
const SCREEN_STATUS_SETS = new Set(['', ...ORDER_STATUSES, ...Object.values(ORDER_SCREENS).map(statusSetKey)]);
const SCREEN_PAGE_SIZES: readonly number[] = PAGE_SIZES;

/**
 * The name a deep page's statement is kept under, for the screens' searches and page sizes (a few
 * hundred shapes at most); empty for any other search, whose statement is sent unnamed. A name is
 * one statement text per connection: the text follows from the name's key alone (`inEnumOrder`), so
 * every service on a pool sends the same text under a name.
 */
export function deepPageStatementName(shape: DeepPageShape): string {
  return pageStatementName('deep', shape);
}

/**
 * The kinds of page statement: a deep page (`deepPageIds`), a page near the top (`first`: its offset
 * is read through the index), a cursor batch (`cursor`: the orders after a given one), an export's
 * reads of lines (`export`: the first; `exportAfter`: those after a given order), and the count.
 */
export type PageKind = 'deep' | 'first' | 'cursor' | 'export' | 'exportAfter' | 'count';

/** The name of a page statement of any kind (see `deepPageStatementName`). */
export function pageStatementName(kind: PageKind, shape: DeepPageShape): string {
  const statuses = statusSetKey(shape.statuses);
  if (!SCREEN_STATUS_SETS.has(statuses)) return '';
  if (kind === 'count' ? shape.size !== 0 : !SCREEN_PAGE_SIZES.includes(shape.size)) return '';
  const key = `${kind}/${statuses}/${shape.startDay}/${shape.endDay}/${shape.size}/${shape.keywords?.join(',') ?? ''}`;
  let name = statementNames.get(key);
  if (!name) {
    name = `order_${kind}_page_${createHash('sha1')
      .update(key.slice(kind.length + 1))
      .digest('hex')
      .slice(0, 16)}`;
    statementNames.set(key, name);
  }
  return name;
}
/** The names found so far, by shape (the screens' shapes only: a few hundred at most), so a call hashes nothing. */
const statementNames = new Map<string, string>();

/**
 * The ids of a deep page of a search without keyword, in NEWEST_FIRST order: the counters say on
 * which payment day the page starts and on which it ends, and how many orders are newer, so the
 * index is read between those two days only and skips at most one day's orders. Counters and
 * orders are read in one statement, so they agree. The searched statuses and the size are
 * constants of the statement: its generic plan then reads the right index and costs no more than a
 * planned one, so the database plans it once per connection.
 */
export function deepPageIds(shape: DeepPageShape): SQL {
  const bound = sql.placeholder;
  const range = shape.startDay || shape.endDay;
  const where = searchWhere({
    marketId: bound('marketId'),
    statuses: shape.statuses,
    ...(range && { paidFrom: bound('paidFrom'), paidTo: bound('paidTo') }),
  });
  const counters = counterConditions(
    bound('marketId'),
    shape.startDay ? bound('startDay') : undefined,
    shape.endDay ? bound('endDay') : undefined,
  );
  const offset = sql`${bound('offset')}::bigint`;
  const size = sql.raw(String(shape.size)); // an integer of the contract's range
  const seoulMidnight = (day: SQL) => sql`(${day})::timestamp at time zone 'Asia/Seoul'`;
  return sql`with days as (
      select ${orderDayCounts.paidDay} as paid_day, sum(${counted(shape.statuses)})::bigint as n from ${orderDayCounts}
      where ${and(...counters)}
      group by ${orderDayCounts.paidDay}
    ), c as (
      select paid_day, n, coalesce(sum(n) over (order by paid_day desc rows between unbounded preceding and 1 preceding), 0)::bigint as newer from days
    ), first_day as (
      select paid_day, newer from c where newer <= ${offset} and newer + n > ${offset}
    ), last_day as (
      select min(paid_day) as paid_day from c where newer < ${offset} + ${size}
    )
    select ${orders.id} from ${orders}
    where ${where}
      and ${orders.paidAt} < (select ${seoulMidnight(sql`paid_day + 1`)} from first_day)
      and ${orders.paidAt} >= (select ${seoulMidnight(sql`paid_day`)} from last_day)
    order by ${orders.paidAt} desc, ${orders.id} desc
    limit ${size} offset (${offset} - (select newer from first_day))`;
}
