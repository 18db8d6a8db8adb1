import { addDays, addMonths, dayOffReason, labels, seoulDate, weekday } from '@seller/domain';
import { Button } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import './days-off-calendar.css';

const WEEKDAYS = labels.deadline.weekdays;

/** The days of a month's grid: the month's days with blanks before its first (weeks start on Sunday). */
function monthCells(month: string): (string | null)[] {
  const first = `${month}-01`;
  const next = addMonths(first, 1);
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day < next; day = addDays(day, 1)) cells.push(day);
  return cells;
}

/**
 * A month calendar where the seller marks days off (issue 36 §6). Every day is a toggle button (its
 * name says the day and whether it is off); public holidays and weekends are off anyway and past
 * days cannot change, so those are shown but not pressable. One day takes the Tab stop; the arrow
 * keys move a day (←→) or a week (↑↓), Enter or Space toggles.
 */
export function DaysOffCalendar({
  daysOff,
  disabled,
  onToggle,
}: {
  daysOff: readonly string[];
  disabled: boolean;
  onToggle: (day: string, off: boolean) => void;
}) {
  const today = seoulDate();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [focusDay, setFocusDay] = useState(today);
  const grid = useRef<HTMLDivElement>(null);
  const off = new Set(daysOff);
  const cells = monthCells(month);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];

  const moveTo = (day: string) => {
    const nextMonth = day.slice(0, 7);
    if (nextMonth !== month) setMonth(nextMonth);
    setFocusDay(day);
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveTo(addDays(day, step));
  };
  const shownFocus = focusDay.startsWith(month) ? focusDay : `${month}-01`;

  return (
    <div className="days-off">
      <div className="days-off-head">
        <Button onClick={() => setMonth(addMonths(`${month}-01`, -1).slice(0, 7))}>{labels.deadline.prevMonth}</Button>
        <h3 className="days-off-title" aria-live="polite">
          {labels.deadline.monthTitle(year, monthNumber)}
        </h3>
        <Button onClick={() => setMonth(addMonths(`${month}-01`, 1).slice(0, 7))}>{labels.deadline.nextMonth}</Button>
      </div>
      <div className="days-off-grid" ref={grid} role="group" aria-label={labels.deadline.daysOff}>
        {WEEKDAYS.map((w) => (
          <div key={w} className="days-off-weekday" aria-hidden="true">
            {w}
          </div>
        ))}
        {cells.map((day, i) => {
          if (!day) return <div key={`blank-${i}`} aria-hidden="true" />;
          const reason = dayOffReason(day);
          const isOff = off.has(day);
          const fixed = reason !== null || day < today;
          const name = isOff
            ? labels.deadline.dayOffOn(day)
            : reason
              ? `${day} ${reason}`
              : labels.deadline.dayOffOff(day);
          return (
            <button
              key={day}
              type="button"
              data-day={day}
              className={`days-off-day${isOff ? ' is-off' : ''}${reason ? ' is-holiday' : ''}${day === today ? ' is-today' : ''}`}
              aria-pressed={reason ? undefined : isOff}
              aria-label={name}
              title={reason ?? undefined}
              aria-disabled={fixed || disabled || undefined}
              tabIndex={day === shownFocus ? 0 : -1}
              onKeyDown={(e) => onKeyDown(e, day)}
              onFocus={() => setFocusDay(day)}
              onClick={() => {
                if (!fixed && !disabled) onToggle(day, !isOff);
              }}
            >
              <span aria-hidden="true">{Number(day.slice(8))}</span>
              {reason && reason !== labels.deadline.legendWeekend && (
                <span className="days-off-note" aria-hidden="true">
                  {reason}
                </span>
              )}
              {isOff && (
                <span className="days-off-note" aria-hidden="true">
                  {labels.deadline.legendDayOff}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
