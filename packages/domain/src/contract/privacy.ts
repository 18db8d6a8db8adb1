import { z } from 'zod';
import { message } from '../messages.ts';
import { ACCESS_CHANNELS, ACCESS_PURPOSE_DETAIL_MAX, ACCESS_PURPOSES, type AccessPurpose } from '../privacy/rules.ts';
import {
  calendarDateSchema,
  DEFAULT_PAGE_SIZE,
  idSchema,
  pageNumberSchema,
  pageSizeSchema,
  periodRefine,
} from './common.ts';

const purposeShape = {
  purpose: z
    .enum(ACCESS_PURPOSES, { message: message('privacy.purposeRequired') })
    .describe(
      'why: SHIPPING (상품 발송), CLAIM (교환·반품·환불 처리), CUSTOMER_INQUIRY (고객 문의 응대) or OTHER (기타)',
    ),
  purposeDetail: z
    .string()
    .trim()
    .max(ACCESS_PURPOSE_DETAIL_MAX, { message: message('privacy.purposeDetailTooLong') })
    .default('')
    .describe(`free text beside the purpose, up to ${ACCESS_PURPOSE_DETAIL_MAX} characters; required for OTHER`),
};

/** A purpose of OTHER needs its free text. */
const detailForOther = (value: { purpose?: AccessPurpose; purposeDetail?: string }, ctx: z.RefinementCtx) => {
  if (value.purpose === 'OTHER' && !value.purposeDetail)
    ctx.addIssue({ code: 'custom', path: ['purposeDetail'], message: message('privacy.purposeDetailRequired') });
};

/** A purpose as a body (reveal, packing slips with personal data): the short list plus free text. */
export const accessPurposeSchema = z.object(purposeShape).superRefine(detailForOther);
export type AccessPurposeInput = z.infer<typeof accessPurposeSchema>;

/** The same, optional: a call that sends none gets masked data and writes no log. */
export const optionalPurposeShape = {
  purpose: purposeShape.purpose.optional(),
  purposeDetail: purposeShape.purposeDetail,
};
export const optionalPurposeRefine = detailForOther;

/** `POST /sw/a/v1/orders/{code}/personal-data`: the purpose, and the password when the session was idle. */
export const revealBodySchema = z
  .object({
    ...purposeShape,
    password: z
      .string()
      .max(200)
      .optional()
      .describe(
        'the seller’s password, needed when the session was idle 10 minutes or more (without it: 403 STEP_UP_REQUIRED; wrong: 403 WRONG_PASSWORD)',
      ),
  })
  .superRefine(detailForOther);
export type RevealBody = z.infer<typeof revealBodySchema>;

/** An order's personal data in full (the answer of a reveal). */
export const personalDataSchema = z.object({
  code: z.string(),
  pccc: z.string().nullable(),
  nameForPccc: z.string().nullable(),
  orderer: z.object({ name: z.string(), contact: z.string() }),
  recipient: z.object({
    name: z.string(),
    phoneNumber: z.string(),
    postcode: z.string(),
    address1: z.string(),
    address2: z.string(),
    entranceValue: z.string(),
  }),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** One row of the access log. */
export const accessLogEntrySchema = z.object({
  id: z.number().int(),
  marketId: z.number().int(),
  actor: z.string().describe('login id of the seller who looked or downloaded'),
  at: z.string().describe('ISO instant'),
  address: z.string().describe('the client address the call came from'),
  channel: z.enum(ACCESS_CHANNELS),
  purpose: z.enum(ACCESS_PURPOSES),
  purposeDetail: z.string(),
  orderCount: z.number().int(),
  orderCodes: z.array(z.string()),
  fields: z.array(z.string()).describe('what was shown or downloaded: the personal fields or export columns'),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

const accessLogFilterShape = {
  actor: z.string().trim().max(50).optional().describe('login id of the seller'),
  purpose: z.enum(ACCESS_PURPOSES).optional(),
  channel: z.enum(ACCESS_CHANNELS).optional(),
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
};

/** `GET /sw/a/v1/privacy/access-log`: filters and a page. */
export const accessLogQuerySchema = z
  .object({
    ...accessLogFilterShape,
    page: pageNumberSchema.default(1),
    size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  })
  .superRefine(periodRefine);
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

/** `GET /sw/o/v1/access-log`: the operator's read, of one market or (without `marketId`) of every market. */
export const operatorAccessLogQuerySchema = z
  .object({
    ...accessLogFilterShape,
    marketId: idSchema.optional().describe('the market; every market when left out'),
    page: pageNumberSchema.default(1),
    size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  })
  .superRefine(periodRefine);

/** `GET /sw/a/v1/privacy/access-log/export`: the same filters. */
export const accessLogExportQuerySchema = z.object(accessLogFilterShape).superRefine(periodRefine);
export type AccessLogExportQuery = z.infer<typeof accessLogExportQuerySchema>;

export const accessLogPageSchema = z.object({
  entries: z.array(accessLogEntrySchema),
  total: z.number().int(),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;
