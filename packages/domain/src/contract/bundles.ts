import { z } from 'zod';
import {
  BUNDLE_DESCRIPTION_MAX,
  BUNDLE_EVENT_NAME_MAX,
  BUNDLE_PROGRESS,
  bundleProblem,
  MAX_BUNDLE_PRODUCTS,
  SAMPLE_CART_QUANTITY_MAX,
} from '../delivery/bundles.ts';
import { FEE_TYPES } from '../delivery/fee-types.ts';
import { message } from '../messages.ts';
import {
  DEFAULT_PAGE_SIZE,
  idSchema,
  pageNumberSchema,
  pageSizeSchema,
  VERSION_TEXT,
  versionInputSchema,
  versionSchema,
} from './common.ts';
import { wonAmountSchema } from './deliveries.ts';

/** The shapes a bundle's date-time takes (the service reads it; the document states it as this pattern). */
const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$';

const DATE_TIME_TEXT =
  'ISO-8601 date-time: YYYY-MM-DDTHH:mm[:ss[.fff]] with an offset (Z, +09:00) or without one (Asia/Seoul), or a date YYYY-MM-DD';

/**
 * `POST /sw/a/v1/bundle-delivery` and `PUT /sw/a/v1/bundle-deliveries/{id}` (spec 02 §7). Missing
 * texts arrive as '' so the save check reports them in the spec's order, each with its own message.
 */
export const bundleSaveSchema = z
  .object({
    marketId: idSchema.optional().describe("the seller's market (optional; another market is refused)"),
    activated: z.boolean().default(true).describe('false: stopped'),
    startDateTime: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v ?? '')
      .meta({ pattern: DATE_TIME_PATTERN })
      .describe(DATE_TIME_TEXT),
    endDateTime: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v ?? '')
      .meta({ pattern: DATE_TIME_PATTERN })
      .describe(`${DATE_TIME_TEXT}; a date alone ends at 23:59:59 of that day`),
    // The limits are checked by the save check in the spec's order; the document states them.
    eventName: z
      .string()
      .nullish()
      .transform((v) => (v ?? '').trim())
      .meta({ minLength: 1, maxLength: BUNDLE_EVENT_NAME_MAX }),
    description: z
      .string()
      .nullish()
      .transform((v) => (v ?? '').trim())
      .meta({ minLength: 1, maxLength: BUNDLE_DESCRIPTION_MAX }),
    feeType: z.enum(FEE_TYPES),
    intCondition: wonAmountSchema.default(0),
    deliveryFee: wonAmountSchema
      .nullish()
      .describe(
        'fee in won charged when the rule does not make the order free. Optional: absent, FREE is 0; other types keep ' +
          "the bundle's fee (update) or take the market's usual fee: the default fee of its first delivery template " +
          'that charges (none: 400)',
      ),
    productCodes: z
      .array(z.string().trim().min(1).max(64))
      .max(MAX_BUNDLE_PRODUCTS, { error: () => message('bundle.tooManyProducts', { max: MAX_BUNDLE_PRODUCTS }) })
      .default([])
      .meta({ minItems: 1 }),
    version: versionInputSchema.describe('the bundle version (update only). ' + VERSION_TEXT),
  })
  .superRefine((body, ctx) => {
    const problem = bundleProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: message(problem) });
  });
export type BundleSave = z.infer<typeof bundleSaveSchema>;
export type BundleSaveInput = z.input<typeof bundleSaveSchema>;

export const bundleListQuerySchema = z.object({
  marketId: idSchema.optional(),
  page: pageNumberSchema.default(1),
  size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
});

export const bundleIdParamsSchema = z.object({ id: idSchema });

export const bundleProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mainImageUrl: z.string().nullable(),
  sell: z.boolean(),
  display: z.boolean(),
  netPrice: z.number().int().describe('regular price'),
  price: z.number().int().describe('sale price'),
  timestamp: z.string(),
});
export type BundleProduct = z.infer<typeof bundleProductSchema>;

export const bundleRowSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  description: z.string(),
  feeType: z.enum(FEE_TYPES),
  intCondition: z.number().int(),
  deliveryFee: z.number().int(),
  activated: z.boolean(),
  startDateTime: z.string().describe('Seoul local time without offset, YYYY-MM-DDTHH:mm:ss'),
  endDateTime: z.string().describe('Seoul local time without offset, YYYY-MM-DDTHH:mm:ss'),
  period: z.string().describe('start ~ end, for display'),
  progress: z.enum(BUNDLE_PROGRESS).describe('SCHEDULED, IN_PROGRESS, ENDED or STOPPED at answer time'),
  productCount: z.number().int(),
  version: versionSchema,
});
export type BundleRow = z.infer<typeof bundleRowSchema>;

export const bundleDetailSchema = bundleRowSchema.extend({ products: z.array(bundleProductSchema) });
export type BundleDetail = z.infer<typeof bundleDetailSchema>;

export const bundleListSchema = z.object({
  bundleDeliveries: z.array(bundleRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type BundleList = z.infer<typeof bundleListSchema>;

export const bundleDeleteResultSchema = z.object({ deleted: z.boolean() });

const feeRuleSchema = z.object({
  feeType: z.enum(FEE_TYPES),
  defaultFee: z.number().int().describe('fee in won when the rule does not make the order free'),
  intCondition: z.number().int().describe('threshold: total price in won, or item count'),
});

/**
 * `POST /sw/a/v1/bundle-deliveries/fee-preview` (ours, issue 20 §5): what a buyer would pay for
 * delivery of a sample cart of the market's products under a bundle rule, and without it.
 */
export const bundleFeePreviewBodySchema = z.object({
  feeType: z.enum(FEE_TYPES),
  deliveryFee: wonAmountSchema.default(0).describe("the bundle's fee in won (FREE charges nothing)"),
  intCondition: wonAmountSchema.default(0),
  lines: z
    .array(
      z.object({
        productCode: z.string().trim().min(1).max(64),
        quantity: z
          .number({ error: () => message('bundle.previewQuantity', { max: SAMPLE_CART_QUANTITY_MAX }) })
          .int({ error: () => message('bundle.previewQuantity', { max: SAMPLE_CART_QUANTITY_MAX }) })
          .min(0, { error: () => message('bundle.previewQuantity', { max: SAMPLE_CART_QUANTITY_MAX }) })
          .max(SAMPLE_CART_QUANTITY_MAX, {
            error: () => message('bundle.previewQuantity', { max: SAMPLE_CART_QUANTITY_MAX }),
          }),
      }),
    )
    .min(1, { error: () => message('bundle.previewProducts') })
    .max(MAX_BUNDLE_PRODUCTS, { error: () => message('bundle.tooManyProducts', { max: MAX_BUNDLE_PRODUCTS }) }),
});
export type BundleFeePreviewBody = z.infer<typeof bundleFeePreviewBodySchema>;
export type BundleFeePreviewInput = z.input<typeof bundleFeePreviewBodySchema>;

export const bundleFeePreviewResultSchema = z.object({
  totalPrice: z.number().int().describe('sum of sale price × quantity, won'),
  totalQuantity: z.number().int(),
  withBundle: z.number().int().describe('delivery fee under the bundle rule: one fee for the whole cart'),
  withoutBundle: z.number().int().describe("delivery fee without it: each product's own rule over its lines, added up"),
  lines: z.array(
    z.object({
      productCode: z.string(),
      name: z.string(),
      price: z.number().int().describe('sale price in won'),
      quantity: z.number().int(),
      rule: feeRuleSchema.describe("the product's own delivery rule"),
    }),
  ),
});
export type BundleFeePreviewResult = z.infer<typeof bundleFeePreviewResultSchema>;
