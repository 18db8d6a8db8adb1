import { addBusinessDays, type DaysOff } from '../calendar/business-days.ts';
import { addDays, seoulDate } from '../dates.ts';
import type { OrderStatus } from './statuses.ts';

/**
 * Dispatch deadlines (발송기한, issue 36 §6). An order is due `dispatchDays` business days after its
 * Seoul payment day (a market setting, default 3: the 전자상거래법 §15 line for prepaid orders), skipping
 * weekends, public holidays and the market's days off. A delay notice (§7) moves it once.
 */
export const DISPATCH_DAYS = { min: 1, max: 10, default: 3 } as const;

/** The statuses still to be dispatched: the only ones a deadline applies to. */
export const AWAITING_DISPATCH: readonly OrderStatus[] = ['PAID', 'PACKAGING'];

/** The deadline of an order paid at `paidAt`. */
export function dispatchDeadline(paidAt: Date, dispatchDays: number, daysOff: DaysOff = []): string {
  return addBusinessDays(seoulDate(paidAt), dispatchDays, daysOff);
}

/** The list filters (issue 36 §6): 기한 임박 = due today or tomorrow, 기한 초과 = due before today. */
export const DEADLINE_FILTERS = ['soon', 'overdue'] as const;
export type DeadlineFilter = (typeof DEADLINE_FILTERS)[number];
export const DEADLINE_FILTER_LABELS: Record<DeadlineFilter, string> = { soon: '기한 임박', overdue: '기한 초과' };

/** The deadline days a filter selects, as an inclusive range of Seoul days (either end open). */
export function deadlineRange(filter: DeadlineFilter, today: string = seoulDate()): { from?: string; to: string } {
  return filter === 'soon' ? { from: today, to: addDays(today, 1) } : { to: addDays(today, -1) };
}

/** Where an order awaiting dispatch stands against its deadline (null when it has none or is dispatched). */
export function deadlineState(
  status: OrderStatus,
  due: string | null,
  today: string = seoulDate(),
): DeadlineFilter | null {
  if (!due || !AWAITING_DISPATCH.includes(status)) return null;
  if (due < today) return 'overdue';
  return due <= addDays(today, 1) ? 'soon' : null;
}

/** Naver's delay reasons (delayedDispatchReason), in its order. */
export const DELAY_REASONS = [
  'PRODUCT_PREPARE',
  'CUSTOMER_REQUEST',
  'CUSTOM_BUILD',
  'RESERVED_DISPATCH',
  'OVERSEA_DELIVERY',
  'ETC',
] as const;
export type DelayReason = (typeof DELAY_REASONS)[number];
export const DELAY_REASON_LABELS: Record<DelayReason, string> = {
  PRODUCT_PREPARE: '상품 준비 중',
  CUSTOMER_REQUEST: '고객 요청',
  CUSTOM_BUILD: '주문 제작',
  RESERVED_DISPATCH: '예약 발송',
  OVERSEA_DELIVERY: '해외 배송',
  ETC: '기타',
};

/**
 * A delay notice's new dispatch day: not before today, after the order's current deadline, and at
 * most `maxDays` days after today (our documented maximum; Naver refuses a day "out of range" without
 * publishing it). The buyer's message is 1–`messageMax` characters.
 */
export const DELAY_LIMITS = { maxDays: 90, messageMax: 200 } as const;

/** The last day a delay notice sent today may name. */
export const latestDelayDay = (today: string = seoulDate()) => addDays(today, DELAY_LIMITS.maxDays);

/** The month view's period (issue 36 §8): months ending with the current one. */
export const MONTH_REPORT_MONTHS = { min: 1, max: 24, default: 6 } as const;

/**
 * The dashboard's deadline cards (issue 36 §6): each counts what the 전체 주문 list shows with its
 * filter (every order still to dispatch, whenever paid), and opens that list, so the numbers match.
 */
export const DEADLINE_CARDS = [
  { key: 'soon', label: '발송기한 임박', deadline: 'soon' },
  { key: 'overdue', label: '발송기한 초과', deadline: 'overdue' },
] as const satisfies readonly { key: string; label: string; deadline: DeadlineFilter }[];
