import type { Db, Tx } from '../../db/client.ts';
import { resolveCategories, resolveFilters } from '../catalog/index.ts';

/** Sub categories by id with their top category id (top rows are left out). */
export async function lookupCategories(db: Db | Tx, ids: number[]) {
  return (await resolveCategories(db, ids)).filter((c): c is typeof c & { sub: string } => c.sub !== null);
}

/** A top category row by id, or undefined. */
export async function lookupTopCategory(db: Db | Tx, id: number) {
  const [row] = await resolveCategories(db, [id]);
  return row && row.sub === null ? row : undefined;
}

/** Filters by id visible to the market: catalogue values and the market's own. */
export const lookupFilters = resolveFilters;
