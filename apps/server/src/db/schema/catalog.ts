import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { markets } from './markets.ts';

/**
 * The category tree, loaded from `packages/domain` catalog at start (upsert by main/sub) so products
 * reference categories by a stable id. A top category has `sub` and `parentId` null.
 */
export const categories = pgTable(
  'categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    main: text('main').notNull(),
    sub: text('sub'),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_top_idx')
      .on(t.main)
      .where(sql`${t.sub} is null`),
    uniqueIndex('categories_sub_idx')
      .on(t.main, t.sub)
      .where(sql`${t.sub} is not null`),
    index('categories_parent_idx').on(t.parentId),
  ],
);

/**
 * Filter values per top category: the catalogue's (`marketId` null, loaded at start) and those a
 * market added for itself (visible to that market only).
 */
export const filters = pgTable(
  'filters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    category: text('category').notNull(),
    main: text('main').notNull(),
    sub: text('sub').notNull(),
    value: text('value').notNull(),
    hex: text('hex'),
    position: integer('position').notNull().default(0),
    marketId: bigint('market_id', { mode: 'number' }).references(() => markets.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('filters_catalog_idx')
      .on(t.category, t.main, t.sub, t.value)
      .where(sql`${t.marketId} is null`),
    uniqueIndex('filters_market_idx')
      .on(t.marketId, t.category, t.main, t.sub, t.value)
      .where(sql`${t.marketId} is not null`),
  ],
);
