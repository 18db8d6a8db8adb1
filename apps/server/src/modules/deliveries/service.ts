import {
  isUnnamed,
  MAX_DELIVERY_TEMPLATES,
  type DeliveryTemplateBody,
  type DeliveryTemplateInput,
  type DeliveryTemplateRow,
  type EventData,
  type FeeType,
  type ProductDeliveryAssignment,
} from '@seller/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { marketDeliveries, markets, products, type ProductDeliverySnapshot } from '../../db/schema/index.ts';
import { badRequest, conflict, fail, notFound } from '../../lib/errors.ts';
import { bumpVersion, deleteAtVersion, staleVersion } from '../../lib/versions.ts';
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
      returnFee: t.returnFee,
      exchangeFee: t.exchangeFee,
      international: t.international,
      productCount: Number(n ?? 0),
      version: t.version,
    }));
  }

  const fields = (t: DeliveryTemplateBody, position: number) => ({
    name: t.marketDeliveryName.trim(),
    feeType: t.feeType,
    defaultFee: t.defaultFee,
    intCondition: t.intCondition,
    islandMountainFee: t.islandMountainFee,
    jejuFee: t.jejuFee,
    // Left out of a call: kept on an update, the column's 0 on an insert (an update writes only what it was sent).
    ...(t.returnFee !== undefined ? { returnFee: t.returnFee } : {}),
    ...(t.exchangeFee !== undefined ? { exchangeFee: t.exchangeFee } : {}),
    international: t.international,
    position,
  });

  /** The version of the market's template list (saved as a whole, so versioned as a whole). */
  async function listVersion(marketId: number, q: Db | Tx = db) {
    const [row] = await q.select({ version: markets.deliveriesVersion }).from(markets).where(eq(markets.id, marketId));
    return row?.version ?? 0;
  }

  /** A template of the market by id, or 404. */
  async function rowOf(marketId: number, id: number, q: Db | Tx) {
    const row = (await list(marketId, q)).find((t) => t.marketDeliveryId === id);
    if (!row) throw notFound();
    return row;
  }

  /** A template that some product uses is never deleted (409 naming it). */
  async function refuseInUse(tx: Tx, marketId: number, removed: { id: number; name: string }[]) {
    if (removed.length === 0) return;
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
  }

  /** Every change to a template moves the list's version too (a whole-list save naming it learns of it). */
  const touchList = (tx: Tx, marketId: number) =>
    bumpVersion(tx, markets, eq(markets.id, marketId), undefined, 'deliveriesVersion');

  const one = (marketId: number, id: number) =>
    and(eq(marketDeliveries.id, id), eq(marketDeliveries.marketId, marketId))!;

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
          .select({ id: marketDeliveries.id, name: marketDeliveries.name, version: marketDeliveries.version })
          .from(marketDeliveries)
          .where(eq(marketDeliveries.marketId, marketId))
          .for('update');
        const existingVersions = new Map(existing.map((t) => [t.id, t.version]));
        const keptIds = new Set<number>();
        for (const t of templates) {
          if (t.marketDeliveryId === null) continue;
          const stored = existingVersions.get(t.marketDeliveryId);
          if (stored === undefined) throw badRequest('delivery.unknownTemplate');
          // Each template is versioned on its own: one saved by someone else since is refused.
          if (t.version !== undefined && t.version !== stored) throw staleVersion();
          keptIds.add(t.marketDeliveryId);
        }
        const removed = existing.filter((t) => !keptIds.has(t.id));
        await refuseInUse(tx, marketId, removed);
        if (removed.length > 0) {
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
              .set({ ...fields(t, position), updatedAt: sql`now()`, version: sql`${marketDeliveries.version} + 1` })
              .where(one(marketId, t.marketDeliveryId));
          }
        }
        await recordEvent(tx, await templatesEvent(tx, marketId));
        return { templates: await list(marketId, tx), version };
      });
    },

    /** Adds one template at the end of the list (ours); answers it with its version. */
    async create(marketId: number, body: DeliveryTemplateBody): Promise<DeliveryTemplateRow> {
      return db.transaction(async (tx) => {
        await touchList(tx, marketId);
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(marketDeliveries)
          .where(eq(marketDeliveries.marketId, marketId))) as [{ n: number }];
        if (Number(n) >= MAX_DELIVERY_TEMPLATES)
          throw badRequest('delivery.tooManyTemplates', { max: MAX_DELIVERY_TEMPLATES });
        const [{ position }] = (await tx
          .select({ position: sql<number>`coalesce(max(${marketDeliveries.position}) + 1, 0)` })
          .from(marketDeliveries)
          .where(eq(marketDeliveries.marketId, marketId))) as [{ position: number }];
        const [row] = await tx
          .insert(marketDeliveries)
          .values({ marketId, ...fields(body, Number(position)) })
          .returning({ id: marketDeliveries.id });
        await recordEvent(tx, await templatesEvent(tx, marketId));
        return rowOf(marketId, row!.id, tx);
      });
    },

    /**
     * Replaces one template (ours), keeping its place. `expected` names the template's version the
     * edit started from: a template saved by someone else since is refused (409); other templates
     * added or saved meanwhile do not matter.
     */
    async update(marketId: number, id: number, body: DeliveryTemplateBody, expected?: number) {
      return db.transaction(async (tx) => {
        const [found] = await tx.select({ id: marketDeliveries.id }).from(marketDeliveries).where(one(marketId, id));
        if (!found) throw notFound();
        await bumpVersion(tx, marketDeliveries, one(marketId, id), expected);
        const { position: _, ...changed } = fields(body, 0);
        await tx
          .update(marketDeliveries)
          .set({ ...changed, updatedAt: sql`now()` })
          .where(one(marketId, id));
        await touchList(tx, marketId);
        await recordEvent(tx, await templatesEvent(tx, marketId));
        return rowOf(marketId, id, tx);
      });
    },

    /** Deletes one unused template (ours) at the version shown; 409 when used or saved since. */
    async remove(marketId: number, id: number, expected?: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: marketDeliveries.id, name: marketDeliveries.name })
          .from(marketDeliveries)
          .where(one(marketId, id))
          .for('update');
        if (!row) throw notFound();
        await refuseInUse(tx, marketId, [row]);
        if (!(await deleteAtVersion(tx, marketDeliveries, one(marketId, id), expected))) throw notFound();
        await touchList(tx, marketId);
        await recordEvent(tx, await templatesEvent(tx, marketId));
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
        let claimFees = { returnFee: body.returnFee ?? 0, exchangeFee: body.exchangeFee ?? 0 };
        if (body.marketDeliveryId != null) {
          // Key-share lock: a concurrent save cannot delete the template while products move onto it.
          const [template] = await tx
            .select({
              id: marketDeliveries.id,
              name: marketDeliveries.name,
              returnFee: marketDeliveries.returnFee,
              exchangeFee: marketDeliveries.exchangeFee,
            })
            .from(marketDeliveries)
            .where(and(eq(marketDeliveries.id, body.marketDeliveryId), eq(marketDeliveries.marketId, marketId)))
            .for('key share');
          if (!template) throw badRequest('delivery.unknownTemplate');
          templateId = template.id;
          templateName = template.name;
          // The claim fees a call leaves out come from the template named.
          claimFees = {
            returnFee: body.returnFee ?? template.returnFee,
            exchangeFee: body.exchangeFee ?? template.exchangeFee,
          };
        }
        const snapshot: ProductDeliverySnapshot = {
          marketDeliveryId: templateId,
          marketDeliveryName: templateName,
          feeType: body.feeType,
          defaultFee: body.defaultFee,
          intCondition: body.intCondition,
          islandMountainFee: body.islandMountainFee,
          jejuFee: body.jejuFee,
          ...claimFees,
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
