import {
  categoryKey,
  checkModels,
  checkOptionGroups,
  checkPricing,
  checkSizeTable,
  checkTags,
  checkUnions,
  contentTextLength,
  defaultDeliveryTemplate,
  EDITOR_TEXT_LIMIT,
  filterKey,
  hasContent,
  unionKey,
  validateProductEdit,
  validateProductRegister,
  type MessageKey,
  type ProductCreate,
  type ProductDelivery,
  type ProductDetail,
  type ProductOptions,
  type ProductSaved,
  type ProductUnions,
  type ProductUpdate,
  type ProductOptionsBody,
  type ProductUnionsBody,
} from '@seller/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  brands,
  images,
  marketBrands,
  marketDeliveries,
  models,
  productCategories,
  productContents,
  productFilters,
  productModels,
  productOptions,
  productOptionUnions,
  productOptionValues,
  products,
  productSizeTables,
  productTags,
  type ProductDeliverySnapshot,
} from '../../db/schema/index.ts';
import { fail, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/html-sanitizer.ts';
import type { SellerPrincipal } from '../auth/index.ts';
import { lookupCategories, lookupFilters, lookupTopCategory } from './catalog-lookup.ts';

/** A failed rule of the save order: 422 with the rule's Korean message, nothing written. */
const invalid = (key: MessageKey) => fail(422, 'INVALID_PRODUCT', key);

export const contentUrlOf = (code: string) => `/sw/a/v1/product/content/${code}`;
export const previewUrlOf = (code: string, token: string) => `/admin-preview/${code}/${token}`;

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

type EditableInput = Pick<
  ProductUpdate,
  'name' | 'brandId' | 'price' | 'saleRate' | 'salePrice' | 'delivery' | 'models' | 'sizeTables' | 'tags'
>;

type FormInput = EditableInput &
  Pick<ProductUpdate, 'summary' | 'country' | 'material' | 'factory' | 'wash' | 'repair' | 'quality' | 'memo'>;

/** The product columns the register and edit forms both write (the row's own fields, not its children). */
function formColumns(
  input: FormInput,
  delivery: ProductDeliverySnapshot,
  flags: { sellYn: boolean; displayYn: boolean },
) {
  return {
    name: input.name.trim(),
    brandId: input.brandId!,
    summary: input.summary,
    price: input.price!,
    saleRate: input.saleRate,
    salePrice: input.salePrice ?? input.price!,
    sellYn: flags.sellYn,
    displayYn: flags.displayYn,
    delivery,
    marketDeliveryId: delivery.marketDeliveryId,
    country: input.country,
    material: input.material,
    factory: input.factory,
    wash: input.wash,
    repair: input.repair,
    quality: input.quality,
    memo: input.memo,
  };
}

export function createProductService(db: Db) {
  async function brandLinked(marketId: number, brandId: number) {
    const [row] = await db
      .select({ brandId: marketBrands.brandId })
      .from(marketBrands)
      .where(and(eq(marketBrands.marketId, marketId), eq(marketBrands.brandId, brandId)));
    return !!row;
  }

  /** Brands linked to the market, counted only when none was chosen (the brand check's two messages). */
  async function linkedBrandCount(marketId: number, brandId: number | null | undefined) {
    if (brandId) return undefined;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketBrands)
      .where(eq(marketBrands.marketId, marketId));
    return row?.n ?? 0;
  }

  async function contentOf(marketId: number, code: string) {
    const [row] = await db
      .select({ html: productContents.html, marketId: productContents.marketId })
      .from(productContents)
      .where(eq(productContents.code, code));
    return row && row.marketId === marketId ? row.html : null;
  }

  /** The delivery snapshot to keep: the market template when one is named (it is authoritative), else the payload. */
  async function deliverySnapshot(
    marketId: number,
    delivery: ProductDelivery | null,
  ): Promise<ProductDeliverySnapshot> {
    if (!delivery) return defaultDeliveryTemplate();
    if (delivery.marketDeliveryId === null) return { ...delivery, marketDeliveryId: null };
    const [row] = await db
      .select()
      .from(marketDeliveries)
      .where(and(eq(marketDeliveries.id, delivery.marketDeliveryId), eq(marketDeliveries.marketId, marketId)));
    if (!row) throw invalid('delivery.unknownTemplate');
    return {
      marketDeliveryId: row.id,
      marketDeliveryName: row.name,
      feeType: row.feeType,
      defaultFee: row.defaultFee,
      intCondition: row.intCondition,
      islandMountainFee: row.islandMountainFee,
      jejuFee: row.jejuFee,
      international: row.international,
    };
  }

  /** Checks shared by create and update after the save order: brand link, prices, tags, models, size tables. */
  async function checkDetails(marketId: number, input: EditableInput): Promise<{ tags: string[] }> {
    if (!(await brandLinked(marketId, input.brandId!))) throw invalid('product.brandNotLinked');
    const pricing = checkPricing(input.price!, input.saleRate, input.salePrice ?? input.price!);
    if (pricing) throw invalid(pricing);
    const tags = checkTags(input.tags);
    if (tags.error) throw invalid(tags.error);
    const modelProblem = checkModels(input.models);
    if (modelProblem) throw invalid(modelProblem);
    if (input.models.length) {
      const ids = input.models.map((m) => m.modelId);
      const found = await db
        .select({ id: models.id })
        .from(models)
        .where(and(inArray(models.id, ids), eq(models.marketId, marketId)));
      if (found.length !== new Set(ids).size) throw invalid('product.noModel');
    }
    for (const table of input.sizeTables) {
      const problem = checkSizeTable(table);
      if (problem) throw invalid(problem);
    }
    return { tags: tags.tags };
  }

  async function writeChildren(tx: Tx, productId: number, input: EditableInput, tags: string[]) {
    await tx.delete(productTags).where(eq(productTags.productId, productId));
    await tx.delete(productSizeTables).where(eq(productSizeTables.productId, productId));
    await tx.delete(productModels).where(eq(productModels.productId, productId));
    if (tags.length) await tx.insert(productTags).values(tags.map((tag, position) => ({ productId, tag, position })));
    if (input.sizeTables.length) {
      await tx.insert(productSizeTables).values(
        input.sizeTables.map((t, position) => ({
          productId,
          categoryName: t.categoryName,
          columns: t.columns,
          rows: t.rows,
          position,
        })),
      );
    }
    if (input.models.length) {
      await tx.insert(productModels).values(
        input.models.map((m, position) => ({
          productId,
          modelId: m.modelId,
          name: m.name,
          options: m.options.trim(),
          position,
        })),
      );
    }
  }

  async function findOwned(marketId: number, where: { id?: number; code?: string }) {
    const [row] = await db
      .select()
      .from(products)
      .where(
        and(
          eq(products.marketId, marketId),
          where.id !== undefined ? eq(products.id, where.id) : eq(products.code, where.code!),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  async function imageCounts(productId: number) {
    const rows = await db
      .select({ type: images.type, n: sql<number>`count(*)::int` })
      .from(images)
      .where(and(eq(images.typeId, productId), inArray(images.type, ['MAIN', 'COVER'])))
      .groupBy(images.type);
    const of = (type: string) => rows.find((r) => r.type === type)?.n ?? 0;
    return { main: of('MAIN'), cover: of('COVER') };
  }

  async function activeUnionCount(productId: number) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(productOptionUnions)
      .where(and(eq(productOptionUnions.productId, productId), eq(productOptionUnions.deleted, false)));
    return row?.n ?? 0;
  }

  async function loadOptions(productId: number): Promise<ProductOptions> {
    const groups = await db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, productId))
      .orderBy(asc(productOptions.position));
    const values = groups.length
      ? await db
          .select()
          .from(productOptionValues)
          .where(
            inArray(
              productOptionValues.optionId,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(productOptionValues.position), asc(productOptionValues.id))
      : [];
    return {
      productId,
      options: groups.map((g) => ({
        id: g.id,
        name: g.name,
        position: g.position,
        values: values.filter((v) => v.optionId === g.id).map((v) => ({ id: v.id, name: v.name, price: v.price })),
      })),
    };
  }

  async function loadUnions(productId: number): Promise<ProductUnions> {
    const rows = await db
      .select()
      .from(productOptionUnions)
      .where(eq(productOptionUnions.productId, productId))
      .orderBy(asc(productOptionUnions.deleted), asc(productOptionUnions.position), asc(productOptionUnions.id));
    return {
      productId,
      unions: rows.map((u) => ({
        id: u.id,
        ids: u.valueIds,
        names: u.names,
        totalPrice: u.totalPrice,
        stocks: u.stocks,
        memo: u.memo,
        deleted: u.deleted,
      })),
    };
  }

  return {
    /**
     * Creates a product with its categories, filters, tags, size tables and models in one
     * transaction, after the register order of spec 01 §5 (the checks the server can make at this
     * step; images and combinations follow in their own calls). Idempotent by product code: a retry
     * with the code of a product this market already created writes the form as it is now onto that
     * product (a seller who fixed a field after a failed step keeps the fix) and creates nothing.
     */
    async create(principal: SellerPrincipal, body: ProductCreate): Promise<ProductSaved & { created: boolean }> {
      const marketId = principal.marketId;
      const owner = async () => {
        const [row] = await db
          .select({ id: products.id, marketId: products.marketId })
          .from(products)
          .where(eq(products.code, body.code));
        if (row && row.marketId !== marketId) throw fail(409, 'CODE_TAKEN', 'product.codeTaken');
        return row ?? null;
      };
      await owner(); // another market's code is refused before anything else
      const html = await contentOf(marketId, body.code);
      const problem = validateProductRegister({
        sellYn: body.sellYn,
        displayYn: body.displayYn,
        delivery: body.delivery,
        name: body.name,
        brandId: body.brandId,
        linkedBrandCount: await linkedBrandCount(marketId, body.brandId),
        categoryCount: body.parentCategoryId ? body.childCategoryIds.length : 0,
        filterCount: body.filterIds.length,
        price: body.price,
        hasContent: hasContent(html),
      });
      if (problem) throw invalid(problem);
      const { tags } = await checkDetails(marketId, body);

      const top = await lookupTopCategory(db, body.parentCategoryId!);
      const subs = await lookupCategories(db, [...new Set(body.childCategoryIds)]);
      if (
        !top ||
        subs.length !== new Set(body.childCategoryIds).size ||
        subs.some((s) => s.parentCategoryId !== top.id)
      ) {
        throw invalid('product.categoryNotFound');
      }
      const filterRows = await lookupFilters(db, marketId, [...new Set(body.filterIds)]);
      if (filterRows.length !== new Set(body.filterIds).size || filterRows.some((f) => f.category !== top.main)) {
        throw invalid('product.filterNotFound');
      }
      const delivery = await deliverySnapshot(marketId, body.delivery);
      const fields = formColumns(body, delivery, { sellYn: body.sellYn!, displayYn: body.displayYn! });

      /** The product row (new, or the retried one rewritten) and everything written with it. */
      const write = (existingId: number | null) =>
        db.transaction(async (tx) => {
          let productId = existingId;
          if (productId === null) {
            const [row] = await tx
              .insert(products)
              .values({ marketId, code: body.code, contentUrl: contentUrlOf(body.code), ...fields })
              .returning({ id: products.id });
            productId = row!.id;
          } else {
            await tx
              .update(products)
              .set({ ...fields, updatedAt: new Date() })
              .where(eq(products.id, productId));
            await tx.delete(productCategories).where(eq(productCategories.productId, productId));
            await tx.delete(productFilters).where(eq(productFilters.productId, productId));
          }
          const id = productId;
          await tx
            .insert(productCategories)
            .values(
              subs.map((s, position) => ({ productId: id, categoryId: s.id, parentCategoryId: top.id, position })),
            );
          await tx
            .insert(productFilters)
            .values([...new Set(body.filterIds)].map((filterId, position) => ({ productId: id, filterId, position })));
          await writeChildren(tx, id, body, tags);
          return id;
        });

      const existing = await owner();
      if (existing) return { id: await write(existing.id), code: body.code, created: false };
      try {
        return { id: await write(null), code: body.code, created: true };
      } catch (error) {
        // Two retries raced: the other one created it; this one's form is written onto it.
        if (!isUniqueViolation(error)) throw error;
        const again = await owner();
        if (!again) throw error;
        return { id: await write(again.id), code: body.code, created: false };
      }
    },

    /**
     * Updates the editable fields after the edit order of spec 01 §5, checked against the payload and
     * the saved images, content and combinations (the edit screen saves those first).
     */
    async update(principal: SellerPrincipal, body: ProductUpdate): Promise<ProductSaved> {
      const marketId = principal.marketId;
      const product = await findOwned(marketId, { id: body.id });
      const [counts, html, unions] = await Promise.all([
        imageCounts(product.id),
        contentOf(marketId, product.code),
        activeUnionCount(product.id),
      ]);
      const problem = validateProductEdit({
        name: body.name,
        brandId: body.brandId,
        linkedBrandCount: await linkedBrandCount(marketId, body.brandId),
        delivery: body.delivery,
        price: body.price,
        mainImageCount: counts.main,
        coverImageCount: counts.cover,
        hasContent: hasContent(html),
        activeUnionCount: unions,
      });
      if (problem) throw invalid(problem);
      const { tags } = await checkDetails(marketId, body);
      const delivery = await deliverySnapshot(marketId, body.delivery);
      await db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({
            ...formColumns(body, delivery, {
              sellYn: body.sellYn ?? product.sellYn,
              displayYn: body.displayYn ?? product.displayYn,
            }),
            updatedAt: new Date(),
          })
          .where(eq(products.id, product.id));
        await writeChildren(tx, product.id, body, tags);
      });
      return { id: product.id, code: product.code };
    },

    /** The product as the edit screen reads it (spec 01 §3 product as edited). */
    async get(principal: SellerPrincipal, code: string): Promise<ProductDetail> {
      const product = await findOwned(principal.marketId, { code });
      const id = product.id;
      const [brand, cats, filterIds, tags, tables, modelRows, imageRows, html] = await Promise.all([
        db.select({ koName: brands.koName }).from(brands).where(eq(brands.id, product.brandId)),
        db
          .select()
          .from(productCategories)
          .where(eq(productCategories.productId, id))
          .orderBy(asc(productCategories.position)),
        db.select().from(productFilters).where(eq(productFilters.productId, id)).orderBy(asc(productFilters.position)),
        db.select().from(productTags).where(eq(productTags.productId, id)).orderBy(asc(productTags.position)),
        db
          .select()
          .from(productSizeTables)
          .where(eq(productSizeTables.productId, id))
          .orderBy(asc(productSizeTables.position)),
        db.select().from(productModels).where(eq(productModels.productId, id)).orderBy(asc(productModels.position)),
        db
          .select()
          .from(images)
          .where(and(eq(images.typeId, id), inArray(images.type, ['MAIN', 'COVER'])))
          .orderBy(asc(images.weight), asc(images.id)),
        contentOf(principal.marketId, product.code),
      ]);
      const [catRows, filterRows] = await Promise.all([
        lookupCategories(
          db,
          cats.map((c) => c.categoryId),
        ),
        lookupFilters(
          db,
          principal.marketId,
          filterIds.map((f) => f.filterId),
        ),
      ]);
      const catById = new Map(catRows.map((c) => [c.id, c]));
      const filterById = new Map(filterRows.map((f) => [f.id, f]));
      const modelList = modelRows.map((m) => ({ modelId: m.modelId, name: m.name, options: m.options }));
      const main = imageRows.find((i) => i.type === 'MAIN');
      return {
        id,
        code: product.code,
        name: product.name,
        brandId: product.brandId,
        brandName: brand[0]?.koName ?? '',
        price: product.price,
        netPrice: product.price,
        saleRate: product.saleRate,
        salePrice: product.salePrice,
        summary: product.summary,
        delivery: { ...product.delivery, feeType: product.delivery.feeType as ProductDelivery['feeType'] },
        models: modelList,
        modelInfos: modelList,
        sizeTables: tables.map((t) => ({
          categoryName: t.categoryName,
          columns: t.columns,
          rows: t.rows.map((r) => r.map(String)),
        })),
        sell: product.sellYn,
        display: product.displayYn,
        sellYn: product.sellYn,
        displayYn: product.displayYn,
        tags: tags.map((t) => t.tag),
        categories: cats.flatMap((c) => {
          const row = catById.get(c.categoryId);
          return row?.sub ? [categoryKey(row.main, row.sub)] : [];
        }),
        filters: filterIds.flatMap((f) => {
          const row = filterById.get(f.filterId);
          return row ? [filterKey(row.main, row.sub, row.value)] : [];
        }),
        parentCategoryId: cats[0]?.parentCategoryId ?? null,
        childCategoryIds: cats.map((c) => c.categoryId),
        filterIds: filterIds.map((f) => f.filterId),
        mainImage: main ? { id: main.id, url: main.url, weight: main.weight } : null,
        coverImages: imageRows
          .filter((i) => i.type === 'COVER')
          .map((i) => ({ id: i.id, url: i.url, weight: i.weight })),
        contentUrl: product.contentUrl,
        content: html ?? '',
        previewUrl: previewUrlOf(product.code, product.previewToken),
        country: product.country,
        material: product.material,
        factory: product.factory,
        wash: product.wash,
        repair: product.repair,
        quality: product.quality,
        memo: product.memo,
        timestamp: product.createdAt.toISOString(),
      };
    },

    /**
     * Stores the sanitised details HTML under the product code (before or after the product exists).
     * A code that belongs to another market is not found.
     */
    async saveContent(principal: SellerPrincipal, code: string, content: string) {
      const marketId = principal.marketId;
      const [owner] = await db.select({ marketId: products.marketId }).from(products).where(eq(products.code, code));
      if (owner && owner.marketId !== marketId) throw notFound();
      const html = sanitizeRichText(content);
      if (contentTextLength(html) > EDITOR_TEXT_LIMIT) throw fail(400, 'CONTENT_TOO_LONG', 'product.contentTooLong');
      const saved = await db
        .insert(productContents)
        .values({ code, marketId, html })
        .onConflictDoUpdate({
          target: productContents.code,
          set: { html, updatedAt: new Date() },
          setWhere: eq(productContents.marketId, marketId),
        })
        .returning({ code: productContents.code });
      if (saved.length === 0) throw notFound();
      const url = contentUrlOf(code);
      return { contentUrl: url, url };
    },

    /** The stored HTML of a code (public, as the storefront serves it), or null. */
    async contentHtml(code: string) {
      const [row] = await db
        .select({ html: productContents.html })
        .from(productContents)
        .where(eq(productContents.code, code));
      return row?.html ?? null;
    },

    /**
     * Saves the option groups (spec 01 §4: the option set first, then the combinations). Values keep
     * their id when they keep their name; removed values and groups are deleted.
     */
    async saveOptions(
      principal: SellerPrincipal,
      productId: number,
      groups: ProductOptionsBody['options'],
    ): Promise<ProductOptions> {
      const product = await findOwned(principal.marketId, { id: productId });
      const problem = checkOptionGroups(
        groups.map((g) => ({ ...g, values: g.values.map((v) => ({ ...v, name: v.name.trim() })) })),
      );
      if (problem) throw invalid(problem);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from products where id = ${product.id} for update`);
        const existing = await tx.select().from(productOptions).where(eq(productOptions.productId, product.id));
        const keepPositions = groups.map((g) => g.position);
        const removed = existing.filter((e) => !keepPositions.includes(e.position as 1 | 2));
        if (removed.length)
          await tx.delete(productOptions).where(
            inArray(
              productOptions.id,
              removed.map((r) => r.id),
            ),
          );
        for (const group of groups) {
          let option = existing.find((e) => e.position === group.position);
          if (option) {
            await tx.update(productOptions).set({ name: group.name.trim() }).where(eq(productOptions.id, option.id));
          } else {
            [option] = await tx
              .insert(productOptions)
              .values({ productId: product.id, name: group.name.trim(), position: group.position })
              .returning();
          }
          const optionId = option!.id;
          const current = await tx.select().from(productOptionValues).where(eq(productOptionValues.optionId, optionId));
          const byName = new Map(current.map((v) => [v.name, v]));
          const keep = new Set<number>();
          for (const [position, value] of group.values.entries()) {
            const name = value.name.trim();
            const match = byName.get(name);
            if (match) {
              keep.add(match.id);
              await tx
                .update(productOptionValues)
                .set({ price: value.price, position })
                .where(eq(productOptionValues.id, match.id));
            } else {
              const [inserted] = await tx
                .insert(productOptionValues)
                .values({ optionId, name, price: value.price, position })
                .returning({ id: productOptionValues.id });
              keep.add(inserted!.id);
            }
          }
          const gone = current.filter((v) => !keep.has(v.id)).map((v) => v.id);
          if (gone.length) await tx.delete(productOptionValues).where(inArray(productOptionValues.id, gone));
        }
      });
      return loadOptions(product.id);
    },

    async getOptions(principal: SellerPrincipal, productId: number) {
      const product = await findOwned(principal.marketId, { id: productId });
      return loadOptions(product.id);
    },

    /**
     * Saves the combinations: each names one value per saved group (ids are resolved from the names,
     * total prices recomputed); at least one must stay active. Rows keep their id by names.
     */
    async saveUnions(
      principal: SellerPrincipal,
      productId: number,
      unions: ProductUnionsBody['unions'],
    ): Promise<ProductUnions> {
      const product = await findOwned(principal.marketId, { id: productId });
      const problem = checkUnions(unions);
      if (problem) throw invalid(problem);
      const { options } = await loadOptions(product.id);
      const seen = new Set<string>();
      const resolved = unions.map((u, position) => {
        const names = u.names.map((n) => n.trim());
        const key = unionKey(names);
        if (names.length !== options.length || seen.has(key)) throw invalid('product.unionUnknownValue');
        seen.add(key);
        const values = names.map((name, i) => options[i]!.values.find((v) => v.name === name));
        if (values.some((v) => !v)) throw invalid('product.unionUnknownValue');
        return {
          names,
          valueIds: values.map((v) => v!.id),
          totalPrice: values.reduce((sum, v) => sum + v!.price, 0),
          stocks: u.stocks,
          memo: u.memo.trim(),
          deleted: u.deleted,
          position,
        };
      });
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from products where id = ${product.id} for update`);
        const existing = await tx
          .select()
          .from(productOptionUnions)
          .where(eq(productOptionUnions.productId, product.id));
        const byKey = new Map(existing.map((e) => [unionKey(e.names), e]));
        const keep = new Set<number>();
        const inserts: (typeof productOptionUnions.$inferInsert)[] = [];
        for (const u of resolved) {
          const match = byKey.get(unionKey(u.names));
          if (match) {
            keep.add(match.id);
            await tx
              .update(productOptionUnions)
              .set({ ...u, updatedAt: new Date() })
              .where(eq(productOptionUnions.id, match.id));
          } else {
            inserts.push({ productId: product.id, ...u });
          }
        }
        const gone = existing.filter((e) => !keep.has(e.id)).map((e) => e.id);
        if (gone.length) await tx.delete(productOptionUnions).where(inArray(productOptionUnions.id, gone));
        if (inserts.length) await tx.insert(productOptionUnions).values(inserts);
      });
      return loadUnions(product.id);
    },

    async getUnions(principal: SellerPrincipal, productId: number) {
      const product = await findOwned(principal.marketId, { id: productId });
      return loadUnions(product.id);
    },

    /** Everything the preview page shows, by code and preview token (no session). */
    async preview(code: string, token: string) {
      const [product] = await db.select().from(products).where(eq(products.code, code));
      if (!product || product.previewToken.length < 16 || product.previewToken !== token) return null;
      const principal = { marketId: product.marketId } as SellerPrincipal;
      const [detail, opts, unionList, html] = await Promise.all([
        this.get(principal, code),
        loadOptions(product.id),
        loadUnions(product.id),
        this.contentHtml(code),
      ]);
      return { detail, options: opts.options, unions: unionList.unions, html: html ?? '' };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
