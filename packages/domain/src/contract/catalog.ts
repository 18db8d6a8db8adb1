import { z } from 'zod';
import { FILTER_VALUE_MAX_LENGTH } from '../catalog/filters.ts';
import { messages } from '../messages.ts';
import { idSchema } from './common.ts';

const m = messages.catalog;

/** Optional on market-scoped catalogue calls: the market always comes from the token; naming another is 403. */
const optionalMarketId = idSchema.optional().describe("the seller's market id (optional; another market: 403)");

const codeText = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage })
    .max(40, { message: requiredMessage });

// ---- categories -------------------------------------------------------------------------------

/** `POST /sw/a/v1/category/find` form: a top category code and one of its sub category codes. */
export const categoryFindBodySchema = z.object({
  main: codeText(m.mainRequired).describe("top category code, e.g. 'TOP'"),
  sub: codeText(m.subRequired).describe("sub category code, e.g. 'KNIT'"),
});
export type CategoryFindBody = z.infer<typeof categoryFindBodySchema>;

/** A sub category as a product references it: `id` goes to childCategoryIds, `parentCategoryId` to parentCategoryId. */
export const categoryChoiceSchema = z.object({
  id: z.number().int(),
  parentCategoryId: z.number().int().describe('id of the top category'),
  main: z.string().describe('top category code'),
  sub: z.string().describe('sub category code'),
  mainName: z.string().describe('Korean name of the top category'),
  subName: z.string().describe('Korean name of the sub category'),
  sizeCategoryCode: z.string().describe("size category of the pair ('NONE': size only)"),
});
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>;

export const categoryTopSchema = z.object({
  id: z.number().int(),
  main: z.string().describe('top category code'),
  name: z.string().describe('Korean name'),
  subs: z.array(categoryChoiceSchema),
});
export type CategoryTop = z.infer<typeof categoryTopSchema>;

/** `GET /sw/a/v1/categories`: the 21 top categories in display order, each with its subs. */
export const categoryTreeSchema = z.array(categoryTopSchema);

// ---- filters ----------------------------------------------------------------------------------

export const filterSchema = z.object({
  id: z.number().int(),
  category: z.string().describe('top category code the filter belongs to'),
  main: z.string().describe("group code, e.g. 'STYLE'"),
  sub: z.string().describe("attribute code inside the group, e.g. 'MOOD'"),
  value: z.string().describe('Korean value text'),
  hex: z.string().nullable().describe("'#RRGGBB' swatch of a colour value, else null"),
  custom: z.boolean().describe("added by the seller's market (visible to that market only)"),
});
export type Filter = z.infer<typeof filterSchema>;

export const filterListSchema = z.array(filterSchema);

export const filterSubGroupSchema = z.object({
  sub: z.string(),
  name: z.string(),
  values: z.array(filterSchema),
});
export const filterGroupSchema = z.object({
  main: z.string(),
  name: z.string(),
  subs: z.array(filterSubGroupSchema),
});
export type FilterGroupView = z.infer<typeof filterGroupSchema>;

/** `GET /sw/a/v1/filters?categoryMain=`: the filter groups of one top category. */
export const filterGroupsQuerySchema = z.object({
  categoryMain: codeText(m.mainRequired).describe('top category code'),
  marketId: optionalMarketId,
});
export const filterGroupListSchema = z.array(filterGroupSchema);

/**
 * `POST /sw/a/v1/filter/find` form. Finds filter values by name (contains, case-insensitive) among
 * the catalogue and the values the seller's market added. `productCode`: when it names a product of
 * the seller's market, only filters of that product's top category are searched (a code of a product
 * not saved yet, or of another market, does not narrow the search and reveals nothing).
 * `category`, `main`, `sub` narrow further.
 */
export const filterFindBodySchema = z.object({
  productCode: z.string().trim().max(40).optional(),
  name: z
    .string({ error: m.filterNameRequired })
    .trim()
    .min(1, { message: m.filterNameRequired })
    .max(FILTER_VALUE_MAX_LENGTH, { message: m.filterNameRequired }),
  category: z.string().trim().max(40).optional(),
  main: z.string().trim().max(40).optional(),
  sub: z.string().trim().max(40).optional(),
  marketId: optionalMarketId,
});
export type FilterFindBody = z.infer<typeof filterFindBodySchema>;

/**
 * `POST /sw/a/v1/filter` (JSON or form): adds a value to one attribute of one top category for the
 * seller's market only. Adding a value that already exists answers the existing id (200) instead of
 * a new one (201). Colours are fixed (21 with swatches) and cannot be added.
 */
export const filterAddBodySchema = z.object({
  category: codeText(m.mainRequired).describe('top category code'),
  main: codeText(m.filterGroupInvalid).describe('group code'),
  sub: codeText(m.filterGroupInvalid).describe('attribute code'),
  value: z
    .string({ error: m.filterValueRequired })
    .trim()
    .min(1, { message: m.filterValueRequired })
    .max(FILTER_VALUE_MAX_LENGTH, { message: m.filterValueTooLong }),
  marketId: optionalMarketId,
});
export type FilterAddBody = z.infer<typeof filterAddBodySchema>;

export const filterAddResultSchema = z.object({ id: z.number().int() });

// ---- brands -----------------------------------------------------------------------------------

export const brandsQuerySchema = z.object({
  marketId: idSchema.describe("the seller's market id (another market: 403)"),
});
export const brandSchema = z.object({ id: z.number().int(), koName: z.string() });
export type Brand = z.infer<typeof brandSchema>;
export const brandListSchema = z.array(brandSchema);

// ---- size categories --------------------------------------------------------------------------

export const measurementSchema = z.object({
  name: z.string(),
  kind: z.enum(['text', 'number']),
  unit: z.literal('cm').nullable(),
});

export const sizeTemplateSchema = z.object({
  code: z.string(),
  categoryName: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).describe("one blank row: '' for text cells, 0 for cm"),
});

export const sizeCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  illustrationUrl: z.string().describe('SVG served by the web app'),
  measurements: z.array(measurementSchema).describe('ordered; the first is the size (text)'),
  template: sizeTemplateSchema,
});
export type SizeCategoryView = z.infer<typeof sizeCategorySchema>;
export const sizeCategoryListSchema = z.array(sizeCategorySchema);

/** `GET /sw/a/v1/size-categories`: all, those of a top category (`main`), or the one of a pair (`main` + `sub`). */
export const sizeCategoryQuerySchema = z.object({
  main: z.string().trim().min(1).max(40).optional(),
  sub: z.string().trim().min(1).max(40).optional(),
});
