import {
  DEFAULT_PAGE_SIZE,
  KC_KIND_LABELS,
  LOW_STOCK_DEFAULT,
  labels,
  noticeGroupOf,
  noticeValuesOf,
  type KcKind,
  type NoticeValues,
  MAX_UNPAGED_ROWS,
  seoulDateTime,
  seoulDayRange,
  type ProductExportQuery,
  type ProductFilter,
  type ProductFlagsBody,
  type ProductListQuery,
  type ProductRow,
  type ProductSearchForm,
  type ProductSortKey,
  type SortOrder,
} from '@seller/domain';
import { and, count, eq, gte, ilike, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { tooManyResults } from '../../lib/errors.ts';
import { updateMarketProducts } from '../deliveries/index.ts';

/** Rows read per query while exporting (keyset), small enough to keep memory flat. */
const EXPORT_BATCH = 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of every product search (list, count, export, form search): always the seller's market first. */
export function productSearchWhere(marketId: number, filter: ProductFilter): SQL {
  const conditions: SQL[] = [eq(products.marketId, marketId)];
  if (filter.startDate || filter.endDate) {
    const { from, to } = seoulDayRange(filter.startDate ?? '2000-01-01', filter.endDate ?? '2999-12-31');
    conditions.push(gte(products.createdAt, from), lt(products.createdAt, to));
  }
  if (filter.sell !== undefined) conditions.push(eq(products.sellYn, filter.sell));
  if (filter.display !== undefined) conditions.push(eq(products.displayYn, filter.display));
  if (filter.lowStock) {
    // 품절 임박: the active combinations' stock is above 0 and at most the product's threshold.
    conditions.push(
      sql`(select coalesce(sum(u.stocks), 0) from product_option_unions u where u.product_id = ${products.id} and not u.deleted) between 1 and coalesce(${products.lowStockThreshold}, ${LOW_STOCK_DEFAULT})`,
    );
  }
  if (filter.name) {
    // ILIKE folds case row by row (about 4× slower than LIKE); only terms with cased letters need it.
    const pattern = `%${escapeLike(filter.name)}%`;
    const cased = filter.name.toLowerCase() !== filter.name.toUpperCase();
    conditions.push(cased ? ilike(products.name, pattern) : like(products.name, pattern));
  }
  return and(...conditions)!;
}

/**
 * The sort columns of each key, all in one direction so a row comparison gives the keyset
 * condition; registration time and id break ties, so the order is total and pages never overlap.
 */
function sortColumns(sort: ProductSortKey): SQL[] {
  switch (sort) {
    case 'name':
      return [sql`${products.name}`, sql`${products.id}`];
    case 'sell':
      return [sql`${products.sellYn}`, sql`${products.createdAt}`, sql`${products.id}`];
    case 'display':
      return [sql`${products.displayYn}`, sql`${products.createdAt}`, sql`${products.id}`];
    case 'timestamp':
      return [sql`${products.createdAt}`, sql`${products.id}`];
  }
}

function orderBy(sort: ProductSortKey, order: SortOrder): SQL {
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  return sql.join(
    sortColumns(sort).map((c) => sql`${c} ${dir}`),
    sql`, `,
  );
}

/** Rows after the anchor product in the list order (keyset); the anchor is read in the same market. */
function afterAnchor(marketId: number, sort: ProductSortKey, order: SortOrder, anchorId: number): SQL {
  const columns = sortColumns(sort);
  const names = sql.join(columns, sql`, `);
  const op = order === 'asc' ? sql`>` : sql`<`;
  // One scalar sub-select per column (run once, as init plans) keeps the row comparison an index
  // range; a single row-valued sub-select would be checked row by row.
  const anchor = sql.join(
    columns.map(
      (c) =>
        sql`(select ${c} from ${products} where ${products.id} = ${anchorId} and ${products.marketId} = ${marketId})`,
    ),
    sql`, `,
  );
  return sql`(${names}) ${op} (${anchor})`;
}

const rowFields = {
  id: products.id,
  code: products.code,
  createdAt: products.createdAt,
  name: products.name,
  salePrice: products.salePrice,
  price: products.price,
  sellYn: products.sellYn,
  displayYn: products.displayYn,
  mainImageUrl: sql<
    string | null
  >`(select i.url from images i where i.type = 'MAIN' and i.type_id = ${products.id} order by i.weight, i.id limit 1)`,
};

type RawRow = {
  id: number;
  code: string;
  createdAt: Date;
  name: string;
  salePrice: number;
  price: number;
  sellYn: boolean;
  displayYn: boolean;
  mainImageUrl: string | null;
};

const toRow = (r: RawRow): ProductRow => ({
  id: r.id,
  code: r.code,
  timestamp: r.createdAt.toISOString(),
  mainImage: r.mainImageUrl ? { url: r.mainImageUrl } : null,
  name: r.name,
  price: r.salePrice,
  netPrice: r.price,
  sell: r.sellYn,
  display: r.displayYn,
});

/** Won cells are numbers shown with thousands separators, as the list shows them. */
const WON_FORMAT = '#,##0';

/** A product as exported: the list row, and its notice and KC (issue 35 §2). */
export interface ProductExportRow extends ProductRow {
  topCode: string | null;
  notice: NoticeValues;
  kcKind: KcKind | null;
  kcNumber: string;
  kcAgency: string;
}

/** The export's columns (header, width, number format) and one product's cells in their order. */
export const PRODUCT_EXPORT_COLUMNS = [
  { header: labels.productList.code, width: 22 },
  { header: labels.productList.name, width: 40 },
  { header: labels.productList.mainImage, width: 60 },
  { header: labels.productList.sellStatus, width: 10 },
  { header: labels.productList.displayStatus, width: 10 },
  { header: labels.list.registeredOn, width: 18 },
  { header: labels.productList.price, width: 12, numFmt: WON_FORMAT },
  { header: labels.productList.salePrice, width: 12, numFmt: WON_FORMAT },
  { header: labels.productList.kcKind, width: 16 },
  { header: labels.productList.kcNumber, width: 20 },
  { header: labels.productList.kcAgency, width: 20 },
  { header: labels.productList.notice, width: 80 },
];

/** The notice of the product's group as one cell: "item: value" lines in the notice's order. */
const noticeCell = (r: ProductExportRow) =>
  (noticeGroupOf(r.topCode)?.fields ?? [])
    .filter((f) => r.notice[f.key])
    .map((f) => `${f.label}: ${r.notice[f.key]}`)
    .join('\n');

/**
 * One product's cells. `origin` makes the main image's address whole (`https://host/files/...`), so the
 * sheet's link opens outside the app; an address that is whole already (S3) is kept.
 */
export const productExportRow = (r: ProductExportRow, origin: string) => [
  r.code,
  r.name,
  r.mainImage ? new URL(r.mainImage.url, origin).href : '',
  r.sell ? labels.productList.sell : labels.productList.noSell,
  r.display ? labels.productList.display : labels.productList.noDisplay,
  seoulDateTime(r.timestamp),
  r.netPrice,
  r.price,
  r.kcKind ? KC_KIND_LABELS[r.kcKind] : '',
  r.kcNumber,
  r.kcAgency,
  noticeCell(r),
];

export function createProductListService(db: Db) {
  async function page(
    marketId: number,
    query: Omit<ProductListQuery, 'lastProductId'> & { lastProductId?: number },
  ): Promise<ProductRow[]> {
    const where = productSearchWhere(marketId, query);
    const cursor = query.lastProductId !== undefined;
    // Deferred join: the page's ids come from the narrow index alone (offset or keyset range);
    // the rows and their main image are read for those ids only.
    const ids = db
      .select({ id: products.id })
      .from(products)
      .where(cursor ? and(where, afterAnchor(marketId, query.sort, query.order, query.lastProductId!)) : where)
      .orderBy(orderBy(query.sort, query.order))
      .limit(query.size)
      .offset(cursor ? 0 : (query.page - 1) * query.size)
      .as('page_ids');
    const rows = await db
      .select(rowFields)
      .from(products)
      .innerJoin(ids, eq(ids.id, products.id))
      .orderBy(orderBy(query.sort, query.order));
    return rows.map(toRow);
  }

  /** The batch's notice and KC, read for its ids in one query. */
  async function withNotice(rows: ProductRow[]): Promise<ProductExportRow[]> {
    const extra = await db
      .select({
        id: products.id,
        material: products.material,
        country: products.country,
        factory: products.factory,
        wash: products.wash,
        repair: products.repair,
        quality: products.quality,
        notice: products.notice,
        kcKind: products.kcKind,
        kcNumber: products.kcNumber,
        kcAgency: products.kcAgency,
        topCode: sql<
          string | null
        >`(select c.main from product_categories pc join categories c on c.id = pc.parent_category_id where pc.product_id = ${products.id} limit 1)`,
      })
      .from(products)
      .where(
        inArray(
          products.id,
          rows.map((r) => r.id),
        ),
      );
    const byId = new Map(extra.map((e) => [e.id, e]));
    return rows.map((r) => {
      const e = byId.get(r.id)!;
      return {
        ...r,
        topCode: e.topCode,
        notice: noticeValuesOf(e),
        kcKind: e.kcKind,
        kcNumber: e.kcNumber,
        kcAgency: e.kcAgency,
      };
    });
  }

  async function countOf(marketId: number, filter: ProductFilter): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products).where(productSearchWhere(marketId, filter));
    return row?.n ?? 0;
  }

  return {
    list: page,
    count: countOf,

    /** The form search: every match (refused past MAX_UNPAGED_ROWS) or, with page or size, one page; and the total. */
    async search(marketId: number, form: ProductSearchForm) {
      if (form.page === undefined && form.size === undefined) {
        const rows = await page(marketId, { ...form, page: 1, size: MAX_UNPAGED_ROWS + 1 });
        if (rows.length > MAX_UNPAGED_ROWS) throw tooManyResults();
        return { products: rows, total: rows.length };
      }
      const paged = { ...form, page: form.page ?? 1, size: form.size ?? DEFAULT_PAGE_SIZE };
      const [rows, total] = await Promise.all([page(marketId, paged), countOf(marketId, form)]);
      return { products: rows, total };
    },

    /** Sets the sell and/or display flag of products of the market; any foreign or unknown code refuses all. */
    async setFlags(marketId: number, body: ProductFlagsBody) {
      return db.transaction(async (tx) => {
        return updateMarketProducts(
          tx,
          marketId,
          body.productCodes,
          {
            ...(body.sell !== undefined ? { sellYn: body.sell } : {}),
            ...(body.display !== undefined ? { displayYn: body.display } : {}),
          },
          // One event per product; when both flags are sent it is named for the sale flag (both are in its body).
          body.sell !== undefined ? 'sale' : 'display',
        );
      });
    },

    /** The export's products in list order, a keyset batch at a time (the export streams them). */
    async *exportBatches(marketId: number, query: ProductExportQuery): AsyncGenerator<ProductExportRow[]> {
      let last: number | undefined;
      for (;;) {
        const rows = await page(marketId, { ...query, size: EXPORT_BATCH, page: 1, lastProductId: last });
        if (rows.length > 0) yield await withNotice(rows);
        if (rows.length < EXPORT_BATCH) return;
        last = rows[rows.length - 1]!.id;
      }
    },
  };
}

export type ProductListService = ReturnType<typeof createProductListService>;
