import {
  isUnnamed,
  type DeliveryTemplateInput,
  type DeliveryTemplateRow,
  type EventData,
  type FeeType,
  type ProductDeliveryAssignment,
} from '@seller/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { marketDeliveries, markets, products, type ProductDeliverySnapshot } from '../../db/schema/index.ts';
import { badRequest, conflict, fail } from '../../lib/errors.ts';
import { bumpVersion } from '../../lib/versions.ts';
import { productEvents, recordEvent, recordEvents, templatesEvent } from '../events/index.ts';

/** The template list with its version (the list is saved as a whole). */
export interface VersionedTemplates {
  templates: DeliveryTemplateRow[];
  version: number;
}

/** Codes named in a refusal: enough to find them, never a wall of text. */
const MAX_CODES_IN_MESSAGE = 5;

function listCodes(codes: string[]): string {
  const shown = codes.slice(0, MAX_CODES_IN_MESSAGE).join(', ');
  return codes.length > MAX_CODES_IN_MESSAGE ? `${shown} 외 ${codes.length - MAX_CODES_IN_MESSAGE}개` : shown;
}

/**
 * Finds the ids of the given product codes inside one market; any code that is not a product of the
 * market (unknown, or another market's) refuses the whole request with 404 naming the codes.
 */
export async function resolveMarketProducts(db: Db | Tx, marketId: number, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(and(eq(products.marketId, marketId), inArray(products.code, unique)));
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.code));
    throw fail(404, 'PRODUCT_NOT_FOUND', 'productManage.unknownProducts', {
      codes: listCodes(unique.filter((c) => !found.has(c))),
    });
  }
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return unique.map((code) => ({ code, id: byCode.get(code)! }));
}

/**
 * Sets the given columns on the named products of one market, in the caller's transaction, and
 * records a `product.changed` event of kind `change` for each (so call it as the transaction's last
 * write); any code that is not a product of the market refuses all (see resolveMarketProducts).
 * Answers the codes set.
 */
export async function updateMarketProducts(
  tx: Tx,
  marketId: number,
  codes: readonly string[],
  set: Partial<typeof products.$inferInsert>,
  change: EventData<'product.changed'>['change'],
) {
  const targets = await resolveMarketProducts(tx, marketId, codes);
  const updated = await tx
    .update(products)
    // A bulk change is a save of each product: a tab editing one of them learns of it (409 on its save).
    .set({ ...set, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
    .where(
      and(
        eq(products.marketId, marketId),
        inArray(
          products.id,
          targets.map((t) => t.id),
        ),
      ),
    )
    .returning({ id: products.id, code: products.code });
  await recordEvents(
    tx,
    await productEvents(
      tx,
      marketId,
      updated.map((r) => r.id),
      change,
    ),
  );
  return { updated: updated.length, productCodes: updated.map((r) => r.code).sort() };
}

export function createDeliveryService(db: Db) {
  async function list(marketId: number, q: Db | Tx = db): Promise<DeliveryTemplateRow[]> {
    const used = q
      .select({ templateId: products.marketDeliveryId, n: count().as('n') })
      .from(products)
      .where(eq(products.marketId, marketId))
      .groupBy(products.marketDeliveryId)
      .as('used');
    const rows = await q
      .select({ t: marketDeliveries, n: used.n })
      .from(marketDeliveries)
      .leftJoin(used, eq(used.templateId, marketDeliveries.id))
      .where(eq(marketDeliveries.marketId, marketId))
      .orderBy(asc(marketDeliveries.position), asc(marketDeliveries.id));
    return rows.map(({ t, n }) => ({
      marketDeliveryId: t.id,
      marketDeliveryName: t.name,
      feeType: t.feeType as FeeType,
      defaultFee: t.defaultFee,
      intCondition: t.intCondition,
      islandMountainFee: t.islandMountainFee,
      jejuFee: t.jejuFee,
      international: t.international,
      productCount: Number(n ?? 0),
    }));
  }

  const fields = (t: DeliveryTemplateInput, position: number) => ({
    name: t.marketDeliveryName.trim(),
    feeType: t.feeType,
    defaultFee: t.defaultFee,
    intCondition: t.intCondition,
    islandMountainFee: t.islandMountainFee,
    jejuFee: t.jejuFee,
    international: t.international,
    position,
  });

  /** The version of the market's template list (saved as a whole, so versioned as a whole). */
  async function listVersion(marketId: number, q: Db | Tx = db) {
    const [row] = await q.select({ version: markets.deliveriesVersion }).from(markets).where(eq(markets.id, marketId));
    return row?.version ?? 0;
  }

  return {
    async list(marketId: number): Promise<VersionedTemplates> {
      const [templates, version] = await Promise.all([list(marketId), listVersion(marketId)]);
      return { templates, version };
    },

    /**
     * Saves the market's full template list in one transaction: listed ids are updated, new ones
     * inserted, the rest deleted. A template some product uses is never deleted (409). `expected`
     * names the list version the edit started from: a list saved since is refused (409), so a
     * template another seller added is never deleted unseen.
     */
    async saveAll(
      marketId: number,
      templates: DeliveryTemplateInput[],
      expected?: number,
    ): Promise<VersionedTemplates> {
      return db.transaction(async (tx) => {
        const version = await bumpVersion(tx, markets, eq(markets.id, marketId), expected, 'deliveriesVersion');
        const existing = await tx
          .select({ id: marketDeliveries.id, name: marketDeliveries.name })
          .from(marketDeliveries)
          .where(eq(marketDeliveries.marketId, marketId))
          .for('update');
        const existingIds = new Set(existing.map((t) => t.id));
        const keptIds = new Set<number>();
        for (const t of templates) {
          if (t.marketDeliveryId === null) continue;
          if (!existingIds.has(t.marketDeliveryId)) throw badRequest('delivery.unknownTemplate');
          keptIds.add(t.marketDeliveryId);
        }
        const removed = existing.filter((t) => !keptIds.has(t.id));
        if (removed.length > 0) {
          const [inUse] = await tx
            .select({ templateId: products.marketDeliveryId })
            .from(products)
            .where(
              and(
                eq(products.marketId, marketId),
                inArray(
                  products.marketDeliveryId,
                  removed.map((t) => t.id),
                ),
              ),
            )
            .limit(1);
          if (inUse) {
            const template = removed.find((t) => t.id === inUse.templateId)!;
            throw conflict('delivery.templateInUse', { name: isUnnamed(template.name) ? '' : template.name });
          }
          await tx.delete(marketDeliveries).where(
            and(
              eq(marketDeliveries.marketId, marketId),
              inArray(
                marketDeliveries.id,
                removed.map((t) => t.id),
              ),
            ),
          );
        }
        for (const [position, t] of templates.entries()) {
          if (t.marketDeliveryId === null) {
            await tx.insert(marketDeliveries).values({ marketId, ...fields(t, position) });
          } else {
            await tx
              .update(marketDeliveries)
              .set({ ...fields(t, position), updatedAt: sql`now()` })
              .where(and(eq(marketDeliveries.id, t.marketDeliveryId), eq(marketDeliveries.marketId, marketId)));
          }
        }
        await recordEvent(tx, await templatesEvent(tx, marketId));
        return { templates: await list(marketId, tx), version };
      });
    },

    /**
     * Applies one fee rule to products of the market (the bulk layer and the product screens). Every
     * code must be a product of the seller's market, or nothing changes. When a template id is given
     * it must be the market's; the products then point back to it.
     */
    async assignToProducts(marketId: number, body: ProductDeliveryAssignment) {
      return db.transaction(async (tx) => {
        let templateId: number | null = null;
        let templateName = body.marketDeliveryName ?? '';
        if (body.marketDeliveryId != null) {
          // Key-share lock: a concurrent save cannot delete the template while products move onto it.
          const [template] = await tx
            .select({ id: marketDeliveries.id, name: marketDeliveries.name })
            .from(marketDeliveries)
            .where(and(eq(marketDeliveries.id, body.marketDeliveryId), eq(marketDeliveries.marketId, marketId)))
            .for('key share');
          if (!template) throw badRequest('delivery.unknownTemplate');
          templateId = template.id;
          templateName = template.name;
        }
        const snapshot: ProductDeliverySnapshot = {
          marketDeliveryId: templateId,
          marketDeliveryName: templateName,
          feeType: body.feeType,
          defaultFee: body.defaultFee,
          intCondition: body.intCondition,
          islandMountainFee: body.islandMountainFee,
          jejuFee: body.jejuFee,
          international: body.international,
        };
        return updateMarketProducts(
          tx,
          marketId,
          body.productCodes,
          { delivery: snapshot, marketDeliveryId: templateId },
          'changed',
        );
      });
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
