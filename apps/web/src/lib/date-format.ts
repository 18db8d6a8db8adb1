import { seoulDateTime } from '@seller/domain';

// Seoul keeps UTC+9 all year, so the domain's fixed-offset formatting is exact (it writes the exports'
// dates the same way); a date library with time zones weighed 5 KB gzipped on every list screen.

/** An ISO instant shown as Seoul local time, `2026-11-22 14:05`; nothing for no instant. */
export const formatDateTime = (iso: string | null | undefined) =>
  iso && !Number.isNaN(Date.parse(iso)) ? seoulDateTime(iso) : '';

/** An ISO instant's Seoul day, `2026-11-22`; nothing for no instant. */
export const formatDate = (iso: string | null | undefined) => formatDateTime(iso).slice(0, 10);
