import {
  DETAIL_REFERENCE,
  generateProductCode,
  kcRequirementOf,
  noticeGroupOf,
  splitNoticeValues,
  type DeliveryTemplate,
  type NoticeFieldKey,
} from '@seller/domain';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import {
  categories,
  filters,
  images,
  marketBrands,
  productCategories,
  productContents,
  productFilters,
  productOptions,
  productOptionUnions,
  productOptionValues,
  products,
  sellers,
} from '../db/schema/index.ts';
import { loadCatalog } from '../modules/catalog/index.ts';
import type { Services } from '../modules/index.ts';
import type { Random } from './random.ts';

/** What a demo seller writes for a notice item that needs its own value. */
const DEMO_NOTICE: Partial<Record<NoticeFieldKey, string>> = {
  material: '면 95%, 스판덱스 5%',
  country: '대한민국',
  factory: '데모 브랜드 (주)',
  quality: '소비자분쟁해결기준(공정거래위원회 고시)에 따름',
  repair: '고객센터 1588-0000',
  foodType: '기타가공품',
  capacity: '1개',
};

/** A demo product's complete 상품정보제공고시 for its top category, and its KC declaration. */
export function demoNotice(topCode: string, productName: string, ageValue?: string) {
  const values: Partial<Record<NoticeFieldKey, string>> = {};
  for (const field of noticeGroupOf(topCode)?.fields ?? []) {
    if (field.optional) continue;
    values[field.key] = DEMO_NOTICE[field.key] ?? (field.detailReference ? DETAIL_REFERENCE : productName);
  }
  const { columns, notice } = splitNoticeValues(values);
  // A children's product declares its certification: demo ones are 공급자적합성확인 (with a demo number).
  if (kcRequirementOf(topCode, ageValue ? [ageValue] : []) === 'certify') {
    return {
      ...columns,
      notice,
      kcKind: 'SUPPLIER_CONFORMITY' as const,
      kcNumber: 'DEMO-0001',
      kcAgency: 'KATRI 시험연구원',
    };
  }
  return { ...columns, notice, kcKind: topCode === 'FOOD' ? null : ('NOT_APPLICABLE' as const) };
}

/** Products per demo market, with the top categories their names fit. */
const PLANS: Record<number, { count: number; tops: string[]; names: string[]; color: string }> = {
  1: {
    count: 60,
    tops: ['BRA', 'PANTY', 'UNDERWEAR_SET', 'SLEEPWEAR'],
    names: [
      '노와이어 심리스 브라',
      '레이스 푸시업 브라',
      '모달 드로즈',
      '코튼 삼각 팬티',
      '실크 슬립 원피스',
      '데일리 브라 세트',
      '누디 스킨 브라렛',
      '파자마 세트',
    ],
    color: '#c2185b',
  },
  160: {
    count: 24,
    tops: ['TOP', 'BOTTOM'],
    names: ['요가 레깅스 9부', '러닝 반팔 티셔츠', '크롭 탱크탑', '트레이닝 조거 팬츠', '바람막이 재킷'],
    color: '#1565c0',
  },
  72: {
    count: 18,
    tops: ['INNERWEAR', 'SLEEPWEAR'],
    names: ['면 런닝 3종 세트', '베이비 코튼 내의', '오가닉 잠옷', '순면 드로즈 3종 세트'],
    color: '#2e7d32',
  },
};

const TEMPLATES: Omit<DeliveryTemplate, 'marketDeliveryId'>[] = [
  {
    marketDeliveryName: '무료 배송',
    feeType: 'FREE',
    defaultFee: 0,
    intCondition: 0,
    islandMountainFee: 3000,
    jejuFee: 3000,
    returnFee: 3000,
    exchangeFee: 6000,
    international: false,
  },
  {
    marketDeliveryName: '기본 3,000원',
    feeType: 'CHARGE',
    defaultFee: 3000,
    intCondition: 0,
    islandMountainFee: 5000,
    jejuFee: 3000,
    returnFee: 3000,
    exchangeFee: 6000,
    international: false,
  },
  {
    marketDeliveryName: '5만원 이상 무료',
    feeType: 'FREE_BY_TOTAL_PRICE',
    defaultFee: 3000,
    intCondition: 50000,
    islandMountainFee: 5000,
    jejuFee: 3000,
    returnFee: 3000,
    exchangeFee: 6000,
    international: false,
  },
];

/**
 * The demo pictures of one product name: a main image (PNG, 640x768) and a cover image (JPEG,
 * 640x640) in the market's colour with a shape that differs per name. Real encoded images, valid
 * under the upload rules the edit screen saves them with (spec 01 §5 images); made once per name.
 */
async function productPictures(color: string, variant: number) {
  const shape = (width: number, height: number) => {
    const r = 90 + (variant % 4) * 30;
    const cx = width / 2 + ((variant % 3) - 1) * 80;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${color}"/><circle cx="${cx}" cy="${height / 2}" r="${r}" fill="#ffffff" fill-opacity="0.55"/><rect x="${width / 2 - 120}" y="${height - 150}" width="240" height="${24 + variant * 6}" rx="12" fill="#ffffff" fill-opacity="0.8"/></svg>`;
  };
  const [main, cover] = await Promise.all([
    sharp(Buffer.from(shape(640, 768)))
      .png({ compressionLevel: 8 })
      .toBuffer(),
    sharp(Buffer.from(shape(640, 640)))
      .jpeg({ quality: 80 })
      .toBuffer(),
  ]);
  return { main, cover };
}

const tens = (won: number) => Math.round(won / 10) * 10;

/**
 * Demo products of the three markets (deterministic): delivery templates per market, then products
 * with a brand, category, filter, main and cover image, content, one option group and its combinations,
 * registered over the last two years so the product list, search, sort and bundle picker have data.
 */
export async function seedDemoProducts(db: Db, services: Services, random: Random, now: Date) {
  await loadCatalog(db);
  const subs = await db.select().from(categories).where(isNotNull(categories.sub));
  const tops = await db.select().from(categories).where(isNull(categories.sub));
  const catalogFilters = await db.select().from(filters).where(isNull(filters.marketId));
  let codeClock = now.getTime() - 3 * 86_400_000;

  for (const [marketIdText, plan] of Object.entries(PLANS)) {
    const marketId = Number(marketIdText);
    const [seller] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.marketId, marketId)).limit(1);
    const brandIds = (
      await db.select({ id: marketBrands.brandId }).from(marketBrands).where(eq(marketBrands.marketId, marketId))
    ).map((b) => b.id);
    if (!seller || brandIds.length === 0) continue;
    const pictures = await Promise.all(plan.names.map((_, n) => productPictures(plan.color, n)));
    const { templates } = await services.deliveries.saveAll(
      marketId,
      TEMPLATES.map((t) => ({ ...t, marketDeliveryId: null })),
    );

    for (let i = 0; i < plan.count; i++) {
      const topCode = plan.tops[i % plan.tops.length]!;
      const top = tops.find((t) => t.main === topCode)!;
      const sub = random.pick(subs.filter((s) => s.parentId === top.id));
      const filter = random.pick(catalogFilters.filter((f) => f.category === topCode));
      const baseName = plan.names[i % plan.names.length]!;
      const name = `${baseName} ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26) + 1}`;
      const price = tens(random.int(99, 790) * 100);
      const saleRate = random.pick([0, 0, 10, 15, 20, 30]);
      const salePrice = tens(price * (1 - saleRate / 100));
      // Registered over the last 700 days; ids grow with time like real registrations.
      const createdAt = new Date(
        now.getTime() - ((plan.count - i) / plan.count) * 700 * 86_400_000 - random.int(0, 86_399) * 1000,
      );
      const code = generateProductCode(new Date((codeClock += 1)));
      const template = templates[i % templates.length]!;
      const { productCount: _, ...delivery } = template;

      const picture = pictures[i % plan.names.length]!;
      const folder = `product/${seller.id}/${marketId}/${code}`;
      await Promise.all([
        services.storage.put(`${folder}/main/main.png`, picture.main),
        services.storage.put(`${folder}/cover/cover1.jpg`, picture.cover),
      ]);
      const html = `<p>${name}은(는) 부드러운 소재로 하루 종일 편안한 착용감을 줍니다.</p><p>세탁은 찬물 손세탁을 권장합니다.</p>`;
      await db.transaction(async (tx) => {
        await tx.insert(productContents).values({ code, marketId, html, createdAt, updatedAt: createdAt });
        const [row] = await tx
          .insert(products)
          .values({
            marketId,
            code,
            name,
            brandId: brandIds[i % brandIds.length]!,
            summary: `${baseName} - 데모 상품입니다.`,
            contentUrl: `/sw/a/v1/product/content/${code}`,
            price,
            saleRate,
            salePrice,
            sellYn: random.chance(0.8),
            displayYn: random.chance(0.85),
            delivery,
            marketDeliveryId: delivery.marketDeliveryId,
            ...demoNotice(topCode, name, filter?.sub === 'AGE' ? filter.value : undefined),
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: products.id });
        const productId = row!.id;
        await tx.insert(productCategories).values({ productId, categoryId: sub.id, parentCategoryId: top.id });
        if (filter) await tx.insert(productFilters).values({ productId, filterId: filter.id });
        await tx.insert(images).values([
          {
            marketId,
            type: 'MAIN',
            typeId: productId,
            key: `${folder}/main/main.png`,
            url: services.storage.url(`${folder}/main/main.png`),
            weight: 1,
            width: 640,
            height: 768,
            bytes: picture.main.length,
          },
          {
            marketId,
            type: 'COVER',
            typeId: productId,
            key: `${folder}/cover/cover1.jpg`,
            url: services.storage.url(`${folder}/cover/cover1.jpg`),
            weight: 1,
            width: 640,
            height: 640,
            bytes: picture.cover.length,
          },
        ]);
        const [option] = await tx
          .insert(productOptions)
          .values({ productId, name: '사이즈', position: 1 })
          .returning({ id: productOptions.id });
        const sizes = ['S', 'M', 'L'];
        const values = await tx
          .insert(productOptionValues)
          .values(
            sizes.map((size, position) => ({
              optionId: option!.id,
              name: size,
              price: size === 'L' ? 1000 : 0,
              position,
            })),
          )
          .returning({ id: productOptionValues.id, name: productOptionValues.name, price: productOptionValues.price });
        await tx.insert(productOptionUnions).values(
          values.map((v, position) => ({
            productId,
            names: [v.name],
            valueIds: [v.id],
            totalPrice: v.price,
            stocks: random.int(0, 40),
            position,
          })),
        );
      });
    }
  }
}
