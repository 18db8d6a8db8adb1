import { z } from 'zod';
import { message } from '../messages.ts';
import { PRODUCT_SORT_KEYS, SORT_ORDERS } from '../products/list-keys.ts';
import { LOW_STOCK_DEFAULT } from '../products/stock.ts';
import {
  boolTextSchema,
  calendarDateSchema,
  DEFAULT_PAGE_SIZE,
  idSchema,
  pageNumberSchema,
  pageSizeSchema,
  periodRefine,
} from './common.ts';

/** Filters shared by list, count, export and the form search (spec 01 §7). Dates are Seoul days, both ends included. */
const filterFields = {
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  sell: boolTextSchema.optional().describe('true: on sale, false: not on sale; absent: both'),
  display: boolTextSchema.optional().describe('true: displayed, false: hidden; absent: both'),
  name: z.string().trim().max(100).optional().describe('part of the product name'),
  lowStock: boolTextSchema
    .optional()
    .describe(
      `true: 품절 임박 only — the active combinations hold some stock, at most the product's lowStockThreshold (default ${LOW_STOCK_DEFAULT}); absent or false: every product`,
    ),
};
const sortFields = {
  sort: z
    .enum(PRODUCT_SORT_KEYS)
    .default('timestamp')
    .describe('timestamp (registration), name, sell or display (ours)'),
  order: z.enum(SORT_ORDERS).default('desc').describe('asc or desc (ours)'),
};
const pageFields = {
  size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  page: pageNumberSchema.default(1),
};

export const productFilterSchema = z.object(filterFields).superRefine(periodRefine);
export type ProductFilter = z.infer<typeof productFilterSchema>;

/**
 * `GET /sw/a/v1/markets/{market}/products`: page mode (`page`), or cursor mode with `lastProductId`
 * (the last row of the previous page; `page` is then ignored) — keyset, so deep pages stay fast.
 */
export const productListQuerySchema = z
  .object({ ...filterFields, ...sortFields, ...pageFields, lastProductId: idSchema.optional() })
  .superRefine(periodRefine);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/**
 * `POST /sw/a/v1/markets/{market}/products` (form): `market`, the period and the optional filters
 * as in the spec; sort is ours. Without `page` and `size` it answers every match (at most
 * MAX_UNPAGED_ROWS, else 400); with either, one page (size defaults to 10, page to 1).
 */
export const productSearchFormSchema = z
  .object({
    market: idSchema,
    ...filterFields,
    ...sortFields,
    page: pageNumberSchema.optional().describe('page number, the first page is 1; absent with size: every match'),
    size: pageSizeSchema.optional().describe('rows per page; absent with page: every match'),
  })
  .superRefine(periodRefine);
export type ProductSearchForm = z.infer<typeof productSearchFormSchema>;

export const productExportQuerySchema = z.object({ ...filterFields, ...sortFields }).superRefine(periodRefine);
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

export const productListParamsSchema = z.object({ market: idSchema });

/** Product list row (spec 01 §3): `price` is what the buyer pays (sale price), `netPrice` the regular price. */
export const productRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  timestamp: z.string().describe('registration time, ISO-8601'),
  mainImage: z.object({ url: z.string() }).nullable(),
  name: z.string(),
  price: z
    .number()
    .int()
    .describe('SALE price in won: what the buyer pays. Unlike the product load, where price is the regular price'),
  netPrice: z.number().int().describe('regular price in won (before discount)'),
  sell: z.boolean(),
  display: z.boolean(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const productListSchema = z.object({ products: z.array(productRowSchema) });
export type ProductList = z.infer<typeof productListSchema>;
export const productSearchResultSchema = z.object({ products: z.array(productRowSchema), total: z.number().int() });
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;
export const productCountSchema = z.number().int().nonnegative();

const codesSchema = z
  .array(z.string().trim().min(1).max(64))
  .min(1, { error: () => message('productManage.noSelection') })
  .max(1000, { error: () => message('productManage.tooManyProducts', { max: 1000 }) });

/** `PUT /sw/a/v1/products/flags` (ours): set the sell and/or display flag of the listed products. */
export const productFlagsBodySchema = z
  .object({
    productCodes: codesSchema,
    sell: z.boolean().optional(),
    display: z.boolean().optional(),
  })
  .refine((b) => b.sell !== undefined || b.display !== undefined, {
    error: () => message('productManage.flagsRequired'),
  });
export type ProductFlagsBody = z.infer<typeof productFlagsBodySchema>;
export const productFlagsResultSchema = z.object({ updated: z.number().int(), productCodes: z.array(z.string()) });
