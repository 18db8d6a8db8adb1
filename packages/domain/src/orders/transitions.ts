import { ORDER_STATUSES, type OrderStatus } from './statuses.ts';

/**
 * The order-status machine of spec 02 §4.2, exactly: each status with the statuses a seller may move
 * it to through the change-status call. Anything not listed is refused (409 on the server).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  CLEARED: [],
  PAID: ['PACKAGING', 'CANCELING1'],
  PACKAGING: ['TRANSIT', 'PAID'],
  TRANSIT: ['DELIVERED', 'PACKAGING'],
  DELIVERED: ['EXCHANGING1', 'REFUNDING1', 'TRANSIT'],
  CONFIRMED: [],
  CANCELING1: ['CANCELING2', 'PAID'],
  CANCELING2: [],
  CANCELLED: [],
  EXCHANGING1: ['EXCHANGING2', 'DELIVERED'],
  EXCHANGING2: ['EXCHANGED', 'DELIVERED'],
  EXCHANGED: ['EXCHANGING2'],
  REFUNDING1: ['REFUNDING2', 'DELIVERED'],
  // "REFUNDING2 cannot be reverted, per the on-screen guide."
  REFUNDING2: [],
  REFUNDED: [],
  PARTIAL_CANCELING1: [],
  PARTIAL_CANCELING2: [],
  PARTIAL_CANCELLED: [],
  PARTIAL_REFUNDING1: [],
  PARTIAL_REFUNDING2: [],
  PARTIAL_REFUNDED: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Every allowed (from, to) pair, for tests and documentation. */
export const ALLOWED_TRANSITIONS: readonly (readonly [OrderStatus, OrderStatus])[] = ORDER_STATUSES.flatMap((from) =>
  ORDER_TRANSITIONS[from].map((to) => [from, to] as const),
);

/**
 * Moves that take a step back (withdrawals, "move back to"). They keep the order's timestamps as they
 * are; every other move stamps the time of the status it enters.
 */
const REVERSALS = new Set([
  'PACKAGING>PAID',
  'TRANSIT>PACKAGING',
  'DELIVERED>TRANSIT',
  'CANCELING1>PAID',
  'EXCHANGING1>DELIVERED',
  'EXCHANGING2>DELIVERED',
  'EXCHANGED>EXCHANGING2',
  'REFUNDING1>DELIVERED',
]);
export const isReversal = (from: OrderStatus, to: OrderStatus) => REVERSALS.has(`${from}>${to}`);

/** The order field that records when an order entered each status (statuses without one have none). */
export const STATUS_TIME_FIELD = {
  PAID: 'paidAt',
  PACKAGING: 'packagingAt',
  TRANSIT: 'transitAt',
  DELIVERED: 'deliveredAt',
  CONFIRMED: 'confirmedAt',
  CANCELING1: 'cancelingAt',
  CANCELLED: 'canceledAt',
  EXCHANGING1: 'exchangingAt',
  EXCHANGED: 'exchangedAt',
  REFUNDING1: 'refundingAt',
  REFUNDED: 'refundedAt',
} as const satisfies Partial<Record<OrderStatus, string>>;
export type OrderTimeField = (typeof STATUS_TIME_FIELD)[keyof typeof STATUS_TIME_FIELD];

/** The time field a transition sets to "now", or null (reversals, statuses without a field, PAID). */
export function stampedField(from: OrderStatus, to: OrderStatus): OrderTimeField | null {
  if (isReversal(from, to) || to === 'PAID') return null;
  return (STATUS_TIME_FIELD as Partial<Record<OrderStatus, OrderTimeField>>)[to] ?? null;
}

/** Requests that carry the customer's reason and detail reason (the cancel modal; exchange and refund requests alike). */
export const REASON_TARGETS: readonly OrderStatus[] = ['CANCELING1', 'EXCHANGING1', 'REFUNDING1'];
export const needsReason = (to: OrderStatus) => REASON_TARGETS.includes(to);

/**
 * Statuses the marketplace completes, not the seller (issue 38 §12): its payment gateway cancels or
 * refunds, and the platform API's `payment-cancelled` / `payment-refunded` moves the order on.
 */
export const MARKET_COMPLETES: Partial<Record<OrderStatus, OrderStatus>> = {
  CANCELING2: 'CANCELLED',
  REFUNDING2: 'REFUNDED',
};
