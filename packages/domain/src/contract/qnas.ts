import { z } from 'zod';
import { message } from '../messages.ts';
import { QNA_REPLY_MAX, QNA_TYPES } from '../market/qna.ts';
import { boolTextSchema, calendarDateSchema, idSchema, pageNumberSchema, pageSizeSchema } from './common.ts';

/**
 * `POST /sw/a/v1/qnas` (form): the inquiry list of a market. The spec's fields are marketId,
 * startDate, endDate, replyYn and type, and it answers a list: every match (at most
 * MAX_UNPAGED_ROWS, else 400). `page` and `size` are ours (the screens' server paging): with either,
 * it answers one page as `{qnas, total}`.
 */
export const qnaListBodySchema = z.object({
  marketId: idSchema,
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  replyYn: boolTextSchema.optional().describe('false: unanswered (requests), true: answered (complete)'),
  type: z
    .enum(QNA_TYPES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: pageNumberSchema.optional().describe('page number, the first page is 1; absent with size: every match'),
  size: pageSizeSchema
    .optional()
    .describe('rows per page (default 10 when page is sent); absent with page: every match'),
});
export type QnaListBody = z.infer<typeof qnaListBodySchema>;

export const qnaSchema = z.object({
  id: z.number().int(),
  type: z.enum(QNA_TYPES),
  customerName: z.string(),
  productName: z.string(),
  content: z.string(),
  reply: z.string().nullable(),
  replyYn: z.boolean(),
  timestamp: z.string().describe('ISO-8601 time the inquiry was asked'),
  repliedAt: z.string().nullable().describe('ISO-8601 time of the last reply'),
});
export type Qna = z.infer<typeof qnaSchema>;

/** The paged answer (page or size sent). */
export const qnaListSchema = z.object({ qnas: z.array(qnaSchema), total: z.number().int() });
export type QnaList = z.infer<typeof qnaListSchema>;
/** The answer of `POST /sw/a/v1/qnas`: every match as a list, or one page with the total. */
export const qnaListAnswerSchema = z.union([
  z.array(qnaSchema).describe('no page and no size: every match, newest first'),
  qnaListSchema.describe('page or size sent: that page and the total'),
]);

export const qnaIdParamsSchema = z.object({ id: idSchema });

/** `POST /sw/a/v1/qnas/{id}` (form): saves the reply and marks the inquiry answered. */
export const qnaReplyBodySchema = z.object({
  id: idSchema,
  replyYn: boolTextSchema.refine((v) => v === true, { message: message('qna.replyMustBeAnswered') }),
  reply: z
    .string({ message: message('qna.replyRequired') })
    .trim()
    .min(1, { message: message('qna.replyRequired') })
    .max(QNA_REPLY_MAX, { message: message('qna.replyTooLong') }),
});
export type QnaReplyBody = z.infer<typeof qnaReplyBodySchema>;
