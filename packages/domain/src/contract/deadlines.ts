import { z } from 'zod';
import { message } from '../messages.ts';
import { ORDER_CODE_MAX } from '../orders/delivery.ts';
import { DELAY_LIMITS, DELAY_REASONS, DISPATCH_DAYS, MONTH_REPORT_MONTHS } from '../orders/deadlines.ts';
import { ORDER_PAGE_SIZE_MAX } from '../orders/limits.ts';
import { CLAIM_FAULTS } from '../orders/claims.ts';
import { calendarDateSchema } from './common.ts';
import { marketParamsSchema } from './market-guide.ts';

/** `GET /sw/a/v1/markets/{id}/calendar`: the deadline setting and the market's days off (issue 36 §6). */
export const marketCalendarSchema = z.object({
  dispatchDays: z.number().int().describe('business days from payment to the dispatch deadline'),
  daysOff: z.array(z.string()).describe("the market's own days off (YYYY-MM-DD), oldest first"),
});
export type MarketCalendar = z.infer<typeof marketCalendarSchema>;

/** `PUT /sw/a/v1/markets/{id}/calendar/dispatch-days` */
export const dispatchDaysBodySchema = z.object({
  dispatchDays: z
    .number({ error: () => message('deadline.dispatchDaysRange') })
    .int({ error: () => message('deadline.dispatchDaysRange') })
    .min(DISPATCH_DAYS.min, { error: () => message('deadline.dispatchDaysRange') })
    .max(DISPATCH_DAYS.max, { error: () => message('deadline.dispatchDaysRange') })
    .describe(`business days from payment to the deadline (${DISPATCH_DAYS.min}–${DISPATCH_DAYS.max})`),
});

/** `PUT` / `DELETE /sw/a/v1/markets/{id}/calendar/days-off/{day}`: one day off marked or taken back. */
export const dayOffParamsSchema = marketParamsSchema.extend({ day: calendarDateSchema });

/** `POST /sw/a/v1/orders/delay`: a delay notice (발송 지연 안내) on one order or several (issue 36 §7). */
export const delayNoticeBodySchema = z.object({
  orderCodes: z
    .array(z.string().trim().min(1).max(ORDER_CODE_MAX))
    .min(1, { error: () => message('order.codesRequired') })
    .max(ORDER_PAGE_SIZE_MAX, { error: () => message('order.tooManyCodes', { max: ORDER_PAGE_SIZE_MAX }) })
    .describe(`the orders' codes (1–${ORDER_PAGE_SIZE_MAX}); all are delayed or none`),
  reason: z.enum(DELAY_REASONS, { error: () => message('deadline.reasonRequired') }),
  dispatchDate: calendarDateSchema.describe(
    `the new dispatch deadline: not before today (Seoul), after each order's current deadline, at most ${DELAY_LIMITS.maxDays} days from today`,
  ),
  message: z
    .string({ error: () => message('deadline.messageRequired') })
    .trim()
    .min(1, { error: () => message('deadline.messageRequired') })
    .max(DELAY_LIMITS.messageMax, { error: () => message('deadline.messageTooLong') })
    .describe(`the message to the buyer (1–${DELAY_LIMITS.messageMax} characters)`),
});
export type DelayNoticeBody = z.infer<typeof delayNoticeBodySchema>;

export const delayNoticeResultSchema = z.object({
  delayedCodes: z.array(z.string()),
  dispatchDue: z.string().describe('the new deadline of every order named'),
});
export type DelayNoticeResult = z.infer<typeof delayNoticeResultSchema>;

/** `GET /sw/a/v1/markets/{id}/report/monthly`: the month view (issue 36 §8). */
export const monthReportQuerySchema = z.object({
  months: z.coerce
    .number({ error: () => message('deadline.reportMonthsRange') })
    .int({ error: () => message('deadline.reportMonthsRange') })
    .min(MONTH_REPORT_MONTHS.min, { error: () => message('deadline.reportMonthsRange') })
    .max(MONTH_REPORT_MONTHS.max, { error: () => message('deadline.reportMonthsRange') })
    .default(MONTH_REPORT_MONTHS.default)
    .describe(
      `how many months, ending with the current Seoul month (${MONTH_REPORT_MONTHS.min}–${MONTH_REPORT_MONTHS.max}, default ${MONTH_REPORT_MONTHS.default})`,
    ),
});
export const REPORT_CLAIM_KINDS = ['EXCHANGE', 'REFUND'] as const;
export const monthReportSchema = z.object({
  months: z
    .array(
      z.object({
        month: z.string().describe('YYYY-MM (Seoul)'),
        onTime: z.number().int().describe('orders dispatched (배송중) by their deadline that month'),
        late: z.number().int().describe('orders dispatched after their deadline that month'),
      }),
    )
    .describe('every month of the period, oldest first, zeros included'),
  claims: z
    .array(
      z.object({
        month: z.string(),
        kind: z.enum(REPORT_CLAIM_KINDS),
        reason: z.string().nullable().describe("the buyer's request reason as the order carries it"),
        count: z.number().int(),
      }),
    )
    .describe('exchange and refund requests by the month they were made and their reason'),
  claimFaults: z
    .array(
      z.object({
        month: z.string(),
        kind: z.enum(REPORT_CLAIM_KINDS),
        fault: z
          .enum(CLAIM_FAULTS)
          .nullable()
          .describe("the fault the seller decided, else the one the buyer's reason code suggests; null: neither yet"),
        count: z.number().int(),
      }),
    )
    .describe('exchange and refund requests by the month they were made and who is at fault (issue 36 §4, §8)'),
});
export type MonthReport = z.infer<typeof monthReportSchema>;
