import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { STALE_VERSION_CODE } from '@seller/domain';
import { fail } from './errors.ts';

/** Someone else saved first: 409 with the message that says so; the caller's transaction writes nothing. */
export const staleVersion = () => fail(409, STALE_VERSION_CODE, 'common.staleVersion');

/**
 * Compare-and-set of a row's version, inside the caller's transaction: bumps the version column
 * (`version` unless named) by one where
 * `where` holds and, when the caller names a version, only if it is still that one. Answers the new
 * version; a row that matched `where` but not the version throws 409 (so the transaction rolls back).
 * Without a version the bump always happens, so tabs holding the old version learn of this save.
 * The caller has already found the row (404 is its own check).
 */
export async function bumpVersion(
  tx: Db | Tx,
  table: PgTable,
  where: SQL,
  expected: number | undefined,
  key: 'version' | 'deliveriesVersion' = 'version',
): Promise<number> {
  const column = (table as unknown as Record<string, PgColumn | undefined>)[key];
  if (!column) throw new Error(`${key} is not a column of this table`);
  const rows = (await tx
    .update(table)
    .set({ [key]: sql`${column} + 1` } as never)
    .where(and(where, expected === undefined ? undefined : eq(column, expected)))
    .returning({ version: column })) as { version: number }[];
  if (!rows[0]) throw staleVersion();
  return rows[0].version;
}
