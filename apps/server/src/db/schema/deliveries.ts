import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { markets } from './markets.ts';
import { products } from './products.ts';

/**
 * A market's delivery-fee templates (spec 01 §3 delivery template). Products keep a snapshot of the
 * template they use and point back to it with `products.market_delivery_id`.
 */
export const marketDeliveries = pgTable(
  'market_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    name: text('name').notNull(),
    feeType: text('fee_type').notNull(),
    defaultFee: integer('default_fee').notNull().default(0),
    intCondition: integer('int_condition').notNull().default(0),
    islandMountainFee: integer('island_mountain_fee').notNull().default(0),
    jejuFee: integer('jeju_fee').notNull().default(0),
    /** 반품 배송비 (편도) and 교환 배송비 (왕복) a buyer at fault pays (issue 36 §4); 제주/도서산간 add their extras. */
    returnFee: integer('return_fee').notNull().default(0),
    exchangeFee: integer('exchange_fee').notNull().default(0),
    international: boolean('international').notNull().default(false),
    /** Order of the list as the seller saved it. */
    position: integer('position').notNull().default(0),
    /** Optimistic concurrency per template: a save or delete naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_deliveries_market_idx').on(t.marketId, t.position, t.id)],
);

/**
 * Bundle-delivery events (spec 02 §2.12): one shared fee rule for a chosen set of the market's
 * products during a period. `activated` false means stopped.
 */
export const bundleDeliveries = pgTable(
  'bundle_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    eventName: text('event_name').notNull(),
    description: text('description').notNull(),
    feeType: text('fee_type').notNull(),
    intCondition: integer('int_condition').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    activated: boolean('activated').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency: bumped by every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('bundle_deliveries_market_idx').on(t.marketId, t.id)],
);

/** The products of a bundle delivery, in the order they were picked. */
export const bundleDeliveryProducts = pgTable(
  'bundle_delivery_products',
  {
    bundleId: bigint('bundle_id', { mode: 'number' })
      .notNull()
      .references(() => bundleDeliveries.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.productId] }),
    index('bundle_delivery_products_product_idx').on(t.productId),
  ],
);
