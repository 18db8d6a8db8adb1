/** Display helpers shared by screens and exports (spec 01 §5 helpers). */

/**
 * A whole number with commas between thousands: 1234567 → "1,234,567", -1234 → "-1,234". What
 * `toLocaleString('en-US')` writes, without building an ICU number format on every call (about 20 ms
 * on a phone's CPU for the few the message catalogue writes when it loads).
 */
export function groupDigits(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 12345 → "12,345" */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return groupDigits(value);
}

/**
 * Phone numbers with hyphens: 01012345678 → 010-1234-5678, 0212345678 → 02-1234-5678,
 * 15881234 → 1588-1234. Anything else is returned as it came.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('02')) {
    if (digits.length === 9) return `02-${digits.slice(2, 5)}-${digits.slice(5)}`;
    if (digits.length === 10) return `02-${digits.slice(2, 6)}-${digits.slice(6)}`;
  }
  if (digits.length === 8 && /^1[5-9]/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 12 && digits.startsWith('050'))
    return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
  return value;
}

/** Removes hyphens (contact search, tracking numbers). */
export const stripHyphens = (value: string) => value.replace(/-/g, '');

/**
 * A one-line field as pasted: a tab or line break copied from a spreadsheet becomes one space, and
 * other control characters go (issue 17 §5). Used by the form as the seller types and by the server.
 */
export const oneLine = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\t\r\n]+/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '');
