import { DEFAULT_PAGE_SIZE, defaultRange, isCalendarDate, PAGE_SIZES } from '@seller/domain';

export interface PeriodPage {
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

/**
 * The period and paging of a list kept in the URL: a valid `startDate`..`endDate` or the default range
 * of `days`, `page` (1-based) and `size` (10, 50 or 100).
 */
export function readPeriodPage(params: URLSearchParams, days: number): PeriodPage {
  const range = defaultRange(days);
  const start = params.get('startDate');
  const end = params.get('endDate');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const validRange = start && end && isCalendarDate(start) && isCalendarDate(end) && start <= end;
  return {
    startDate: validRange ? start : range.startDate,
    endDate: validRange ? end : range.endDate,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the period and paging into `out` (the screen adds its own filters). */
export function writePeriodPage(out: URLSearchParams, value: PeriodPage): URLSearchParams {
  out.set('startDate', value.startDate);
  out.set('endDate', value.endDate);
  out.set('page', String(value.page));
  out.set('size', String(value.size));
  return out;
}
