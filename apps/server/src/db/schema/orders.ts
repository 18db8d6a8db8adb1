import {
  CLAIM_FAULTS,
  CLAIM_KINDS,
  CLAIM_REASON_CODES,
  HOLD_REASONS,
  INSPECTION_RESULTS,
  ORDER_STATUSES,
  PICKUP_METHODS,
  PICKUP_STATUSES,
  PRINT_DOCUMENTS,
  type OrderStatus,
} from '@seller/domain';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { markets } from './markets.ts';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One order line as the storefront hands it over (spec 02 §3). */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    code: text('code').notNull().unique(),
    status: orderStatusEnum('status').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    productOptions: text('product_options').notNull().default(''),
    productCount: integer('product_count').notNull(),
    productPrice: integer('product_price').notNull(),
    couponDiscountPrice: integer('coupon_discount_price').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    pccc: text('pccc'),
    nameForPccc: text('name_for_pccc'),
    ordererName: text('orderer_name').notNull(),
    ordererContact: text('orderer_contact').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientContact: text('recipient_contact').notNull(),
    postcode: text('postcode').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    deliveryMessage: text('delivery_message').notNull().default(''),
    entranceType: text('entrance_type').notNull().default(''),
    entranceValue: text('entrance_value').notNull().default(''),
    deliveryType: text('delivery_type'),
    deliveryName: text('delivery_name'),
    deliveryCode: text('delivery_code'),
    reason: text('reason'),
    detailReason: text('detail_reason'),
    gift: jsonb('gift').$type<string[]>().notNull().default([]),
    cancelWithDeliveryFee: boolean('cancel_with_delivery_fee'),
    paymentType: text('payment_type').notNull().default(''),
    pgType: text('pg_type').notNull().default(''),
    receiptUrl: text('receipt_url'),
    paidAt: ts('paid_at').notNull(),
    packagingAt: ts('packaging_at'),
    transitAt: ts('transit_at'),
    deliveredAt: ts('delivered_at'),
    confirmedAt: ts('confirmed_at'),
    cancelingAt: ts('canceling_at'),
    canceledAt: ts('canceled_at'),
    exchangingAt: ts('exchanging_at'),
    exchangedAt: ts('exchanged_at'),
    refundingAt: ts('refunding_at'),
    refundedAt: ts('refunded_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * The dispatch deadline (발송기한, a Seoul day; issue 36 §6): set when the order arrives, moved by a
     * delay notice. Null only for a row written outside the platform intake and the seed.
     */
    dispatchDue: date('dispatch_due', { mode: 'string' }),
    /** The delay notice (발송 지연 안내, issue 36 §7), once per order: its reason code, message and time. */
    delayReason: text('delay_reason'),
    delayMessage: text('delay_message'),
    delayedAt: ts('delayed_at'),
  },
  (t) => [
    index('orders_market_status_paid_idx').on(t.marketId, t.status, t.paidAt, t.id),
    // Carries the status so lists over several statuses (all orders, claims) skip rows from the index alone.
    index('orders_market_paid_status_idx').on(t.marketId, t.paidAt, t.id, t.status),
    // A keyword search (spec 02 §2.5: exact, no period) reads its keyword's orders in the list's order
    // and counts them from the index alone: it carries the payment time, the id and the status.
    index('orders_market_orderer_name_paid_idx').on(t.marketId, t.ordererName, t.paidAt, t.id, t.status),
    index('orders_market_orderer_contact_paid_idx').on(t.marketId, t.ordererContact, t.paidAt, t.id, t.status),
    // The tracking-in-use check of delivery saves looks orders up by tracking number.
    index('orders_market_delivery_code_idx').on(t.marketId, t.deliveryCode),
    // The 기한 임박 / 기한 초과 lists and cards read the orders still to dispatch by deadline.
    index('orders_market_dispatch_due_idx')
      .on(t.marketId, t.dispatchDue)
      .where(sql`${t.status} in ('PAID', 'PACKAGING')`),
  ],
);

/** Every status change of an order (when, from what, to what and by whom) and every print of it. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    changedAt: ts('changed_at').notNull().defaultNow(),
    /** A 출력 entry: the document printed (from and to are then the status at the time); null for a status change. */
    printed: text('printed', { enum: PRINT_DOCUMENTS }),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.changedAt)],
);

/** A day's count of one status: the column is named as the status in lower case. */
const statusCount = (status: OrderStatus) => integer(status.toLowerCase()).notNull().default(0);

/**
 * Orders per market and Seoul payment day, one count column per status, kept by triggers on
 * `orders` (migration `order_day_counts_wide`). Counts without a keyword and the seek of deep pages
 * add up a day's rows and the columns of the searched statuses.
 *
 * A day has a row per `slot`: each database connection writes the slot of its backend (its pid modulo
 * 64, migration `order_day_counts_slots`). A row is locked from the write to the commit, so with one
 * row per day every purchase of a market waited for the one before it to commit (its WAL flush
 * included); with a slot per connection, concurrent transactions touch different rows.
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    paidDay: date('paid_day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull().default(0),
    ...(Object.fromEntries(ORDER_STATUSES.map((s) => [s, statusCount(s)])) as Record<
      OrderStatus,
      ReturnType<typeof statusCount>
    >),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.paidDay, t.slot] })],
);

/**
 * The substance of an order's claim (issue 36 §1–§5; vocabulary in `@seller/domain` orders/claims.ts):
 * one row per order, replaced by a new request; every step is also an order-history entry and an event.
 */
export const orderClaims = pgTable(
  'order_claims',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    /** Copied from the order so lists filter a market's claims from this table's index alone. */
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: CLAIM_KINDS }).notNull(),
    reasonCode: text('reason_code', { enum: CLAIM_REASON_CODES }),
    /** The buyer's photos: https addresses the marketplace hosts (at most CLAIM_PHOTOS_MAX). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    /** The buyer's return address when it differs from the delivery address (null: the order's). */
    pickupAddress: jsonb('pickup_address').$type<{ postcode: string; address1: string; address2: string }>(),
    pickupMethod: text('pickup_method', { enum: PICKUP_METHODS }),
    pickupStatus: text('pickup_status', { enum: PICKUP_STATUSES }),
    pickupCarrier: text('pickup_carrier'),
    pickupTracking: text('pickup_tracking'),
    pickupRequestedAt: ts('pickup_requested_at'),
    pickupDoneAt: ts('pickup_done_at'),
    inspectionResult: text('inspection_result', { enum: INSPECTION_RESULTS }),
    inspectionNote: text('inspection_note'),
    /** The seller's inspection photos: image keys from the image pipeline. */
    inspectionPhotos: jsonb('inspection_photos').$type<string[]>().notNull().default([]),
    inspectedAt: ts('inspected_at'),
    /** A hold (보류): set while held, cleared on release. */
    holdReason: text('hold_reason', { enum: HOLD_REASONS }),
    holdMemo: text('hold_memo'),
    heldAt: ts('held_at'),
    fault: text('fault', { enum: CLAIM_FAULTS }),
    /** The return (편도) or exchange (왕복) fee the buyer pays, and what the buyer gets back on a refund. */
    claimFee: integer('claim_fee'),
    refundAmount: integer('refund_amount'),
    /** An exchange's new parcel: its delivery type (배송방법, Korean name), carrier and tracking number. */
    reshipType: text('reship_type'),
    reshipCarrier: text('reship_carrier'),
    reshipTracking: text('reship_tracking'),
    reshippedAt: ts('reshipped_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_claims_market_pickup_idx').on(t.marketId, t.pickupStatus),
    index('order_claims_pickup_tracking_idx').on(t.marketId, t.pickupTracking),
  ],
);
