import { PassThrough } from 'node:stream';
import {
  message,
  noticeCreateSchema,
  seoulDate,
  seoulDayRange,
  type Notice,
  type NoticeList,
  type NoticeListQuery,
} from '@seller/domain';
import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { hasVisibleContent, sanitizeRichText } from '../../lib/html-sanitizer.ts';

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
        content: row.content,
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
      if (!hasVisibleContent(content)) throw badRequest('notice.contentRequired');
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
     * The notice list as an .xlsx stream (sheet `Report`, header row): rows are read 100 at a time by
     * keyset and written as they come, so memory stays flat whatever the number of notices.
     */
    exportXlsx(query: NoticeSearch): PassThrough {
      const base = conditionsOf(query);
      const out = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useSharedStrings: false,
        useStyles: false,
      });
      const sheet = workbook.addWorksheet('Report');
      sheet.columns = [
        { header: '번호', key: 'id', width: 10 },
        { header: '구분', key: 'type', width: 10 },
        { header: '제목', key: 'title', width: 50 },
        { header: '게시 시작일', key: 'startDate', width: 14 },
        { header: '게시 종료일', key: 'endDate', width: 14 },
        { header: '등록일', key: 'createdAt', width: 14 },
      ];
      void (async () => {
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
          for (const r of rows) {
            sheet
              .addRow({
                id: r.id,
                type: r.type === 'NOTICE' ? '공지' : r.type,
                title: r.title,
                startDate: r.startDate,
                endDate: r.endDate,
                createdAt: seoulDate(r.createdAt),
              })
              .commit();
          }
          if (rows.length < EXPORT_BATCH) break;
          const last = rows[rows.length - 1]!;
          cursor = { at: last.at, id: last.id };
        }
        sheet.commit();
        await workbook.commit();
      })().catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
