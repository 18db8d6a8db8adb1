import type { OrderTimeField } from './transitions.ts';

// Apart from the list columns (columns.ts) because the label catalogue names them: the catalogue
// comes with every screen's first script, the list columns and the actions they use do not.

export type OrderListTimeField = OrderTimeField | 'updatedAt';

export const TIME_FIELD_LABELS: Record<OrderListTimeField, string> = {
  paidAt: '결제일시',
  packagingAt: '배송준비일시',
  transitAt: '배송시작일시',
  deliveredAt: '배송완료일시',
  confirmedAt: '구매확정일시',
  cancelingAt: '취소요청일시',
  canceledAt: '취소완료일시',
  exchangingAt: '교환요청일시',
  exchangedAt: '교환완료일시',
  refundingAt: '환불요청일시',
  refundedAt: '환불완료일시',
  updatedAt: '최근 변경일시',
};
