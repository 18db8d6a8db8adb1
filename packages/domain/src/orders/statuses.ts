/** Order statuses of spec 02 §4.1; the database enum is built from this tuple. */
export const ORDER_STATUSES = [
  'CLEARED',
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
  'PARTIAL_CANCELING1',
  'PARTIAL_CANCELING2',
  'PARTIAL_CANCELLED',
  'PARTIAL_REFUNDING1',
  'PARTIAL_REFUNDING2',
  'PARTIAL_REFUNDED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  CLEARED: '초기화',
  PAID: '결제완료',
  PACKAGING: '배송준비중',
  TRANSIT: '배송중',
  DELIVERED: '배송완료',
  CONFIRMED: '구매확정',
  CANCELING1: '취소요청',
  CANCELING2: '취소처리중',
  CANCELLED: '취소완료',
  EXCHANGING1: '교환요청',
  EXCHANGING2: '교환처리중',
  EXCHANGED: '교환완료',
  REFUNDING1: '환불요청',
  REFUNDING2: '환불처리중',
  REFUNDED: '환불완료',
  PARTIAL_CANCELING1: '부분취소요청',
  PARTIAL_CANCELING2: '부분취소처리중',
  PARTIAL_CANCELLED: '부분취소완료',
  PARTIAL_REFUNDING1: '부분환불요청',
  PARTIAL_REFUNDING2: '부분환불처리중',
  PARTIAL_REFUNDED: '부분환불완료',
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
