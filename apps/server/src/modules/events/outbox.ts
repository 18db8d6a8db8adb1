import { EVENT_TYPES, type EventData, type EventType } from '@seller/domain';
import { is, sql } from 'drizzle-orm';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { afterCommit, type Db, type Tx } from '../../db/client.ts';

/** The channel every committed batch of events is announced on (LISTEN/NOTIFY), to every instance. */
export const EVENTS_CHANNEL = 'sw_events';

/**
 * Advisory lock class of the outbox's publisher. Writers never take it: a change's transaction
 * queues its events (`platform_event_queue`), and publishing moves what is queued and committed into
 * `platform_events`, numbering it there, one publisher at a time (this lock, held until the publish
 * commits). So ids are committed in increasing order — a reader that has seen id N (a webhook
 * endpoint's cursor, the pull feed's `after`, the live hub's announcement) never later meets a
 * smaller id — while the changes themselves commit side by side.
 */
const PUBLISH_LOCK = 7_301;

/** An event about to be recorded: its type names its entity; `entityId` is the order code, product code, inquiry or market id. */
export interface NewEvent<T extends EventType = EventType> {
  type: T;
  marketId: number;
  entityId: string | number;
  data: EventData<T>;
}

/** What is announced on `EVENTS_CHANNEL` when a batch commits: the highest id and the markets it is about. */
export interface EventsNotice {
  id: number;
  markets: number[];
}

/**
 * Records events in the outbox inside the caller's transaction: they are queued with the change,
 * commit with it (or not at all), and are published (numbered, then announced with pg_notify) once
 * it commits, before the caller's `db.transaction` answers. A queued event a crash kept from being
 * published is published by the next publish of any instance (at the latest the minute's
 * `events.publish` job). An event's version is its own id, so it only grows per entity (a later
 * change of an entity waits for the earlier one's row lock, so it is queued and numbered after it).
 *
 * On PGlite the transaction numbers its events into `platform_events` itself and announces them at
 * its commit: its one connection runs one transaction at a time, so ids taken in a transaction commit
 * in increasing order without a publisher, and the publish's own transaction (four statements more a
 * change, on the one thread every request shares) is saved.
 */
export async function recordEvents(tx: Tx, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({
    m: e.marketId,
    t: e.type,
    e: EVENT_TYPES[e.type].entity,
    i: String(e.entityId),
    d: e.data,
  }));
  const json = JSON.stringify(rows);
  if (is(tx, PgliteTransaction) || is(tx, PgliteDatabase)) {
    await tx.execute(sql`
      with written as (
        insert into platform_events (id, version, market_id, type, entity, entity_id, data)
        select n, n, (value->>'m')::bigint, value->>'t', value->>'e', value->>'i', value->'d'
        from (
          select nextval(pg_get_serial_sequence('platform_events', 'id')) as n, a.value
          from (select * from jsonb_array_elements(${json}::jsonb) with ordinality as e(value, ord) order by ord) a
        ) q
        returning id, market_id
      )
      select pg_notify(${EVENTS_CHANNEL}, json_build_object('id', max(id), 'markets', array_agg(distinct market_id))::text)
      from written`);
    return;
  }
  await tx.execute(sql`
    insert into platform_event_queue (market_id, type, entity, entity_id, data)
    select (value->>'m')::bigint, value->>'t', value->>'e', value->>'i', value->'d'
    from jsonb_array_elements(${json}::jsonb) with ordinality as a(value, ord)
    order by ord`);
  afterCommit(publishEvents);
}

/** Each database's publish running in this process, and the one asked for while it runs. */
const publishing = new WeakMap<Db, { running: Promise<void> | null; next: Promise<void> | null }>();

/**
 * Publishes the queued events of committed transactions: one publisher at a time numbers them in
 * queue order after every id published before, and announces the batch on `EVENTS_CHANNEL` when it
 * commits. Cheap when nothing is queued.
 *
 * Within a process, callers share publishes: a call while one runs waits for the next one, which
 * starts when the running one ends and takes everything committed by then, its caller's events
 * included. So a burst of commits costs two publishes, not one each queued on the lock with a
 * pooled connection held (which starved the writers: 24 purchases/s before, bench intake).
 */
export function publishEvents(db: Db): Promise<void> {
  const state = publishing.get(db) ?? { running: null, next: null };
  publishing.set(db, state);
  if (!state.running) {
    state.running = publishOnce(db).finally(() => (state.running = null));
    return state.running;
  }
  state.next ??= state.running
    .catch(() => {})
    .then(() => {
      state.next = null;
      return publishEvents(db);
    });
  return state.next;
}

async function publishOnce(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK}::int)`);
    // A statement after the lock: it sees every queued event committed before the lock was had.
    await tx.execute(sql`
      with moved as (
        delete from platform_event_queue returning *
      ), numbered as (
        select nextval(pg_get_serial_sequence('platform_events', 'id')) as n, q.*
        from (select * from moved order by id) q
      ), written as (
        insert into platform_events (id, version, market_id, type, entity, entity_id, data, created_at)
        select n, n, market_id, type, entity, entity_id, data, created_at from numbered
        returning id, market_id
      )
      select pg_notify(${EVENTS_CHANNEL}, json_build_object('id', max(id), 'markets', array_agg(distinct market_id))::text)
      from written having count(*) > 0`);
  });
}

/** Records one event (see `recordEvents`). */
export function recordEvent<T extends EventType>(tx: Tx, event: NewEvent<T>): Promise<void> {
  return recordEvents(tx, [event as unknown as NewEvent]);
}
