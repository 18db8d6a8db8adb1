/**
 * Calendar days are Asia/Seoul days (UTC+9 all year, no daylight saving). Date filters
 * (`startDate`, `endDate`, `YYYY-MM-DD`) include both ends.
 */
export { TYPED_DATE_TIME_MAX, TYPED_DAY_MAX } from './limits.ts';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `value` is a real calendar date written `YYYY-MM-DD` (Gregorian leap years). Counted, not
 * parsed into a Date: every list and count call checks its period with it.
 */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : MONTH_DAYS[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/**
 * A day as a seller types it into a search period: `2026-01-05`, `2026.1.5`, `2026. 1. 5.`,
 * `2026/01/05` or `20260105`. Answers `YYYY-MM-DD`, or null when no real day in
 * {@link SANE_DATE_RANGE} can be read (blank included).
 */
export function readTypedDay(text: string): string | null {
  const t = text.trim();
  const parts = /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\s*\.?$/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!parts) return null;
  const day = `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
  return isCalendarDate(day) && isSaneDate(day) ? day : null;
}

/** The days a date filter may name (a year 0001 or 9999 is a typo, and the database cannot hold every such day). */
export const SANE_DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;

/** Whether a `YYYY-MM-DD` date lies inside {@link SANE_DATE_RANGE}. */
export const isSaneDate = (value: string) => value >= SANE_DATE_RANGE.min && value <= SANE_DATE_RANGE.max;

/** The Seoul calendar day of an instant, as `YYYY-MM-DD`. */
export function seoulDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as Seoul wall time, `2026-11-22 14:05`: exports, logs and every screen's dates. */
export function seoulDateTime(iso: string | Date): string {
  const t = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  return new Date(t + SEOUL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Adds whole months to a `YYYY-MM-DD` date; a day the month lacks becomes its last day
 * (2026-03-31 minus a month is 2026-02-28), as dayjs's `add` and `subtract` do.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The instants a Seoul day range covers: `[from, to)`, `to` being the start of the day after `endDate`. */
export function seoulDayRange(startDate: string, endDate: string): { from: Date; to: Date } {
  return {
    from: new Date(Date.parse(`${startDate}T00:00:00Z`) - SEOUL_OFFSET_MS),
    to: new Date(Date.parse(`${endDate}T00:00:00Z`) - SEOUL_OFFSET_MS + DAY_MS),
  };
}

/** The default search range ending today: `days` days back (1 year = 365, 2 years = 730). */
export function defaultRange(days: number, today: string = seoulDate()): { startDate: string; endDate: string } {
  return { startDate: addDays(today, -days), endDate: today };
}

/** Default search periods in days (spec 02 §9, spec 01 §9). */
export const SEARCH_PERIOD_DAYS = {
  orders: 365,
  ordersMarket72: 30,
  notices: 365,
  qnas: 365,
  products: 730,
} as const;
