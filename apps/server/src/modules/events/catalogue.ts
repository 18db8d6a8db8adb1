import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bundleDeliveries,
  bundleDeliveryProducts,
  platformEvents,
  productOnSale,
  products,
} from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { EVENT_RETENTION_DAYS } from './webhooks.ts';

/** A product's storefront reading (the products module's `catalogueEntry`). */
export type CatalogueEntry = (marketId: number, code: string) => Promise<Record<string, unknown>>;

/**
 * The catalogue feed (issue 33 §2). A first listing pages through the market's products by id
 * (`p<last id>.<outbox sequence at its start>`); once through, the cursor follows the outbox
 * (`e<sequence>`): every product with a `product.*` event since, in the order of their latest event.
 * A product on sale and displayed is answered whole; one hidden or taken off sale (or still being
 * registered) is answered `{code, withdrawn: true}` so a storefront stops selling it.
 *
 * `updatedAfter` narrows the first listing to products changed since: saved (`updated_at`) or with a
 * `product.*` event since (images, stock and extra prices change other tables). The outbox keeps
 * events `EVENT_RETENTION_DAYS`, so an `updatedAfter` older than that lists every product.
 */
export function createCatalogueFeed(db: Db, entry: CatalogueEntry) {
  async function shown(
    marketId: number,
    rows: { id: number; code: string; sellYn: boolean; displayYn: boolean; onSale: boolean }[],
    withdrawnToo: boolean,
  ) {
    const ids = rows.map((r) => r.id);
    const bundles = ids.length
      ? await db
          .select({
            productId: bundleDeliveryProducts.productId,
            bundleId: bundleDeliveries.id,
            eventName: bundleDeliveries.eventName,
          })
          .from(bundleDeliveryProducts)
          .innerJoin(bundleDeliveries, eq(bundleDeliveries.id, bundleDeliveryProducts.bundleId))
          .where(and(inArray(bundleDeliveryProducts.productId, ids), eq(bundleDeliveries.activated, true)))
      : [];
    const out: Record<string, unknown>[] = [];
    for (const row of rows) {
      if (!row.onSale) {
        if (withdrawnToo) out.push({ code: row.code, withdrawn: true, sell: row.sellYn, display: row.displayYn });
        continue;
      }
      out.push({
        ...(await entry(marketId, row.code)),
        withdrawn: false,
        bundles: bundles
          .filter((b) => b.productId === row.id)
          .map(({ bundleId, eventName }) => ({ bundleId, eventName })),
      });
    }
    return out;
  }

  const columns = {
    id: products.id,
    code: products.code,
    sellYn: products.sellYn,
    displayYn: products.displayYn,
    onSale: productOnSale,
  };

  /** Products saved since `since`, or with a product event since (while the outbox still holds that far back). */
  function changedSince(marketId: number, since: Date) {
    const horizon = Date.now() - EVENT_RETENTION_DAYS * 86_400_000;
    if (since.getTime() < horizon) return undefined;
    const evented = db
      .select({ code: platformEvents.entityId })
      .from(platformEvents)
      .where(
        and(
          gt(platformEvents.createdAt, since),
          eq(platformEvents.marketId, marketId),
          eq(platformEvents.entity, 'product'),
        ),
      );
    return or(gt(products.updatedAt, since), inArray(products.code, evented));
  }

  return {
    async page(marketId: number, query: { cursor?: string; updatedAfter?: string; limit: number }) {
      const cursor = query.cursor ?? '';
      const listing = /^p(\d+)\.(\d+)$/.exec(cursor);
      const changes = /^e(\d+)$/.exec(cursor);
      if (cursor && !listing && !changes) throw badRequest('webhook.badCursor');
      if (!changes) {
        const after = listing ? Number(listing[1]) : 0;
        let mark = listing ? Number(listing[2]) : null;
        if (mark === null) {
          const [last] = await db
            .select({ id: sql<number>`coalesce(max(${platformEvents.id}), 0)::bigint` })
            .from(platformEvents);
          mark = Number(last?.id ?? 0);
        }
        const since = query.updatedAfter ? new Date(query.updatedAfter) : null;
        const rows = await db
          .select(columns)
          .from(products)
          .where(
            and(
              eq(products.marketId, marketId),
              gt(products.id, after),
              since ? changedSince(marketId, since) : undefined,
            ),
          )
          .orderBy(asc(products.id))
          .limit(query.limit);
        const done = rows.length < query.limit;
        return {
          products: await shown(marketId, rows, since !== null),
          next: done ? `e${mark}` : `p${rows.at(-1)!.id}.${mark}`,
          more: !done,
        };
      }
      const from = Number(changes[1]);
      const latest = await db
        .select({ code: platformEvents.entityId, seq: sql<number>`max(${platformEvents.id})` })
        .from(platformEvents)
        .where(
          and(eq(platformEvents.marketId, marketId), eq(platformEvents.entity, 'product'), gt(platformEvents.id, from)),
        )
        .groupBy(platformEvents.entityId)
        .orderBy(sql`max(${platformEvents.id})`)
        .limit(query.limit);
      const codes = latest.map((l) => l.code);
      const rows = codes.length
        ? await db
            .select(columns)
            .from(products)
            .where(and(eq(products.marketId, marketId), inArray(products.code, codes)))
        : [];
      const byCode = new Map(rows.map((r) => [r.code, r]));
      const ordered = codes.map((code) => byCode.get(code)).filter((r) => r !== undefined);
      const last = latest.at(-1);
      return {
        products: await shown(marketId, ordered, true),
        next: `e${last ? Number(last.seq) : from}`,
        more: latest.length === query.limit,
      };
    },
  };
}

export type CatalogueFeed = ReturnType<typeof createCatalogueFeed>;
