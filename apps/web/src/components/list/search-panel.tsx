import { labels, messages, readTypedDay, TYPED_DAY_MAX } from '@seller/domain';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { useState, type FormEvent, type ReactNode } from 'react';
import './list.css';
import { textCount } from '../../lib/text-count.ts';

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
        label={label}
        startDate={period.startDate}
        endDate={period.endDate}
        disabled={disabled}
        onChange={onChange}
      />
    </SearchField>
  );
}

/**
 * Start and end days as the seller types them (`YYYY-MM-DD`, `2026.1.5`, `20260105`, …). The text
 * is the value: what is typed is searched whether the seller presses Enter, Tab or clicks 검색.
 * Leaving a field writes a readable day as `YYYY-MM-DD` and marks one that cannot be read; the
 * search itself refuses it with the spec's alert. Days are not reordered: a start after the end is
 * the spec's refusal too.
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
  const [unreadable, setUnreadable] = useState<{ start?: boolean; end?: boolean }>({});
  const errorId = `${idPrefix}-error`;
  const field = (end: 'start' | 'end') => {
    const value = end === 'start' ? startDate : endDate;
    const set = (text: string) =>
      onChange(end === 'start' ? { startDate: text, endDate } : { startDate, endDate: text });
    return (
      <Input
        id={`${idPrefix}-${end}`}
        aria-label={label ? `${label} ${labels.list.periodEnd[end]}` : labels.list.periodEnd[end]}
        aria-invalid={unreadable[end] || undefined}
        aria-describedby={unreadable[end] ? errorId : undefined}
        status={unreadable[end] ? 'error' : undefined}
        placeholder={labels.list.dayFormat}
        value={value}
        disabled={disabled}
        count={textCount(TYPED_DAY_MAX)}
        inputMode="numeric"
        autoComplete="off"
        style={{ width: 124 }}
        onChange={(e) => {
          setUnreadable((u) => ({ ...u, [end]: false }));
          set(e.target.value);
        }}
        onBlur={() => {
          const day = readTypedDay(value);
          setUnreadable((u) => ({ ...u, [end]: !day }));
          if (day && day !== value) set(day);
        }}
      />
    );
  };
  return (
    <div className="period-inputs">
      <div className="period-inputs-row">
        {field('start')}
        <span aria-hidden="true">~</span>
        {field('end')}
      </div>
      {(unreadable.start || unreadable.end) && !disabled && (
        <div id={errorId} className="period-inputs-error">
          {messages.search.invalidPeriod}
        </div>
      )}
    </div>
  );
}
