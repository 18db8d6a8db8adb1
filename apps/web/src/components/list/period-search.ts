import { isCalendarDate, messages, readTypedDay } from '@seller/domain';
import { dialog } from '../../lib/dialog.ts';

/** A searched period: Seoul calendar days `YYYY-MM-DD`, both ends included. */
export interface Period {
  startDate: string;
  endDate: string;
}

/** The period the URL names when it is a valid one (two days, start ≤ end), else `fallback`. */
export function periodOf(filters: Partial<Period>, fallback: Period): Period {
  const { startDate: start, endDate: end } = filters;
  return start && end && isCalendarDate(start) && isCalendarDate(end) && start <= end
    ? { startDate: start, endDate: end }
    : fallback;
}

/**
 * The spec's rule when a period is searched, on the days as typed: a day that cannot be read is
 * refused with the alert and nothing is searched (null: the seller corrects it); a start after the
 * end is refused with the alert and `fallback` (the screen's default period) is searched instead.
 */
export async function checkedPeriod(period: Period, fallback: Period): Promise<Period | null> {
  const startDate = readTypedDay(period.startDate);
  const endDate = readTypedDay(period.endDate);
  if (startDate && endDate && startDate <= endDate) return { startDate, endDate };
  await dialog.alert(messages.search.invalidPeriod);
  return startDate && endDate ? fallback : null;
}
