import { EVENT_TYPES, type EventData, type EventType } from '@seller/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** The channel every committed batch of events is announced on (LISTEN/NOTIFY), to every instance. */
export const EVENTS_CHANNEL = 'sw_events';

/**
 * Advisory lock class of the outbox: a transaction that records events takes it before it numbers
 * them and holds it until it commits, so events are committed in id order. A reader that has seen
 * id N (a webhook endpoint's cursor, the pull feed's `after`) never later meets a smaller id.
 */
const OUTBOX_LOCK = 7_301;

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
 * Records events in the outbox inside the caller's transaction, and announces them (pg_notify, sent
 * when the transaction commits, not at all when it rolls back). Call it as the transaction's last
 * write: it takes the outbox lock, held until commit. An event's version is its own id, so it only
 * grows per entity (a later change of an entity waits for the earlier one's row lock, then numbers
 * its event after it).
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
  await tx.execute(sql`select pg_advisory_xact_lock(${OUTBOX_LOCK}::int)`);
  await tx.execute(sql`
    with numbered as (
      select nextval(pg_get_serial_sequence('platform_events', 'id')) as n, x.value
      from (select value, ord from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as a(value, ord)
            order by ord) x
    ), written as (
      insert into platform_events (id, version, market_id, type, entity, entity_id, data)
      select n, n, (value->>'m')::bigint, value->>'t', value->>'e', value->>'i', value->'d' from numbered
      returning id, market_id
    )
    select pg_notify(${EVENTS_CHANNEL}, json_build_object('id', max(id), 'markets', array_agg(distinct market_id))::text)
    from written`);
}

/** Records one event (see `recordEvents`). */
export function recordEvent<T extends EventType>(tx: Tx, event: NewEvent<T>): Promise<void> {
  return recordEvents(tx, [event as unknown as NewEvent]);
}
