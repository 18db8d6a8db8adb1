import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
