import type { MessageKey } from '@seller/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { fail, notFound } from '../../lib/errors.ts';
import { bumpVersion, staleVersion } from '../../lib/versions.ts';
import { noteActivitySubjects } from '../activity-log/index.ts';

/** A failed rule of the save order: 422 with the rule's Korean message, nothing written. */
export const invalid = (key: MessageKey) => fail(422, 'INVALID_PRODUCT', key);

/** The market's product of this id or code, or 404 (another market's product is not found either). */
export async function findOwned(db: Db, marketId: number, where: { id?: number; code?: string }) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.marketId, marketId),
        where.id !== undefined ? eq(products.id, where.id) : eq(products.code, where.code!),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * Every step of a product's save (content, images, options, combinations, the product itself) bumps
 * the product's one version inside its transaction, compared with the version the client names (409
 * when someone else saved first). The screen passes each step's answer on to the next step, so two
 * tabs saving one product meet at their first step and the later one writes nothing.
 */
export async function bumpProductVersion(
  tx: Db | Tx,
  product: { id: number; code: string },
  expected: number | undefined,
): Promise<number> {
  const version = await bumpVersion(tx, products, eq(products.id, product.id), expected);
  // The call's activity row names the product, so the product screen finds who changed it.
  noteActivitySubjects([product.code]);
  return version;
}

/**
 * The early answer for a stale step, before its checks read someone else's saved state (which would
 * refuse it with a misleading 422). The compare-and-set in the step's transaction still decides.
 */
export function assertFreshVersion(product: { version: number }, expected: number | undefined) {
  if (expected !== undefined && product.version !== expected) throw staleVersion();
}
