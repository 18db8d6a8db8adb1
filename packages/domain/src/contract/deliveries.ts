import { z } from 'zod';
import { FEE_TYPES } from '../delivery/fee-types.ts';
import {
  DELIVERY_AMOUNT_MAX,
  DELIVERY_TEMPLATE_NAME_MAX,
  feeRuleProblem,
  templateProblem,
} from '../delivery/templates.ts';
import { message } from '../messages.ts';
import { versionInputSchema } from './common.ts';

/** Most templates one market keeps (ours; the spec is silent). */
export const MAX_DELIVERY_TEMPLATES = 50;
/** Most products one bulk change may name (ours: bounds one transaction). */
export const MAX_BULK_PRODUCTS = 1000;

/** Won amounts and conditions: whole numbers 0..100,000,000 (a form sends them as digits, a JSON body as numbers). */
export const wonAmountSchema = z
  .number({ error: () => message('delivery.amountInvalid') })
  .int({ error: () => message('delivery.amountInvalid') })
  .min(0, { error: () => message('delivery.amountInvalid') })
  .max(DELIVERY_AMOUNT_MAX, { error: () => message('delivery.amountInvalid') });

const feeTypeSchema = z.enum(FEE_TYPES).describe('FREE, CHARGE, FREE_BY_TOTAL_PRICE, FREE_BY_QTY or CHARGE_PER_QTY');

const templateFields = {
  feeType: feeTypeSchema,
  defaultFee: wonAmountSchema.describe('fee in won when the rule charges'),
  intCondition: wonAmountSchema.describe('threshold: total price in won or item count'),
  islandMountainFee: wonAmountSchema.describe('extra fee in won for island and mountain regions'),
  jejuFee: wonAmountSchema.describe('extra fee in won for Jeju'),
  returnFee: wonAmountSchema
    .optional()
    .describe(
      "반품 배송비 (편도), won: a buyer-fault return's fee, one way (issue 36 §4); left out: 0 for a new template, kept on an update",
    ),
  exchangeFee: wonAmountSchema
    .optional()
    .describe(
      "교환 배송비 (왕복), won: a buyer-fault exchange's fee, both ways; left out: 0 for a new template, kept on an update",
    ),
  international: z.boolean().describe('false: domestic, true: overseas'),
};

const templateProblemIssue = (template: Parameters<typeof templateProblem>[0], ctx: z.RefinementCtx) => {
  const problem = templateProblem(template);
  if (problem) ctx.addIssue({ code: 'custom', message: message(problem) });
};

const templateNameSchema = z
  .string()
  .trim()
  .max(DELIVERY_TEMPLATE_NAME_MAX, { error: () => message('delivery.nameTooLong') });

/**
 * One template saved on its own (ours): `POST /sw/a/v1/markets/{marketId}/deliveries` adds it,
 * `PUT /sw/a/v1/markets/{marketId}/deliveries/{marketDeliveryId}` replaces it. Checked like the editor checks it.
 */
export const deliveryTemplateBodySchema = z
  .object({ marketDeliveryName: templateNameSchema, ...templateFields })
  .superRefine(templateProblemIssue);
export type DeliveryTemplateBody = z.infer<typeof deliveryTemplateBodySchema>;

/** `PUT /sw/a/v1/markets/{marketId}/deliveries/{marketDeliveryId}`: one template with the version it was edited from. */
export const deliveryTemplateUpdateSchema = z
  .object({ marketDeliveryName: templateNameSchema, ...templateFields, version: versionInputSchema })
  .superRefine(templateProblemIssue);

/** One template as saved (`PUT /sw/a/v1/markets/{marketId}/deliveries`): checked like the editor checks it. */
export const deliveryTemplateInputSchema = z
  .object({
    marketDeliveryId: z.number().int().positive().nullable().describe('null for a new template'),
    marketDeliveryName: templateNameSchema,
    ...templateFields,
    version: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "ours: the template's version as loaded; a template saved by someone else since is refused (409) and nothing is written",
      ),
  })
  .superRefine(templateProblemIssue);
export type DeliveryTemplateInput = z.infer<typeof deliveryTemplateInputSchema>;

/** The full list a market saves at once: every template it keeps; those left out are deleted. */
export const deliveryTemplateListInputSchema = z
  .array(deliveryTemplateInputSchema)
  .max(MAX_DELIVERY_TEMPLATES, { error: () => message('delivery.tooManyTemplates', { max: MAX_DELIVERY_TEMPLATES }) })
  .superRefine((list, ctx) => {
    const ids = list.map((t) => t.marketDeliveryId).filter((id) => id !== null);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: message('delivery.duplicateTemplate') });
  });

/** A stored template of the market, with how many products use it (a used one cannot be deleted). */
export const deliveryTemplateSchema = z.object({
  marketDeliveryId: z.number().int(),
  marketDeliveryName: z.string(),
  ...templateFields,
  returnFee: z.number().int().describe('반품 배송비 (편도), won'),
  exchangeFee: z.number().int().describe('교환 배송비 (왕복), won'),
  productCount: z.number().int().describe('products whose delivery comes from this template'),
  version: z
    .number()
    .int()
    .describe("ours: this template's own version (each template is versioned on its own; its ETag when saved alone)"),
});
export type DeliveryTemplateRow = z.infer<typeof deliveryTemplateSchema>;
export const deliveryTemplateListSchema = z.array(deliveryTemplateSchema);
export const deliveryTemplateDeletedSchema = z.object({ deleted: z.boolean() });

export const deliveryMarketParamsSchema = z.object({ marketId: z.number().int().positive() });
export const deliveryTemplateParamsSchema = z.object({
  marketId: z.number().int().positive(),
  marketDeliveryId: z.number().int().positive(),
});

const productCodesSchema = z
  .array(z.string().trim().min(1).max(64))
  .min(1, { error: () => message('delivery.bulkNoSelection') })
  .max(MAX_BULK_PRODUCTS, { error: () => message('productManage.tooManyProducts', { max: MAX_BULK_PRODUCTS }) });

/**
 * `PUT /sw/a/v1/products/deliveries`: applies a fee rule to the listed products of the seller's market.
 * `marketDeliveryId`/`marketDeliveryName` (ours) name the template it came from, when one was chosen.
 */
export const productDeliveryAssignmentSchema = z
  .object({
    marketDeliveryId: z.number().int().positive().nullable().optional(),
    marketDeliveryName: z.string().trim().max(DELIVERY_TEMPLATE_NAME_MAX).optional(),
    ...templateFields,
    productCodes: productCodesSchema,
  })
  .superRefine((body, ctx) => {
    const problem = feeRuleProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: message(problem) });
  });
export type ProductDeliveryAssignment = z.infer<typeof productDeliveryAssignmentSchema>;

export const productDeliveryAssignmentResultSchema = z.object({
  updated: z.number().int(),
  productCodes: z.array(z.string()),
});
