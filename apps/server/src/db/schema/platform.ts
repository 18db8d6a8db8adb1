import { bigint, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A marketplace's credential for the platform API (`/sw/p/v1/…`). The secret is kept as given, since
 * the server needs it to check each request's HMAC: protect the database as the operator token is.
 * `markets` null opens every market of the deployment; a list opens those markets only.
 */
export const platformKeys = pgTable('platform_keys', {
  keyId: text('key_id').primaryKey(),
  secret: text('secret').notNull(),
  name: text('name').notNull(),
  markets: integer('markets').array(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Signatures already accepted, so a captured request cannot be sent again: one is refused while its
 * timestamp is inside the accepted skew; rows older than that are pruned by a job.
 */
export const platformSignatures = pgTable(
  'platform_signatures',
  {
    signature: text('signature').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_signatures_seen_at').on(t.seenAt)],
);

/**
 * A purchase taken through `POST /sw/p/v1/orders`, by the marketplace's order id (or its
 * Idempotency-Key) per market: written in the purchase's transaction, so a retry finds it and is
 * answered the same codes, and the same key with another body is refused.
 */
export const platformIntakes = pgTable(
  'platform_intakes',
  {
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    bodyHash: text('body_hash').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.idempotencyKey] })],
);

/** The running number of order codes made by the platform API (`yyyyMMdd` + market + this number). */
export const platformOrderCodes = pgSequence('platform_order_codes', { startWith: 1 });

/** A market's settings of the marketplace side: days after delivery until purchase is confirmed automatically. */
export const platformMarketSettings = pgTable('platform_market_settings', {
  marketId: bigint('market_id', { mode: 'number' }).primaryKey(),
  autoConfirmDays: integer('auto_confirm_days').notNull().default(8),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
