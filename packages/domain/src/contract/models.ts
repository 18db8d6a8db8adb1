import { z } from 'zod';
import { MODEL_DESCRIPTION_MAX, MODEL_NAME_MAX, MODEL_TEXT_MAX } from '../market/model.ts';
import { message } from '../messages.ts';
import { idSchema, versionInputSchema, versionSchema } from './common.ts';

/** A measure as a number or as its text (blank: none), at most `max`, in steps of 0.1; the document states both. */
const measure = (max: number) =>
  z
    .union([
      z.number().meta({ minimum: 0, maximum: max, multipleOf: 0.1 }),
      z
        .string()
        .trim()
        .meta({ pattern: `^\\s*(\\d{1,${String(max).length}}(\\.\\d)?)?\\s*$` }),
    ])
    .transform((v, ctx) => {
      if (v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || n < 0 || n > max || Math.round(n * 10) !== n * 10) {
        ctx.addIssue({ code: 'custom', message: message('model.measureInvalid') });
        return z.NEVER;
      }
      return n;
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const size = z
  .string()
  .trim()
  .max(MODEL_TEXT_MAX, { message: message('model.textTooLong') })
  .nullable()
  .optional()
  .transform((v) => v || null);

/** The editable fields of a model (spec 02 §3 model; only the name and the profile image are required). */
const modelFields = {
  name: z
    .string({ message: message('model.nameRequired') })
    .trim()
    .min(1, { message: message('model.nameRequired') })
    .max(MODEL_NAME_MAX, { message: message('model.nameTooLong') }),
  height: measure(300),
  weight: measure(500),
  bra: size,
  panties: size,
  top: size,
  waist: measure(100),
  shoes: measure(400),
  description: z
    .string()
    .trim()
    .max(MODEL_DESCRIPTION_MAX, { message: message('model.descriptionTooLong') })
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  representative: z.boolean().optional().describe("the market's representative model; at most one per market"),
};

/** `POST /sw/a/v1/market/model` (JSON). */
export const modelCreateBodySchema = z.object({ marketId: idSchema, ...modelFields });
export type ModelCreateBody = z.input<typeof modelCreateBodySchema>;
export type ModelCreate = z.output<typeof modelCreateBodySchema>;

/** `PUT /sw/a/v1/market/model` (JSON): id plus the fields. */
export const modelUpdateBodySchema = z.object({
  id: idSchema,
  marketId: idSchema.optional(),
  version: versionInputSchema,
  ...modelFields,
});
export type ModelUpdateBody = z.input<typeof modelUpdateBodySchema>;
export type ModelUpdate = z.output<typeof modelUpdateBodySchema>;

export const modelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bra: z.string().nullable(),
  panties: z.string().nullable(),
  top: z.string().nullable(),
  waist: z.number().nullable(),
  shoes: z.number().nullable(),
  description: z.string(),
  imageId: z.number().int().nullable().describe('the profile image, for the image delete call'),
  imageUrl: z.string().nullable(),
  representative: z.boolean(),
  version: versionSchema,
});
export type Model = z.infer<typeof modelSchema>;

export const modelListParamsSchema = z.object({ marketId: idSchema });
export const modelListSchema = z.array(modelSchema);
export const modelIdParamsSchema = z.object({ id: idSchema });
export const modelCreatedSchema = z.object({ modelId: z.number().int(), version: versionSchema });
/** `POST /sw/a/v1/market/model/with-image`: the model and its profile image, saved together. */
export const modelWithImageCreatedSchema = modelCreatedSchema.extend({
  imageId: z.number().int(),
  imageUrl: z.string(),
});
export type ModelWithImageCreated = z.infer<typeof modelWithImageCreatedSchema>;
export const modelUpdatedSchema = z.object({ modelId: z.number().int(), version: versionSchema });
export const modelDeletedSchema = z.object({ deleted: z.boolean() });
