import { ACCESS_CHANNELS, ACCESS_PURPOSES } from '@seller/domain';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every look at and download of buyers' personal data (issue 34 §2, §4; 개인정보의 안전성 확보조치
 * 기준 §8): who, when, from which address, which orders, what, why and through which channel.
 * Append-only: a trigger (migration `access_log_append_only`) refuses every UPDATE, and a DELETE of a
 * row younger than a year (the law's least period); the retention job deletes older rows only.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    address: text('address').notNull(),
    channel: text('channel', { enum: ACCESS_CHANNELS }).notNull(),
    purpose: text('purpose', { enum: ACCESS_PURPOSES }).notNull(),
    purposeDetail: text('purpose_detail').notNull().default(''),
    orderCount: integer('order_count').notNull(),
    orderCodes: jsonb('order_codes').$type<string[]>().notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
  },
  (t) => [index('access_log_market_at_idx').on(t.marketId, t.at, t.id)],
);
