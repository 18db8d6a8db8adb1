import {
  defaultDeliveryTemplate,
  defaultSheetSizeCategory,
  generateProductCode,
  message,
  PRODUCT_SHEET_META,
  productCreateSchema,
  productSheetColumns,
  productSheetTop,
  ProductSheetRefusal,
  readProductSheet,
  sheetSizeCategory,
  sheetTopCategory,
  type ProductSheetCatalog,
  type ProductSheetColumn,
  type ProductSheetFailedRowsBody,
  type ProductSheetPreview,
  type ProductSheetResult,
  type ProductSheetRow,
  type ReadProductSheet,
  type SheetProduct,
  type SheetProductInput,
  type TopCategory,
} from '@seller/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketDeliveries, products } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SheetReader } from '../../lib/sheet-reader.ts';
import type { SellerPrincipal } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { noteActivitySubjects } from '../activity-log/index.ts';
import { createProductService, insertProductBatch } from '../products/index.ts';
import { createProductBulkEdit } from './bulk-edit.ts';
import { productSheetWorkbook, type SheetChoices } from './workbook.ts';

const refused = (error: unknown): never => {
  if (error instanceof ProductSheetRefusal) throw badRequest(error.key, error.params);
  throw error;
};

/** The preview's rows: every data row of the products given, cells in column order, problems by row. */
function rowsOf(read: ReadProductSheet, of: SheetProduct[]): ProductSheetRow[] {
  const cellsByRow = new Map(read.rows.map((r) => [r.row, r.cells]));
  return of
    .flatMap((p) =>
      p.rows.map((row) => ({
        row,
        no: p.no,
        cells: read.columns.map((c) => cellsByRow.get(row)?.[c.key] ?? ''),
        problems: p.problems.filter((x) => x.row === row).map(({ column, message }) => ({ column, message })),
      })),
    )
    .sort((a, b) => a.row - b.row);
}

const layoutOf = (read: ReadProductSheet) => ({
  category: read.top.name,
  sizeCategory: read.size?.name ?? PRODUCT_SHEET_META.noSize,
  columns: read.columns.map(({ key, header, part }) => ({ key, header, part })),
});

/** Products written in one transaction by the apply (a batch that fails goes product by product). */
const APPLY_BATCH = 100;

/** A product of the sheet as the create payload, through its own schema (defaults, notice and KC fields). */
const createBody = (marketId: number, code: string, input: SheetProductInput) =>
  productCreateSchema.parse({
    marketId,
    code,
    parentCategoryId: input.parentCategoryId,
    childCategoryIds: input.childCategoryIds,
    filterIds: input.filterIds,
    name: input.name,
    brandId: input.brandId,
    summary: input.summary,
    price: input.price,
    saleRate: input.saleRate,
    salePrice: input.salePrice,
    delivery: input.delivery,
    sizeTables: input.sizeTables,
    sellYn: input.sellYn,
    displayYn: input.displayYn,
    tags: input.tags,
    memo: input.memo,
    ...input.noticeColumns,
    notice: input.notice,
    kcKind: input.kcKind,
    kcNumber: input.kcNumber,
    kcAgency: input.kcAgency,
  });

/**
 * Bulk registration by spreadsheet (issue 35 §3): the template of a top category, the preview of an
 * upload (parsed in the shared worker pool, read with the form's checks), the apply (each product
 * registered atomically through the product service's own create path), and the failed rows as a
 * sheet to fix and upload again. Images are not in the sheet: products are registered unpublished
 * and start selling once their images are added on the edit screen (its save publishes them).
 */
export function createProductSheetService(db: Db, deps: { sheets: SheetReader; catalog: CatalogService }) {
  /** What the sheet's names are matched against, for one market and one top category. */
  async function catalogOf(marketId: number, top: TopCategory): Promise<ProductSheetCatalog> {
    const tree = await deps.catalog.categories();
    const topRow = tree.find((t) => t.main === top.code);
    if (!topRow) throw badRequest('productSheet.unknownCategory');
    const [groups, brands, deliveries] = await Promise.all([
      deps.catalog.filterGroups(marketId, top.code),
      deps.catalog.brands(marketId),
      db
        .select()
        .from(marketDeliveries)
        .where(eq(marketDeliveries.marketId, marketId))
        .orderBy(asc(marketDeliveries.position), asc(marketDeliveries.id)),
    ]);
    return {
      topId: topRow.id,
      subs: topRow.subs.map((s) => ({ id: s.id, code: s.sub, name: s.subName })),
      filters: groups.flatMap((g) => g.subs.flatMap((s) => s.values)),
      brands,
      deliveries,
    };
  }

  /** The names each column takes, for the template's list sheet. */
  function choicesOf(catalog: ProductSheetCatalog, columns: ProductSheetColumn[]): SheetChoices {
    const choices: SheetChoices = {
      brand: catalog.brands.map((b) => b.koName),
      delivery: catalog.deliveries.map((d) => d.name),
      subs: catalog.subs.map((s) => s.name),
    };
    for (const c of columns.filter((x) => x.key.startsWith('filter:'))) {
      const [, main, sub] = c.key.split(':');
      choices[c.key] = catalog.filters.filter((f) => f.main === main && f.sub === sub).map((f) => f.value);
    }
    return choices;
  }

  async function read(marketId: number, file: Buffer, filename: string) {
    const all = await deps.sheets.read(marketId, file, filename, 'product');
    try {
      const catalog = await catalogOf(marketId, productSheetTop(all));
      return { read: readProductSheet(all, catalog), catalog };
    } catch (error) {
      return refused(error);
    }
  }

  function layout(categoryText: string, sizeText: string | undefined) {
    const top = sheetTopCategory(categoryText);
    if (!top) throw badRequest('productSheet.unknownCategory');
    const size = sizeText ? sheetSizeCategory(top, sizeText) : defaultSheetSizeCategory(top);
    if (size === null) throw badRequest('productSheet.notTemplate');
    return { top, size, columns: productSheetColumns(top, size) };
  }

  /** A fresh product code for each product of an apply: one millisecond apart, never one in use. */
  async function freshCodes(count: number): Promise<string[]> {
    const codes: string[] = [];
    let at = Date.now();
    while (codes.length < count) {
      const batch = Array.from({ length: count - codes.length }, () => generateProductCode(new Date(at++)));
      const taken = new Set(
        (await db.select({ code: products.code }).from(products).where(inArray(products.code, batch))).map(
          (r) => r.code,
        ),
      );
      codes.push(...batch.filter((c) => !taken.has(c)));
    }
    return codes;
  }

  const bulk = createProductBulkEdit(db);

  return {
    /** Bulk edit of a selection: each product before and after (nothing written). */
    bulkPreview: bulk.preview,
    /** Bulk edit of a selection: all or nothing, each product at the version its preview showed. */
    bulkApply: bulk.apply,

    /** The blank template of a top category, as .xlsx bytes. */
    async template(marketId: number, categoryText: string, sizeText?: string) {
      const { top, size, columns } = layout(categoryText, sizeText);
      const catalog = await catalogOf(marketId, top);
      const bytes = await productSheetWorkbook({
        category: top.name,
        sizeCategory: size?.name ?? PRODUCT_SHEET_META.noSize,
        columns,
        choices: choicesOf(catalog, columns),
      });
      return { bytes, top };
    },

    /** Every row of an upload with its problems; nothing is written. */
    async preview(marketId: number, file: Buffer, filename: string): Promise<ProductSheetPreview> {
      const { read: sheet } = await read(marketId, file, filename);
      const valid = sheet.products.filter((p) => p.input).length;
      return {
        ...layoutOf(sheet),
        rows: rowsOf(sheet, sheet.products),
        products: sheet.products.length,
        valid,
        invalid: sheet.products.length - valid,
      };
    },

    /**
     * Registers every product of an upload that has no problem, each in its own transaction through
     * the product service's steps (details HTML, product, options, combinations): a product whose
     * step fails writes nothing and comes back with the step's message on its first row.
     */
    async apply(
      principal: SellerPrincipal,
      file: Buffer,
      filename: string,
      /** Where a product's unexpected failure is reported (the answer says only that it was not saved). */
      log?: (error: unknown, code: string) => void,
    ): Promise<ProductSheetResult> {
      const { read: sheet } = await read(principal.marketId, file, filename);
      const ready = sheet.products.filter((p) => p.input);
      const codes = await freshCodes(ready.length);
      const created: ProductSheetResult['created'] = [];
      const failed: SheetProduct[] = sheet.products.filter((p) => !p.input);
      const items = ready.map((product, index) => ({ product, code: codes[index]! }));

      /** One product through the product service's own steps, in its own transaction (all or nothing). */
      async function registerOne({ product, code }: (typeof items)[number]) {
        const input = product.input!;
        try {
          const saved = await db.transaction(async (tx) => {
            const steps = createProductService(tx as unknown as Db);
            await steps.saveContent(principal, code, input.contentHtml);
            const { id } = await steps.create(principal, createBody(principal.marketId, code, input));
            await steps.saveOptions(principal, id, input.options);
            await steps.saveUnions(principal, id, input.unions);
            return { id };
          });
          created.push({ no: product.no, rows: product.rows, id: saved.id, code });
        } catch (error) {
          // A refusal names its rule; anything else is the spec's create failure (the next product still goes).
          const refusal = error instanceof AppError && error.statusCode < 500;
          if (!refusal) log?.(error, code);
          failed.push({
            ...product,
            input: undefined,
            problems: [
              {
                row: product.rows[0]!,
                column: 'no',
                message: refusal ? error.userMessage : message('product.notSaved'),
              },
            ],
          });
        }
      }

      // Batches of products in one transaction each (the checks above are the register path's own); a
      // batch that fails writes nothing and its products go one by one through the register path.
      for (let start = 0; start < items.length; start += APPLY_BATCH) {
        const batch = items.slice(start, start + APPLY_BATCH);
        try {
          const saved = await db.transaction(async (tx) => {
            const inserted = await insertProductBatch(
              tx,
              principal.marketId,
              batch.map(({ product, code }) => {
                const input = product.input!;
                return {
                  body: createBody(principal.marketId, code, input),
                  delivery: input.delivery ?? defaultDeliveryTemplate(),
                  tags: input.tags,
                  html: input.contentHtml,
                  options: input.options,
                  unions: input.unions,
                };
              }),
            );
            noteActivitySubjects(inserted.map((p) => p.code));
            return inserted;
          });
          batch.forEach(({ product }, i) =>
            created.push({ no: product.no, rows: product.rows, id: saved[i]!.id, code: saved[i]!.code }),
          );
        } catch {
          for (const item of batch) await registerOne(item);
        }
      }
      created.sort((a, b) => a.rows[0]! - b.rows[0]!);
      return {
        ...layoutOf(sheet),
        created,
        failed: rowsOf(sheet, failed),
        createdCount: created.length,
        failedCount: failed.length,
      };
    },

    /** Rows of an answer (the failed ones) as a template to fix and upload again, problems marked. */
    async failedRows(marketId: number, body: ProductSheetFailedRowsBody) {
      const { top, size, columns } = layout(body.category, body.sizeCategory || PRODUCT_SHEET_META.noSize);
      const catalog = await catalogOf(marketId, top);
      const bytes = await productSheetWorkbook({
        category: top.name,
        sizeCategory: size?.name ?? PRODUCT_SHEET_META.noSize,
        columns,
        choices: choicesOf(catalog, columns),
        rows: body.rows,
      });
      return { bytes, top };
    },
  };
}

export type ProductSheetService = ReturnType<typeof createProductSheetService>;
