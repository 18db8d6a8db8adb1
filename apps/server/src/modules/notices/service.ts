import {
  hasContent,
  labels,
  message,
  noticeCreateSchema,
  seoulDate,
  seoulDayRange,
  type Notice,
  type NoticeList,
  type NoticeListQuery,
} from '@seller/domain';
import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/html-sanitizer.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows per database round trip of the export (spec 02 §9: batches of 100, cursor by the last row). */
const EXPORT_BATCH = 100;

export interface PublishNoticeInput {
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  /** Seed data only: a type other than NOTICE and a chosen creation time. */
  type?: string;
  createdAt?: Date;
}

type NoticeSearch = Pick<NoticeListQuery, 'title' | 'startDate' | 'endDate'>;

function conditionsOf(query: NoticeSearch): SQL[] {
  const conditions: SQL[] = [];
  if (query.title) conditions.push(ilike(notices.title, `%${escapeLike(query.title)}%`));
  if (query.startDate && query.endDate && query.startDate > query.endDate) throw badRequest('search.invalidPeriod');
  if (query.startDate || query.endDate) {
    const { from, to } = seoulDayRange(query.startDate ?? '2000-01-01', query.endDate ?? '2999-12-31');
    conditions.push(gte(notices.createdAt, from), lt(notices.createdAt, to));
  }
  return conditions;
}

interface NoticeExportRow {
  id: number;
  type: string;
  title: string;
  startDate: string;
  endDate: string;
  createdAt: Date;
}

/** The export's columns (header and width) and one notice's cells in their order. */
export const NOTICE_EXPORT_COLUMNS = [
  { header: labels.list.number, width: 10 },
  { header: labels.notice.kind, width: 10 },
  { header: labels.notice.title, width: 50 },
  { header: labels.notice.startDate, width: 14 },
  { header: labels.notice.endDate, width: 14 },
  { header: labels.list.registeredOn, width: 14 },
];
export const noticeExportRow = (r: NoticeExportRow) => [
  r.id,
  r.type === 'NOTICE' ? labels.notice.notice : r.type,
  r.title,
  r.startDate,
  r.endDate,
  seoulDate(r.createdAt),
];

export function createNoticeService(db: Db) {
  return {
    async list(query: NoticeListQuery): Promise<NoticeList> {
      const conditions = conditionsOf(query);
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: notices.id, type: notices.type, title: notices.title, createdAt: notices.createdAt })
          .from(notices)
          .where(where)
          .orderBy(desc(notices.createdAt), desc(notices.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: count() }).from(notices).where(where),
      ]);
      return {
        notices: rows.map((r) => ({ id: r.id, type: r.type, title: r.title, timestamp: r.createdAt.toISOString() })),
        total: total?.n ?? 0,
      };
    },

    async get(id: number): Promise<Notice> {
      const [row] = await db.select().from(notices).where(eq(notices.id, id));
      if (!row) throw notFound();
      return {
        id: row.id,
        type: row.type,
        title: row.title,
        // Sanitised on read too: a row written by any path never reaches a page unchecked.
        content: sanitizeRichText(row.content),
        startDate: row.startDate,
        endDate: row.endDate,
        timestamp: row.createdAt.toISOString(),
      };
    },

    /**
     * Publishes a notice: the operator's HTTP call and the admin command line both come here, so
     * both get the same checks and the same HTML allow-list.
     */
    async publish(input: PublishNoticeInput): Promise<number> {
      const parsed = noticeCreateSchema.safeParse(input);
      if (!parsed.success)
        throw new AppError(400, 'VALIDATION_FAILED', parsed.error.issues[0]?.message ?? message('common.badRequest'));
      const content = sanitizeRichText(parsed.data.content);
      if (!hasContent(content)) throw badRequest('notice.contentRequired');
      const [row] = await db
        .insert(notices)
        .values({
          ...parsed.data,
          content,
          ...(input.type ? { type: input.type } : {}),
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        })
        .returning({ id: notices.id });
      return row!.id;
    },

    /**
     * The searched notices for the export, newest first, 100 at a time by keyset. The search is
     * checked now (a bad period is refused before the answer begins); the rows are read as the
     * export takes them.
     */
    exportBatches(query: NoticeSearch): AsyncGenerator<NoticeExportRow[]> {
      const base = conditionsOf(query);
      return (async function* () {
        // The cursor keeps the time as PostgreSQL's text: a JS Date would drop the microseconds.
        let cursor: { at: string; id: number } | null = null;
        for (;;) {
          const after: SQL[] = cursor
            ? [sql`(${notices.createdAt}, ${notices.id}) < (${cursor.at}::timestamptz, ${cursor.id})`]
            : [];
          const rows = await db
            .select({
              id: notices.id,
              type: notices.type,
              title: notices.title,
              startDate: notices.startDate,
              endDate: notices.endDate,
              createdAt: notices.createdAt,
              at: sql<string>`${notices.createdAt}::text`,
            })
            .from(notices)
            .where(and(...base, ...after))
            .orderBy(desc(notices.createdAt), desc(notices.id))
            .limit(EXPORT_BATCH);
          if (rows.length > 0) yield rows;
          if (rows.length < EXPORT_BATCH) return;
          const last = rows[rows.length - 1]!;
          cursor = { at: last.at, id: last.id };
        }
      })();
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
