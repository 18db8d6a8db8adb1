import type { OrderStatus } from './statuses.ts';

/** The order list screens of spec 02 §2.3, each with the statuses it shows. */
export const ORDER_SCREENS = {
  orderTotal: [
    'PAID',
    'PACKAGING',
    'TRANSIT',
    'DELIVERED',
    'CONFIRMED',
    'CANCELING1',
    'CANCELING2',
    'CANCELLED',
    'EXCHANGING1',
    'EXCHANGING2',
    'EXCHANGED',
    'REFUNDING1',
    'REFUNDING2',
    'REFUNDED',
  ],
  productReady: ['PAID'],
  deliveryReady: ['PACKAGING'],
  deliveryProgress: ['TRANSIT'],
  deliveryComplete: ['DELIVERED'],
  purchaseConfirm: ['CONFIRMED'],
  cancelRequest: ['CANCELING1', 'CANCELING2'],
  cancelComplete: ['CANCELLED'],
  exchangeRequest: ['EXCHANGING1', 'EXCHANGING2'],
  exchangeComplete: ['EXCHANGED'],
  refundRequest: ['REFUNDING1', 'REFUNDING2'],
  refundComplete: ['REFUNDED'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderScreen = keyof typeof ORDER_SCREENS;

export const ORDER_SCREEN_NAMES = Object.keys(ORDER_SCREENS) as OrderScreen[];

export const ORDER_SCREEN_LABELS: Record<OrderScreen, string> = {
  orderTotal: '전체 주문',
  productReady: '상품 준비중',
  deliveryReady: '배송 준비중',
  deliveryProgress: '배송중',
  deliveryComplete: '배송 완료',
  purchaseConfirm: '구매 확정',
  cancelRequest: '취소 요청',
  cancelComplete: '취소 완료',
  exchangeRequest: '교환 요청',
  exchangeComplete: '교환 완료',
  refundRequest: '환불 요청',
  refundComplete: '환불 완료',
};

export function isOrderScreen(value: string): value is OrderScreen {
  return value in ORDER_SCREENS;
}

/**
 * The six dashboard cards (spec 01 §2 dashboard): label, the screen they open, the statuses counted.
 * A card counts exactly what its screen lists (the screen's statuses, so a request card includes the
 * requests being processed) and opens that screen with the card's period, so the numbers match.
 */
export const DASHBOARD_CARDS = [
  { key: 'paid', label: '결제 완료', screen: 'productReady', statuses: ORDER_SCREENS.productReady },
  { key: 'packaging', label: '배송 준비중', screen: 'deliveryReady', statuses: ORDER_SCREENS.deliveryReady },
  { key: 'transit', label: '배송중', screen: 'deliveryProgress', statuses: ORDER_SCREENS.deliveryProgress },
  { key: 'cancel', label: '취소 요청', screen: 'cancelRequest', statuses: ORDER_SCREENS.cancelRequest },
  { key: 'exchange', label: '교환 요청', screen: 'exchangeRequest', statuses: ORDER_SCREENS.exchangeRequest },
  { key: 'refund', label: '환불 요청', screen: 'refundRequest', statuses: ORDER_SCREENS.refundRequest },
] as const satisfies readonly {
  key: string;
  label: string;
  screen: OrderScreen;
  statuses: readonly OrderStatus[];
}[];
