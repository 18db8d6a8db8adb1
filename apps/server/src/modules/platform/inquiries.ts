import { createHash } from 'node:crypto';
import type { QnaType } from '@seller/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, platformIntakes, qnas } from '../../db/schema/index.ts';
import { badRequest, fail } from '../../lib/errors.ts';
import { recordEvent } from '../events/index.ts';

export interface InquiryInput {
  marketId: number;
  type: QnaType;
  customerName: string;
  content: string;
  productName: string;
  orderCode?: string;
  marketplaceInquiryId?: string;
}

/**
 * A buyer's inquiry in: it is in 문의 요청 (unanswered) at once. Idempotent by the marketplace's
 * inquiry id (or Idempotency-Key), recorded with it in one transaction, as purchases are.
 */
export function createInquiryService(db: Db) {
  return {
    async take(input: InquiryInput, headerKey?: string): Promise<{ inquiryId: number; replayed: boolean }> {
      const sent = input.marketplaceInquiryId;
      if (sent && headerKey && sent !== headerKey) throw badRequest('platform.keyMismatch');
      const key = sent ?? headerKey;
      if (!key) throw badRequest('platform.keyRequired');
      const stored = `inquiry:${key}`;
      const hash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
      const replay = async () => {
        const [row] = await db
          .select()
          .from(platformIntakes)
          .where(and(eq(platformIntakes.marketId, input.marketId), eq(platformIntakes.idempotencyKey, stored)));
        if (!row) return null;
        if (row.bodyHash !== hash) throw fail(409, 'IDEMPOTENCY_CONFLICT', 'platform.idempotencyConflict', { key });
        return { inquiryId: (row.answer as { inquiryId: number }).inquiryId, replayed: true };
      };
      const before = await replay();
      if (before) return before;
      if (input.orderCode) {
        const [order] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.code, input.orderCode), eq(orders.marketId, input.marketId)));
        if (!order) throw fail(400, 'ORDER_NOT_FOUND', 'platform.orderNotFound', { code: input.orderCode });
      }
      const created = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(platformIntakes)
          .values({ marketId: input.marketId, idempotencyKey: stored, bodyHash: hash, answer: {} })
          .onConflictDoNothing()
          .returning({ key: platformIntakes.idempotencyKey });
        if (claimed.length === 0) return null;
        const [row] = await tx
          .insert(qnas)
          .values({
            marketId: input.marketId,
            type: input.type,
            customerName: input.customerName,
            productName: input.productName,
            content: input.content,
            orderCode: input.orderCode ?? null,
          })
          .returning({ id: qnas.id });
        await tx
          .update(platformIntakes)
          .set({ answer: { inquiryId: row!.id } })
          .where(and(eq(platformIntakes.marketId, input.marketId), eq(platformIntakes.idempotencyKey, stored)));
        // The seller's 문의 요청 badge refreshes live from this event (and the marketplace hears it too).
        await recordEvent(tx, {
          type: 'inquiry.created',
          marketId: input.marketId,
          entityId: row!.id,
          data: { inquiryId: row!.id, type: input.type, orderCode: input.orderCode ?? null },
        });
        return row!.id;
      });
      if (created !== null) return { inquiryId: created, replayed: false };
      return (await replay())!;
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
