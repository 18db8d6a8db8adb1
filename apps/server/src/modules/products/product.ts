import {
  categoryKey,
  checkModels,
  checkNotice,
  KC_CERTIFIED_KINDS,
  kcRequirementOf,
  NOTICE_EXTRA_KEYS,
  noticeGroupOf,
  noticeParams,
  noticeValuesOf,
  type KcKind,
  type NoticeExtras,
  type MessageKey,
  type NoticeProblem,
  type ProductSaveFacts,
  checkPricing,
  checkSizeTable,
  checkTags,
  defaultDeliveryTemplate,
  filterKey,
  hasContent,
  validateProductEdit,
  validateProductRegister,
  type ProductCreate,
  type ProductDelivery,
  type ProductDetail,
  type ProductSaved,
  type ProductUpdate,
} from '@seller/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  brands,
  images,
  marketBrands,
  marketDeliveries,
  models,
  productCategories,
  productFilters,
  productModels,
  products,
  productSizeTables,
  productTags,
  type ProductDeliverySnapshot,
} from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { productEvents, recordEvents } from '../events/index.ts';
import type { SellerPrincipal } from '../auth/index.ts';
import { lookupCategories, lookupFilters, lookupTopCategory } from './catalog-lookup.ts';
import { contentUrlOf, type ProductContent } from './content.ts';
import type { ProductOptionsService } from './options.ts';
import { assertFreshVersion, bumpProductVersion, findOwned, invalid } from './shared.ts';

export const previewUrlOf = (code: string, token: string) => `/admin-preview/${code}/${token}`;

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

type Full<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** The checked fields of a save: children (models, size tables, tags) only when sent. */
type EditableInput = Full<Pick<ProductUpdate, 'name' | 'brandId' | 'price' | 'saleRate' | 'salePrice'>> &
  Pick<ProductUpdate, 'models' | 'sizeTables' | 'tags'>;

type FormInput = Full<
  Pick<
    ProductUpdate,
    | 'name'
    | 'brandId'
    | 'price'
    | 'saleRate'
    | 'salePrice'
    | 'summary'
    | 'country'
    | 'material'
    | 'factory'
    | 'wash'
    | 'repair'
    | 'quality'
    | 'memo'
    | 'notice'
    | 'kcKind'
    | 'kcNumber'
    | 'kcAgency'
    | 'lowStockThreshold'
  >
>;

/** A failed save-order rule with its parameters (the notice item's name). */
const invalidFact = (facts: ProductSaveFacts, key: MessageKey) =>
  fail(422, 'INVALID_PRODUCT', key, noticeParams(facts, key));

/**
 * The notice and KC check of a product of this top category and these age filter values; items of
 * another group in the `notice` object are refused, so nothing is stored that no screen shows.
 */
function noticeProblem(
  topCode: string | null,
  ageValues: string[],
  input: Pick<FormInput, 'material' | 'country' | 'factory' | 'wash' | 'repair' | 'quality' | 'notice'> &
    Pick<FormInput, 'kcKind' | 'kcNumber' | 'kcAgency'>,
): NoticeProblem | null {
  const group = noticeGroupOf(topCode);
  if (!group) return null;
  const own = new Set<string>(group.fields.map((f) => f.key));
  const stray = Object.entries(input.notice).find(([key, value]) => value && !own.has(key));
  if (stray) return { key: 'product.noticeUnknownField', params: {}, field: stray[0] as NoticeProblem['field'] };
  return checkNotice(group, noticeValuesOf(input), input, kcRequirementOf(topCode, ageValues));
}

/** The age filter values among a product's filters (10대 초반 makes it a children's product). */
const ageValuesOf = (rows: { sub: string; value: string }[]) => rows.filter((f) => f.sub === 'AGE').map((f) => f.value);

const certified = (kind: KcKind | null) => !!kind && KC_CERTIFIED_KINDS.includes(kind);

/** Only the notice items (own keys, non-empty) are kept. */
const cleanNotice = (notice: NoticeExtras): NoticeExtras =>
  Object.fromEntries(NOTICE_EXTRA_KEYS.flatMap((k) => (notice[k]?.trim() ? [[k, notice[k].trim()]] : [])));

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
    notice: cleanNotice(input.notice),
    kcKind: input.kcKind as KcKind | null,
    // Only a certification has a number and an agency; an exemption or 해당 없음 keeps none.
    kcNumber: certified(input.kcKind) ? input.kcNumber.trim() : '',
    kcAgency: certified(input.kcKind) ? input.kcAgency.trim() : '',
    lowStockThreshold: input.lowStockThreshold,
  };
}

/** Products themselves: create and update after the save order, the edit screen's read, the preview. */
export function createProductCore(db: Db, content: ProductContent, options: ProductOptionsService) {
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
      returnFee: row.returnFee,
      exchangeFee: row.exchangeFee,
      international: row.international,
    };
  }

  /** Checks shared by create and update after the save order: brand link, prices, tags, models, size tables. */
  async function checkDetails(marketId: number, input: EditableInput): Promise<{ tags: string[] | undefined }> {
    if (!(await brandLinked(marketId, input.brandId!))) throw invalid('product.brandNotLinked');
    const pricing = checkPricing(input.price!, input.saleRate, input.salePrice ?? input.price!);
    if (pricing) throw invalid(pricing);
    const tags = input.tags === undefined ? { tags: undefined } : checkTags(input.tags);
    if ('error' in tags && tags.error) throw invalid(tags.error);
    const modelProblem = input.models === undefined ? null : checkModels(input.models);
    if (modelProblem) throw invalid(modelProblem);
    if (input.models?.length) {
      const ids = input.models.map((m) => m.modelId);
      const found = await db
        .select({ id: models.id })
        .from(models)
        .where(and(inArray(models.id, ids), eq(models.marketId, marketId)));
      if (found.length !== new Set(ids).size) throw invalid('product.noModel');
    }
    for (const table of input.sizeTables ?? []) {
      const problem = checkSizeTable(table);
      if (problem) throw invalid(problem);
    }
    return { tags: tags.tags };
  }

  /** Rewrites the children that were sent (a list left out of an update is kept as saved). */
  async function writeChildren(tx: Tx, productId: number, input: EditableInput, tags: string[] | undefined) {
    if (tags !== undefined) {
      await tx.delete(productTags).where(eq(productTags.productId, productId));
      if (tags.length) await tx.insert(productTags).values(tags.map((tag, position) => ({ productId, tag, position })));
    }
    if (input.sizeTables !== undefined)
      await tx.delete(productSizeTables).where(eq(productSizeTables.productId, productId));
    if (input.models !== undefined) await tx.delete(productModels).where(eq(productModels.productId, productId));
    if (input.sizeTables?.length) {
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
    if (input.models?.length) {
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

  /** The product's top category code and its age filter values (what the notice and KC depend on). */
  async function classification(marketId: number, productId: number) {
    const [cat] = await db
      .select({ parentCategoryId: productCategories.parentCategoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, productId))
      .limit(1);
    const filterIds = await db
      .select({ id: productFilters.filterId })
      .from(productFilters)
      .where(eq(productFilters.productId, productId));
    const [top, filterRows] = await Promise.all([
      cat ? lookupTopCategory(db, cat.parentCategoryId) : undefined,
      lookupFilters(
        db,
        marketId,
        filterIds.map((f) => f.id),
      ),
    ]);
    return { topCode: top?.main ?? null, ageValues: ageValuesOf(filterRows) };
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

  /** A market's product as the edit screen reads it (spec 01 §3 product as edited). */
  async function detail(marketId: number, code: string): Promise<ProductDetail> {
    const product = await findOwned(db, marketId, { code });
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
      content.contentOf(marketId, product.code),
    ]);
    const [catRows, filterRows] = await Promise.all([
      lookupCategories(
        db,
        cats.map((c) => c.categoryId),
      ),
      lookupFilters(
        db,
        marketId,
        filterIds.map((f) => f.filterId),
      ),
    ]);
    const catById = new Map(catRows.map((c) => [c.id, c]));
    const filterById = new Map(filterRows.map((f) => [f.id, f]));
    const modelList = modelRows.map((m) => ({ modelId: m.modelId, name: m.name, options: m.options }));
    const main = imageRows.find((i) => i.type === 'MAIN');
    const flags = product.pendingFlags ?? product;
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
      delivery: {
        ...product.delivery,
        feeType: product.delivery.feeType as ProductDelivery['feeType'],
        returnFee: product.delivery.returnFee ?? 0,
        exchangeFee: product.delivery.exchangeFee ?? 0,
      },
      models: modelList,
      modelInfos: modelList,
      sizeTables: tables.map((t) => ({
        categoryName: t.categoryName,
        columns: t.columns,
        rows: t.rows.map((r) => r.map(String)),
      })),
      sell: flags.sellYn,
      display: flags.displayYn,
      sellYn: flags.sellYn,
      displayYn: flags.displayYn,
      published: product.pendingFlags === null,
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
      coverImages: imageRows.filter((i) => i.type === 'COVER').map((i) => ({ id: i.id, url: i.url, weight: i.weight })),
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
      notice: product.notice,
      noticeGroup: noticeGroupOf(catRows[0]?.main)?.group ?? null,
      kcKind: product.kcKind,
      kcNumber: product.kcNumber,
      kcAgency: product.kcAgency,
      lowStockThreshold: product.lowStockThreshold,
      timestamp: product.createdAt.toISOString(),
      version: product.version,
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
          .select({ id: products.id, marketId: products.marketId, pendingFlags: products.pendingFlags })
          .from(products)
          .where(eq(products.code, body.code));
        if (row && row.marketId !== marketId) throw fail(409, 'CODE_TAKEN', 'product.codeTaken');
        return row ?? null;
      };
      await owner(); // another market's code is refused before anything else
      const html = await content.contentOf(marketId, body.code);
      const top = body.parentCategoryId ? await lookupTopCategory(db, body.parentCategoryId) : undefined;
      const filterRows = await lookupFilters(db, marketId, [...new Set(body.filterIds)]);
      const facts: ProductSaveFacts & Parameters<typeof validateProductRegister>[0] = {
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
        notice: top ? noticeProblem(top.main, ageValuesOf(filterRows), body) : null,
      };
      const problem = validateProductRegister(facts);
      if (problem) throw invalidFact(facts, problem);
      const { tags } = await checkDetails(marketId, body);

      const subs = await lookupCategories(db, [...new Set(body.childCategoryIds)]);
      if (
        !top ||
        subs.length !== new Set(body.childCategoryIds).size ||
        subs.some((s) => s.parentCategoryId !== top.id)
      ) {
        throw invalid('product.categoryNotFound');
      }
      if (filterRows.length !== new Set(body.filterIds).size || filterRows.some((f) => f.category !== top.main)) {
        throw invalid('product.filterNotFound');
      }
      const delivery = await deliverySnapshot(marketId, body.delivery);
      const chosen = { sellYn: body.sellYn!, displayYn: body.displayYn! };
      // A new product (or a retry of one still being registered) is hidden until its last step publishes it.
      const hidden = { ...formColumns(body, delivery, { sellYn: false, displayYn: false }), pendingFlags: chosen };
      const fields = formColumns(body, delivery, chosen);

      /** The product row (new, or the retried one rewritten) and everything written with it. */
      const write = (existing: { id: number; pendingFlags: unknown } | null) =>
        db.transaction(async (tx) => {
          let productId = existing?.id ?? null;
          if (productId === null) {
            const [row] = await tx
              .insert(products)
              .values({ marketId, code: body.code, contentUrl: contentUrlOf(body.code), ...hidden })
              .returning({ id: products.id });
            productId = row!.id;
          } else {
            await bumpProductVersion(tx, { id: productId, code: body.code }, undefined);
            await tx
              .update(products)
              .set({ ...(existing!.pendingFlags ? hidden : fields), updatedAt: new Date() })
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
          const [saved] = await tx.select({ version: products.version }).from(products).where(eq(products.id, id));
          await recordEvents(tx, await productEvents(tx, marketId, [id], existing ? 'changed' : 'created'));
          return { id, version: saved!.version };
        });

      const existing = await owner();
      if (existing) return { ...(await write(existing)), code: body.code, created: false };
      try {
        return { ...(await write(null)), code: body.code, created: true };
      } catch (error) {
        // Two retries raced: the other one created it; this one's form is written onto it.
        if (!isUniqueViolation(error)) throw error;
        const again = await owner();
        if (!again) throw error;
        return { ...(await write(again)), code: body.code, created: false };
      }
    },

    /**
     * Updates the editable fields after the edit order of spec 01 §5, checked against the payload and
     * the saved images, content and combinations (the edit screen saves those first).
     */
    async update(principal: SellerPrincipal, body: ProductUpdate, expected?: number): Promise<ProductSaved> {
      const marketId = principal.marketId;
      const product = await findOwned(db, marketId, { id: body.id });
      assertFreshVersion(product, expected);
      // An update writes only the fields it was sent: every field left out keeps its saved value.
      const sent = <K extends keyof ProductUpdate>(key: K) => body[key] !== undefined;
      const form: FormInput = {
        name: body.name ?? product.name,
        brandId: sent('brandId') ? body.brandId! : product.brandId,
        price: sent('price') ? body.price! : product.price,
        saleRate: body.saleRate ?? product.saleRate,
        salePrice: sent('salePrice') ? body.salePrice! : product.salePrice,
        summary: body.summary ?? product.summary,
        country: body.country ?? product.country,
        material: body.material ?? product.material,
        factory: body.factory ?? product.factory,
        wash: body.wash ?? product.wash,
        repair: body.repair ?? product.repair,
        quality: body.quality ?? product.quality,
        memo: body.memo ?? product.memo,
        notice: body.notice ?? product.notice,
        kcKind: sent('kcKind') ? body.kcKind! : product.kcKind,
        kcNumber: body.kcNumber ?? product.kcNumber,
        kcAgency: body.kcAgency ?? product.kcAgency,
        lowStockThreshold: sent('lowStockThreshold') ? body.lowStockThreshold! : product.lowStockThreshold,
      };
      const savedDelivery = { ...product.delivery, feeType: product.delivery.feeType as ProductDelivery['feeType'] };
      const delivery = sent('delivery') ? body.delivery! : savedDelivery;
      const [counts, html, unions, classified] = await Promise.all([
        imageCounts(product.id),
        content.contentOf(marketId, product.code),
        options.activeUnionCount(product.id),
        classification(marketId, product.id),
      ]);
      const facts: ProductSaveFacts = {
        name: form.name,
        brandId: form.brandId,
        linkedBrandCount: await linkedBrandCount(marketId, form.brandId),
        delivery,
        price: form.price,
        mainImageCount: counts.main,
        coverImageCount: counts.cover,
        hasContent: hasContent(html),
        activeUnionCount: unions,
        notice: noticeProblem(classified.topCode, classified.ageValues, form),
      };
      const problem = validateProductEdit(facts);
      if (problem) throw invalidFact(facts, problem);
      const { tags } = await checkDetails(marketId, {
        ...form,
        models: body.models,
        sizeTables: body.sizeTables,
        tags: body.tags,
      });
      const snapshot = sent('delivery') ? await deliverySnapshot(marketId, body.delivery!) : product.delivery;
      const version = await db.transaction(async (tx) => {
        const next = await bumpProductVersion(tx, product, expected);
        await tx
          .update(products)
          .set({
            // A product still being registered is complete now (checked above): this save publishes it.
            ...formColumns(form, snapshot, {
              sellYn: body.sellYn ?? (product.pendingFlags ?? product).sellYn,
              displayYn: body.displayYn ?? (product.pendingFlags ?? product).displayYn,
            }),
            pendingFlags: null,
            updatedAt: new Date(),
          })
          .where(eq(products.id, product.id));
        await writeChildren(tx, product.id, { ...form, models: body.models, sizeTables: body.sizeTables }, tags);
        await recordEvents(tx, await productEvents(tx, marketId, [product.id], 'changed'));
        return next;
      });
      return { id: product.id, code: product.code, version };
    },

    /**
     * The registration's last step: a product still being registered takes the sell and display
     * flags the seller chose once its main and cover images, its details and an active combination
     * are saved (called after the combinations are saved). Until then it stays hidden, and a retry of
     * any step, or an edit save, can complete it. Not a save of the form: the version stays.
     */
    async publishIfComplete(productId: number): Promise<boolean> {
      const [product] = await db
        .select({ marketId: products.marketId, code: products.code, pendingFlags: products.pendingFlags })
        .from(products)
        .where(eq(products.id, productId));
      if (!product?.pendingFlags) return false;
      const [counts, html, unions] = await Promise.all([
        imageCounts(productId),
        content.contentOf(product.marketId, product.code),
        options.activeUnionCount(productId),
      ]);
      if (counts.main < 1 || counts.cover < 1 || !hasContent(html) || unions < 1) return false;
      return db.transaction(async (tx) => {
        const published = await tx
          .update(products)
          .set({ ...product.pendingFlags, pendingFlags: null })
          .where(and(eq(products.id, productId), isNotNull(products.pendingFlags)))
          .returning({ id: products.id });
        if (published.length === 0) return false;
        await recordEvents(tx, await productEvents(tx, product.marketId, [productId], 'changed'));
        return true;
      });
    },

    /** The product as the edit screen reads it (spec 01 §3 product as edited). */
    get: (principal: SellerPrincipal, code: string) => detail(principal.marketId, code),

    /**
     * A product as the catalogue feed shows it to a storefront (issue 33 §2): the edit screen's
     * reading without the seller's own memo, the preview link or the editor's HTML (the details page
     * is `contentUrl`), with its option groups and combinations (stock, extra price).
     */
    async catalogueEntry(marketId: number, code: string) {
      const { previewUrl: _link, memo: _memo, content: _html, ...shown } = await detail(marketId, code);
      const [opts, unionList] = await Promise.all([options.loadOptions(shown.id), options.loadUnions(shown.id)]);
      return { ...shown, options: opts.options, combinations: unionList.unions };
    },

    /** Everything the preview page shows, by code and preview token (no session). */
    async preview(code: string, token: string) {
      const [product] = await db.select().from(products).where(eq(products.code, code));
      if (!product || product.previewToken.length < 16 || product.previewToken !== token) return null;
      const [shown, opts, unionList, html] = await Promise.all([
        detail(product.marketId, code),
        options.loadOptions(product.id),
        options.loadUnions(product.id),
        content.contentHtml(code),
      ]);
      return { detail: shown, options: opts.options, unions: unionList.unions, html: html ?? '' };
    },
  };
}
