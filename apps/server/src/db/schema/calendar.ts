import { bigint, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { markets } from './markets.ts';

/** A market's own days off (휴무일, issue 36 §6): no dispatch deadline falls on them. */
export const marketDaysOff = pgTable(
  'market_days_off',
  {
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.day] })],
);
