import { message, type MessageKey } from '../messages.ts';
import type { OrderScreen } from './screens.ts';
import type { OrderStatus } from './statuses.ts';
import { canTransition, MARKET_COMPLETES } from './transitions.ts';

/** One group of a status action: the selected rows in `from` move to `to`. */
export interface ActionStep {
  from: OrderStatus;
  to: OrderStatus;
  /** A second confirmation asked before this group moves (exchange withdrawal, EXCHANGING2 group). */
  confirmKey?: MessageKey;
}

export interface StatusAction {
  key: string;
  /** Button text. */
  label: string;
  kind: 'status';
  /** Each selected row must be in one step's `from`; rows move group by group in this order. */
  steps: readonly ActionStep[];
  confirmKey: MessageKey;
  /** Alert when a selected row is in none of the steps' statuses. */
  mixedKey: MessageKey;
  /** Reason and detail reason are asked in a modal first (cancel request). */
  reason?: boolean;
  /** Also marks the refund as including the delivery fee (market 160's extra refund action). */
  withDeliveryFee?: boolean;
  marketOnly?: number;
  /** Screen the seller is taken to afterwards. */
  navigateTo: OrderScreen;
  /** The move ships (or completes) orders: the confirmation says how many have no tracking number. */
  namesUntracked?: boolean;
}

/** Per-row delivery info and the delivery spreadsheet upload: not selection-driven. */
export interface DeliveryAction {
  key: 'saveDelivery' | 'uploadSheet' | 'scanToShip';
  label: string;
  kind: 'delivery';
  navigateTo: OrderScreen;
}

export type OrderAction = StatusAction | DeliveryAction;

/** The market with the extra column and the extra refund action (spec 02 §2.3, §2.4, §6). */
export const DELIVERY_FEE_REFUND_MARKET = 160;

const step = (from: OrderStatus, to: OrderStatus, confirmKey?: MessageKey): ActionStep => ({ from, to, confirmKey });

/** The actions of each list screen (spec 02 §2.3 with §4.2 and §5), in button order. */
export const ORDER_SCREEN_ACTIONS: Record<OrderScreen, readonly OrderAction[]> = {
  orderTotal: [],
  productReady: [
    {
      key: 'toPackaging',
      label: '배송 준비중 처리',
      kind: 'status',
      steps: [step('PAID', 'PACKAGING')],
      confirmKey: 'order.confirm.toPackaging',
      mixedKey: 'order.mixed.notPaid',
      navigateTo: 'deliveryReady',
    },
    {
      key: 'requestCancel',
      label: '취소 요청',
      kind: 'status',
      steps: [step('PAID', 'CANCELING1')],
      confirmKey: 'order.confirm.requestCancel',
      mixedKey: 'order.mixed.notPaid',
      reason: true,
      navigateTo: 'cancelRequest',
    },
    { key: 'saveDelivery', label: '배송 정보 저장', kind: 'delivery', navigateTo: 'deliveryProgress' },
  ],
  deliveryReady: [
    {
      key: 'toTransit',
      label: '배송중 처리',
      kind: 'status',
      steps: [step('PACKAGING', 'TRANSIT')],
      confirmKey: 'order.confirm.toTransit',
      mixedKey: 'order.mixed.notPackaging',
      navigateTo: 'deliveryProgress',
      namesUntracked: true,
    },
    {
      key: 'backToPaid',
      label: '상품 준비중으로 되돌리기',
      kind: 'status',
      steps: [step('PACKAGING', 'PAID')],
      confirmKey: 'order.confirm.backToPaid',
      mixedKey: 'order.mixed.notPackaging',
      navigateTo: 'productReady',
    },
    { key: 'saveDelivery', label: '배송 정보 저장', kind: 'delivery', navigateTo: 'deliveryProgress' },
    { key: 'uploadSheet', label: '송장 엑셀 업로드', kind: 'delivery', navigateTo: 'deliveryProgress' },
    { key: 'scanToShip', label: '스캔 출고', kind: 'delivery', navigateTo: 'deliveryReady' },
  ],
  deliveryProgress: [
    {
      key: 'toDelivered',
      label: '배송 완료 처리',
      kind: 'status',
      steps: [step('TRANSIT', 'DELIVERED')],
      confirmKey: 'order.confirm.toDelivered',
      mixedKey: 'order.mixed.notTransit',
      navigateTo: 'deliveryComplete',
      namesUntracked: true,
    },
    {
      key: 'backToPackaging',
      label: '배송 준비중으로 되돌리기',
      kind: 'status',
      steps: [step('TRANSIT', 'PACKAGING')],
      confirmKey: 'order.confirm.backToPackaging',
      mixedKey: 'order.mixed.notTransit',
      navigateTo: 'deliveryReady',
    },
    { key: 'saveDelivery', label: '배송 정보 저장', kind: 'delivery', navigateTo: 'deliveryProgress' },
    { key: 'uploadSheet', label: '송장 엑셀 업로드', kind: 'delivery', navigateTo: 'deliveryProgress' },
  ],
  deliveryComplete: [],
  purchaseConfirm: [],
  cancelRequest: [
    {
      key: 'proceedCancel',
      label: '취소 처리',
      kind: 'status',
      steps: [step('CANCELING1', 'CANCELING2')],
      confirmKey: 'order.confirm.proceedCancel',
      mixedKey: 'order.mixed.notCancelRequest',
      navigateTo: 'cancelRequest',
    },
    {
      key: 'withdrawCancel',
      label: '취소 철회',
      kind: 'status',
      steps: [step('CANCELING1', 'PAID')],
      confirmKey: 'order.confirm.withdrawCancel',
      mixedKey: 'order.mixed.notCancelRequest',
      navigateTo: 'productReady',
    },
  ],
  cancelComplete: [],
  exchangeRequest: [
    {
      key: 'proceedExchange',
      label: '교환 처리',
      kind: 'status',
      steps: [step('EXCHANGING1', 'EXCHANGING2')],
      confirmKey: 'order.confirm.proceedExchange',
      mixedKey: 'order.mixed.notExchangeRequest',
      navigateTo: 'exchangeRequest',
    },
    {
      key: 'completeExchange',
      label: '교환 완료',
      kind: 'status',
      steps: [step('EXCHANGING2', 'EXCHANGED')],
      confirmKey: 'order.confirm.completeExchange',
      mixedKey: 'order.mixed.notExchangeProcessing',
      navigateTo: 'exchangeComplete',
    },
    {
      key: 'withdrawExchange',
      label: '교환 철회',
      kind: 'status',
      steps: [
        step('EXCHANGING1', 'DELIVERED'),
        step('EXCHANGING2', 'DELIVERED', 'order.confirm.withdrawExchangeProcessing'),
      ],
      confirmKey: 'order.confirm.withdrawExchange',
      mixedKey: 'order.mixed.notExchangeRequest',
      navigateTo: 'deliveryComplete',
    },
  ],
  exchangeComplete: [
    {
      key: 'backToExchanging',
      label: '교환 처리중으로 되돌리기',
      kind: 'status',
      steps: [step('EXCHANGED', 'EXCHANGING2')],
      confirmKey: 'order.confirm.backToExchanging',
      mixedKey: 'order.mixed.notExchanged',
      navigateTo: 'exchangeRequest',
    },
  ],
  refundRequest: [
    {
      key: 'proceedRefund',
      label: '환불 처리',
      kind: 'status',
      steps: [step('REFUNDING1', 'REFUNDING2')],
      confirmKey: 'order.confirm.proceedRefund',
      mixedKey: 'order.mixed.notRefundRequest',
      navigateTo: 'refundRequest',
    },
    {
      key: 'withdrawRefund',
      label: '환불 철회',
      kind: 'status',
      steps: [step('REFUNDING1', 'DELIVERED')],
      confirmKey: 'order.confirm.withdrawRefund',
      mixedKey: 'order.mixed.notRefundRequest',
      navigateTo: 'deliveryComplete',
    },
    {
      key: 'refundWithDeliveryFee',
      label: '배송비 포함 환불',
      kind: 'status',
      steps: [step('REFUNDING1', 'REFUNDING2')],
      confirmKey: 'order.confirm.refundWithDeliveryFee',
      mixedKey: 'order.mixed.notRefundRequest',
      withDeliveryFee: true,
      marketOnly: DELIVERY_FEE_REFUND_MARKET,
      navigateTo: 'refundRequest',
    },
  ],
  refundComplete: [],
};

/**
 * Moves of a delivered order (spec 02 §4.2: to exchange request, refund request or back to in
 * delivery). The delivered list has no buttons (§2.3), so the order detail offers them.
 */
export const DELIVERED_ACTIONS: readonly StatusAction[] = [
  {
    key: 'requestExchange',
    label: '교환 요청',
    kind: 'status',
    steps: [step('DELIVERED', 'EXCHANGING1')],
    confirmKey: 'order.confirm.requestExchange',
    mixedKey: 'order.mixed.notDelivered',
    reason: true,
    navigateTo: 'exchangeRequest',
  },
  {
    key: 'requestRefund',
    label: '환불 요청',
    kind: 'status',
    steps: [step('DELIVERED', 'REFUNDING1')],
    confirmKey: 'order.confirm.requestRefund',
    mixedKey: 'order.mixed.notDelivered',
    reason: true,
    navigateTo: 'refundRequest',
  },
  {
    key: 'backToTransit',
    label: '배송중으로 되돌리기',
    kind: 'status',
    steps: [step('DELIVERED', 'TRANSIT')],
    confirmKey: 'order.confirm.backToTransit',
    mixedKey: 'order.mixed.notDelivered',
    navigateTo: 'deliveryProgress',
  },
];

/** The actions a screen shows for a market (market 160's extra refund action only there). */
export function screenActions(screen: OrderScreen, marketId: number): OrderAction[] {
  return ORDER_SCREEN_ACTIONS[screen].filter(
    (a) => a.kind !== 'status' || a.marketOnly === undefined || a.marketOnly === marketId,
  );
}

/** The status actions the detail of an order in `status` offers: every listed action that starts there. */
export function actionsForStatus(status: OrderStatus, marketId: number): StatusAction[] {
  const all = [...Object.values(ORDER_SCREEN_ACTIONS).flat(), ...DELIVERED_ACTIONS];
  const seen = new Set<string>();
  return all.filter((a): a is StatusAction => {
    if (a.kind !== 'status' || seen.has(a.key)) return false;
    if (a.marketOnly !== undefined && a.marketOnly !== marketId) return false;
    seen.add(a.key);
    return a.steps.some((s) => s.from === status);
  });
}

export interface PlannedGroup {
  from: OrderStatus;
  to: OrderStatus;
  codes: string[];
  /** A second confirmation asked before this group moves (the EXCHANGING2 group of an exchange withdrawal). */
  confirmKey?: MessageKey;
}

export type ActionPlan = { ok: true; groups: PlannedGroup[] } | { ok: false; error: MessageKey };

/**
 * What a status action does with the selected rows (spec 02 §5 bulk actions): nothing selected →
 * `order.noSelection`; a row in none of the action's statuses → the action's mixed-status message;
 * else the groups to move, in order, only those that have rows.
 */
export function planStatusAction(
  action: StatusAction,
  selected: readonly { code: string; status: OrderStatus }[],
): ActionPlan {
  if (selected.length === 0) return { ok: false, error: 'order.noSelection' };
  if (selected.some((row) => !action.steps.some((s) => s.from === row.status)))
    return { ok: false, error: action.mixedKey };
  const groups = action.steps
    .map((s) => ({
      from: s.from,
      to: s.to,
      confirmKey: s.confirmKey,
      codes: selected.filter((r) => r.status === s.from).map((r) => r.code),
    }))
    .filter((g) => g.codes.length > 0);
  for (const g of groups)
    if (!canTransition(g.from, g.to)) throw new Error(`action outside the transitions table: ${g.from} → ${g.to}`);
  return { ok: true, groups };
}

/** A row as a status action sees it; the delivery is there when the row came from a list. */
export interface ActionRow {
  code: string;
  status: OrderStatus;
  delivery?: { name?: string | null; code?: string | null };
}

/** An order has tracking when both its carrier and its tracking number are filled in. */
export const hasTracking = (row: ActionRow) => !!row.delivery?.name?.trim() && !!row.delivery?.code?.trim();

/**
 * The question asked before a status action moves `rows`: the action's confirmation, how many orders
 * it moves, and for a move that ships, how many of them have no carrier or tracking number.
 */
export function statusActionQuestion(action: StatusAction, rows: readonly ActionRow[]): string {
  const lines = [message(action.confirmKey), message('order.confirm.count', { count: rows.length })];
  const untracked = action.namesUntracked ? rows.filter((r) => !hasTracking(r)).length : 0;
  if (untracked > 0) lines.push(message('order.confirm.untracked', { count: untracked }));
  return lines.join('\n');
}

/** Who completes an order left in `status`, and when: the marketplace, for 취소/환불 처리중 (issue 38 §12). */
export function completionNote(status: OrderStatus): string | null {
  return MARKET_COMPLETES[status] ? message(`order.guide.${status}` as MessageKey) : null;
}
