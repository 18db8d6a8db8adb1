import {
  CLAIM_PENDING_STATUSES,
  deadlineRange,
  ORDER_STATUSES,
  seoulDayRange,
  type OrderSearchQuery,
  type OrderStatus,
} from '@seller/domain';
import { and, eq, gte, lt, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { codeIn } from './codes.ts';

/** A search of a list, count or export; `orderCodes` narrows it to a selection (the selection export). */
export type Search = Omit<OrderSearchQuery, 'marketId'> & {
  orderCodes?: readonly string[];
  /** The market's 처리 지연 line (`delayLine` in claims/store.ts), read before a `claimState: delayed` search. */
  delayLine?: Date;
};

/** A condition's value: inline, or a placeholder a prepared statement fills per call. */
export type Bound<T> = T | Placeholder;

/** The keyword fields of a search (spec 02 §2.5), each an exact match, in one order. */
export const KEYWORDS = ['orderCode', 'userName', 'userContact'] as const;
export type Keyword = (typeof KEYWORDS)[number];
/** The keyword fields a search gives (a selection's codes aside). */
export const keywordsOf = (query: Search): Keyword[] => KEYWORDS.filter((k) => !!query[k]);

interface SearchConditions {
  marketId: Bound<number>;
  orderCode?: Bound<string>;
  /** One of these codes (a selection). */
  orderCodes?: readonly string[];
  userName?: Bound<string>;
  userContact?: Bound<string>;
  statuses?: readonly OrderStatus[];
  /** Paid at or after. */
  paidFrom?: Bound<Date>;
  /** Paid before. */
  paidTo?: Bound<Date>;
  /** Still to dispatch, due in this range of Seoul days (`deadlineRange`). */
  due?: { from?: string; to: string };
  /** Claims' filters (issue 36 §2, §6): their conditions on the order's claim row. */
  claim?: SQL[];
}

/** Searched statuses in one form: each once, in the enum's order (so equal searches write equal SQL). */
export const inEnumOrder = (statuses: readonly OrderStatus[]) => ORDER_STATUSES.filter((s) => statuses.includes(s));

/**
 * The searched statuses as a constant of the statement: the planner then knows how many orders
 * they are (which index to read), also in a prepared statement's generic plan.
 */
function statusIn(statuses: readonly OrderStatus[]): SQL {
  return sql`${orders.status} = any(${sql.raw(`'{${inEnumOrder(statuses).join(',')}}'`)}::order_status[])`;
}

/** The WHERE of every order search (list, count, export): always the seller's market first. */
export function searchWhere(c: SearchConditions): SQL {
  const conditions: SQL[] = [eq(orders.marketId, c.marketId)];
  if (c.orderCode !== undefined) conditions.push(eq(orders.code, c.orderCode));
  if (c.orderCodes !== undefined) conditions.push(codeIn(c.orderCodes));
  if (c.userName !== undefined) conditions.push(eq(orders.ordererName, c.userName));
  if (c.userContact !== undefined) conditions.push(eq(orders.ordererContact, c.userContact));
  if (c.statuses?.length) conditions.push(statusIn(c.statuses));
  if (c.paidFrom !== undefined) conditions.push(gte(orders.paidAt, c.paidFrom));
  if (c.paidTo !== undefined) conditions.push(lt(orders.paidAt, c.paidTo));
  if (c.due) {
    // The partial index orders_market_dispatch_due_idx holds exactly these statuses.
    conditions.push(sql`${orders.status} in ('PAID', 'PACKAGING')`, lte(orders.dispatchDue, c.due.to));
    if (c.due.from) conditions.push(gte(orders.dispatchDue, c.due.from));
  }
  if (c.claim) conditions.push(...c.claim);
  return and(...conditions)!;
}

/** The search's period as instants: from the start day's Seoul midnight to the end day's next one. */
export function paidRange(query: Search): { paidFrom: Date; paidTo: Date } | undefined {
  if (!query.startDate && !query.endDate) return undefined;
  const { from, to } = seoulDayRange(query.startDate ?? '2000-01-01', query.endDate ?? '2999-12-31');
  return { paidFrom: from, paidTo: to };
}

/**
 * The WHERE of a search with its values inline; `periodEnd: false` leaves out the period's end (for
 * the orders after a cursor, whose bound holds it: `afterCursor` in reads.ts).
 */
export function orderSearchWhere(marketId: number, query: Search, { periodEnd = true } = {}): SQL {
  const range = paidRange(query);
  return searchWhere({
    marketId,
    orderCode: query.orderCode || undefined,
    orderCodes: query.orderCodes,
    userName: query.userName || undefined,
    userContact: query.userContact || undefined,
    statuses: query.orderStatusList,
    paidFrom: range?.paidFrom,
    paidTo: periodEnd ? range?.paidTo : undefined,
    due: query.deadline ? deadlineRange(query.deadline) : undefined,
    claim: claimConditions(query),
  });
}

/** Whether a search filters by its claims (a selection: its conditions are written into the statement). */
export const claimFiltered = (query: Search) => query.pickupStatus !== undefined || query.claimState !== undefined;

/** The claim filters' conditions: the pickup status (NONE: no pickup yet), 처리 지연 or 보류. */
function claimConditions(query: Search): SQL[] | undefined {
  if (!claimFiltered(query)) return undefined;
  const conditions: SQL[] = [];
  const claim = (where: SQL) => sql`exists (select 1 from order_claims c where c.order_id = ${orders.id} and ${where})`;
  if (query.pickupStatus === 'NONE')
    conditions.push(
      sql`not exists (select 1 from order_claims c where c.order_id = ${orders.id} and c.pickup_status is not null)`,
    );
  else if (query.pickupStatus) conditions.push(claim(sql`c.pickup_status = ${query.pickupStatus}`));
  if (query.claimState === 'held') conditions.push(claim(sql`c.hold_reason is not null`));
  if (query.claimState === 'delayed') {
    if (!query.delayLine) throw new Error('a 처리 지연 search needs the market’s delay line');
    conditions.push(
      claim(sql`c.pickup_status = 'DONE' and c.pickup_done_at < ${query.delayLine.toISOString()}`),
      sql`${orders.status} = any('{${sql.raw(CLAIM_PENDING_STATUSES.join(','))}}'::order_status[])`,
    );
  }
  return conditions;
}
