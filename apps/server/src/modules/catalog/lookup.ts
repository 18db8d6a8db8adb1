import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, filters } from '../../db/schema/index.ts';

/** Filters of the catalogue plus those the given market added. */
export const filtersVisibleTo = (marketId: number) => or(isNull(filters.marketId), eq(filters.marketId, marketId))!;

export interface ResolvedCategory {
  id: number;
  main: string;
  /** null for a top category. */
  sub: string | null;
  /** null for a top category. */
  parentCategoryId: number | null;
}

/**
 * Category rows by id, for validating a product's `parentCategoryId` (a row with `sub` null) and
 * `childCategoryIds` (rows whose `parentCategoryId` is that top). Unknown ids are simply absent.
 */
export async function resolveCategories(db: Db | Tx, ids: readonly number[]): Promise<ResolvedCategory[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, main: categories.main, sub: categories.sub, parentCategoryId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
}

export interface ResolvedFilter {
  id: number;
  category: string;
  main: string;
  sub: string;
  value: string;
}

/** Filter rows by id that the market may use (catalogue values and its own); others are absent. */
export async function resolveFilters(db: Db | Tx, marketId: number, ids: readonly number[]): Promise<ResolvedFilter[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: filters.id, category: filters.category, main: filters.main, sub: filters.sub, value: filters.value })
    .from(filters)
    .where(and(inArray(filters.id, [...ids]), filtersVisibleTo(marketId)));
}
