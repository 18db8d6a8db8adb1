import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { markets } from './markets.ts';

/** Customer inquiries (Q&A) addressed to a market. */
export const qnas = pgTable(
  'qnas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    type: text('type').notNull(),
    customerName: text('customer_name').notNull().default(''),
    productName: text('product_name').notNull().default(''),
    content: text('content').notNull(),
    /** The order the buyer asked about, when the inquiry came through the platform API with one. */
    orderCode: text('order_code'),
    reply: text('reply'),
    replyYn: boolean('reply_yn').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [index('qnas_market_reply_created_idx').on(t.marketId, t.replyYn, t.createdAt, t.id)],
);

/** Operator notices, shown to every seller. */
export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull().default('NOTICE'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt, t.id)],
);
