import {
  DEFAULT_PAGE_SIZE,
  MAX_UNPAGED_ROWS,
  seoulDayRange,
  type Qna,
  type QnaList,
  type QnaListBody,
  type QnaType,
} from '@seller/domain';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qnas } from '../../db/schema/index.ts';
import { badRequest, notFound, tooManyResults } from '../../lib/errors.ts';
import { recordEvent } from '../events/index.ts';

type Row = typeof qnas.$inferSelect;

const toQna = (r: Row): Qna => ({
  id: r.id,
  type: r.type as QnaType,
  customerName: r.customerName,
  productName: r.productName,
  content: r.content,
  reply: r.reply,
  replyYn: r.replyYn,
  timestamp: r.createdAt.toISOString(),
  repliedAt: r.repliedAt?.toISOString() ?? null,
});

/** Customer inquiries of one market; every query is scoped by the seller's market. */
export function createQnaService(db: Db) {
  return {
    /** Without page and size: every match as a list (refused past MAX_UNPAGED_ROWS); else one page and the total. */
    async list(marketId: number, query: QnaListBody): Promise<QnaList | Qna[]> {
      if (query.startDate && query.endDate && query.startDate > query.endDate) throw badRequest('search.invalidPeriod');
      const conditions: SQL[] = [eq(qnas.marketId, marketId)];
      if (query.replyYn !== undefined) conditions.push(eq(qnas.replyYn, query.replyYn));
      if (query.type) conditions.push(eq(qnas.type, query.type));
      if (query.startDate || query.endDate) {
        const { from, to } = seoulDayRange(query.startDate ?? '2000-01-01', query.endDate ?? '2999-12-31');
        conditions.push(gte(qnas.createdAt, from), lt(qnas.createdAt, to));
      }
      const where = and(...conditions);
      const newestFirst = [desc(qnas.createdAt), desc(qnas.id)];
      if (query.page === undefined && query.size === undefined) {
        const rows = await db
          .select()
          .from(qnas)
          .where(where)
          .orderBy(...newestFirst)
          .limit(MAX_UNPAGED_ROWS + 1);
        if (rows.length > MAX_UNPAGED_ROWS) throw tooManyResults();
        return rows.map(toQna);
      }
      const page = query.page ?? 1;
      const size = query.size ?? DEFAULT_PAGE_SIZE;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(qnas)
          .where(where)
          .orderBy(...newestFirst)
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(qnas).where(where),
      ]);
      return { qnas: rows.map(toQna), total: total?.n ?? 0 };
    },

    async get(marketId: number, id: number): Promise<Qna> {
      const [row] = await db
        .select()
        .from(qnas)
        .where(and(eq(qnas.id, id), eq(qnas.marketId, marketId)));
      if (!row) throw notFound();
      return toQna(row);
    },

    /**
     * Saves the reply and marks the inquiry answered; a second save replaces the reply. The
     * marketplace learns of it (`inquiry.answered`) in the same transaction.
     */
    async reply(marketId: number, id: number, reply: string): Promise<Qna> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(qnas)
          .set({ reply, replyYn: true, repliedAt: new Date() })
          .where(and(eq(qnas.id, id), eq(qnas.marketId, marketId)))
          .returning();
        if (!row) throw notFound();
        const qna = toQna(row);
        await recordEvent(tx, {
          type: 'inquiry.answered',
          marketId,
          entityId: id,
          data: { inquiryId: id, type: qna.type, reply, repliedAt: qna.repliedAt! },
        });
        return qna;
      });
    },
  };
}

export type QnaService = ReturnType<typeof createQnaService>;
