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

/**
 * A delete that names the version it was shown (`If-Match`): the row goes only while it is still that
 * version, so a seller never deletes what another just saved. Answers whether a row of `where` was
 * deleted; a row that is there under another version throws 409, like an update's stale version.
 * The caller turns "nothing deleted" into its 404.
 */
export async function deleteAtVersion(
  tx: Db | Tx,
  table: PgTable,
  where: SQL,
  expected: number | undefined,
): Promise<boolean> {
  const column = (table as unknown as Record<string, PgColumn | undefined>).version;
  if (!column) throw new Error('version is not a column of this table');
  if (expected === undefined) return (await tx.delete(table).where(where).returning({ version: column })).length > 0;
  const deleted = await tx
    .delete(table)
    .where(and(where, eq(column, expected)))
    .returning({ version: column });
  if (deleted.length > 0) return true;
  const [present] = await tx.select({ version: column }).from(table).where(where);
  if (present) throw fail(409, STALE_VERSION_CODE, 'common.staleDelete');
  return false;
}
