import { hasContent, MARKET_GUIDE_MAX, type MarketInfo } from '@seller/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markets } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
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

    async guide(marketId: number): Promise<{ guide: string }> {
      const [row] = await db.select({ guide: markets.guide }).from(markets).where(eq(markets.id, marketId));
      if (!row) throw notFound();
      return { guide: row.guide };
    },

    /** Stores the guide through the HTML allow-list; a guide with nothing visible is stored empty. */
    async saveGuide(marketId: number, html: string): Promise<{ success: boolean }> {
      const clean = sanitizeRichText(html);
      const guide = hasContent(clean) ? clean : '';
      if (guide.length > MARKET_GUIDE_MAX) throw badRequest('guide.tooLong');
      const updated = await db
        .update(markets)
        .set({ guide })
        .where(eq(markets.id, marketId))
        .returning({ id: markets.id });
      if (updated.length === 0) throw notFound();
      return { success: true };
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
