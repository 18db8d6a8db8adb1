import { labels } from '@seller/domain';
import { Button, DatePicker } from 'antd';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { dayjs } from '../../lib/dayjs.ts';
import './list.css';

const { RangePicker } = DatePicker;

/** The search panel of a list: the screen's controls, then search (Enter submits) and reset. */
export function SearchPanel({
  children,
  onSearch,
  onReset,
  label = labels.list.searchConditions,
}: {
  children: ReactNode;
  onSearch: () => void;
  onReset?: () => void;
  label?: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A panel inside a dialog must not submit a form the dialog's opener sits in.
    event.stopPropagation();
    onSearch();
  };
  return (
    <form className="search-panel" aria-label={label} onSubmit={submit}>
      <div className="search-panel-fields">{children}</div>
      <div className="search-panel-buttons">
        {onReset && (
          <Button htmlType="button" onClick={onReset}>
            {labels.list.reset}
          </Button>
        )}
        <Button type="primary" htmlType="submit">
          {labels.list.search}
        </Button>
      </div>
    </form>
  );
}

/** A labelled control inside the search panel. */
export function SearchField({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className="search-field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}

/** The period field of a search panel: its label over the start and end days. */
export function PeriodField({
  label,
  idPrefix,
  period,
  onChange,
  disabled,
}: {
  label: string;
  idPrefix: string;
  period: { startDate: string; endDate: string };
  onChange: (next: { startDate: string; endDate: string }) => void;
  disabled?: boolean;
}) {
  return (
    <SearchField label={label} htmlFor={`${idPrefix}-start`}>
      <PeriodInputs
        idPrefix={idPrefix}
        startDate={period.startDate}
        endDate={period.endDate}
        disabled={disabled}
        onChange={onChange}
      />
    </SearchField>
  );
}

/**
 * Start and end days (`YYYY-MM-DD`) in one range picker. The picker does not reorder them on
 * purpose: the spec's rule is that a start after the end is refused with an alert on search.
 */
export function PeriodInputs({
  startDate,
  endDate,
  onChange,
  disabled,
  idPrefix,
  label,
}: {
  startDate: string;
  endDate: string;
  onChange: (next: { startDate: string; endDate: string }) => void;
  disabled?: boolean;
  idPrefix: string;
  label?: string;
}) {
  const pick = (value: dayjs.Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');
  // The same value objects while the days stay the same: a new value would make the picker drop a
  // day typed into one end before the other is confirmed.
  const value = useMemo(
    () =>
      [startDate ? dayjs(startDate) : null, endDate ? dayjs(endDate) : null] as [
        dayjs.Dayjs | null,
        dayjs.Dayjs | null,
      ],
    [startDate, endDate],
  );
  return (
    <RangePicker
      id={{ start: `${idPrefix}-start`, end: `${idPrefix}-end` }}
      aria-label={label}
      value={value}
      allowClear={false}
      order={false}
      disabled={disabled}
      onChange={(v) => v && onChange({ startDate: pick(v[0]), endDate: pick(v[1]) })}
    />
  );
}
