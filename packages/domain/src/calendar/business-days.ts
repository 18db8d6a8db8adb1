import { addDays } from '../dates.ts';
import { publicHolidayName } from './holidays.ts';

/**
 * Business days (영업일): not a Saturday or Sunday, not a Korean public holiday, not one of the
 * market's own days off (휴무일, `YYYY-MM-DD`). Dispatch deadlines (발송기한) and the 처리 지연 line of
 * claims count in them. Dates are Seoul calendar days.
 */
export type DaysOff = ReadonlySet<string> | readonly string[];

const asSet = (daysOff: DaysOff): ReadonlySet<string> => (daysOff instanceof Set ? daysOff : new Set(daysOff));

/** 0 = Sunday … 6 = Saturday, of a `YYYY-MM-DD` day. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Why a day is not a business day: '주말', the holiday's name, '휴무일'; or null for a business day. */
export function dayOffReason(date: string, daysOff: DaysOff = []): string | null {
  const holiday = publicHolidayName(date);
  if (holiday) return holiday;
  if (asSet(daysOff).has(date)) return '휴무일';
  const day = weekday(date);
  return day === 0 || day === 6 ? '주말' : null;
}

export const isBusinessDay = (date: string, daysOff: DaysOff = []): boolean => dayOffReason(date, daysOff) === null;

/**
 * The `n`th business day after `date` (`date` itself never counts: an order paid on a Monday with n = 3
 * is due on Thursday). n = 0 answers `date` when it is a business day, else the next one.
 */
export function addBusinessDays(date: string, n: number, daysOff: DaysOff = []): string {
  const off = asSet(daysOff);
  let day = date;
  if (n <= 0) {
    while (!isBusinessDay(day, off)) day = addDays(day, 1);
    return day;
  }
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day, off)) left -= 1;
  }
  return day;
}

/** How many business days lie after `from` up to and including `to` (0 when `to` is not after `from`). */
export function businessDaysBetween(from: string, to: string, daysOff: DaysOff = []): number {
  const off = asSet(daysOff);
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day, off)) count += 1;
  return count;
}
