/** Dispatch deadlines, the market's calendar, delay notices and the month view (issue 36 §6–8). */
export { deadlineRoutes } from './routes.ts';
export { createCalendarService, deadlineFor, type CalendarService } from './calendar.ts';
export { createDelayService, type DelayService } from './delay.ts';
export { createReportService, type ReportService } from './report.ts';
