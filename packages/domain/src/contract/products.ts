import { z } from 'zod';
import { FEE_TYPES } from '../delivery/fee-types.ts';
import { IMAGE_KINDS, IMAGE_RULES } from '../images.ts';
import { message } from '../messages.ts';
import { PRODUCT_CODE_PATTERN, PRODUCT_CODE_TEXT } from '../products/code.ts';
import { MAX_CONTENT_HTML } from '../products/content.ts';
import {
  MAX_MODELS,
  MAX_NAME_LENGTH,
  MAX_SIZE_ROWS,
  MAX_SIZE_TABLES,
  MAX_SUMMARY_LENGTH,
  SIZE_CELL_MAX,
  WORN_SIZE_MAX,
} from '../products/details.ts';
import {
  COMBINATION_MEMO_MAX,
  MAX_OPTION_GROUPS,
  MAX_OPTION_NAME_LENGTH,
  MAX_OPTION_VALUES,
  MAX_STOCK,
} from '../products/options.ts';
import { oneLine } from '../format.ts';
import { checkPriceNumber, MAX_PRICE } from '../products/pricing.ts';
import {
  KC_AGENCY_MAX,
  KC_KINDS,
  KC_NUMBER_MAX,
  NOTICE_COLUMN_MAX,
  NOTICE_EXTRA_KEYS,
  NOTICE_LONG_VALUE_MAX,
} from '../products/notice.ts';
import { MAX_TAG_LENGTH, MAX_TAGS } from '../products/tags.ts';
import { LOW_STOCK_DEFAULT } from '../products/stock.ts';
import { idSchema, VERSION_TEXT, versionInputSchema, versionSchema } from './common.ts';

const won = z.number().int().min(0).max(MAX_PRICE);

/**
 * The regular price as sent: the price box's refusals (not a number, negative, a fraction, over the
 * limit), each with its own message, so the server refuses what the screen refuses.
 */
const priceSchema = z.number({ error: () => message('product.priceNotNumber') }).superRefine((value, ctx) => {
  const problem = checkPriceNumber(value);
  if (problem) ctx.addIssue({ code: 'custom', message: message(problem) });
});
const text = (max: number) => z.string().max(max).default('');

/** The delivery-fee template object carried by a product (spec 01 §3 delivery template). */
export const productDeliverySchema = z.object({
  marketDeliveryId: z.number().int().positive().nullable().default(null),
  marketDeliveryName: z.string().max(20).default(''),
  feeType: z.enum(FEE_TYPES),
  defaultFee: won.default(0),
  intCondition: won.default(0),
  islandMountainFee: won.default(0),
  jejuFee: won.default(0),
  returnFee: won.default(0).describe('반품 배송비 (편도), won (issue 36 §4); from the template when one is named'),
  exchangeFee: won.default(0).describe('교환 배송비 (왕복), won; from the template when one is named'),
  international: z.boolean().default(false),
});
export type ProductDelivery = z.infer<typeof productDeliverySchema>;

export const productModelSchema = z.object({
  modelId: z.number().int().positive(),
  name: z.string().max(50).default(''),
  options: z.string().max(WORN_SIZE_MAX).describe('the size the model wears'),
});

export const sizeTableSchema = z.object({
  categoryName: z.string().min(1).max(50),
  columns: z.array(z.string().max(30)).min(1).max(20),
  rows: z
    .array(z.array(z.union([z.string().max(SIZE_CELL_MAX), z.number().min(0).max(9999)]).transform(String)).max(20))
    .min(1)
    .max(MAX_SIZE_ROWS)
    .describe('rows of cells: the size label first, then cm values (numbers or numeric text)'),
});
export type SizeTable = z.infer<typeof sizeTableSchema>;

/** A size table as answered: every cell as text. */
export const sizeTableOutSchema = z.object({
  categoryName: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

/**
 * The notice items kept beside the spec's fields (`color`, `size`, `madeOn`, ...): each a text of its
 * group (see `NOTICE_GROUP_INFO`); items of another group are refused with 422 by the service.
 */
export const productNoticeSchema = z
  .object(
    Object.fromEntries(NOTICE_EXTRA_KEYS.map((k) => [k, z.string().max(NOTICE_LONG_VALUE_MAX).optional()])) as {
      [K in (typeof NOTICE_EXTRA_KEYS)[number]]: z.ZodOptional<z.ZodString>;
    },
  )
  .strict()
  .describe(
    "상품정보제공고시 items other than the spec fields (material, country, factory, wash, repair, quality); which ones and their limits depend on the top category's notice group",
  );

/**
 * Fields the register and edit payloads share. Emptiness is allowed here on purpose: the save order
 * of spec 01 §5 decides which message the seller sees first (checked by the service).
 */
const editableFields = {
  name: z
    .string()
    .transform(oneLine)
    .pipe(
      z
        .string()
        .trim()
        .max(MAX_NAME_LENGTH, { error: () => message('product.nameMax') }),
    )
    .meta({ maxLength: MAX_NAME_LENGTH }),
  brandId: z.number().int().positive().nullable(),
  summary: z
    .string()
    .max(MAX_SUMMARY_LENGTH, { error: () => message('product.summaryMax') })
    .default(''),
  price: priceSchema
    .meta({ type: 'integer', minimum: 0, maximum: MAX_PRICE })
    .nullable()
    .describe('regular price (netPrice), whole won from 0 to 100,000,000, multiple of 10'),
  saleRate: z.number().min(0).max(1000).default(0).describe('discount rate in percent, at most one decimal'),
  salePrice: z.number().int().min(0).max(MAX_PRICE).nullable().describe('final price after discount, won'),
  delivery: productDeliverySchema.nullable().describe('the chosen delivery-fee template; null = default FREE'),
  models: z.array(productModelSchema).max(MAX_MODELS).default([]),
  sizeTables: z.array(sizeTableSchema).max(MAX_SIZE_TABLES).default([]),
  sellYn: z.boolean().nullable(),
  displayYn: z.boolean().nullable(),
  tags: z
    .array(z.string())
    .default([])
    .describe(
      `at most ${MAX_TAGS} tags of up to ${MAX_TAG_LENGTH} characters, no duplicates: checked in the save order (422), the one cap`,
    ),
  country: text(NOTICE_COLUMN_MAX.country),
  material: text(NOTICE_COLUMN_MAX.material),
  factory: text(NOTICE_COLUMN_MAX.factory),
  wash: text(NOTICE_COLUMN_MAX.wash),
  repair: text(NOTICE_COLUMN_MAX.repair),
  quality: text(NOTICE_COLUMN_MAX.quality),
  memo: text(500),
  notice: productNoticeSchema.default({}),
  kcKind: z.enum(KC_KINDS).nullable().default(null).describe('KC certification kind; required where the law asks'),
  kcNumber: text(KC_NUMBER_MAX).describe('certification number (KC 인증, 공급자적합성확인, 안전기준준수)'),
  kcAgency: text(KC_AGENCY_MAX).describe('the agency that issued the certification'),
  lowStockThreshold: z
    .number()
    .int()
    .min(0)
    .max(MAX_STOCK)
    .nullable()
    .default(null)
    .describe(`stock at or under which the product is 품절 임박; null: the default (${LOW_STOCK_DEFAULT})`),
};

/**
 * Every editable field as the update takes it: optional and without defaults, so a field left out is
 * kept as saved (an update writes only the fields it was sent; issue 35 §1).
 */
const updatableFields = Object.fromEntries(
  Object.entries(editableFields).map(([key, schema]) => {
    const inner = schema instanceof z.ZodDefault ? (schema.def.innerType as z.ZodType) : schema;
    return [key, inner.optional()];
  }),
) as { [K in keyof typeof editableFields]: z.ZodOptional<Unwrap<(typeof editableFields)[K]>> };
type Unwrap<T> = T extends z.ZodDefault<infer I> ? I : T;

/** A product code as a client builds it (spec 01 §9); uniqueness is checked when it is stored. */
const productCodeSchema = z
  .string({ error: () => message('product.codeInvalid') })
  .trim()
  .regex(PRODUCT_CODE_PATTERN, { error: () => message('product.codeInvalid') })
  .describe(PRODUCT_CODE_TEXT);

/** `POST /sw/a/v3/product` (spec 01 §3 product payload on create). */
export const productCreateSchema = z.object({
  marketId: idSchema,
  code: productCodeSchema,
  contentUrl: z.string().max(300).default(''),
  parentCategoryId: z.number().int().positive().nullable(),
  childCategoryIds: z.array(z.number().int().positive()).max(20).default([]),
  filterIds: z.array(z.number().int().positive()).max(200).default([]),
  ...editableFields,
});
export type ProductCreate = z.infer<typeof productCreateSchema>;
export type ProductCreateInput = z.input<typeof productCreateSchema>;

/** `PUT /sw/a/v3/product` (spec 01 §3 product update payload). Category and filters are not part of it. */
export const productUpdateSchema = z.object({
  id: z.number().int().positive(),
  marketId: idSchema.optional(),
  contentUrl: z.string().max(300).optional(),
  version: versionInputSchema,
  ...updatableFields,
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;

export const productSavedSchema = z.object({ id: z.number().int(), code: z.string(), version: versionSchema });
export type ProductSaved = z.infer<typeof productSavedSchema>;

export const productImageSchema = z.object({ id: z.number().int(), url: z.string(), weight: z.number().int() });

/** `GET /sw/a/v3/products/{code}`: the product as edited (spec 01 §3). */
export const productDetailSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  price: z
    .number()
    .int()
    .describe(
      'REGULAR price in won (before discount; equals netPrice). Unlike list rows, where price is the sale price',
    ),
  netPrice: z.number().int().describe('regular price in won (same as price here)'),
  saleRate: z.number().describe('discount rate in percent'),
  salePrice: z.number().int().describe('sale price in won: what the buyer pays'),
  summary: z.string(),
  delivery: productDeliverySchema,
  models: z.array(productModelSchema),
  modelInfos: z.array(productModelSchema),
  sizeTables: z.array(sizeTableOutSchema),
  sell: z.boolean(),
  display: z.boolean(),
  sellYn: z.boolean(),
  displayYn: z.boolean(),
  published: z
    .boolean()
    .describe(
      'false while the registration is unfinished: the product is neither sold nor displayed until its images, content and combinations are saved (sell/display are the flags it will take)',
    ),
  tags: z.array(z.string()),
  categories: z.array(z.string()).describe("'main-sub' strings"),
  filters: z.array(z.string()).describe("'main-sub-value' strings"),
  parentCategoryId: z.number().int().nullable(),
  childCategoryIds: z.array(z.number().int()),
  filterIds: z.array(z.number().int()),
  mainImage: productImageSchema.nullable(),
  coverImages: z.array(productImageSchema),
  contentUrl: z.string(),
  content: z.string().describe('the stored (sanitised) details HTML, for the editor'),
  previewUrl: z.string().describe('admin-preview link of the product; opens without a session token'),
  country: z.string(),
  material: z.string(),
  factory: z.string(),
  wash: z.string(),
  repair: z.string(),
  quality: z.string(),
  memo: z.string(),
  notice: productNoticeSchema,
  noticeGroup: z.string().nullable().describe('the notice group of the top category (NOTICE_GROUPS)'),
  kcKind: z.enum(KC_KINDS).nullable(),
  kcNumber: z.string(),
  kcAgency: z.string(),
  lowStockThreshold: z.number().int().nullable(),
  timestamp: z.string(),
  version: versionSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productCodeParamsSchema = z.object({ code: z.string().min(1).max(40) });
export const productIdParamsSchema = z.object({ id: idSchema });

// ---- content -------------------------------------------------------------------------------

/** `POST`/`PUT /sw/a/v1/product/content`: HTML keyed by product code. */
export const productContentBodySchema = z.object({
  code: productCodeSchema,
  content: z.string().max(MAX_CONTENT_HTML),
  version: versionInputSchema.describe('the product version (only when the code is a saved product). ' + VERSION_TEXT),
});
export const productContentResultSchema = z.object({
  contentUrl: z.string(),
  url: z.string(),
  version: versionSchema.nullable().describe('the product version after this save; null before the product exists'),
});

// ---- options and combinations --------------------------------------------------------------

const optionName = z.string().trim().max(MAX_OPTION_NAME_LENGTH);

export const optionValueSchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  name: optionName,
  price: z.number().int().min(0).max(MAX_PRICE).default(0).describe('extra amount in won'),
});

export const optionGroupSchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  name: optionName,
  position: z.union([z.literal(1), z.literal(2)]),
  values: z.array(optionValueSchema).max(MAX_OPTION_VALUES),
});

/** `PUT /sw/a/v1/product/options`. */
export const productOptionsBodySchema = z.object({
  productId: z.number().int().positive(),
  options: z.array(optionGroupSchema).max(MAX_OPTION_GROUPS + 1),
  version: versionInputSchema.describe('the product version. ' + VERSION_TEXT),
});
export type ProductOptionsBody = z.infer<typeof productOptionsBodySchema>;

export const savedOptionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  values: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number().int() })),
});
export const productOptionsSchema = z.object({
  productId: z.number().int(),
  options: z.array(savedOptionGroupSchema),
  version: versionSchema.describe('the product version'),
});
export type ProductOptions = z.infer<typeof productOptionsSchema>;

export const unionInputSchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  names: z.array(z.string().max(MAX_OPTION_NAME_LENGTH)).min(1).max(MAX_OPTION_GROUPS),
  ids: z
    .array(z.number().int().positive())
    .max(MAX_OPTION_GROUPS)
    .optional()
    .describe('value ids; resolved from names when left out'),
  totalPrice: z
    .number()
    .int()
    .min(0)
    .max(MAX_PRICE * 2)
    .optional()
    .describe('recomputed by the server from the values'),
  stocks: z.number().int().min(0).max(MAX_STOCK).default(0),
  memo: z.string().max(COMBINATION_MEMO_MAX).default(''),
  deleted: z.boolean().default(false),
});

/** `PUT /sw/a/v2/product/options/meta`. */
export const productUnionsBodySchema = z.object({
  productId: z.number().int().positive(),
  unions: z.array(unionInputSchema).max(MAX_OPTION_VALUES * MAX_OPTION_VALUES),
  version: versionInputSchema.describe('the product version. ' + VERSION_TEXT),
});
export type ProductUnionsBody = z.infer<typeof productUnionsBodySchema>;

export const savedUnionSchema = z.object({
  id: z.number().int(),
  ids: z.array(z.number().int()),
  names: z.array(z.string()),
  totalPrice: z.number().int(),
  stocks: z.number().int(),
  memo: z.string(),
  deleted: z.boolean(),
});
export const productUnionsSchema = z.object({
  productId: z.number().int(),
  unions: z.array(savedUnionSchema),
  version: versionSchema.describe('the product version'),
});
export type ProductUnions = z.infer<typeof productUnionsSchema>;

// ---- images --------------------------------------------------------------------------------

export const imageKindSchema = z.enum(IMAGE_KINDS);

/** Form fields of `POST /sw/a/v1/image/upload` (the files come as multipart parts named `files`). */
export const imageUploadFieldsSchema = z.object({
  filePath: z.string().max(300).optional(),
  type: imageKindSchema,
  typeId: idSchema,
  version: versionInputSchema.describe("the owner's version (product or model). " + VERSION_TEXT),
});

export const uploadedImageSchema = z.object({
  id: z.number().int(),
  type: imageKindSchema,
  typeId: z.number().int(),
  filePath: z.string(),
  url: z.string(),
  weight: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export const imageUploadResultSchema = z.object({
  images: z.array(uploadedImageSchema),
  version: versionSchema.describe("the owner's version after the upload (product or model)"),
});

export const imageDeleteBodySchema = z.object({
  imageId: idSchema,
  version: versionInputSchema.describe("the owner's version (product or model). " + VERSION_TEXT),
});
export const imageDeleteResultSchema = z.object({
  deleted: z.boolean(),
  version: versionSchema.nullable().describe("the owner's version after the delete (null for an editor image)"),
});

/**
 * `POST /sw/a/v1/image/order` (ours; the spec shows images in weight order and names no call that
 * sets it): every image of an owner of one type, first shown first. The screen sends it when a save
 * replaced an image, so the new image takes the old one's place: the spec's replace is a delete and
 * an upload, and an upload adds at the end.
 */
export const imageOrderBodySchema = z.object({
  type: imageKindSchema,
  typeId: idSchema.describe('the product id (MAIN, COVER) or the model id (MODEL)'),
  imageIds: z
    .array(idSchema)
    .min(1)
    .max(Math.max(...Object.values(IMAGE_RULES).map((r) => r.maxFiles)))
    .describe(
      'every image the owner has of this type, each once, in the order to show them; otherwise 409 IMAGE_ORDER_CHANGED',
    ),
  version: versionInputSchema.describe("the owner's version (product or model). " + VERSION_TEXT),
});
export type ImageOrderBody = z.infer<typeof imageOrderBodySchema>;
export const imageOrderResultSchema = z.object({
  images: z
    .array(z.object({ id: z.number().int(), weight: z.number().int() }))
    .describe('the images with their new weights'),
  version: versionSchema.describe("the owner's version after the change (product or model)"),
});

export const editorUploadResultSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
