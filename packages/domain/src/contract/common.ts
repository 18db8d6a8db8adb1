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

export { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../paging.ts';

/** Booleans sent as form or query text: `true`/`false`. */
export const boolTextSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
