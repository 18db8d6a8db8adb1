import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox (issue 33): every change a marketplace must learn, written by `recordEvent`
 * (`modules/events/outbox.ts`) in the same transaction as the change. `id` is the global order and
 * the feeds' cursor: a change's transaction queues its events (`platformEventQueue`) and one
 * publisher at a time numbers the committed ones here, so ids are committed in increasing order and a
 * reader that has seen id N will never later find a smaller id appear. `version` is the event's own id, so it only grows per entity.
 */
export const platformEvents = pgTable(
  'platform_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: uuid('event_id').notNull().unique().defaultRandom(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('platform_events_market_idx').on(t.marketId, t.id),
    index('platform_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Events written with their change and not yet published (numbered into `platformEvents`): a
 * change's transaction writes here without waiting for any other; `publishEvents` moves the
 * committed rows, in `id` order, as soon as it commits.
 */
export const platformEventQueue = pgTable('platform_event_queue', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  marketId: bigint('market_id', { mode: 'number' }).notNull(),
  type: text('type').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Webhook endpoints the operator registers (issue 33 §1), for the whole deployment (`market_id`
 * null) or one market. `cursor` is the id of the last outbox event the endpoint has acknowledged
 * (2xx): delivery reads the outbox after it in id order. While it fails, `failures` counts the
 * attempts since `failing_since` and `next_attempt_at` is when to try again; `lease_until` is held by
 * the one instance delivering to it now.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  marketId: bigint('market_id', { mode: 'number' }),
  cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
  failures: integer('failures').notNull().default(0),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  lastError: text('last_error'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leaseOwner: text('lease_owner'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});

/** Events an endpoint kept refusing past the retry window: parked with their body, listed and replayed by the operator. */
export const webhookDeadLetters = pgTable(
  'webhook_dead_letters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    endpointId: bigint('endpoint_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    event: jsonb('event').notNull(),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replayedAt: timestamp('replayed_at', { withTimezone: true }),
  },
  (t) => [index('webhook_dead_letters_endpoint_idx').on(t.endpointId, t.id)],
);

/** The outbox's retention: events up to `pruned_through` were removed, so a feed cursor below it is too old. */
export const outboxState = pgTable('outbox_state', {
  id: integer('id').primaryKey(),
  prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
});
