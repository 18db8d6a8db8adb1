import { bigint, boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { markets } from './markets.ts';

const measure = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

/**
 * Fitting models of a market (spec 02 §3 model), at most 10 per market. The profile image is an
 * `images` row of type MODEL with typeId = the model's id (the images module stores it).
 */
export const models = pgTable(
  'models',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    name: text('name').notNull(),
    height: measure('height'),
    weight: measure('weight'),
    bra: text('bra'),
    panties: text('panties'),
    top: text('top'),
    waist: measure('waist'),
    shoes: measure('shoes'),
    description: text('description').notNull().default(''),
    representative: boolean('representative').notNull().default(false),
    /** Optimistic concurrency: bumped by every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('models_market_idx').on(t.marketId, t.id),
    // One representative model per market at most.
    uniqueIndex('models_one_representative_idx')
      .on(t.marketId)
      .where(sql`${t.representative}`),
  ],
);

/**
 * Key pairs the server keeps (PEM). Generated once on first use and shared by every instance on
 * the same database, so a browser's ciphertext can be read by whichever instance answers.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
