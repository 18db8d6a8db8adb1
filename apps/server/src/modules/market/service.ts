import { hasContent, type MarketInfo, type MarketSecurity } from '@seller/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markets } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { bumpVersion } from '../../lib/versions.ts';
import { sanitizeRichText } from '../../lib/html-sanitizer.ts';
import { marketInfoOf } from '../account/index.ts';

/** Market info and the market guide; the caller passes the signed-in seller's market only. */
export function createMarketService(db: Db) {
  return {
    async info(marketId: number): Promise<MarketInfo> {
      const [row] = await db.select().from(markets).where(eq(markets.id, marketId));
      if (!row) throw notFound();
      return marketInfoOf(row);
    },

    async guide(marketId: number): Promise<{ guide: string; version: number }> {
      const [row] = await db
        .select({ guide: markets.guide, version: markets.version })
        .from(markets)
        .where(eq(markets.id, marketId));
      if (!row) throw notFound();
      // Sanitised on read too: a row written by any path (an import, a restore) never reaches a page unchecked.
      return { guide: row.guide && sanitizeRichText(row.guide), version: row.version };
    },

    /**
     * Stores the guide through the HTML allow-list; a guide with nothing visible is stored empty.
     * `expected` names the market version it was edited from (409 when someone saved since).
     */
    async saveGuide(marketId: number, html: string, expected?: number): Promise<{ success: boolean; version: number }> {
      const clean = sanitizeRichText(html);
      const guide = hasContent(clean) ? clean : '';
      const [found] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, marketId));
      if (!found) throw notFound();
      const version = await db.transaction(async (tx) => {
        const next = await bumpVersion(tx, markets, eq(markets.id, marketId), expected);
        await tx.update(markets).set({ guide }).where(eq(markets.id, marketId));
        return next;
      });
      return { success: true, version };
    },

    /** The market's session settings (issue 34 §5). */
    async security(marketId: number): Promise<MarketSecurity> {
      const [row] = await db
        .select({ sessionIdleMinutes: markets.sessionIdleMinutes })
        .from(markets)
        .where(eq(markets.id, marketId));
      if (!row) throw notFound();
      return row;
    },

    /** Sets the idle time of the market's sessions; live sessions follow it from their next call. */
    async saveSecurity(marketId: number, settings: MarketSecurity): Promise<MarketSecurity> {
      const [row] = await db
        .update(markets)
        .set({ sessionIdleMinutes: settings.sessionIdleMinutes })
        .where(eq(markets.id, marketId))
        .returning({ sessionIdleMinutes: markets.sessionIdleMinutes });
      if (!row) throw notFound();
      return row;
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
