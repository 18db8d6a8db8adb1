import { z } from 'zod';
import { isCalendarDate, isSaneDate } from '../dates.ts';
import { message } from '../messages.ts';

/** The uniform error body of every failed call: a stable code and a Korean message for the user. */
export const errorBodySchema = z.object({
  code: z.string().describe('stable machine-readable error code'),
  message: z.string().describe('Korean message to show the user'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { message: 'YYYY-MM-DD 형식의 날짜여야 합니다.' })
  .refine(isSaneDate, { message: message('search.dateOutOfRange') })
  .describe('calendar day in Asia/Seoul, YYYY-MM-DD');

/** A positive integer id that arrives as text in paths, queries and forms. */
export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export { PAGE_SIZES, DEFAULT_PAGE_SIZE, MAX_UNPAGED_ROWS } from '../paging.ts';

/** A page number: pages start at 1 (page=0 is refused with a message saying so). */
export const pageNumberSchema = z.coerce
  .number()
  .int()
  .min(1, { error: () => message('paging.pageFromOne') })
  .max(1_000_000)
  .describe('page number; the first page is 1 (1-based)');

/** Rows per page. */
export const pageSizeSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(100)
  .describe('rows per page (1–100; the screens use 10, 50, 100)');

/** Booleans sent as form or query text: `true`/`false`. */
export const boolTextSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
