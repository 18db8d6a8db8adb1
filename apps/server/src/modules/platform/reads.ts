import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, productOnSale, productOptionUnions, products } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';

/** What a marketplace reads back: its orders' states and the market's sellable stock. */
export function createPlatformReads(db: Db) {
  return {
    /** One order's status and delivery; 404 when there is none, `allowed` refuses another market's. */
    async order(code: string, allowed: (marketId: number) => void) {
      const [row] = await db
        .select({
          orderCode: orders.code,
          marketId: orders.marketId,
          status: orders.status,
          productCode: orders.productCode,
          productOptions: orders.productOptions,
          quantity: orders.productCount,
          carrier: orders.deliveryName,
          trackingNumber: orders.deliveryCode,
          paidAt: orders.paidAt,
          deliveredAt: orders.deliveredAt,
        })
        .from(orders)
        .where(eq(orders.code, code));
      if (!row) throw fail(404, 'ORDER_NOT_FOUND', 'platform.orderNotFound', { code });
      allowed(row.marketId);
      return {
        ...row,
        paidAt: row.paidAt.toISOString(),
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
      };
    },

    /** Every combination on sale in the market (product on sale, displayed, published; combination not deleted). */
    async inventory(marketId: number) {
      const rows = await db
        .select({
          productCode: products.code,
          productName: products.name,
          salePrice: products.salePrice,
          combinationId: productOptionUnions.id,
          options: productOptionUnions.names,
          extraPrice: productOptionUnions.totalPrice,
          stock: productOptionUnions.stocks,
        })
        .from(productOptionUnions)
        .innerJoin(products, eq(products.id, productOptionUnions.productId))
        .where(and(eq(products.marketId, marketId), productOnSale, eq(productOptionUnions.deleted, false)))
        .orderBy(asc(products.id), asc(productOptionUnions.position), asc(productOptionUnions.id));
      return { marketId, combinations: rows.map((r) => ({ ...r, price: r.salePrice + r.extraPrice })) };
    },
  };
}

export type PlatformReads = ReturnType<typeof createPlatformReads>;
