import {
  EVENT_ACTOR_KINDS,
  isOrderStatus,
  type EventActorKind,
  type EventType,
  type LiveEvent,
  type OrderStatus,
} from '@seller/domain';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { platformEvents } from '../../db/schema/index.ts';
import { EVENTS_CHANNEL, publishEvents, type EventsNotice } from './outbox.ts';

/** Events read from the outbox at a time. */
const READ_BATCH = 500;
/** A reconnecting stream replays at most this many missed events of its market; more, and it is told to reload. */
export const LIVE_REPLAY_MAX = 1_000;

/** One seller's open stream: the market it sees and where its events go. */
export interface LiveSubscriber {
  marketId: number;
  send(events: LiveEvent[]): void;
  /** The server closes the stream (it is shutting down): the browser reconnects, to another instance. */
  end(): void;
}

/** An outbox row as a seller's browser hears it: no entity state, nothing of a buyer. */
function toLive(row: { id: number; type: string; entityId: string; data: unknown }): LiveEvent {
  const data = (row.data ?? {}) as { to?: unknown; status?: unknown; actor?: { kind?: unknown } };
  const status = [data.to, data.status].find((s): s is OrderStatus => typeof s === 'string' && isOrderStatus(s));
  const actor = data.actor?.kind;
  return {
    sequence: row.id,
    type: row.type as EventType,
    entityId: row.entityId,
    status: status ?? null,
    actor: (EVENT_ACTOR_KINDS as readonly unknown[]).includes(actor) ? (actor as EventActorKind) : null,
  };
}

/** The events of these markets after `after`, oldest first. */
function eventsAfter(db: Db, after: number, markets: number[]) {
  return db
    .select({
      id: platformEvents.id,
      marketId: platformEvents.marketId,
      type: platformEvents.type,
      entityId: platformEvents.entityId,
      data: platformEvents.data,
    })
    .from(platformEvents)
    .where(and(gt(platformEvents.id, after), inArray(platformEvents.marketId, markets)))
    .orderBy(asc(platformEvents.id))
    .limit(READ_BATCH);
}

/** A stream as the hub keeps it: everything up to `cursor` has been sent to it (or was not its market's). */
interface Stream extends LiveSubscriber {
  cursor: number;
}

/**
 * The live updates of one instance (issue 33 §3): one LISTEN on `sw_events` (PostgreSQL: one
 * connection of its own; PGlite: its own listen), started with the first stream and stopped with the
 * app. A notification only wakes it: it reads the outbox after its streams' cursors for the markets
 * that have streams open, so an event committed on another instance reaches a seller here, a
 * reconnecting browser gets what it missed, and a lost LISTEN connection loses nothing. Each market's
 * events go to that market's streams only.
 */
export function createLiveHub(database: Database) {
  const { db } = database;
  let log: (error: unknown) => void = () => {};
  const streams = new Set<Stream>();
  /** The highest id announced: every event up to it is committed (ids commit in order). */
  let announced = 0;
  let started: Promise<void> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let reading: Promise<void> | null = null;
  let readAgain = false;
  /** Others woken by each announcement (webhook delivery), with the markets it names; null after a lost connection. */
  const noticeHandlers: ((notice: EventsNotice | null) => void)[] = [];

  async function lastId() {
    const [last] = await db
      .select({ id: platformEvents.id })
      .from(platformEvents)
      .orderBy(desc(platformEvents.id))
      .limit(1);
    return last?.id ?? 0;
  }

  async function readNew() {
    for (;;) {
      const current = [...streams];
      if (current.length === 0) return;
      const upTo = announced;
      const from = Math.min(...current.map((s) => s.cursor));
      const rows = await eventsAfter(db, from, [...new Set(current.map((s) => s.marketId))]);
      for (const s of current) {
        const fresh = rows.filter((r) => r.marketId === s.marketId && r.id > s.cursor).map(toLive);
        if (fresh.length > 0) s.send(fresh);
        // Whole window read: nothing of its market is left up to what was announced before the read.
        const seen = rows.length < READ_BATCH ? Math.max(upTo, rows.at(-1)?.id ?? 0) : rows.at(-1)!.id;
        s.cursor = Math.max(s.cursor, seen);
      }
      if (rows.length < READ_BATCH) return;
    }
  }

  /** Reads what is new; a wake-up during a read makes one more read after it. */
  function wake(notice: EventsNotice | null) {
    if (notice) announced = Math.max(announced, notice.id);
    for (const handler of noticeHandlers) handler(notice);
    if (reading) {
      readAgain = true;
      return;
    }
    reading = (async () => {
      do {
        readAgain = false;
        try {
          await readNew();
        } catch (error) {
          log(error);
        }
      } while (readAgain);
      reading = null;
    })();
  }

  function parse(payload: string | null): EventsNotice | null {
    if (payload === null) return null;
    try {
      return JSON.parse(payload) as EventsNotice;
    } catch {
      return null;
    }
  }

  async function start() {
    // What a crash left queued (committed, not yet published) goes out now.
    await publishEvents(db);
    announced = Math.max(announced, await lastId());
    unlisten = await database.listen(EVENTS_CHANNEL, (payload) => wake(parse(payload)));
  }

  return {
    /** Starts listening now (webhook delivery listens whether or not a seller has a stream open). */
    async start() {
      started ??= start().catch((error: unknown) => {
        started = null;
        throw error;
      });
      await started;
    },

    /** Publishes queued events a crash left behind (the minute's `events.publish` job). */
    publish: () => publishEvents(db),

    /** Hears every announcement of committed events (null: the connection was lost, anything may be new). */
    onNotice(handler: (notice: EventsNotice | null) => void) {
      noticeHandlers.push(handler);
    },

    /** Where read failures are reported (the app's log). */
    useLog(report: (error: unknown) => void) {
      log = report;
    },

    /**
     * Opens a stream for a market: the events after `after` (a reconnecting browser's last one) if
     * there are at most LIVE_REPLAY_MAX of them, then each new one as it commits. Answers whether the
     * missed events were replayed (else the browser reloads what it shows) and the way to close it.
     */
    async subscribe(subscriber: LiveSubscriber, after: number | null): Promise<{ replayed: boolean; close(): void }> {
      started ??= start().catch((error: unknown) => {
        started = null;
        throw error;
      });
      await started;
      const now = await lastId();
      let cursor = after ?? now;
      let replayed = true;
      if (after !== null && after < now) {
        const [{ missed } = { missed: 0 }] = await db.select({ missed: sql<number>`count(*)::int` }).from(
          db
            .select({ id: platformEvents.id })
            .from(platformEvents)
            .where(and(eq(platformEvents.marketId, subscriber.marketId), gt(platformEvents.id, after)))
            .limit(LIVE_REPLAY_MAX + 1)
            .as('missed'),
        );
        if (missed > LIVE_REPLAY_MAX) {
          replayed = false;
          cursor = now;
        }
      }
      const stream: Stream = { ...subscriber, cursor };
      streams.add(stream);
      if (cursor < now) wake(null);
      return { replayed, close: () => void streams.delete(stream) };
    },

    /** Stops listening (the app closes). */
    async stop() {
      for (const s of streams) s.end();
      streams.clear();
      await started?.catch(() => undefined);
      await unlisten?.();
      unlisten = null;
      started = null;
      await reading;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
