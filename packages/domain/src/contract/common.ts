import { z } from 'zod';
import { isCalendarDate, isSaneDate } from '../dates.ts';
import { message } from '../messages.ts';

/** The uniform error body of every failed call: a stable code and a Korean message for the user. */
export const errorBodySchema = z.object({
  code: z.string().describe('stable machine-readable error code'),
  message: z.string().describe('Korean message to show the user'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The shape of a `YYYY-MM-DD` day, stated in the document as the pattern of every date input. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const calendarDateSchema = z
  .string()
  .regex(DAY_PATTERN, { message: 'YYYY-MM-DD 형식의 날짜여야 합니다.' })
  .refine(isCalendarDate, { message: 'YYYY-MM-DD 형식의 날짜여야 합니다.' })
  .refine(isSaneDate, { message: message('search.dateOutOfRange') })
  .describe('calendar day in Asia/Seoul, YYYY-MM-DD');

/** A search period whose start day is after its end day is refused, as the screens refuse it (spec 02 §7). */
export const periodRefine = <T extends { startDate?: string; endDate?: string }>(q: T, ctx: z.RefinementCtx) => {
  if (q.startDate && q.endDate && q.startDate > q.endDate)
    ctx.addIssue({ code: 'custom', message: message('search.invalidPeriod') });
};

/**
 * A positive integer id. Paths, queries and forms bring it as text, which the server reads as a number
 * before validation (`plugins/forms.ts`); a JSON body must send a number.
 */
export const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Optimistic concurrency of the edited resources: loads answer `version` (and the same number as the
 * `ETag` header); a save may name the version it was edited from, as `If-Match` or as this field.
 */
export const VERSION_TEXT =
  'Optimistic concurrency: the version this edit started from (the load answers it as `version` and as the ETag). ' +
  'A save naming an older version than the stored one is refused with 409 and writes nothing. Optional: ' +
  "a save without `version` and without `If-Match` is not checked (the spec's clients are unchanged). `If-Match` wins over this field.";

/** The version a save names (optional; see VERSION_TEXT). */
export const versionInputSchema = z.number().int().positive().max(2_147_483_647).optional().describe(VERSION_TEXT);

/** The stored version a load or a save answers (also sent as the `ETag` header). */
export const versionSchema = z
  .number()
  .int()
  .describe('the stored version (also the ETag header); send it back as If-Match or `version` with the next save');

export { PAGE_SIZES, DEFAULT_PAGE_SIZE, MAX_UNPAGED_ROWS } from '../paging.ts';

/** A page number: pages start at 1 (page=0 is refused with a message saying so). */
export const pageNumberSchema = z
  .number()
  .int()
  .min(1, { error: () => message('paging.pageFromOne') })
  .max(1_000_000)
  .describe('page number; the first page is 1 (1-based)');

/** Rows per page. */
export const pageSizeSchema = z
  .number()
  .int()
  .min(1)
  .max(100)
  .describe('rows per page (1–100; the screens use 10, 50, 100)');

/** A boolean; a form or query sends it as the text `true`/`false`, read before validation. */
export const boolTextSchema = z.boolean();
