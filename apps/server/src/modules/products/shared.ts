import type { MessageKey } from '@seller/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { fail, notFound } from '../../lib/errors.ts';

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
