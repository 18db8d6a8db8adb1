import { isFeeType, type EventData, type FeeType, type OrderStatus } from '@seller/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  bundleDeliveries,
  bundleDeliveryProducts,
  marketDeliveries,
  productOptionUnions,
  products,
} from '../../db/schema/index.ts';
import type { NewEvent } from './outbox.ts';

/**
 * The events of changes whose new state is read back inside the writing transaction (products,
 * combinations, templates, bundles), so an event always carries what was committed with it.
 */

type ProductChange = EventData<'product.changed'>['change'];

const feeType = (value: string): FeeType => (isFeeType(value) ? value : 'FREE');

/** `product.changed` for each of these products of the market, with the state as saved. */
export async function productEvents(
  tx: Tx,
  marketId: number,
  productIds: readonly number[],
  change: ProductChange,
): Promise<NewEvent<'product.changed'>[]> {
  if (productIds.length === 0) return [];
  const rows = await tx
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      price: products.price,
      saleRate: products.saleRate,
      salePrice: products.salePrice,
      sell: products.sellYn,
      display: products.displayYn,
      version: products.version,
    })
    .from(products)
    .where(and(eq(products.marketId, marketId), inArray(products.id, [...productIds])))
    .orderBy(asc(products.id));
  return rows.map((p) => ({
    type: 'product.changed',
    marketId,
    entityId: p.code,
    data: {
      productCode: p.code,
      productId: p.id,
      change,
      name: p.name,
      price: p.price,
      saleRate: Number(p.saleRate),
      salePrice: p.salePrice,
      sell: p.sell,
      display: p.display,
      productVersion: p.version,
    },
  }));
}

/**
 * `product.stock-changed` for one product: its combinations as saved. `code`: the product's code when
 * the caller has read it in this transaction as the market's (a purchase), which saves reading it again.
 */
export async function stockEvent(
  tx: Tx,
  marketId: number,
  productId: number,
  code?: string,
): Promise<NewEvent<'product.stock-changed'>[]> {
  const [product] =
    code !== undefined
      ? [{ code }]
      : await tx
          .select({ code: products.code })
          .from(products)
          .where(and(eq(products.marketId, marketId), eq(products.id, productId)));
  if (!product) return [];
  const unions = await tx
    .select(stockCombination)
    .from(productOptionUnions)
    .where(eq(productOptionUnions.productId, productId))
    .orderBy(...stockCombinationOrder);
  return [stockChanged(marketId, productId, product.code, unions)];
}

/** A combination as `product.stock-changed` lists it, and the order it lists them in. */
export const stockCombination = {
  id: productOptionUnions.id,
  names: productOptionUnions.names,
  stock: productOptionUnions.stocks,
  extraPrice: productOptionUnions.totalPrice,
  deleted: productOptionUnions.deleted,
};
export const stockCombinationOrder = [asc(productOptionUnions.position), asc(productOptionUnions.id)] as const;

/** `product.stock-changed` for one product from its combinations as saved (read by the caller). */
export function stockChanged(
  marketId: number,
  productId: number,
  code: string,
  combinations: { id: number; names: string[]; stock: number; extraPrice: number; deleted: boolean }[],
): NewEvent<'product.stock-changed'> {
  return {
    type: 'product.stock-changed',
    marketId,
    entityId: code,
    data: { productCode: code, productId, combinations },
  };
}

/** `market.delivery-templates-changed`: the market's template list as saved. */
export async function templatesEvent(tx: Tx, marketId: number): Promise<NewEvent<'market.delivery-templates-changed'>> {
  const rows = await tx
    .select({
      id: marketDeliveries.id,
      name: marketDeliveries.name,
      feeType: marketDeliveries.feeType,
      defaultFee: marketDeliveries.defaultFee,
      intCondition: marketDeliveries.intCondition,
      islandMountainFee: marketDeliveries.islandMountainFee,
      jejuFee: marketDeliveries.jejuFee,
      returnFee: marketDeliveries.returnFee,
      exchangeFee: marketDeliveries.exchangeFee,
      international: marketDeliveries.international,
    })
    .from(marketDeliveries)
    .where(eq(marketDeliveries.marketId, marketId))
    .orderBy(asc(marketDeliveries.position), asc(marketDeliveries.id));
  return {
    type: 'market.delivery-templates-changed',
    marketId,
    entityId: marketId,
    data: { templates: rows.map((t) => ({ ...t, feeType: feeType(t.feeType) })) },
  };
}

/** `market.bundles-changed` for one bundle: as saved, or null once deleted. */
export async function bundleEvent(
  tx: Tx,
  marketId: number,
  bundleId: number,
  change: EventData<'market.bundles-changed'>['change'],
): Promise<NewEvent<'market.bundles-changed'>> {
  const [bundle] =
    change === 'deleted'
      ? []
      : await tx
          .select()
          .from(bundleDeliveries)
          .where(and(eq(bundleDeliveries.id, bundleId), eq(bundleDeliveries.marketId, marketId)));
  const codes = bundle
    ? await tx
        .select({ code: products.code })
        .from(bundleDeliveryProducts)
        .innerJoin(products, eq(products.id, bundleDeliveryProducts.productId))
        .where(eq(bundleDeliveryProducts.bundleId, bundleId))
        .orderBy(asc(bundleDeliveryProducts.position))
    : [];
  return {
    type: 'market.bundles-changed',
    marketId,
    entityId: marketId,
    data: {
      bundleId,
      change,
      bundle: bundle
        ? {
            eventName: bundle.eventName,
            feeType: feeType(bundle.feeType),
            deliveryFee: bundle.deliveryFee,
            intCondition: bundle.intCondition,
            activated: bundle.activated,
            startAt: bundle.startAt.toISOString(),
            endAt: bundle.endAt.toISOString(),
            productCodes: codes.map((c) => c.code),
          }
        : null,
    },
  };
}

/** The seller as the actor of an order move. */
export const sellerActor = (loginId: string) => ({ kind: 'seller' as const, id: loginId });

/** `order.status-changed` for orders moved from one status to another by the seller. */
export function statusEvents(
  marketId: number,
  loginId: string,
  codes: Iterable<string>,
  from: OrderStatus,
  to: OrderStatus,
  reason: string | null,
): NewEvent<'order.status-changed'>[] {
  return [...codes].sort().map((orderCode) => ({
    type: 'order.status-changed',
    marketId,
    entityId: orderCode,
    data: { orderCode, from, to, actor: sellerActor(loginId), reason },
  }));
}
