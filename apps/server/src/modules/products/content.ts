import { contentTextLength, EDITOR_TEXT_LIMIT } from '@seller/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productContents, products } from '../../db/schema/index.ts';
import { fail, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/html-sanitizer.ts';
import type { SellerPrincipal } from '../auth/index.ts';
import { productEvents, recordEvents } from '../events/index.ts';
import { bumpProductVersion } from './shared.ts';

export const contentUrlOf = (code: string) => `/sw/a/v1/product/content/${code}`;

/** The product details HTML, stored under the product code (before or after the product exists). */
export function createProductContent(db: Db) {
  /**
   * A market's stored HTML of a code, or null (another market's code reads as none). Every read of
   * stored HTML goes through the allow-list again, as every write does: a row written by any other
   * path (an import, a restore) never reaches a page unchecked.
   */
  async function contentOf(marketId: number, code: string) {
    const [row] = await db
      .select({ html: productContents.html, marketId: productContents.marketId })
      .from(productContents)
      .where(eq(productContents.code, code));
    return row && row.marketId === marketId ? sanitizeRichText(row.html) : null;
  }

  return {
    contentOf,

    /**
     * Stores the sanitised details HTML under the product code (before or after the product exists).
     * A code that belongs to another market is not found. Once the product exists, the save is a
     * step of its save and bumps its version (compared with `expected` when given).
     */
    async saveContent(principal: SellerPrincipal, code: string, content: string, expected?: number) {
      const marketId = principal.marketId;
      const [owner] = await db
        .select({ id: products.id, marketId: products.marketId })
        .from(products)
        .where(eq(products.code, code));
      if (owner && owner.marketId !== marketId) throw notFound();
      const html = sanitizeRichText(content);
      if (contentTextLength(html) > EDITOR_TEXT_LIMIT) throw fail(400, 'CONTENT_TOO_LONG', 'product.contentTooLong');
      const version = await db.transaction(async (tx) => {
        const next = owner ? await bumpProductVersion(tx, { id: owner.id, code }, expected) : null;
        const saved = await tx
          .insert(productContents)
          .values({ code, marketId, html })
          .onConflictDoUpdate({
            target: productContents.code,
            set: { html, updatedAt: new Date() },
            setWhere: eq(productContents.marketId, marketId),
          })
          .returning({ code: productContents.code });
        if (saved.length === 0) throw notFound();
        if (owner) await recordEvents(tx, await productEvents(tx, marketId, [owner.id], 'changed'));
        return next;
      });
      const url = contentUrlOf(code);
      return { contentUrl: url, url, version };
    },

    /** The stored HTML of a code (the preview link, which carries its own secret), or null. */
    async contentHtml(code: string) {
      const [row] = await db
        .select({ html: productContents.html })
        .from(productContents)
        .where(eq(productContents.code, code));
      return row ? sanitizeRichText(row.html) : null;
    },

    /**
     * The stored HTML of a code as its public page serves it: anyone sees a displayed product's; the
     * signed-in seller of the owning market (`viewerMarketId`) also sees drafts (content saved before
     * the product) and hidden products. Anything else reads as none.
     */
    async pageHtml(code: string, viewerMarketId: number | null) {
      const [row] = await db
        .select({ html: productContents.html, marketId: productContents.marketId, displayed: products.displayYn })
        .from(productContents)
        .leftJoin(products, eq(products.code, productContents.code))
        .where(eq(productContents.code, code));
      if (!row || (row.displayed !== true && row.marketId !== viewerMarketId)) return null;
      return sanitizeRichText(row.html);
    },
  };
}

export type ProductContent = ReturnType<typeof createProductContent>;
