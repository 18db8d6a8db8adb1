import { readTypedDay } from '../dates.ts';
import type { MessageKey } from '../messages.ts';
import { isConditionalFeeType, type FeeType } from './fee-types.ts';
import { cartDeliveryFee, type FeeRule } from './templates.ts';
import { BUNDLE_EVENT_NAME_MAX, BUNDLE_DESCRIPTION_MAX } from '../limits.ts';
import { textLength } from '../text-length.ts';

export { BUNDLE_EVENT_NAME_MAX, BUNDLE_DESCRIPTION_MAX };

/** Most products one bundle delivery may hold (ours; the spec says the limit is not shown). */
export const MAX_BUNDLE_PRODUCTS = 500;

/**
 * Bundle date-times (spec 02 §7: "ISO in local time"): ISO-8601 `YYYY-MM-DDTHH:mm[:ss[.fff]]` with an
 * offset (`Z`, `+09:00`, `+0900`) or without one (then Seoul time), or a date alone
 * (`YYYY-MM-DD`, the spec's "start date" and "end date"): the start of that Seoul day, or for an end
 * its last second.
 */
export const BUNDLE_DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The instant a bundle date-time names, or null when the text is not one (or names no real time). */
export function seoulLocalToInstant(
  text: string | null | undefined,
  options: { endOfDay?: boolean } = {},
): Date | null {
  const m = text ? BUNDLE_DATE_TIME_PATTERN.exec(text.trim()) : null;
  if (!m || !isRealZone(m[8])) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = m;
  const dateOnly = h === undefined;
  const [hour, minute, second] =
    dateOnly && options.endOfDay ? [23, 59, 59] : [Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)];
  const ms = Number((fraction ?? '0').slice(0, 3).padEnd(3, '0'));
  const fields = Date.UTC(Number(y), Number(mo) - 1, Number(d), hour, minute, second, ms);
  const check = new Date(fields);
  // Reject fields that roll over (2026-02-30 → March, 24:00 → the next day).
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  )
    return null;
  return new Date(fields - zoneOffsetMs(zone));
}

/** The offset of an ISO-8601 zone designator in ms; none means Seoul. */
function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined) return SEOUL_OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return (zone.startsWith('-') ? -1 : 1) * minutes * 60_000;
}

/** Whether an ISO-8601 zone designator is a real offset (at most ±14:00, minutes under 60). */
const isRealZone = (zone: string | undefined) =>
  zone === undefined || zone.toUpperCase() === 'Z' || (Number(zone.slice(1, 3)) <= 14 && Number(zone.slice(-2)) < 60);

/** An instant as Seoul local time without offset, to the second: `2026-11-22T10:00:00`. */
export function instantToSeoulLocal(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
}

/** How the bundle date fields show a date-time, and the format named to the seller. */
export const BUNDLE_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * A bundle date-time as a seller types it: a day as {@link readTypedDay} reads it (`2026-12-10`,
 * `2026.12.10`, `20261210`), then optionally a time `HH:mm` or `HH:mm:ss` after a space or `T`.
 * A day alone is its start, or for an end (`endOfDay`) its last second. Answers Seoul local time
 * `YYYY-MM-DDTHH:mm:ss`, or null when no real date-time can be read (blank included).
 */
export function readTypedDateTime(text: string, options: { endOfDay?: boolean } = {}): string | null {
  const m = /^(.*?)(?:(?:T|\s)\s*(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/i.exec(text.trim());
  const day = m ? readTypedDay(m[1]!) : null;
  if (!m || !day) return null;
  const [hour, minute, second] =
    m[2] === undefined
      ? options.endOfDay
        ? [23, 59, 59]
        : [0, 0, 0]
      : [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day}T${two(hour)}:${two(minute)}:${two(second)}`;
}

/** A bundle date-time (`YYYY-MM-DDTHH:mm[:ss]`) as the date fields show it: `YYYY-MM-DD HH:mm`, seconds only when not 0. */
export function showBundleDateTime(local: string): string {
  const shown = local.slice(0, 19).replace('T', ' ');
  return shown.endsWith(':00') && shown.length === 19 ? shown.slice(0, 16) : shown;
}

/** What a bundle save carries (spec 02 §7): checked in the order of spec 02 §5. */
export interface BundleDraft {
  startDateTime: string | null;
  endDateTime: string | null;
  eventName: string;
  description: string;
  feeType: FeeType;
  intCondition: number;
  /** Absent: the server takes the market's usual fee (see `bundleUsualFee`). */
  deliveryFee?: number | null;
  productCodes: readonly string[];
}

/**
 * Bundle delivery save check (spec 02 §5): start, end, event name, description, the condition of a
 * conditional type, the fee of a type that charges (each its own message), at least one product,
 * end not before start. An absent fee is not checked here: the server derives it.
 */
export function bundleProblem(draft: BundleDraft): MessageKey | null {
  const start = seoulLocalToInstant(draft.startDateTime);
  const end = seoulLocalToInstant(draft.endDateTime, { endOfDay: true });
  if (!start) return 'bundle.startRequired';
  if (!end) return 'bundle.endRequired';
  if (!draft.eventName.trim()) return 'bundle.eventNameRequired';
  if (textLength(draft.eventName.trim()) > BUNDLE_EVENT_NAME_MAX) return 'bundle.eventNameTooLong';
  if (!draft.description.trim()) return 'bundle.descriptionRequired';
  if (textLength(draft.description.trim()) > BUNDLE_DESCRIPTION_MAX) return 'bundle.descriptionTooLong';
  if (isConditionalFeeType(draft.feeType) && !(draft.intCondition >= 1)) return 'bundle.conditionRequired';
  if (draft.feeType !== 'FREE' && draft.deliveryFee != null && !(draft.deliveryFee >= 1))
    return 'bundle.deliveryFeeRequired';
  if (draft.productCodes.length === 0) return 'bundle.productRequired';
  if (end.getTime() < start.getTime()) return 'bundle.endBeforeStart';
  return null;
}

/**
 * The fee of a bundle whose save leaves `deliveryFee` out (the spec's fields do not carry it): the
 * market's usual fee, that is the default fee of its first delivery template (list order) that
 * charges one; null when none does.
 */
export function bundleUsualFee(templates: readonly FeeRule[]): number | null {
  return templates.find((t) => t.feeType !== 'FREE' && t.defaultFee >= 1)?.defaultFee ?? null;
}

export const BUNDLE_PROGRESS = ['SCHEDULED', 'IN_PROGRESS', 'ENDED', 'STOPPED'] as const;
export type BundleProgress = (typeof BUNDLE_PROGRESS)[number];
export const BUNDLE_PROGRESS_LABELS: Record<BundleProgress, string> = {
  SCHEDULED: '진행 예정',
  IN_PROGRESS: '진행 중',
  ENDED: '종료',
  STOPPED: '중지',
};

/** Progress status of a bundle at `now`: stopped when deactivated, else by its period (both ends included). */
export function bundleProgress(
  bundle: { activated: boolean; startDateTime: string; endDateTime: string },
  now: Date = new Date(),
): BundleProgress {
  if (!bundle.activated) return 'STOPPED';
  const start = seoulLocalToInstant(bundle.startDateTime);
  const end = seoulLocalToInstant(bundle.endDateTime, { endOfDay: true });
  if (start && now.getTime() < start.getTime()) return 'SCHEDULED';
  if (end && now.getTime() > end.getTime()) return 'ENDED';
  return 'IN_PROGRESS';
}

/** Most units of one product in a sample cart (ours). */
export const SAMPLE_CART_QUANTITY_MAX = 999;

/** One product of a sample cart: its sale price, how many, and the product's own delivery rule. */
export interface BundleCartLine {
  productCode: string;
  price: number;
  quantity: number;
  rule: FeeRule;
}

export interface BundleFeePreview {
  totalPrice: number;
  totalQuantity: number;
  /** Under the bundle event: one fee for the whole cart by the bundle's rule. */
  withBundle: number;
  /** Without it: each product's own rule over that product's lines, added up. */
  withoutBundle: number;
}

/**
 * What a buyer pays for delivery of a cart of the bundle's products, with the event and without it —
 * the one computation both the bundle editor's preview and the server's fee-preview call use, built on
 * `cartDeliveryFee`. Lines of no quantity are not in the cart; lines of one product are counted
 * together under its own rule.
 */
export function bundleFeePreview(bundleRule: FeeRule, lines: readonly BundleCartLine[]): BundleFeePreview {
  const cart = lines.filter((l) => l.quantity > 0);
  const withBundle = cartDeliveryFee(bundleRule, cart);
  const byProduct = new Map<string, BundleCartLine[]>();
  for (const line of cart) byProduct.set(line.productCode, [...(byProduct.get(line.productCode) ?? []), line]);
  const withoutBundle = [...byProduct.values()].reduce((sum, own) => sum + cartDeliveryFee(own[0]!.rule, own).fee, 0);
  return {
    totalPrice: withBundle.totalPrice,
    totalQuantity: withBundle.totalQuantity,
    withBundle: withBundle.fee,
    withoutBundle,
  };
}
