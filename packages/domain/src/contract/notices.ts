import { z } from 'zod';
import { isCalendarDate, isSaneDate } from '../dates.ts';
import { message } from '../messages.ts';
import { calendarDateSchema, DEFAULT_PAGE_SIZE, pageNumberSchema, pageSizeSchema } from './common.ts';
import { NOTICE_TITLE_MAX } from '../limits.ts';

export { NOTICE_TITLE_MAX };

/** `GET /sw/a/v1/notices`: the notice list of the notice screen and the dashboard (not shown in the spec; ours). */
export const noticeListQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  title: z.string().trim().max(100).optional(),
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

export const noticeRowSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  timestamp: z.string().describe('ISO-8601 creation time'),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;

export const noticeListSchema = z.object({ notices: z.array(noticeRowSchema), total: z.number().int() });
export type NoticeList = z.infer<typeof noticeListSchema>;

export const noticeIdParamsSchema = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** `GET /sw/a/v1/notices/{id}`: content is HTML sanitised when it was stored. */
export const noticeSchema = noticeRowSchema.extend({
  content: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const NOTICE_CONTENT_MAX = 100_000;

/**
 * `POST /sw/a/v1/notices` (multipart, operator only) and the admin command line: the fields of a
 * new notice. The period is the days it is posted for.
 */
export const noticeCreateSchema = z
  .object({
    title: z
      .string({ message: message('notice.titleRequired') })
      .trim()
      .min(1, { message: message('notice.titleRequired') })
      .max(NOTICE_TITLE_MAX, { message: message('notice.titleTooLong') }),
    content: z
      .string({ message: message('notice.contentRequired') })
      .trim()
      .min(1, { message: message('notice.contentRequired') })
      .max(NOTICE_CONTENT_MAX, { message: message('notice.contentTooLong') }),
    startDate: z
      .string({ message: message('notice.periodInvalid') })
      .refine(isCalendarDate, { message: message('notice.periodInvalid') })
      .refine(isSaneDate, { message: message('search.dateOutOfRange') }),
    endDate: z
      .string({ message: message('notice.periodInvalid') })
      .refine(isCalendarDate, { message: message('notice.periodInvalid') })
      .refine(isSaneDate, { message: message('search.dateOutOfRange') }),
  })
  .refine((v) => v.startDate <= v.endDate, { message: message('notice.periodInvalid'), path: ['endDate'] });
export type NoticeCreate = z.infer<typeof noticeCreateSchema>;

export const noticeCreatedSchema = z.object({ id: z.number().int() });
