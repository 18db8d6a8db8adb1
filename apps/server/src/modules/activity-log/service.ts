import {
  labels,
  seoulDateTime,
  seoulDayRange,
  type ActivityEntry,
  type ActivityKind,
  type ActivityPage,
  type ActivityQuery,
  type ProductActivityQuery,
} from '@seller/domain';
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityLog, products, sellers } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

/** Who acted: a seller by id, or the operator (command line or operator API). */
export type Actor = { sellerId: number } | { operator: true };
export const OPERATOR: Actor = { operator: true };

export interface ActivityRecord {
  marketId: number;
  kind: ActivityKind;
  /** Order or product codes, a login id…: one entry per subject (at least one entry, '' for none). */
  subjects?: readonly string[];
  detail?: string;
}

/** Rows per database round trip of the export. */
const EXPORT_BATCH = 500;

type ActivitySearch = Omit<ActivityQuery, 'page' | 'size'>;

function conditionsOf(marketId: number, query: ActivitySearch): SQL[] {
  const conditions: SQL[] = [eq(activityLog.marketId, marketId)];
  if (query.loginId) conditions.push(eq(activityLog.loginId, query.loginId));
  if (query.kind) conditions.push(eq(activityLog.kind, query.kind));
  if (query.subject) conditions.push(eq(activityLog.subject, query.subject));
  if (query.startDate && query.endDate && query.startDate > query.endDate) throw badRequest('search.invalidPeriod');
  if (query.startDate || query.endDate) {
    const { from, to } = seoulDayRange(query.startDate ?? '2000-01-01', query.endDate ?? '2999-12-31');
    conditions.push(sql`${activityLog.at} >= ${from}`, lt(activityLog.at, to));
  }
  return conditions;
}

const entryOf = (row: typeof activityLog.$inferSelect): ActivityEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  loginId: row.loginId,
  name: row.sellerName,
  kind: row.kind as ActivityKind,
  subject: row.subject,
  detail: row.detail,
});

export const ACTIVITY_EXPORT_COLUMNS = [
  { header: labels.activity.at, width: 20 },
  { header: labels.activity.person, width: 16 },
  { header: labels.activity.who, width: 14 },
  { header: labels.activity.kind, width: 20 },
  { header: labels.activity.subject, width: 24 },
  { header: labels.activity.detail, width: 50 },
];
export const activityExportRow = (e: ActivityEntry) => [
  seoulDateTime(new Date(e.at)),
  e.loginId,
  e.name,
  labels.activity.kinds[e.kind],
  e.subject,
  e.detail,
];

/**
 * The activity log of each market: written beside each change (never updated: a trigger refuses it),
 * read by the people with `log.read`, and cut to the retention period by the sweep.
 */
export function createActivityLogService(db: Db) {
  return {
    /** Records an action; the acting seller's login id and name are copied, so they outlive the account. */
    async record(actor: Actor, entry: ActivityRecord, executor: Pick<Db, 'insert' | 'select'> = db) {
      const subjects = entry.subjects?.length ? [...new Set(entry.subjects)] : [''];
      const detail = (entry.detail ?? '').slice(0, 1000);
      if ('operator' in actor) {
        await executor.insert(activityLog).values(
          subjects.map((subject) => ({
            marketId: entry.marketId,
            sellerId: null,
            loginId: 'operator',
            sellerName: labels.activity.operator,
            kind: entry.kind,
            subject,
            detail,
          })),
        );
        return;
      }
      const [seller] = await executor
        .select({ loginId: sellers.loginId, name: sellers.name })
        .from(sellers)
        .where(eq(sellers.id, actor.sellerId));
      if (!seller) return;
      await executor.insert(activityLog).values(
        subjects.map((subject) => ({
          marketId: entry.marketId,
          sellerId: actor.sellerId,
          loginId: seller.loginId,
          sellerName: seller.name,
          kind: entry.kind,
          subject: subject.slice(0, 200),
          detail,
        })),
      );
    },

    async list(marketId: number, query: ActivityQuery): Promise<ActivityPage> {
      const where = and(...conditionsOf(marketId, query));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(activityLog)
          .where(where)
          .orderBy(desc(activityLog.at), desc(activityLog.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: count() }).from(activityLog).where(where),
      ]);
      return { total: total?.n ?? 0, entries: rows.map(entryOf) };
    },

    /**
     * Who changed one of the market's products, newest first (the entries naming its code: creation,
     * saves of the form, images, options, flags, bulk edits). 404 for a product not of the market.
     */
    async productHistory(marketId: number, code: string, query: ProductActivityQuery): Promise<ActivityPage> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.marketId, marketId), eq(products.code, code)));
      if (!product) throw notFound();
      return this.list(marketId, { ...query, subject: code });
    },

    /** The searched entries for the export, newest first, by keyset (checked before the answer begins). */
    exportBatches(marketId: number, query: ActivitySearch): AsyncGenerator<ActivityEntry[]> {
      const base = conditionsOf(marketId, query);
      return (async function* () {
        let cursor: number | null = null;
        for (;;) {
          const rows = await db
            .select()
            .from(activityLog)
            .where(and(...base, ...(cursor === null ? [] : [lt(activityLog.id, cursor)])))
            .orderBy(desc(activityLog.id))
            .limit(EXPORT_BATCH);
          if (rows.length > 0) yield rows.map(entryOf);
          if (rows.length < EXPORT_BATCH) return;
          cursor = rows[rows.length - 1]!.id;
        }
      })();
    },

    /** Deletes entries older than the retention period; answers how many. */
    async sweep(retentionDays: number, now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - retentionDays * 86_400_000);
      const gone = await db.delete(activityLog).where(lt(activityLog.at, before)).returning({ id: activityLog.id });
      return gone.length;
    },
  };
}

export type ActivityLogService = ReturnType<typeof createActivityLogService>;
