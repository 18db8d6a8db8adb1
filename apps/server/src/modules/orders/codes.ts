import { codesForMessage, type MessageKey } from '@seller/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { inList } from '../../lib/in-list.ts';

/** `code in (…)` over a JSON array: one parameter whatever the number of codes. */
export const codeIn = (codes: readonly string[]) => inList(orders.code, codes);

/**
 * Refuses a call whole (404 ORDER_NOT_FOUND, naming them) when some of the codes it was sent are not
 * among those found in the seller's market: another market's order is not found, never shown.
 */
export function refuseMissing(sent: readonly string[], found: Iterable<string>, key: MessageKey) {
  const have = new Set(found);
  const missing = sent.filter((code) => !have.has(code));
  if (missing.length > 0) throw fail(404, 'ORDER_NOT_FOUND', key, { codes: codesForMessage(missing) });
}

/** The codes of a selection, each once; 404 when any is not an order of the seller's market. */
export async function selectedCodes(db: Db, marketId: number, sent: readonly string[], key: MessageKey) {
  const codes = [...new Set(sent)];
  const rows = await db
    .select({ code: orders.code })
    .from(orders)
    .where(and(eq(orders.marketId, marketId), codeIn(codes)));
  refuseMissing(
    codes,
    rows.map((row) => row.code),
    key,
  );
  return codes;
}
