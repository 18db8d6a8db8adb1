import { isCalendarDate, messages, readTypedDay } from '@seller/domain';
import { useMemo } from 'react';
import { dialog } from '../../lib/dialog.ts';
import { useListUrlState, useSearchDraft, type UrlFilters } from './use-list-url-state.ts';

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

/**
 * A list screen searched by some fields and a period, kept in the address (the activity log, notices,
 * inquiries): `applied` is the address's search (`read` turns its filters into the fields; a missing or
 * invalid period is `defaultPeriod`), `form` the draft being typed, and `submit` checks the period as
 * typed ({@link checkedPeriod}) and searches what `write` puts in the address.
 */
export function usePeriodSearch<K extends string, F extends object>({
  filters,
  defaultPeriod,
  read,
  write,
}: {
  filters: readonly K[];
  defaultPeriod: () => Period;
  read: (filters: UrlFilters<K>) => F;
  write: (form: F) => UrlFilters<K>;
}) {
  const url = useListUrlState({ filters });
  const applied = useMemo(
    () => ({ ...read(url.filters), ...periodOf(url.filters as Partial<Period>, defaultPeriod()) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` and `defaultPeriod` are the screen's fixed rules
    [url.filters],
  );
  const [form, setForm] = useSearchDraft<F & Period>(applied);
  const submit = async () => {
    const period = await checkedPeriod(form, defaultPeriod());
    if (!period) return;
    setForm({ ...form, ...period });
    url.search({ ...write(form), ...period });
  };
  return { url, applied, form, setForm, submit };
}
