import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  defaultRange,
  isCalendarDate,
  readTypedDay,
  seoulDate,
  seoulDayRange,
} from '../src/index.ts';

describe('Seoul calendar days', () => {
  it('reads the Seoul day of an instant', () => {
    expect(seoulDate(new Date('2026-01-31T14:59:59Z'))).toBe('2026-01-31');
    expect(seoulDate(new Date('2026-01-31T15:00:00Z'))).toBe('2026-02-01');
  });
  it('covers both ends of a range', () => {
    const { from, to } = seoulDayRange('2026-03-01', '2026-03-02');
    expect(from.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-02T15:00:00.000Z');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('makes default ranges ending today', () => {
    expect(defaultRange(365, '2026-11-22')).toEqual({ startDate: '2025-11-22', endDate: '2026-11-22' });
  });
  it.each([
    ['2026-02-28', true],
    ['2026-02-30', false],
    ['2026-2-3', false],
    ['abc', false],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2100-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
  ])('%s is a calendar date: %s', (value, ok) => expect(isCalendarDate(value)).toBe(ok));
  it('agrees with the calendar of Date on every day number of 1999–2101', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    for (let year = 1999; year <= 2101; year++)
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const date = new Date(`${value}T00:00:00Z`);
          const real = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
          if (isCalendarDate(value) !== real) expect(`${value} ${isCalendarDate(value)}`).toBe(`${value} ${real}`);
        }
  });
});

describe('readTypedDay: a day as a seller types it (issue 17 §3)', () => {
  it.each([
    ['2026-01-05', '2026-01-05'],
    [' 2026-1-5 ', '2026-01-05'],
    ['2026.01.05', '2026-01-05'],
    ['2026. 1. 5.', '2026-01-05'],
    ['2026/01/05', '2026-01-05'],
    ['20260105', '2026-01-05'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %j as %s', (typed, day) => expect(readTypedDay(typed)).toBe(day));

  it.each([
    '',
    '   ',
    '2026-02-30',
    '2026-13-01',
    '26-01-05',
    '2026-01',
    'yesterday',
    '1999-12-31',
    '2026-01-05 10:00',
  ])('cannot read %j', (typed) => expect(readTypedDay(typed)).toBeNull());
});

describe('addMonths', () => {
  it.each([
    ['2026-11-27', -1, '2026-10-27'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2026-05-31', 1, '2026-06-30'],
  ])('%s %s → %s', (date, months, shown) => expect(addMonths(date, months)).toBe(shown));
});
