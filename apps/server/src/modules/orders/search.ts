import { seoulDayRange, type OrderSearchQuery } from '@seller/domain';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/** The WHERE of every order search (list, count, export): always the seller's market first. */
export function orderSearchWhere(marketId: number, query: Omit<OrderSearchQuery, 'marketId'>): SQL {
  const conditions: SQL[] = [eq(orders.marketId, marketId)];
  if (query.orderCode) conditions.push(eq(orders.code, query.orderCode));
  if (query.userName) conditions.push(eq(orders.ordererName, query.userName));
  if (query.userContact) conditions.push(eq(orders.ordererContact, query.userContact));
  if (query.orderStatusList?.length) conditions.push(inArray(orders.status, query.orderStatusList));
  if (query.startDate || query.endDate) {
    const { from, to } = seoulDayRange(query.startDate ?? '2000-01-01', query.endDate ?? '2999-12-31');
    conditions.push(gte(orders.paidAt, from), lt(orders.paidAt, to));
  }
  return and(...conditions)!;
}
