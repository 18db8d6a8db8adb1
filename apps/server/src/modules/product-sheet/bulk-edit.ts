import {
  bulkEditAfter,
  message,
  type BulkEditState,
  type ProductBulkApplyBody,
  type ProductBulkPreview,
  type ProductBulkPreviewBody,
} from '@seller/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketDeliveries, productOptionUnions, products } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { bumpVersion } from '../../lib/versions.ts';
import { productEvents, recordEvents, stockEvent } from '../events/index.ts';

type Changes = ProductBulkPreviewBody['changes'];

/**
 * Bulk edit of a selection on 상품 관리 (issue 35 §3): price, discount, stock, 판매/노출 and the delivery
 * template of many products at once. The preview shows each product before and after with the form's
 * pricing rules; the apply writes all of them or none, each at the version the preview showed (a
 * product saved since refuses the whole apply with 409).
 */
export function createProductBulkEdit(db: Db) {
  async function template(marketId: number, id: number | undefined) {
    if (id === undefined) return undefined;
    const [row] = await db
      .select()
      .from(marketDeliveries)
      .where(and(eq(marketDeliveries.id, id), eq(marketDeliveries.marketId, marketId)));
    if (!row) throw fail(422, 'INVALID_PRODUCT', 'delivery.unknownTemplate');
    return row;
  }

  /** The market's products of these codes with their state, in the order given; 404 naming any other. */
  async function load(marketId: number, codes: string[]) {
    const unique = [...new Set(codes)];
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.marketId, marketId), inArray(products.code, unique)));
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const missing = unique.filter((c) => !byCode.has(c));
    if (missing.length) throw fail(404, 'NOT_FOUND', 'productManage.unknownProducts', { codes: missing.join(', ') });
    const unions = await db
      .select({ productId: productOptionUnions.productId, stocks: productOptionUnions.stocks })
      .from(productOptionUnions)
      .where(
        and(
          inArray(
            productOptionUnions.productId,
            rows.map((r) => r.id),
          ),
          eq(productOptionUnions.deleted, false),
        ),
      )
      .orderBy(asc(productOptionUnions.position), asc(productOptionUnions.id));
    return unique.map((code) => {
      const row = byCode.get(code)!;
      const flags = row.pendingFlags ?? row;
      const state: BulkEditState = {
        price: row.price,
        saleRate: row.saleRate,
        salePrice: row.salePrice,
        sell: flags.sellYn,
        display: flags.displayYn,
        stocks: unions.filter((u) => u.productId === row.id).map((u) => u.stocks),
        deliveryName: row.delivery.marketDeliveryName,
      };
      return { row, state };
    });
  }

  async function previewOf(marketId: number, codes: string[], changes: Changes) {
    const chosen = await template(marketId, changes.marketDeliveryId);
    const loaded = await load(marketId, codes);
    return loaded.map(({ row, state }) => {
      const { after, problem } = bulkEditAfter(state, changes, chosen?.name);
      return { row, before: state, after, problem, template: chosen };
    });
  }

  return {
    async preview(marketId: number, body: ProductBulkPreviewBody): Promise<ProductBulkPreview> {
      const rows = (await previewOf(marketId, body.productCodes, body.changes)).map((p) => ({
        code: p.row.code,
        name: p.row.name,
        version: p.row.version,
        before: p.before,
        after: p.after,
        problem: p.problem ? message(p.problem) : null,
      }));
      const invalid = rows.filter((r) => r.problem).length;
      return { rows, valid: rows.length - invalid, invalid };
    },

    async apply(marketId: number, body: ProductBulkApplyBody) {
      const { changes } = body;
      const planned = await previewOf(
        marketId,
        body.products.map((p) => p.code),
        changes,
      );
      const refused = planned.find((p) => p.problem);
      if (refused) throw fail(422, 'INVALID_PRODUCT', refused.problem!);
      const versionOf = new Map(body.products.map((p) => [p.code, p.version]));
      return db.transaction(async (tx) => {
        const saved: { code: string; version: number }[] = [];
        for (const { row, after, template: chosen } of planned) {
          const version = await bumpVersion(tx, products, eq(products.id, row.id), versionOf.get(row.code));
          const flags = { sellYn: after.sell, displayYn: after.display };
          await tx
            .update(products)
            .set({
              price: after.price,
              saleRate: after.saleRate,
              salePrice: after.salePrice,
              // A product still being registered keeps them until its images publish it.
              ...(row.pendingFlags ? { pendingFlags: flags } : flags),
              ...(chosen
                ? {
                    marketDeliveryId: chosen.id,
                    delivery: {
                      marketDeliveryId: chosen.id,
                      marketDeliveryName: chosen.name,
                      feeType: chosen.feeType,
                      defaultFee: chosen.defaultFee,
                      intCondition: chosen.intCondition,
                      islandMountainFee: chosen.islandMountainFee,
                      jejuFee: chosen.jejuFee,
                      returnFee: chosen.returnFee,
                      exchangeFee: chosen.exchangeFee,
                      international: chosen.international,
                    },
                  }
                : {}),
              updatedAt: new Date(),
            })
            .where(eq(products.id, row.id));
          if (changes.stock !== undefined) {
            await tx
              .update(productOptionUnions)
              .set({ stocks: changes.stock, updatedAt: new Date() })
              .where(and(eq(productOptionUnions.productId, row.id), eq(productOptionUnions.deleted, false)));
            await recordEvents(tx, await stockEvent(tx, marketId, row.id));
          }
          saved.push({ code: row.code, version });
        }
        await recordEvents(
          tx,
          await productEvents(
            tx,
            marketId,
            planned.map((p) => p.row.id),
            'changed',
          ),
        );
        return { updated: saved.length, products: saved };
      });
    },
  };
}

export type ProductBulkEdit = ReturnType<typeof createProductBulkEdit>;
