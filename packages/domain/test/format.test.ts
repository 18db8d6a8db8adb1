import { describe, expect, it } from 'vitest';
import { formatPhone, formatPrice, stripHyphens } from '../src/index.ts';

describe('formatPrice', () => {
  it.each([
    [0, '0'],
    [990, '990'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1234.9, '-1,234'],
    [100000000, '100,000,000'],
    [null, ''],
  ])('%s → %s', (value, shown) => expect(formatPrice(value)).toBe(shown));

  it('writes what toLocaleString writes', () => {
    for (const value of [0, 7, 999, 1000, -1000, 20000, 5242880, 123456789012, -98765.4])
      expect(formatPrice(value)).toBe(Math.trunc(value).toLocaleString('en-US'));
  });
});

describe('formatPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0101234567', '010-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['021234567', '02-123-4567'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['15881234', '1588-1234'],
    ['010-1234-5678', '010-1234-5678'],
    ['', ''],
    ['12', '12'],
  ])('%s → %s', (value, shown) => expect(formatPhone(value)).toBe(shown));
});

describe('stripHyphens', () => {
  it('removes every hyphen', () => expect(stripHyphens('010-1234-5678')).toBe('01012345678'));
});
