import { formatPhone, formatPrice } from '../format.ts';
import { DELIVERY_FEE_REFUND_MARKET } from './actions.ts';
import { deliveryMemo } from './delivery.ts';
import type { OrderScreen } from './screens.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from './statuses.ts';
import { TIME_FIELD_LABELS, type OrderListTimeField } from './time-fields.ts';

/** The timestamp each list shows first (spec 02 §2.4 "the timestamp relevant to the screen"). */
export const SCREEN_TIME_FIELD: Record<OrderScreen, OrderListTimeField> = {
  orderTotal: 'updatedAt',
  productReady: 'paidAt',
  deliveryReady: 'packagingAt',
  deliveryProgress: 'transitAt',
  deliveryComplete: 'deliveredAt',
  purchaseConfirm: 'confirmedAt',
  cancelRequest: 'cancelingAt',
  cancelComplete: 'canceledAt',
  exchangeRequest: 'exchangingAt',
  exchangeComplete: 'exchangedAt',
  refundRequest: 'refundingAt',
  refundComplete: 'refundedAt',
};

/**
 * The detail screen type of each list (spec 02 §2.1, §2.3): request and complete screens of a claim
 * open the request name.
 */
export const ORDER_DETAIL_TYPE: Record<OrderScreen, OrderScreen> = {
  orderTotal: 'orderTotal',
  productReady: 'productReady',
  deliveryReady: 'deliveryReady',
  deliveryProgress: 'deliveryProgress',
  deliveryComplete: 'deliveryComplete',
  purchaseConfirm: 'purchaseConfirm',
  cancelRequest: 'cancelRequest',
  cancelComplete: 'cancelRequest',
  exchangeRequest: 'exchangeRequest',
  exchangeComplete: 'exchangeRequest',
  refundRequest: 'refundRequest',
  refundComplete: 'refundRequest',
};

/** The order fields a list row and an export row read. */
export interface OrderRowView {
  id: number;
  code: string;
  status: OrderStatus;
  paidAt: string | null;
  packagingAt: string | null;
  transitAt: string | null;
  deliveredAt: string | null;
  confirmedAt: string | null;
  cancelingAt: string | null;
  canceledAt: string | null;
  exchangingAt: string | null;
  exchangedAt: string | null;
  refundingAt: string | null;
  refundedAt: string | null;
  updatedAt: string | null;
  product: { code: string; name: string; options: string; count: number; price: number; couponDiscountPrice: number };
  deliveryFee: number;
  pccc: string | null;
  orderer: { name: string; contact: string };
  recipient: {
    name: string;
    phoneNumber: string;
    postcode: string;
    address1: string;
    address2: string;
    message: string;
    entranceType: string;
    entranceValue: string;
  };
  delivery: { type: string | null; name: string | null; code: string | null };
  reason: string | null;
  detailReason: string | null;
  gift: { productDetailOptionNames: string[] };
  cancelWithDeliveryFee: boolean | null;
}

export type OrderColumnKey =
  | 'time'
  | 'paidAt'
  | 'orderCode'
  | 'orderStatus'
  | 'productCode'
  | 'productName'
  | 'productOptions'
  | 'productCount'
  | 'productPrice'
  | 'couponDiscountPrice'
  | 'deliveryFee'
  | 'pccc'
  | 'ordererName'
  | 'ordererContact'
  | 'recipientName'
  | 'recipientContact'
  | 'postcode'
  | 'address'
  | 'deliveryType'
  | 'deliveryName'
  | 'deliveryCode'
  | 'deliveryMemo'
  | 'reason'
  | 'detailReason'
  | 'gift'
  | 'cancelWithDeliveryFee';

export interface OrderColumn {
  key: OrderColumnKey;
  label: string;
}

const BASE_COLUMNS: readonly OrderColumn[] = [
  { key: 'paidAt', label: '결제일시' },
  { key: 'orderCode', label: '주문번호' },
  { key: 'orderStatus', label: '주문상태' },
  { key: 'productCode', label: '상품코드' },
  { key: 'productName', label: '상품명' },
  { key: 'productOptions', label: '옵션' },
  { key: 'productCount', label: '수량' },
  { key: 'productPrice', label: '상품금액' },
  { key: 'couponDiscountPrice', label: '쿠폰할인금액' },
  { key: 'deliveryFee', label: '배송비' },
  { key: 'pccc', label: '개인통관고유부호' },
  { key: 'ordererName', label: '주문자명' },
  { key: 'ordererContact', label: '주문자 연락처' },
  { key: 'recipientName', label: '수령인명' },
  { key: 'recipientContact', label: '수령인 연락처' },
  { key: 'postcode', label: '우편번호' },
  { key: 'address', label: '주소' },
  { key: 'deliveryType', label: '배송방법' },
  { key: 'deliveryName', label: '택배사' },
  { key: 'deliveryCode', label: '송장번호' },
  { key: 'deliveryMemo', label: '배송메모' },
  { key: 'reason', label: '사유' },
  { key: 'detailReason', label: '상세사유' },
  { key: 'gift', label: '사은품' },
];

export const DELIVERY_FEE_COLUMN: OrderColumn = { key: 'cancelWithDeliveryFee', label: '환불 시 배송비 포함' };

/**
 * The data columns of a screen after the detail button (spec 02 §2.4): the screen's timestamp, then
 * paidAt (not repeated where the screen's timestamp is paidAt) and the rest; detail reason only on
 * exchange requests; market 160's extra column last.
 */
export function orderColumns(screen: OrderScreen, marketId: number): OrderColumn[] {
  const timeField = SCREEN_TIME_FIELD[screen];
  const columns: OrderColumn[] = [{ key: 'time', label: TIME_FIELD_LABELS[timeField] }];
  for (const column of BASE_COLUMNS) {
    if (column.key === 'paidAt' && timeField === 'paidAt') continue;
    if (column.key === 'detailReason' && screen !== 'exchangeRequest') continue;
    columns.push(column);
  }
  if (marketId === DELIVERY_FEE_REFUND_MARKET) columns.push(DELIVERY_FEE_COLUMN);
  return columns;
}

/** Text of "refund includes the delivery fee". */
export const deliveryFeeIncludedText = (value: boolean | null) => (value === null ? '' : value ? '포함' : '미포함');

/**
 * A cell as text (export, and the table's plain cells). `formatTime` turns an ISO instant into the
 * shown date-time; `missing` stands for a timestamp not yet collected.
 */
export function orderCellText(
  row: OrderRowView,
  key: OrderColumnKey,
  screen: OrderScreen,
  formatTime: (iso: string) => string,
  missing: string,
): string {
  switch (key) {
    case 'time': {
      const iso = row[SCREEN_TIME_FIELD[screen]];
      return iso ? formatTime(iso) : missing;
    }
    case 'paidAt':
      return row.paidAt ? formatTime(row.paidAt) : missing;
    case 'orderCode':
      return row.code;
    case 'orderStatus':
      return ORDER_STATUS_LABELS[row.status];
    case 'productCode':
      return row.product.code;
    case 'productName':
      return row.product.name;
    case 'productOptions':
      return row.product.options;
    case 'productCount':
      return String(row.product.count);
    case 'productPrice':
      return formatPrice(row.product.price);
    case 'couponDiscountPrice':
      return formatPrice(row.product.couponDiscountPrice);
    case 'deliveryFee':
      return formatPrice(row.deliveryFee);
    case 'pccc':
      return row.pccc ?? '';
    case 'ordererName':
      return row.orderer.name;
    case 'ordererContact':
      return formatPhone(row.orderer.contact);
    case 'recipientName':
      return row.recipient.name;
    case 'recipientContact':
      return formatPhone(row.recipient.phoneNumber);
    case 'postcode':
      return row.recipient.postcode;
    case 'address':
      return [row.recipient.address1, row.recipient.address2].filter(Boolean).join(' ');
    case 'deliveryType':
      return row.delivery.type ?? '';
    case 'deliveryName':
      return row.delivery.name ?? '';
    case 'deliveryCode':
      return row.delivery.code ?? '';
    case 'deliveryMemo':
      return deliveryMemo(row.recipient.message, row.recipient.entranceType, row.recipient.entranceValue);
    case 'reason':
      return row.reason ?? '';
    case 'detailReason':
      return row.detailReason ?? '';
    case 'gift':
      return row.gift.productDetailOptionNames.join(', ');
    case 'cancelWithDeliveryFee':
      return deliveryFeeIncludedText(row.cancelWithDeliveryFee);
  }
}

/** Rows fetched per batch by exports and bulk fetches (spec 02 §9). */
export const ORDER_BATCH_SIZE = 100;

/** The key fields an order's card shows on a phone (the order number heads the card). */
export const ORDER_CARD_COLUMNS: readonly OrderColumn[] = (
  ['orderStatus', 'productName', 'productOptions', 'recipientName', 'paidAt'] as const
).map((key) => BASE_COLUMNS.find((c) => c.key === key)!);
