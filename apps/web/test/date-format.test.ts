import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../src/lib/date-format.ts';

describe('dates on the screens, in Seoul time', () => {
  it('shows an instant as Seoul wall time, whatever the browser time zone', () => {
    expect(formatDateTime('2026-11-22T05:05:00.000Z')).toBe('2026-11-22 14:05');
    expect(formatDateTime('2026-11-22T14:05:00+09:00')).toBe('2026-11-22 14:05');
    // After 15:00 UTC it is already the next day in Seoul, and the next year on 31 December.
    expect(formatDateTime('2026-12-31T15:30:59.999Z')).toBe('2027-01-01 00:30');
    expect(formatDate('2026-12-31T15:30:00Z')).toBe('2027-01-01');
    expect(formatDate('2026-12-31T14:59:00Z')).toBe('2026-12-31');
  });

  it('shows nothing for no instant or one that cannot be read', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
