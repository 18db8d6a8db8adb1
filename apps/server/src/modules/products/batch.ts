import { unionKey, type OptionGroupDraft, type ProductCreate } from '@seller/domain';
import type { Tx } from '../../db/client.ts';
import {
  productCategories,
  productContents,
  productFilters,
  productOptions,
  productOptionUnions,
  productOptionValues,
  products,
  productSizeTables,
  productTags,
  type ProductDeliverySnapshot,
} from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/html-sanitizer.ts';
import { productEvents, recordEvents } from '../events/index.ts';
import { contentUrlOf } from './content.ts';

/** One product of a batch, as the bulk sheet resolved and checked it with the form's rules. */
export interface BatchProduct {
  body: ProductCreate;
  /** The delivery template's snapshot (the market's template, or the default FREE one). */
  delivery: ProductDeliverySnapshot;
  /** Tags as the tag rule normalised them. */
  tags: string[];
  html: string;
  options: OptionGroupDraft[];
  unions: { names: string[]; stocks: number; memo: string }[];
}

/**
 * Writes many new products in the caller's transaction with a few statements a table: what the
 * register path writes step by step (details HTML, the product hidden until its images arrive, its
 * categories, filters, tags, size tables, option groups, values and combinations, and one
 * `product.changed` event each). It checks nothing: its caller has run every rule of the register
 * path on each product, and falls back to that path product by product when a batch fails.
 */
export async function insertProductBatch(tx: Tx, marketId: number, items: BatchProduct[]) {
  if (items.length === 0) return [];
  await tx
    .insert(productContents)
    .values(items.map((p) => ({ code: p.body.code, marketId, html: sanitizeRichText(p.html) })));
  const rows = await tx
    .insert(products)
    .values(
      items.map(({ body, delivery }) => ({
        marketId,
        code: body.code,
        contentUrl: contentUrlOf(body.code),
        name: body.name.trim(),
        brandId: body.brandId!,
        summary: body.summary,
        price: body.price!,
        saleRate: body.saleRate,
        salePrice: body.salePrice ?? body.price!,
        // Hidden until its images are saved: the edit save that completes it publishes it.
        sellYn: false,
        displayYn: false,
        pendingFlags: { sellYn: body.sellYn!, displayYn: body.displayYn! },
        delivery,
        marketDeliveryId: delivery.marketDeliveryId,
        country: body.country,
        material: body.material,
        factory: body.factory,
        wash: body.wash,
        repair: body.repair,
        quality: body.quality,
        memo: body.memo,
        notice: body.notice,
        kcKind: body.kcKind,
        kcNumber: body.kcNumber,
        kcAgency: body.kcAgency,
      })),
    )
    .returning({ id: products.id, code: products.code });
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  const withIds = items.map((p) => ({ ...p, id: idOf.get(p.body.code)! }));

  await tx.insert(productCategories).values(
    withIds.flatMap((p) =>
      p.body.childCategoryIds.map((categoryId, position) => ({
        productId: p.id,
        categoryId,
        parentCategoryId: p.body.parentCategoryId!,
        position,
      })),
    ),
  );
  await tx
    .insert(productFilters)
    .values(
      withIds.flatMap((p) =>
        [...new Set(p.body.filterIds)].map((filterId, position) => ({ productId: p.id, filterId, position })),
      ),
    );
  const tags = withIds.flatMap((p) => p.tags.map((tag, position) => ({ productId: p.id, tag, position })));
  if (tags.length) await tx.insert(productTags).values(tags);
  const tables = withIds.flatMap((p) =>
    p.body.sizeTables.map((t, position) => ({
      productId: p.id,
      categoryName: t.categoryName,
      columns: t.columns,
      rows: t.rows,
      position,
    })),
  );
  if (tables.length) await tx.insert(productSizeTables).values(tables);

  const groups = await tx
    .insert(productOptions)
    .values(
      withIds.flatMap((p) => p.options.map((g) => ({ productId: p.id, name: g.name.trim(), position: g.position }))),
    )
    .returning({ id: productOptions.id, productId: productOptions.productId, position: productOptions.position });
  const groupId = new Map(groups.map((g) => [`${g.productId}:${g.position}`, g.id]));
  const values = await tx
    .insert(productOptionValues)
    .values(
      withIds.flatMap((p) =>
        p.options.flatMap((g) =>
          g.values.map((v, position) => ({
            optionId: groupId.get(`${p.id}:${g.position}`)!,
            name: v.name.trim(),
            price: v.price,
            position,
          })),
        ),
      ),
    )
    .returning({ id: productOptionValues.id, optionId: productOptionValues.optionId, name: productOptionValues.name });
  const valueOf = new Map(values.map((v) => [`${v.optionId}:${v.name}`, v.id]));
  await tx.insert(productOptionUnions).values(
    withIds.flatMap((p) => {
      const seen = new Set<string>();
      return p.unions.flatMap((u, position) => {
        if (seen.has(unionKey(u.names))) return [];
        seen.add(unionKey(u.names));
        const valueIds = u.names.map((name, i) => valueOf.get(`${groupId.get(`${p.id}:${i + 1}`)}:${name.trim()}`)!);
        const totalPrice = u.names.reduce(
          (sum, name, i) => sum + (p.options[i]?.values.find((v) => v.name.trim() === name.trim())?.price ?? 0),
          0,
        );
        return [
          { productId: p.id, names: u.names, valueIds, totalPrice, stocks: u.stocks, memo: u.memo.trim(), position },
        ];
      });
    }),
  );
  await recordEvents(
    tx,
    await productEvents(
      tx,
      marketId,
      rows.map((r) => r.id),
      'created',
    ),
  );
  return withIds.map((p) => ({ id: p.id, code: p.body.code }));
}
