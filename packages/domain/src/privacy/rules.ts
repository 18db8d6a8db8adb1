import type { OrderColumnKey } from '../orders/columns.ts';
import type { OrderStatus } from '../orders/statuses.ts';

/**
 * When a seller may see an order's personal data in full (issue 34 §1, §3): while it is being
 * prepared or shipped (결제 완료 through 배송중) and while an exchange or refund request is open.
 * Outside these statuses the data stays masked on every screen, print and export.
 */
export const REVEALABLE_STATUSES: readonly OrderStatus[] = [
  'PAID',
  'PACKAGING',
  'TRANSIT',
  'EXCHANGING1',
  'EXCHANGING2',
  'REFUNDING1',
  'REFUNDING2',
  'PARTIAL_REFUNDING1',
  'PARTIAL_REFUNDING2',
];
export const isRevealable = (status: OrderStatus) => REVEALABLE_STATUSES.includes(status);

/**
 * Statuses after which an order's personal data is masked for good (구매 확정, a completed cancel,
 * exchange or refund): the cut-off job stores the masked values in their place.
 */
export const CLOSED_STATUSES: readonly OrderStatus[] = [
  'CONFIRMED',
  'CANCELLED',
  'EXCHANGED',
  'REFUNDED',
  'PARTIAL_CANCELLED',
  'PARTIAL_REFUNDED',
];

/** The periods of issue 34 §3, §4 (defaults; the server's settings may change them). */
export const PRIVACY_DEFAULTS = {
  /** Days after payment during which an order's personal data may be downloaded. */
  downloadDays: 90,
  /** Days the access log is kept (2 years: §8 of the 안전성 확보조치 기준 for 50,000 buyers or more). */
  accessLogDays: 730,
  /** Minutes of idleness after which a reveal asks for the password again. */
  stepUpIdleMinutes: 10,
} as const;

/** Why a seller looks at or downloads personal data: the short list of issue 34 §2. */
export const ACCESS_PURPOSES = ['SHIPPING', 'CLAIM', 'CUSTOMER_INQUIRY', 'OTHER'] as const;
export type AccessPurpose = (typeof ACCESS_PURPOSES)[number];

/** Where personal data was seen or taken. */
export const ACCESS_CHANNELS = ['SCREEN', 'PRINT', 'EXPORT', 'API'] as const;
export type AccessChannel = (typeof ACCESS_CHANNELS)[number];

export { ACCESS_PURPOSE_DETAIL_MAX } from '../limits.ts';

/** Export and list columns that carry a buyer's personal data. */
export const PERSONAL_COLUMNS: readonly OrderColumnKey[] = [
  'pccc',
  'ordererName',
  'ordererContact',
  'recipientName',
  'recipientContact',
  'address',
  'deliveryMemo',
];
export const isPersonalColumn = (key: OrderColumnKey) => PERSONAL_COLUMNS.includes(key);

/** How an order export carries the personal columns: masked (default), left out, or in full for a purpose. */
export const PERSONAL_EXPORT_MODES = ['masked', 'omit', 'full'] as const;
export type PersonalExportMode = (typeof PERSONAL_EXPORT_MODES)[number];

/** What a reveal names in the access log: the personal fields of an order line. */
export const PERSONAL_FIELDS = [
  'orderer.name',
  'orderer.contact',
  'recipient.name',
  'recipient.phoneNumber',
  'recipient.address',
  'recipient.entrance',
  'pccc',
] as const;

/** Whether an order paid at `paidAt` may still be downloaded with its personal data at `now`. */
export function withinDownloadWindow(paidAt: Date | string, now: Date, days: number = PRIVACY_DEFAULTS.downloadDays) {
  return now.getTime() - new Date(paidAt).getTime() < days * 86_400_000;
}
