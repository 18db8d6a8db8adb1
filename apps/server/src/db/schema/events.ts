import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox (issue 33): every change a marketplace must learn, written by `recordEvent`
 * (`modules/events/outbox.ts`) in the same transaction as the change. `id` is the global order and
 * the feeds' cursor: event-writing transactions take one lock before they number their events and
 * hold it until they commit, so ids are committed in increasing order and a reader that has seen id
 * N will never later find a smaller id appear. `version` is the event's own id, so it only grows per entity.
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
