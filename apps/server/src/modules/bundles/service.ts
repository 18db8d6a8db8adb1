import {
  bundleFeePreview,
  bundleProgress,
  bundleUsualFee,
  instantToSeoulLocal,
  seoulLocalToInstant,
  type BundleDetail,
  type BundleFeePreviewBody,
  type BundleFeePreviewResult,
  type BundleList,
  type BundleProduct,
  type BundleRow,
  type BundleSave,
  type FeeType,
  isFeeType,
} from '@seller/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bundleDeliveries, bundleDeliveryProducts, marketDeliveries, products } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { bumpVersion, deleteAtVersion } from '../../lib/versions.ts';
import { bundleEvent, productEvents, recordEvents } from '../events/index.ts';
import { resolveMarketProducts } from '../deliveries/index.ts';

type BundleRecord = typeof bundleDeliveries.$inferSelect;

const periodText = (start: string, end: string) =>
  `${start.slice(0, 16).replace('T', ' ')} ~ ${end.slice(0, 16).replace('T', ' ')}`;

function toRow(b: BundleRecord, productCount: number, now: Date): BundleRow {
  const startDateTime = instantToSeoulLocal(b.startAt);
  const endDateTime = instantToSeoulLocal(b.endAt);
  return {
    id: b.id,
    eventName: b.eventName,
    description: b.description,
    feeType: b.feeType as FeeType,
    intCondition: b.intCondition,
    deliveryFee: b.deliveryFee,
    activated: b.activated,
    startDateTime,
    endDateTime,
    period: periodText(startDateTime, endDateTime),
    progress: bundleProgress({ activated: b.activated, startDateTime, endDateTime }, now),
    productCount,
    version: b.version,
  };
}

export function createBundleService(db: Db) {
  async function detail(marketId: number, id: number, q: Db | Tx = db): Promise<BundleDetail> {
    const [bundle] = await q
      .select()
      .from(bundleDeliveries)
      .where(and(eq(bundleDeliveries.id, id), eq(bundleDeliveries.marketId, marketId)));
    if (!bundle) throw notFound();
    const rows = await q
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        mainImageUrl: sql<
          string | null
        >`(select i.url from images i where i.type = 'MAIN' and i.type_id = ${products.id} order by i.weight, i.id limit 1)`,
        sell: products.sellYn,
        display: products.displayYn,
        netPrice: products.price,
        price: products.salePrice,
        createdAt: products.createdAt,
      })
      .from(bundleDeliveryProducts)
      .innerJoin(products, eq(products.id, bundleDeliveryProducts.productId))
      .where(and(eq(bundleDeliveryProducts.bundleId, id), eq(products.marketId, marketId)))
      .orderBy(asc(bundleDeliveryProducts.position), asc(products.id));
    const list: BundleProduct[] = rows.map(({ createdAt, ...p }) => ({ ...p, timestamp: createdAt.toISOString() }));
    return { ...toRow(bundle, list.length, new Date()), products: list };
  }

  /**
   * The fee to store: 0 for FREE; the one sent; else the fee the bundle already charges (update);
   * else the market's usual fee (none: 400).
   */
  async function feeOf(tx: Tx, marketId: number, body: BundleSave, bundleId?: number): Promise<number> {
    if (body.feeType === 'FREE') return 0;
    if (body.deliveryFee != null) return body.deliveryFee;
    if (bundleId !== undefined) {
      const [current] = await tx
        .select({ fee: bundleDeliveries.deliveryFee })
        .from(bundleDeliveries)
        .where(and(eq(bundleDeliveries.id, bundleId), eq(bundleDeliveries.marketId, marketId)));
      if (current && current.fee >= 1) return current.fee;
    }
    const templates = await tx
      .select({
        feeType: marketDeliveries.feeType,
        defaultFee: marketDeliveries.defaultFee,
        intCondition: marketDeliveries.intCondition,
      })
      .from(marketDeliveries)
      .where(eq(marketDeliveries.marketId, marketId))
      .orderBy(asc(marketDeliveries.position), asc(marketDeliveries.id));
    const fee = bundleUsualFee(templates.map((t) => ({ ...t, feeType: t.feeType as FeeType })));
    if (fee === null) throw badRequest('bundle.deliveryFeeUnknown');
    return fee;
  }

  const fields = async (tx: Tx, marketId: number, body: BundleSave, bundleId?: number) => ({
    eventName: body.eventName,
    description: body.description,
    feeType: body.feeType,
    // FREE charges nothing: keep the stored rule clean whatever the form still held.
    intCondition: body.feeType === 'FREE' ? 0 : body.intCondition,
    deliveryFee: await feeOf(tx, marketId, body, bundleId),
    activated: body.activated,
    startAt: seoulLocalToInstant(body.startDateTime)!,
    endAt: seoulLocalToInstant(body.endDateTime, { endOfDay: true })!,
  });

  async function writeProducts(tx: Tx, marketId: number, bundleId: number, codes: readonly string[]) {
    const targets = await resolveMarketProducts(tx, marketId, codes);
    await tx.delete(bundleDeliveryProducts).where(eq(bundleDeliveryProducts.bundleId, bundleId));
    await tx
      .insert(bundleDeliveryProducts)
      .values(targets.map((t, position) => ({ bundleId, productId: t.id, position })));
  }

  const memberIds = async (tx: Tx, bundleId: number) =>
    (
      await tx
        .select({ id: bundleDeliveryProducts.productId })
        .from(bundleDeliveryProducts)
        .where(eq(bundleDeliveryProducts.bundleId, bundleId))
    ).map((r) => r.id);

  /**
   * The bundle's event, and `product.changed` for each product that was or is in it: the bundles a
   * product belongs to are part of its catalogue reading, so the catalogue feed must list it again.
   */
  async function recordBundleChange(
    tx: Tx,
    marketId: number,
    bundleId: number,
    change: 'created' | 'changed' | 'deleted',
    before: readonly number[],
  ) {
    const members = new Set([...before, ...(change === 'deleted' ? [] : await memberIds(tx, bundleId))]);
    await recordEvents(tx, [
      await bundleEvent(tx, marketId, bundleId, change),
      ...(await productEvents(tx, marketId, [...members], 'changed')),
    ]);
  }

  return {
    detail: (marketId: number, id: number) => detail(marketId, id),

    /** One page of the market's bundle deliveries, newest first, with the total. */
    async list(marketId: number, page: number, size: number): Promise<BundleList> {
      const productCounts = db
        .select({ bundleId: bundleDeliveryProducts.bundleId, n: count().as('n') })
        .from(bundleDeliveryProducts)
        .groupBy(bundleDeliveryProducts.bundleId)
        .as('counts');
      const [rows, [total]] = await Promise.all([
        db
          .select({ b: bundleDeliveries, n: productCounts.n })
          .from(bundleDeliveries)
          .leftJoin(productCounts, eq(productCounts.bundleId, bundleDeliveries.id))
          .where(eq(bundleDeliveries.marketId, marketId))
          .orderBy(desc(bundleDeliveries.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(bundleDeliveries).where(eq(bundleDeliveries.marketId, marketId)),
      ]);
      const now = new Date();
      return {
        bundleDeliveries: rows.map(({ b, n }) => toRow(b, Number(n ?? 0), now)),
        total: total?.n ?? 0,
        page,
        size,
      };
    },

    /** Creates a bundle with its products in one transaction; a product of another market refuses all (404). */
    async create(marketId: number, body: BundleSave): Promise<BundleDetail> {
      return db.transaction(async (tx) => {
        const [bundle] = await tx
          .insert(bundleDeliveries)
          .values({ marketId, ...(await fields(tx, marketId, body)) })
          .returning({ id: bundleDeliveries.id });
        await writeProducts(tx, marketId, bundle!.id, body.productCodes);
        await recordBundleChange(tx, marketId, bundle!.id, 'created', []);
        return detail(marketId, bundle!.id, tx);
      });
    },

    /**
     * Replaces a bundle's fields and products (stop = activated false); another market's bundle is 404.
     * `expected` names the version it was edited from (409 when someone saved it since).
     */
    async update(marketId: number, id: number, body: BundleSave, expected?: number): Promise<BundleDetail> {
      return db.transaction(async (tx) => {
        const mine = and(eq(bundleDeliveries.id, id), eq(bundleDeliveries.marketId, marketId))!;
        const [found] = await tx.select({ id: bundleDeliveries.id }).from(bundleDeliveries).where(mine);
        if (!found) throw notFound();
        await bumpVersion(tx, bundleDeliveries, mine, expected);
        const before = await memberIds(tx, id);
        await tx
          .update(bundleDeliveries)
          .set({ ...(await fields(tx, marketId, body, id)), updatedAt: sql`now()` })
          .where(mine);
        await writeProducts(tx, marketId, id, body.productCodes);
        await recordBundleChange(tx, marketId, id, 'changed', before);
        return detail(marketId, id, tx);
      });
    },

    /**
     * A sample cart's delivery fee under a bundle rule and without it (the bundle editor's preview):
     * each product's sale price and own delivery rule come from the market's products, and the
     * figures from the domain's `bundleFeePreview`, the same function the editor computes with. A
     * product of another market or an unknown one refuses all (404).
     */
    async feePreview(marketId: number, body: BundleFeePreviewBody): Promise<BundleFeePreviewResult> {
      const codes = body.lines.map((l) => l.productCode);
      await resolveMarketProducts(db, marketId, codes);
      const rows = await db
        .select({ code: products.code, name: products.name, price: products.salePrice, delivery: products.delivery })
        .from(products)
        .where(and(eq(products.marketId, marketId), inArray(products.code, [...new Set(codes)])));
      const byCode = new Map(rows.map((r) => [r.code, r]));
      const lines = body.lines.map(({ productCode, quantity }) => {
        const { name, price, delivery } = byCode.get(productCode)!;
        const rule = {
          feeType: isFeeType(delivery.feeType) ? delivery.feeType : 'FREE',
          defaultFee: delivery.defaultFee,
          intCondition: delivery.intCondition,
        } as const;
        return { productCode, name, price, quantity, rule };
      });
      const bundleRule = {
        feeType: body.feeType,
        defaultFee: body.feeType === 'FREE' ? 0 : body.deliveryFee,
        intCondition: body.intCondition,
      };
      return { ...bundleFeePreview(bundleRule, lines), lines };
    },

    /** Deletes a bundle; `expected` names the version it was shown at (409 when someone saved it since). */
    async remove(marketId: number, id: number, expected?: number): Promise<{ deleted: boolean }> {
      return db.transaction(async (tx) => {
        const mine = and(eq(bundleDeliveries.id, id), eq(bundleDeliveries.marketId, marketId))!;
        const [found] = await tx.select({ id: bundleDeliveries.id }).from(bundleDeliveries).where(mine);
        const before = found ? await memberIds(tx, id) : [];
        if (!(await deleteAtVersion(tx, bundleDeliveries, mine, expected))) throw notFound();
        await recordBundleChange(tx, marketId, id, 'deleted', before);
        return { deleted: true };
      });
    },
  };
}

export type BundleService = ReturnType<typeof createBundleService>;
