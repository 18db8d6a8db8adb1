import {
  NONE_SIZE_CATEGORY,
  SIZE_CATEGORIES,
  TOP_CATEGORIES,
  filterGroupsOf,
  sizeCategoriesOfTop,
  sizeCategoryOf,
  sizeTemplate,
  type Brand,
  type CategoryChoice,
  type CategoryFindBody,
  type CategoryTop,
  type Filter,
  type FilterAddBody,
  type FilterFindBody,
  type FilterGroupView,
  type SizeCategory,
  type SizeCategoryView,
  type TopCategory,
} from '@seller/domain';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, filters, marketBrands, productCategories, products } from '../../db/schema/index.ts';
import { badRequest, fail } from '../../lib/errors.ts';
import { apartFromCall } from '../activity-log/index.ts';
import { loadCatalog } from './loader.ts';
import { filtersVisibleTo, resolveCategories, resolveFilters } from './lookup.ts';

/** Values one market may add to one attribute of one top category. */
export const MAX_ADDED_FILTER_VALUES = 50;
const MAX_FIND_RESULTS = 200;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A top category by its code or its Korean name. */
function topOf(text: string): TopCategory | undefined {
  return TOP_CATEGORIES.find((t) => t.code === text) ?? TOP_CATEGORIES.find((t) => t.name === text);
}

type FilterRow = typeof filters.$inferSelect;

const toFilter = (row: FilterRow): Filter => ({
  id: row.id,
  category: row.category,
  main: row.main,
  sub: row.sub,
  value: row.value,
  hex: row.hex,
  custom: row.marketId !== null,
});

/** Display order: the domain's group and attribute order, catalogue values by position, then added ones. */
function filterOrder(row: FilterRow): number[] {
  const categoryIndex = TOP_CATEGORIES.findIndex((t) => t.code === row.category);
  const groups = filterGroupsOf(row.category);
  const groupIndex = groups.findIndex((g) => g.code === row.main);
  const subIndex = groups[groupIndex]?.subs.findIndex((s) => s.code === row.sub) ?? -1;
  return [categoryIndex, groupIndex, subIndex, row.marketId === null ? 0 : 1, row.position, row.id];
}

function compareRows(a: FilterRow, b: FilterRow): number {
  const x = filterOrder(a);
  const y = filterOrder(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

function sizeView(category: SizeCategory): SizeCategoryView {
  const template = sizeTemplate(category);
  return {
    code: category.code,
    name: category.name,
    illustrationUrl: category.illustrationUrl,
    measurements: category.measurements.map((m) => ({ ...m })),
    template: { ...template, columns: [...template.columns], rows: template.rows.map((row) => [...row]) },
  };
}

const visibleTo = filtersVisibleTo;

export function createCatalogService(db: Db) {
  let loading: Promise<void> | null = null;
  let tree: Promise<CategoryTop[]> | null = null;

  /** Loads the domain catalogue into its tables once per process (idempotent across processes). */
  function load(): Promise<void> {
    loading ??= apartFromCall(() => loadCatalog(db)).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  async function readTree(): Promise<CategoryTop[]> {
    await load();
    const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    const tops = new Map(rows.filter((r) => r.sub === null).map((r) => [r.main, r]));
    return TOP_CATEGORIES.filter((top) => tops.has(top.code)).map((top) => {
      const topRow = tops.get(top.code)!;
      return {
        id: topRow.id,
        main: top.code,
        name: top.name,
        subs: top.subs.flatMap((sub) => {
          const row = rows.find((r) => r.main === top.code && r.sub === sub.code);
          return row
            ? [
                {
                  id: row.id,
                  parentCategoryId: topRow.id,
                  main: top.code,
                  sub: sub.code,
                  mainName: top.name,
                  subName: sub.name,
                  sizeCategoryCode: sizeCategoryOf(top.code, sub.code)?.code ?? NONE_SIZE_CATEGORY,
                },
              ]
            : [];
        }),
      };
    });
  }

  /** The category tree never changes while the process runs: read once. */
  function categoryTree(): Promise<CategoryTop[]> {
    tree ??= readTree().catch((error: unknown) => {
      tree = null;
      throw error;
    });
    return tree;
  }

  return {
    load,

    categories: categoryTree,

    /** A sub category by codes (or Korean names) of the top and the sub. */
    async findCategory(body: CategoryFindBody): Promise<CategoryChoice> {
      const top = topOf(body.main);
      const sub = top && (top.subs.find((s) => s.code === body.sub) ?? top.subs.find((s) => s.name === body.sub));
      const found =
        top && sub && (await categoryTree()).find((t) => t.main === top.code)?.subs.find((s) => s.sub === sub.code);
      if (!found) throw fail(404, 'CATEGORY_NOT_FOUND', 'catalog.categoryNotFound');
      return found;
    },

    /** The filter groups of a top category with the catalogue's values and the market's own. */
    async filterGroups(marketId: number, categoryMain: string): Promise<FilterGroupView[]> {
      const top = topOf(categoryMain);
      if (!top) throw badRequest('catalog.categoryNotFound');
      await load();
      const rows = (
        await db
          .select()
          .from(filters)
          .where(and(eq(filters.category, top.code), visibleTo(marketId)))
      ).sort(compareRows);
      return filterGroupsOf(top.code).map((group) => ({
        main: group.code,
        name: group.name,
        subs: group.subs.map((sub) => ({
          sub: sub.code,
          name: sub.name,
          values: rows.filter((r) => r.main === group.code && r.sub === sub.code).map(toFilter),
        })),
      }));
    },

    /** Filter values whose text contains `name`, narrowed as `filterFindBodySchema` describes. */
    async findFilters(marketId: number, body: FilterFindBody): Promise<Filter[]> {
      await load();
      const conditions: SQL[] = [visibleTo(marketId), ilike(filters.value, `%${escapeLike(body.name)}%`)];
      if (body.category) {
        const top = topOf(body.category);
        if (!top) throw badRequest('catalog.categoryNotFound');
        conditions.push(eq(filters.category, top.code));
      }
      if (body.productCode) {
        const [own] = await db
          .select({ main: categories.main })
          .from(products)
          .innerJoin(productCategories, eq(productCategories.productId, products.id))
          .innerJoin(categories, eq(categories.id, productCategories.parentCategoryId))
          .where(and(eq(products.code, body.productCode), eq(products.marketId, marketId)))
          .limit(1);
        if (own) conditions.push(eq(filters.category, own.main));
      }
      if (body.main) conditions.push(eq(filters.main, body.main));
      if (body.sub) conditions.push(eq(filters.sub, body.sub));
      const rows = await db
        .select()
        .from(filters)
        .where(and(...conditions))
        .orderBy(asc(filters.id))
        .limit(MAX_FIND_RESULTS);
      return rows.sort(compareRows).map(toFilter);
    },

    /**
     * Adds a value for the seller's market. An existing value (catalogue or the market's own)
     * answers its id with `created: false`; nothing is written then.
     */
    async addFilter(marketId: number, body: FilterAddBody): Promise<{ id: number; created: boolean }> {
      const top = topOf(body.category);
      if (!top) throw badRequest('catalog.categoryNotFound');
      const group = filterGroupsOf(top.code).find((g) => g.code === body.main);
      if (!group || !group.subs.some((s) => s.code === body.sub)) throw badRequest('catalog.filterGroupInvalid');
      if (group.code === 'COLOR') throw badRequest('catalog.filterColorFixed');
      await load();
      const same = and(
        eq(filters.category, top.code),
        eq(filters.main, group.code),
        eq(filters.sub, body.sub),
        visibleTo(marketId),
      );
      const [existing] = await db
        .select({ id: filters.id })
        .from(filters)
        .where(and(same, eq(filters.value, body.value)))
        .orderBy(asc(filters.id))
        .limit(1);
      if (existing) return { id: existing.id, created: false };
      return db.transaction(async (tx) => {
        const [added] = await tx
          .select({ n: count() })
          .from(filters)
          .where(
            and(
              eq(filters.category, top.code),
              eq(filters.main, group.code),
              eq(filters.sub, body.sub),
              eq(filters.marketId, marketId),
            ),
          );
        if ((added?.n ?? 0) >= MAX_ADDED_FILTER_VALUES)
          throw badRequest('catalog.filterAddLimit', { max: MAX_ADDED_FILTER_VALUES });
        const [row] = await tx
          .insert(filters)
          .values({ category: top.code, main: group.code, sub: body.sub, value: body.value, marketId })
          .onConflictDoNothing()
          .returning({ id: filters.id });
        if (row) return { id: row.id, created: true };
        // Added by a concurrent request a moment ago.
        const [raced] = await tx
          .select({ id: filters.id })
          .from(filters)
          .where(and(same, eq(filters.value, body.value)))
          .limit(1);
        return { id: raced!.id, created: false };
      });
    },

    /** Brands linked to the market, by name. */
    async brands(marketId: number): Promise<Brand[]> {
      return db
        .select({ id: brands.id, koName: brands.koName })
        .from(marketBrands)
        .innerJoin(brands, eq(brands.id, marketBrands.brandId))
        .where(eq(marketBrands.marketId, marketId))
        .orderBy(asc(brands.koName), asc(brands.id));
    },

    /** All size categories, those of a top category, or the one of a (top, sub) pair. */
    sizeCategories(query: { main?: string; sub?: string }): SizeCategoryView[] {
      if (query.sub && !query.main) throw badRequest('catalog.sizeQueryNeedsMain');
      if (!query.main) return SIZE_CATEGORIES.map(sizeView);
      const top = topOf(query.main);
      if (!top) throw badRequest('catalog.categoryNotFound');
      if (!query.sub) return sizeCategoriesOfTop(top.code).map(sizeView);
      const sub = top.subs.find((s) => s.code === query.sub) ?? top.subs.find((s) => s.name === query.sub);
      const category = sub && sizeCategoryOf(top.code, sub.code);
      if (!category) throw badRequest('catalog.categoryNotFound');
      return [sizeView(category)];
    },

    /** Category rows by id (see `resolveCategories`). */
    async resolveCategories(ids: readonly number[]) {
      await load();
      return resolveCategories(db, ids);
    },

    /** Filter rows by id the market may use (see `resolveFilters`). */
    async resolveFilters(marketId: number, ids: readonly number[]) {
      await load();
      return resolveFilters(db, marketId, ids);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
