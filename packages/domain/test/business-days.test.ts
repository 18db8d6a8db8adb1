import { describe, expect, it } from 'vitest';
import {
  KOREAN_PUBLIC_HOLIDAYS,
  PUBLIC_HOLIDAY_YEARS,
  addBusinessDays,
  businessDaysBetween,
  dayOffReason,
  isBusinessDay,
  weekday,
  deadlineRange,
  deadlineState,
  dispatchDeadline,
} from '../src/index.ts';

describe('Korean public holidays', () => {
  it('covers every year the product serves, each with 설날 and 추석', () => {
    for (let year = PUBLIC_HOLIDAY_YEARS.first; year <= PUBLIC_HOLIDAY_YEARS.last; year += 1) {
      const names = Object.entries(KOREAN_PUBLIC_HOLIDAYS)
        .filter(([day]) => day.startsWith(`${year}-`))
        .map(([, name]) => name);
      expect(names.filter((n) => n.startsWith('설날'))).toHaveLength(3);
      expect(names.filter((n) => n.includes('추석') && !n.startsWith('대체'))).toHaveLength(3);
    }
  });
  it('puts no 대체공휴일 on a weekend', () => {
    for (const [day, name] of Object.entries(KOREAN_PUBLIC_HOLIDAYS)) {
      if (name.startsWith('대체공휴일')) expect([0, 6], day).not.toContain(weekday(day));
    }
  });
});

describe('business days', () => {
  it('skips weekends', () => {
    expect(addBusinessDays('2026-11-23', 3)).toBe('2026-11-26'); // Monday → Thursday
    expect(addBusinessDays('2026-11-26', 3)).toBe('2026-12-01'); // Thursday → Tuesday
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // paid on a Saturday
  });
  it('skips 설날 and its 대체공휴일 (2027: 설날 on a Sunday)', () => {
    // Fri 2027-02-05; 02-06..02-08 설날, 02-09 대체공휴일(설날)
    expect(addBusinessDays('2027-02-05', 1)).toBe('2027-02-10');
    expect(addBusinessDays('2027-02-04', 3)).toBe('2027-02-11');
    expect(dayOffReason('2027-02-09')).toBe('대체공휴일(설날)');
  });
  it('skips 설날 falling mid-week (2026)', () => {
    // Fri 2026-02-13 + 3: 02-16..02-18 설날 → 02-19, 02-20, 02-23
    expect(addBusinessDays('2026-02-13', 3)).toBe('2026-02-23');
  });
  it('skips 추석, 개천절, 대체공휴일 and 한글날 together (2025)', () => {
    // Thu 2025-10-02: 10-03 개천절, weekend, 10-06..10-07 추석, 10-08 대체공휴일(추석), 10-09 한글날
    expect(addBusinessDays('2025-10-02', 1)).toBe('2025-10-10');
    expect(addBusinessDays('2025-10-02', 3)).toBe('2025-10-14');
  });
  it('skips the 대체공휴일 of a holiday on a weekend (2026 개천절 on a Saturday)', () => {
    expect(addBusinessDays('2026-10-02', 1)).toBe('2026-10-06');
    expect(isBusinessDay('2026-10-05')).toBe(false);
  });
  it('skips the market’s own days off', () => {
    expect(addBusinessDays('2026-11-23', 3, ['2026-11-25'])).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-23', 3, new Set(['2026-11-24', '2026-11-26']))).toBe('2026-11-30');
    expect(dayOffReason('2026-11-25', ['2026-11-25'])).toBe('휴무일');
    expect(dayOffReason('2026-11-28')).toBe('주말');
  });
  it('answers the day itself or the next business day for n = 0', () => {
    expect(addBusinessDays('2026-11-24', 0)).toBe('2026-11-24');
    expect(addBusinessDays('2026-09-24', 0)).toBe('2026-09-28'); // 추석 through the weekend
  });
  it('counts business days between two days', () => {
    expect(businessDaysBetween('2025-10-02', '2025-10-14')).toBe(3);
    expect(businessDaysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(businessDaysBetween('2026-11-27', '2026-11-20')).toBe(0);
  });
});

describe('dispatch deadlines', () => {
  it('falls N business days after the Seoul payment day', () => {
    // Paid Thu 2026-09-24 00:30 Seoul (추석 전날): 09-25..09-26 추석, weekend → Mon 09-28 is day 1
    expect(dispatchDeadline(new Date('2026-09-23T15:30:00Z'), 3)).toBe('2026-09-30');
    expect(dispatchDeadline(new Date('2026-09-23T15:30:00Z'), 3, ['2026-09-29'])).toBe('2026-10-01');
  });
  it('says where an order awaiting dispatch stands', () => {
    expect(deadlineState('PAID', '2026-11-27', '2026-11-28')).toBe('overdue');
    expect(deadlineState('PACKAGING', '2026-11-28', '2026-11-28')).toBe('soon');
    expect(deadlineState('PAID', '2026-11-29', '2026-11-28')).toBe('soon');
    expect(deadlineState('PAID', '2026-11-30', '2026-11-28')).toBeNull();
    expect(deadlineState('TRANSIT', '2026-11-20', '2026-11-28')).toBeNull();
    expect(deadlineState('PAID', null, '2026-11-28')).toBeNull();
    expect(deadlineRange('soon', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(deadlineRange('overdue', '2026-11-28')).toEqual({ to: '2026-11-27' });
  });
});
