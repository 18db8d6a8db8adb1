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

/**
 * A clothing product's 상품정보제공고시 and KC as a seller fills them (the 의류 group; colour, size and
 * care point to the detail page, which the notice allows), for payloads of tests that register products.
 */
export const WEAR_NOTICE = {
  material: '린넨 100%',
  country: '대한민국',
  factory: '데모 의류',
  wash: '상품상세 참조',
  repair: '고객센터 02-1234-5678',
  quality: '소비자분쟁해결기준(공정거래위원회 고시)에 따름',
  notice: { color: '상품상세 참조', size: '상품상세 참조', madeOn: '2026-10' },
  kcKind: 'SUPPLIER_CONFORMITY',
  kcNumber: 'CB061R1234-5001',
  kcAgency: 'KATRI 시험연구원',
} as const;
