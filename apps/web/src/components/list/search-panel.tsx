import { Button, DatePicker } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { dayjs } from '../../lib/dayjs.ts';
import './list.css';

/** The search panel of a list: the screen's controls, then search (Enter submits) and reset. */
export function SearchPanel({
  children,
  onSearch,
  onReset,
  label = '검색 조건',
}: {
  children: ReactNode;
  onSearch: () => void;
  onReset?: () => void;
  label?: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="search-box" aria-label={label} onSubmit={submit}>
      <div className="search-box-fields">{children}</div>
      <div className="search-box-buttons">
        {onReset && (
          <Button htmlType="button" onClick={onReset}>
            초기화
          </Button>
        )}
        <Button type="primary" htmlType="submit">
          검색
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

/**
 * Start and end days (`YYYY-MM-DD`). They are two pickers on purpose: the spec's rule is that a
 * start after the end is refused with an alert on search, so the pickers do not reorder them.
 */
export function PeriodInputs({
  startDate,
  endDate,
  onChange,
  disabled,
  idPrefix,
}: {
  startDate: string;
  endDate: string;
  onChange: (next: { startDate: string; endDate: string }) => void;
  disabled?: boolean;
  idPrefix: string;
}) {
  const pick = (value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '');
  return (
    <div className="period-inputs">
      <DatePicker
        id={`${idPrefix}-start`}
        aria-label="시작일"
        value={startDate ? dayjs(startDate) : null}
        allowClear={false}
        disabled={disabled}
        onChange={(v) => onChange({ startDate: pick(v), endDate })}
      />
      <span aria-hidden>~</span>
      <DatePicker
        id={`${idPrefix}-end`}
        aria-label="종료일"
        value={endDate ? dayjs(endDate) : null}
        allowClear={false}
        disabled={disabled}
        onChange={(v) => onChange({ startDate, endDate: pick(v) })}
      />
    </div>
  );
}
