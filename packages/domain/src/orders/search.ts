import { addDays, readTypedDay, SEARCH_PERIOD_DAYS, seoulDate } from '../dates.ts';
import type { MessageKey } from '../messages.ts';
import { stripHyphens } from '../format.ts';
import { ORDER_SCREENS, type OrderScreen } from './screens.ts';
import type { OrderStatus } from './statuses.ts';
import { AWAITING_DISPATCH, type DeadlineFilter } from './deadlines.ts';
import type { ClaimStateFilter, PickupFilter } from './claims.ts';

/** Search fields of the order search panel (spec 02 §2.5); empty means "no field chosen". */
export const ORDER_SEARCH_FIELDS = ['orderCode', 'userName', 'userContact', 'orderStatus'] as const;
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];

export const ORDER_SEARCH_FIELD_LABELS: Record<OrderSearchField, string> = {
  orderCode: '주문번호',
  userName: '주문자명',
  userContact: '주문자 연락처',
  orderStatus: '주문상태',
};

/** Fields whose keyword is required. */
export const KEYWORD_FIELDS: readonly OrderSearchField[] = ['orderCode', 'userName', 'userContact'];

/** Screens where the period also applies when the field is order status. */
const PERIOD_WITH_STATUS_SCREENS: readonly OrderScreen[] = ['exchangeRequest', 'cancelRequest'];

/** The market whose order search defaults to 30 days (spec 02 §2.5, §6). */
export const SHORT_PERIOD_MARKET = 72;

export function orderPeriodDays(marketId: number): number {
  return marketId === SHORT_PERIOD_MARKET ? SEARCH_PERIOD_DAYS.ordersMarket72 : SEARCH_PERIOD_DAYS.orders;
}

/** The default order search range ending today: 365 days, 30 on market 72. */
export function defaultOrderRange(
  marketId: number,
  today: string = seoulDate(),
): { startDate: string; endDate: string } {
  return { startDate: addDays(today, -orderPeriodDays(marketId)), endDate: today };
}

/** Whether the date range filters the search: only with no field, or order status on exchange/cancel requests. */
export function periodApplies(screen: OrderScreen, field: OrderSearchField | '' | undefined): boolean {
  if (!field) return true;
  return field === 'orderStatus' && PERIOD_WITH_STATUS_SCREENS.includes(screen);
}

/** What the seller filled in on the panel. */
export interface OrderSearchForm {
  field?: OrderSearchField | '';
  keyword?: string;
  /** The status chosen when the field is order status (empty: all of the screen's statuses). */
  status?: OrderStatus | '';
  startDate?: string;
  endDate?: string;
  /** 기한 임박 / 기한 초과 (issue 36 §6), on the screens that list orders still to dispatch. */
  deadline?: DeadlineFilter | '';
  /** The exchange and refund request lists' claim filters (issue 36 §2, §6): 회수 상태, 처리 지연 or 보류. */
  pickupStatus?: PickupFilter | '';
  claimState?: ClaimStateFilter | '';
}

/** The request lists whose claims are picked up, inspected and held (issue 36 §2, §3). */
export const CLAIM_SCREENS: readonly OrderScreen[] = ['exchangeRequest', 'refundRequest'];
export const claimScreens = (screen: OrderScreen) => CLAIM_SCREENS.includes(screen);

/** The screens that list orders still to dispatch, where the deadline filter applies. */
export const deadlineScreens = (screen: OrderScreen) =>
  (ORDER_SCREENS[screen] as readonly OrderStatus[]).some((s) => AWAITING_DISPATCH.includes(s));

/** The search as the list, count and export calls take it. */
export interface OrderSearchParams {
  orderCode?: string;
  userName?: string;
  userContact?: string;
  orderStatusList: OrderStatus[];
  startDate?: string;
  endDate?: string;
  /** 기한 임박 / 기한 초과 (issue 36 §6). */
  deadline?: DeadlineFilter;
  pickupStatus?: PickupFilter;
  claimState?: ClaimStateFilter;
}

export type OrderSearchResult =
  | { ok: true; params: OrderSearchParams }
  | { ok: false; error: MessageKey; reset?: { startDate: string; endDate: string } };

/**
 * The panel's rules (spec 02 §2.5 and §5): the keyword is trimmed and required for order code,
 * orderer name and orderer contact; hyphens leave contacts; the period applies only as
 * `periodApplies` says and must not start after it ends (else the alert and a reset to the default).
 */
export function buildOrderSearch(
  screen: OrderScreen,
  marketId: number,
  form: OrderSearchForm,
  today: string = seoulDate(),
): OrderSearchResult {
  const field = form.field || '';
  const keyword = (form.keyword ?? '').trim();
  const screenStatuses = ORDER_SCREENS[screen] as readonly OrderStatus[];
  const params: OrderSearchParams = { orderStatusList: [...screenStatuses] };
  if (field && KEYWORD_FIELDS.includes(field) && !keyword) return { ok: false, error: 'search.keywordRequired' };
  if (field === 'orderCode') params.orderCode = keyword;
  if (field === 'userName') params.userName = keyword;
  if (field === 'userContact') params.userContact = stripHyphens(keyword);
  if (field === 'orderStatus' && form.status) {
    if (!screenStatuses.includes(form.status)) return { ok: false, error: 'order.search.statusNotOnScreen' };
    params.orderStatusList = [form.status];
  }
  // A deadline filter reads every order still to dispatch, whenever paid (as the dashboard's cards count).
  const deadline = form.deadline && deadlineScreens(screen) ? form.deadline : undefined;
  if (deadline) params.deadline = deadline;
  // 처리 지연 and 보류 likewise read every such claim, whenever paid (as the dashboard's card counts).
  const claimState = form.claimState && claimScreens(screen) ? form.claimState : undefined;
  if (claimState) params.claimState = claimState;
  if (form.pickupStatus && claimScreens(screen)) params.pickupStatus = form.pickupStatus;
  if (!deadline && !claimState && periodApplies(screen, field)) {
    const fallback = defaultOrderRange(marketId, today);
    // A day left out is the default's; a day typed that cannot be read is refused, never replaced.
    const startDate = form.startDate === undefined ? fallback.startDate : readTypedDay(form.startDate);
    const endDate = form.endDate === undefined ? fallback.endDate : readTypedDay(form.endDate);
    if (!startDate || !endDate) return { ok: false, error: 'search.invalidPeriod' };
    if (startDate > endDate) return { ok: false, error: 'search.invalidPeriod', reset: fallback };
    params.startDate = startDate;
    params.endDate = endDate;
  }
  return { ok: true, params };
}

/**
 * The dashboard's 처리 지연 cards (issue 36 §6): each counts what its request list shows with the
 * 처리 지연 filter, and opens that list, so the numbers match.
 */
export const CLAIM_DELAY_CARDS = [
  { key: 'exchangeDelayed', screen: 'exchangeRequest' },
  { key: 'refundDelayed', screen: 'refundRequest' },
] as const satisfies readonly { key: string; screen: OrderScreen }[];
