import { defaultDeliveryTemplate } from '@seller/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { images, marketBrands, products } from '../src/db/schema/index.ts';

export interface ProductRowInput {
  marketId: number;
  code: string;
  name?: string;
  price?: number;
  salePrice?: number;
  sellYn?: boolean;
  displayYn?: boolean;
  createdAt?: Date;
  mainImageUrl?: string;
}

/**
 * Inserts bare product rows straight into the table, for tests of screens that list or change
 * existing products (the registration flow has its own tests).
 */
export async function insertProducts(db: Db, rows: ProductRowInput[]) {
  const brandOf = new Map<number, number>();
  for (const r of rows) {
    if (brandOf.has(r.marketId)) continue;
    const [link] = await db.select().from(marketBrands).where(eq(marketBrands.marketId, r.marketId)).limit(1);
    if (!link) throw new Error(`market ${r.marketId} has no brand`);
    brandOf.set(r.marketId, link.brandId);
  }
  const inserted = await db
    .insert(products)
    .values(
      rows.map((r) => ({
        marketId: r.marketId,
        code: r.code,
        name: r.name ?? `상품 ${r.code}`,
        brandId: brandOf.get(r.marketId)!,
        price: r.price ?? 10000,
        salePrice: r.salePrice ?? r.price ?? 10000,
        sellYn: r.sellYn ?? true,
        displayYn: r.displayYn ?? true,
        delivery: defaultDeliveryTemplate(),
        ...(r.createdAt ? { createdAt: r.createdAt } : {}),
      })),
    )
    .returning({ id: products.id, code: products.code, marketId: products.marketId });
  const withImages = rows.map((r, i) => ({ r, p: inserted[i]! })).filter(({ r }) => r.mainImageUrl);
  if (withImages.length > 0) {
    await db.insert(images).values(
      withImages.map(({ r, p }) => ({
        marketId: p.marketId,
        type: 'MAIN',
        typeId: p.id,
        key: `k-${p.code}`,
        url: r.mainImageUrl!,
        width: 640,
        height: 768,
      })),
    );
  }
  return inserted;
}
