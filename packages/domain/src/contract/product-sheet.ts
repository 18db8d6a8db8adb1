import { z } from 'zod';
import { message } from '../messages.ts';
import { BULK_EDIT_MAX, hasBulkChanges } from '../products/bulk-edit.ts';
import { MAX_STOCK } from '../products/options.ts';
import { MAX_DISCOUNT_RATE, MAX_PRICE } from '../products/pricing.ts';
import { PRODUCT_SHEET_MAX_ROWS } from '../products/sheet.ts';

/** `GET /sw/a/v1/products/sheet/template`: the template of one top category. */
export const productSheetTemplateQuerySchema = z.object({
  category: z.string().trim().min(1).max(40).describe('top category code or Korean name (BRA, 브라, …)'),
  sizeCategory: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe("size-table kind (code or Korean name) of the template's size columns; default the category's first"),
});
export type ProductSheetTemplateQuery = z.infer<typeof productSheetTemplateQuerySchema>;

const sheetColumnSchema = z.object({
  key: z.string().describe("stable key: 'name', 'filter:COLOR:COLOR', 'size:1', …"),
  header: z.string().describe("the template's header text"),
  part: z
    .enum(['product', 'combination', 'size'])
    .describe(
      "product: the product's field (first row of its number); combination: one a row; size: one size-table row",
    ),
});

const sheetProblemSchema = z.object({
  column: z.string().describe('the key of the column the problem is in'),
  message: z.string().describe("the product form's Korean message"),
});

const sheetRowSchema = z.object({
  row: z.number().int().describe('sheet row number as Excel shows it'),
  no: z.string().describe('상품 번호: rows of one product share it'),
  cells: z.array(z.string()).describe('the cells in `columns` order, as text'),
  problems: z.array(sheetProblemSchema).describe("this row's problems, in the spec's register order; [] when none"),
});

const sheetLayoutFields = {
  category: z.string().describe('top category (Korean name)'),
  sizeCategory: z.string().describe('size-table kind (Korean name) or 없음'),
  columns: z.array(sheetColumnSchema),
};

/** `POST /sw/a/v1/products/sheet/preview`: every row with its problems; nothing is written. */
export const productSheetPreviewSchema = z.object({
  ...sheetLayoutFields,
  rows: z.array(sheetRowSchema),
  products: z.number().int().describe('products in the sheet (distinct 상품 번호)'),
  valid: z.number().int().describe('products without a problem: what an apply would register'),
  invalid: z.number().int(),
});
export type ProductSheetPreview = z.infer<typeof productSheetPreviewSchema>;
export type ProductSheetRow = z.infer<typeof sheetRowSchema>;

/** `POST /sw/a/v1/products/sheet`: what was registered, and the rows of the products that were not. */
export const productSheetResultSchema = z.object({
  ...sheetLayoutFields,
  created: z
    .array(z.object({ no: z.string(), rows: z.array(z.number().int()), id: z.number().int(), code: z.string() }))
    .describe('registered products: unpublished (not sold or shown) until their images are added on the edit screen'),
  failed: z.array(sheetRowSchema).describe('every row of each product that was not registered, with its problems'),
  createdCount: z.number().int(),
  failedCount: z.number().int().describe('products not registered'),
});
export type ProductSheetResult = z.infer<typeof productSheetResultSchema>;

/** `POST /sw/a/v1/products/sheet/failed-rows`: rows of an answer written back as a template to fix. */
export const productSheetFailedRowsBodySchema = z.object({
  category: z.string().trim().min(1).max(40),
  sizeCategory: z.string().trim().max(40).default(''),
  rows: z
    .array(
      z.object({
        row: z.number().int().min(1),
        cells: z.array(z.string().max(5000)).max(200),
        problems: z.array(sheetProblemSchema.extend({ message: z.string().max(500) })).max(100),
      }),
    )
    .min(1)
    .max(PRODUCT_SHEET_MAX_ROWS),
});
export type ProductSheetFailedRowsBody = z.infer<typeof productSheetFailedRowsBodySchema>;

// ---- bulk edit of a selection ----------------------------------------------------------------

const bulkChangesSchema = z
  .object({
    price: z.number().int().min(0).max(MAX_PRICE).optional().describe('new regular price (won, multiple of 10)'),
    saleRate: z
      .number()
      .min(0)
      .max(MAX_DISCOUNT_RATE)
      .optional()
      .describe('new discount rate in percent; 0 removes the discount'),
    stock: z.number().int().min(0).max(MAX_STOCK).optional().describe('new stock of every active combination'),
    sell: z.boolean().optional(),
    display: z.boolean().optional(),
    marketDeliveryId: z.number().int().positive().optional().describe("one of the market's delivery templates"),
  })
  .strict()
  .refine(hasBulkChanges, { error: () => message('productSheet.editNothing') });

const bulkCodesSchema = z
  .array(z.string().trim().min(1).max(64))
  .min(1, { error: () => message('productManage.noSelection') })
  .max(BULK_EDIT_MAX, { error: () => message('productSheet.editTooMany', { max: BULK_EDIT_MAX }) });

/** `POST /sw/a/v1/products/bulk-edit/preview`: each selected product before and after; nothing written. */
export const productBulkPreviewBodySchema = z.object({ productCodes: bulkCodesSchema, changes: bulkChangesSchema });
export type ProductBulkPreviewBody = z.infer<typeof productBulkPreviewBodySchema>;

const bulkStateSchema = z.object({
  price: z.number().int(),
  saleRate: z.number(),
  salePrice: z.number().int(),
  sell: z.boolean(),
  display: z.boolean(),
  stocks: z.array(z.number().int()).describe('stocks of the active combinations'),
  deliveryName: z.string(),
});

export const productBulkPreviewSchema = z.object({
  rows: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      version: z.number().int().describe('send it back with the apply: a product saved since is refused (409)'),
      before: bulkStateSchema,
      after: bulkStateSchema,
      problem: z.string().nullable().describe("the form's message when the change cannot apply to this product"),
    }),
  ),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type ProductBulkPreview = z.infer<typeof productBulkPreviewSchema>;

/** `PUT /sw/a/v1/products/bulk-edit`: the changes on the products at the versions the preview showed. */
export const productBulkApplyBodySchema = z.object({
  changes: bulkChangesSchema,
  products: z
    .array(z.object({ code: z.string().trim().min(1).max(64), version: z.number().int().min(1) }))
    .min(1, { error: () => message('productManage.noSelection') })
    .max(BULK_EDIT_MAX, { error: () => message('productSheet.editTooMany', { max: BULK_EDIT_MAX }) }),
});
export type ProductBulkApplyBody = z.infer<typeof productBulkApplyBodySchema>;
export const productBulkApplyResultSchema = z.object({
  updated: z.number().int(),
  products: z.array(z.object({ code: z.string(), version: z.number().int() })),
});
