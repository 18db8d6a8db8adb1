import {
  dayOffParamsSchema,
  delayNoticeBodySchema,
  delayNoticeResultSchema,
  DELAY_LIMITS,
  DISPATCH_DAYS,
  dispatchDaysBodySchema,
  errorBodySchema,
  marketCalendarSchema,
  marketParamsSchema,
  monthReportQuerySchema,
  monthReportSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { CalendarService } from './calendar.ts';
import type { DelayService } from './delay.ts';
import type { ReportService } from './report.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

// `/markets/:id` names a market: the auth plugin answers 403 when it is not the seller's.
export const deadlineRoutes = (services: {
  calendar: CalendarService;
  delays: DelayService;
  report: ReportService;
}): FastifyPluginAsyncZod =>
  async function (app) {
    app.get(
      '/sw/a/v1/markets/:id/calendar',
      {
        config: { right: 'read' },
        schema: {
          tags: ['market'],
          summary: "The market's dispatch-deadline setting and its own days off (issue 36 §6)",
          params: marketParamsSchema,
          response: { 200: marketCalendarSchema, ...errors },
        },
      },
      async (request) => services.calendar.calendar(principalOf(request).marketId),
    );

    app.put(
      '/sw/a/v1/markets/:id/calendar/dispatch-days',
      {
        config: { right: 'market.edit', activity: 'marketChange' },
        schema: {
          tags: ['market'],
          summary: `Set the business days from payment to an order's dispatch deadline (${DISPATCH_DAYS.min}–${DISPATCH_DAYS.max}, default ${DISPATCH_DAYS.default})`,
          description:
            'Applies to orders that arrive afterwards. 400 with a Korean message outside the range; nothing is written.',
          params: marketParamsSchema,
          body: dispatchDaysBodySchema,
          response: { 200: marketCalendarSchema, ...errors },
        },
      },
      async (request) => services.calendar.setDispatchDays(principalOf(request).marketId, request.body.dispatchDays),
    );

    app.put(
      '/sw/a/v1/markets/:id/calendar/days-off/:day',
      {
        config: { right: 'market.edit', activity: 'marketChange' },
        schema: {
          tags: ['market'],
          summary: 'Mark a day off (휴무일): no dispatch deadline of an order arriving afterwards falls on it',
          description:
            'Today or later, and not a weekend or public holiday (off anyway): else 400 with a Korean message. Marking a day twice is the same as once.',
          params: dayOffParamsSchema,
          response: { 200: marketCalendarSchema, ...errors },
        },
      },
      async (request) => services.calendar.markDayOff(principalOf(request).marketId, request.params.day),
    );

    app.delete(
      '/sw/a/v1/markets/:id/calendar/days-off/:day',
      {
        config: { right: 'market.edit', activity: 'marketChange' },
        schema: {
          tags: ['market'],
          summary: 'Take a day off back (today or later)',
          params: dayOffParamsSchema,
          response: { 200: marketCalendarSchema, ...errors },
        },
      },
      async (request) => services.calendar.unmarkDayOff(principalOf(request).marketId, request.params.day),
    );

    app.get(
      '/sw/a/v1/markets/:id/report/monthly',
      {
        config: { right: 'read' },
        schema: {
          tags: ['market'],
          summary: 'The month view (issue 36 §8): orders dispatched on time and late, and claims by reason, per month',
          params: marketParamsSchema,
          querystring: monthReportQuerySchema,
          response: { 200: monthReportSchema, ...errors },
        },
      },
      async (request) => services.report.monthly(principalOf(request).marketId, request.query.months),
    );

    app.post(
      '/sw/a/v1/orders/delay',
      {
        config: { right: 'orders.move', activity: 'orderMove' },
        schema: {
          tags: ['orders'],
          summary: 'Send a delay notice (발송 지연 안내) on one order or several: all of them or none',
          description:
            "Moves each order's dispatch deadline to `dispatchDate`, stores the reason and message, writes the order history and " +
            'records an `order.dispatch-delayed` event for the marketplace, in one transaction. Once per order, as Naver allows. ' +
            `400: the day is before today, more than ${DELAY_LIMITS.maxDays} days ahead, or not after an order's current deadline; ` +
            '404: an order is not the market’s; 409: an order was delayed before or is no longer awaiting dispatch (the message names it). ' +
            'Nothing is written on a refusal.',
          body: delayNoticeBodySchema,
          response: { 200: delayNoticeResultSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        const p = principalOf(request);
        return services.delays.delay({ marketId: p.marketId, loginId: p.loginId }, request.body);
      },
    );
  };
