import {
  CLOSED_STATUSES,
  isRevealable,
  PERSONAL_FIELDS,
  PRIVACY_DEFAULTS,
  seoulDayRange,
  withinDownloadWindow,
  type AccessChannel,
  type AccessLogEntry,
  type AccessLogExportQuery,
  type AccessLogPage,
  type AccessLogQuery,
  type AccessPurposeInput,
  type MaskKind,
  type PersonalData,
} from '@seller/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accessLog, orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { MASKS_SQL } from '../../lib/mask-sql.ts';

/** Who looks: the seller, their market and the address the call came from. */
export interface Viewer {
  marketId: number;
  loginId: string;
  address: string;
}

/** The periods of issue 34 §3, §4; the server's settings (PRIVACY_* variables) or the defaults. */
export interface PrivacySettings {
  downloadDays: number;
  accessLogDays: number;
}
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  downloadDays: PRIVACY_DEFAULTS.downloadDays,
  accessLogDays: PRIVACY_DEFAULTS.accessLogDays,
};

const PERSONAL_COLUMNS = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  paidAt: orders.paidAt,
  pccc: orders.pccc,
  nameForPccc: orders.nameForPccc,
  ordererName: orders.ordererName,
  ordererContact: orders.ordererContact,
  recipientName: orders.recipientName,
  recipientContact: orders.recipientContact,
  postcode: orders.postcode,
  address1: orders.address1,
  address2: orders.address2,
  entranceValue: orders.entranceValue,
};
interface PersonalRow {
  code: string;
  pccc: string | null;
  nameForPccc: string | null;
  ordererName: string;
  ordererContact: string;
  recipientName: string;
  recipientContact: string;
  postcode: string;
  address1: string;
  address2: string;
  entranceValue: string;
}

const personalData = (row: PersonalRow): PersonalData => ({
  code: row.code,
  pccc: row.pccc,
  nameForPccc: row.nameForPccc,
  orderer: { name: row.ordererName, contact: row.ordererContact },
  recipient: {
    name: row.recipientName,
    phoneNumber: row.recipientContact,
    postcode: row.postcode,
    address1: row.address1,
    address2: row.address2,
    entranceValue: row.entranceValue,
  },
});

/** What a log row says, before it is written. */
export interface AccessRecord {
  channel: AccessChannel;
  purpose: AccessPurposeInput;
  orderCodes: readonly string[];
  fields: readonly string[];
}

const entryOf = (row: typeof accessLog.$inferSelect): AccessLogEntry => ({
  id: row.id,
  marketId: row.marketId,
  actor: row.actor,
  at: row.at.toISOString(),
  address: row.address,
  channel: row.channel,
  purpose: row.purpose,
  purposeDetail: row.purposeDetail,
  orderCount: row.orderCount,
  orderCodes: row.orderCodes,
  fields: row.fields,
});

/** The filters of an access-log search as a WHERE (market, seller, purpose, channel, Seoul days). */
function logWhere(marketId: number | undefined, query: AccessLogExportQuery): SQL | undefined {
  return and(
    marketId === undefined ? undefined : eq(accessLog.marketId, marketId),
    query.actor ? eq(accessLog.actor, query.actor) : undefined,
    query.purpose ? eq(accessLog.purpose, query.purpose) : undefined,
    query.channel ? eq(accessLog.channel, query.channel) : undefined,
    query.startDate ? gte(accessLog.at, seoulDayRange(query.startDate, query.startDate).from) : undefined,
    query.endDate ? lt(accessLog.at, seoulDayRange(query.endDate, query.endDate).to) : undefined,
  );
}

/**
 * Buyers' personal data (issue 34): the reveal of an order's data with a purpose, the access log each
 * reveal, print and download writes (in the same transaction as the read of the data it gives out),
 * the log's reads, and the cut-offs that store masked values in place of the data once it is no
 * longer needed.
 */
export function createPrivacyService(db: Db, settings: PrivacySettings = DEFAULT_PRIVACY_SETTINGS) {
  /** Writes one log row in `tx`: if it fails, the transaction (and what it would give out) fails with it. */
  async function record(tx: Db | Tx, viewer: Viewer, what: AccessRecord) {
    await tx.insert(accessLog).values({
      marketId: viewer.marketId,
      actor: viewer.loginId,
      address: viewer.address,
      channel: what.channel,
      purpose: what.purpose.purpose,
      purposeDetail: what.purpose.purposeDetail,
      orderCount: what.orderCodes.length,
      orderCodes: [...what.orderCodes],
      fields: [...what.fields],
    });
  }

  /** The full personal data of the market's orders of these ids that may be shown now, by id. */
  async function revealable(tx: Db | Tx, marketId: number, ids: readonly number[], forDownload: Date | null) {
    if (ids.length === 0) return new Map<number, PersonalData>();
    const rows = await tx
      .select(PERSONAL_COLUMNS)
      .from(orders)
      .where(and(eq(orders.marketId, marketId), inArray(orders.id, [...ids])));
    return new Map(
      rows
        .filter(
          (row) =>
            isRevealable(row.status) &&
            (forDownload === null || withinDownloadWindow(row.paidAt, forDownload, settings.downloadDays)),
        )
        .map((row) => [row.id, personalData(row)]),
    );
  }

  return {
    settings,
    record,

    /**
     * `POST /sw/a/v1/orders/{code}/personal-data`: one order's personal data in full, with the log
     * row written in the same transaction (no row, no data). 404 for an order not of the market,
     * 409 outside the statuses where the seller needs the data.
     */
    async reveal(viewer: Viewer, code: string, purpose: AccessPurposeInput, channel: AccessChannel = 'SCREEN') {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select(PERSONAL_COLUMNS)
          .from(orders)
          .where(and(eq(orders.marketId, viewer.marketId), eq(orders.code, code)));
        if (!row) throw notFound();
        if (!isRevealable(row.status)) throw conflict('privacy.notRevealable');
        await record(tx, viewer, { channel, purpose, orderCodes: [row.code], fields: PERSONAL_FIELDS });
        return personalData(row);
      });
    },

    /**
     * Personal data given out with a log row (prints, exports): the full data of those of `ids` that
     * may be shown (for a download, paid within the download window too), after the log row naming
     * every order of the call is written in the same transaction.
     */
    async disclose(viewer: Viewer, ids: readonly number[], what: AccessRecord, now: Date | null) {
      return db.transaction(async (tx) => {
        const data = await revealable(tx, viewer.marketId, ids, now);
        await record(tx, viewer, what);
        return data;
      });
    },

    /** A page of the market's access log, newest first (operator: any market, `marketId` undefined). */
    async accessLog(marketId: number | undefined, query: AccessLogQuery): Promise<AccessLogPage> {
      const where = logWhere(marketId, query);
      const rows = await db
        .select()
        .from(accessLog)
        .where(where)
        .orderBy(desc(accessLog.at), desc(accessLog.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      const [total] = await db.select({ n: count() }).from(accessLog).where(where);
      return { entries: rows.map(entryOf), total: total?.n ?? 0 };
    },

    /** Every entry of a search, newest first, 500 at a time (the log's export). */
    async *accessLogBatches(marketId: number | undefined, query: AccessLogExportQuery) {
      const where = logWhere(marketId, query);
      for (let offset = 0; ; offset += 500) {
        const rows = await db
          .select()
          .from(accessLog)
          .where(where)
          .orderBy(desc(accessLog.at), desc(accessLog.id))
          .limit(500)
          .offset(offset);
        if (rows.length > 0) yield rows.map(entryOf);
        if (rows.length < 500) return;
      }
    },

    countAccessLog: async (marketId: number | undefined, query: AccessLogExportQuery) =>
      (await db.select({ n: count() }).from(accessLog).where(logWhere(marketId, query)))[0]?.n ?? 0,

    /**
     * The cut-offs stored (issue 34 §3): orders closed (구매 확정, a completed cancel, exchange or
     * refund) get their personal values replaced by the masked ones, and shipped orders lose their
     * PCCC; log rows older than the retention period are deleted. Idempotent: a second run changes
     * nothing. Answers how many orders and log rows it changed.
     */
    async cutOff(now: Date = new Date()) {
      const mask = (column: AnyColumn, kind: MaskKind) => MASKS_SQL[kind](column);
      const personal: [AnyColumn, MaskKind][] = [
        [orders.ordererName, 'name'],
        [orders.ordererContact, 'phone'],
        [orders.recipientName, 'name'],
        [orders.recipientContact, 'phone'],
        [orders.address2, 'addressDetail'],
        [orders.entranceValue, 'entrance'],
        [orders.nameForPccc, 'name'],
      ];
      // One statement; only rows still holding a value its mask would change (masked values are fixed points).
      const masked = await db
        .update(orders)
        .set({
          ordererName: mask(orders.ordererName, 'name'),
          ordererContact: mask(orders.ordererContact, 'phone'),
          recipientName: mask(orders.recipientName, 'name'),
          recipientContact: mask(orders.recipientContact, 'phone'),
          address2: mask(orders.address2, 'addressDetail'),
          entranceValue: mask(orders.entranceValue, 'entrance'),
          nameForPccc: mask(orders.nameForPccc, 'name'),
          pccc: null,
        })
        .where(
          and(
            inArray(orders.status, [...CLOSED_STATUSES]),
            or(
              isNotNull(orders.pccc),
              ...personal.map(([column, kind]) => sql`${column} is distinct from ${mask(column, kind)}`),
            ),
          ),
        )
        .returning({ id: orders.id });
      // Shipped orders (a transit time) need no PCCC any more.
      const cleared = await db
        .update(orders)
        .set({ pccc: null })
        .where(and(isNotNull(orders.transitAt), isNotNull(orders.pccc)))
        .returning({ id: orders.id });
      const expired = await db
        .delete(accessLog)
        .where(lt(accessLog.at, new Date(now.getTime() - settings.accessLogDays * 86_400_000)))
        .returning({ id: accessLog.id });
      return { masked: masked.length, pcccCleared: cleared.length, logDeleted: expired.length };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
