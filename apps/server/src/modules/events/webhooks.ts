import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foreground } from '../../lib/foreground.ts';
import { outboxState, platformEvents, webhookDeadLetters, webhookEndpoints } from '../../db/schema/index.ts';
import { badRequest, fail, notFound } from '../../lib/errors.ts';
import { envelopeOf, webhookSignature } from './envelope.ts';

/** How long the outbox keeps events for the pull feed (a daily job removes older ones). */
export const EVENT_RETENTION_DAYS = 30;
/**
 * Events in one delivery; after a failure the endpoint gets one at a time until it answers again.
 * Each batch is read, serialised and signed in one stretch of the event loop, which a seller's request
 * arriving meanwhile waits for: 100 keeps that stretch to a few milliseconds (500 took about 12 ms).
 */
export const WEBHOOK_BATCH = 100;
/**
 * How long a batch waits for the requests being answered in this process to end before it goes anyway
 * (lib/foreground.ts): under a steady stream of sellers' calls, delivery still sends a batch every 50 ms.
 */
const QUIET_WAIT_MS = 50;
/**
 * The most events an instance delivers a second, over all its endpoints (`WEBHOOK_MAX_EVENTS_PER_SECOND`,
 * default 3,000: three times issue 33's drain target). Delivery is background work in the server's
 * own process: unpaced, a backlog drained as fast as the CPU allowed (41,000 events/s on an idle
 * machine) and the sellers' requests waited behind it (their list's p95 2.9× while it drained).
 * Paced, it takes a bounded share of the CPU and gives way to requests before each batch; events at a
 * lower rate (live traffic: one event a transaction) are not held back beyond that wait.
 * `unlimited` turns both off (delivery as it was before; bench events compares the two).
 */
export const webhookRateCeiling = () =>
  process.env.WEBHOOK_MAX_EVENTS_PER_SECOND === 'unlimited'
    ? Infinity
    : Number(process.env.WEBHOOK_MAX_EVENTS_PER_SECOND) || 3_000;
/** How long one delivery may take before it counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * How long an instance holds an endpoint while delivering to it (renewed each batch): a killed
 * instance's endpoint is taken over after it. `WEBHOOK_LEASE_MS` shortens it (tests).
 */
const leaseMs = () => Number(process.env.WEBHOOK_LEASE_MS) || 60_000;

/**
 * The retry schedule: the first retry after `baseMs`, each next one twice as late, at most `maxMs`
 * apart; an event still refused `windowMs` after its first failure is parked as a dead letter and
 * delivery goes on with the next. Defaults: 10 s doubling to 1 h, for 24 h (about 30 attempts).
 * `WEBHOOK_RETRY_BASE_MS`, `WEBHOOK_RETRY_MAX_MS` and `WEBHOOK_RETRY_WINDOW_MS` change them (tests).
 */
export function retrySchedule() {
  const num = (name: string, fallback: number) => {
    const value = Number(process.env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    baseMs: num('WEBHOOK_RETRY_BASE_MS', 10_000),
    maxMs: num('WEBHOOK_RETRY_MAX_MS', 3_600_000),
    windowMs: num('WEBHOOK_RETRY_WINDOW_MS', 24 * 3_600_000),
  };
}

export const retryDelay = (failures: number, schedule = retrySchedule()) =>
  Math.min(schedule.baseMs * 2 ** Math.max(0, failures - 1), schedule.maxMs);

type Endpoint = typeof webhookEndpoints.$inferSelect;

/** An endpoint as the operator sees it: never its secret again. */
const publicOf = (e: Endpoint) => ({
  id: e.id,
  url: e.url,
  marketId: e.marketId,
  cursor: e.cursor,
  failures: e.failures,
  failingSince: e.failingSince?.toISOString() ?? null,
  nextAttemptAt: e.nextAttemptAt?.toISOString() ?? null,
  lastError: e.lastError,
  createdAt: e.createdAt.toISOString(),
});

function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('webhook.badUrl');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw badRequest('webhook.badUrl');
  return parsed.toString();
}

/** POSTs a signed body; answers null on 2xx, else what went wrong. */
async function post(url: string, secret: string, body: string): Promise<string | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sw-signature': webhookSignature(secret, body) },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      redirect: 'manual',
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message.slice(0, 200);
  }
}

/**
 * Webhook endpoints, their delivery and their dead letters (issue 33 §1). Delivery of one endpoint
 * runs in one place at a time (a pg-boss job per endpoint with its singleton key, and a lease row in
 * the database against anything else), reads the outbox after the endpoint's cursor in id order —
 * so each entity's events arrive in order — and moves the cursor only after a 2xx: at least once.
 */
export function createWebhookService(db: Db) {
  const owner = randomUUID();
  /**
   * The pacing of this instance's deliveries (see `webhookRateCeiling`): each batch books its share of
   * a second after the ones before it, and waits for its turn; a batch with no one before it goes at once.
   */
  let bookedUntil = 0;
  const pace = async (events: number) => {
    const ceiling = webhookRateCeiling();
    if (ceiling === Infinity) return;
    // Sellers first: wait for a moment without requests in this process, at most QUIET_WAIT_MS.
    await foreground.quiet(QUIET_WAIT_MS);
    const start = Math.max(Date.now(), bookedUntil);
    bookedUntil = start + (events * 1000) / ceiling;
    const wait = start - Date.now();
    await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
  };

  async function claim(id: number): Promise<Endpoint | null> {
    const [row] = await db
      .update(webhookEndpoints)
      .set({ leaseUntil: sql`now() + ${`${leaseMs()} milliseconds`}::interval`, leaseOwner: owner })
      .where(
        and(
          eq(webhookEndpoints.id, id),
          isNull(webhookEndpoints.removedAt),
          or(
            isNull(webhookEndpoints.leaseUntil),
            lt(webhookEndpoints.leaseUntil, sql`now()`),
            eq(webhookEndpoints.leaseOwner, owner),
          ),
        ),
      )
      .returning();
    return row ?? null;
  }

  const release = (id: number) =>
    db
      .update(webhookEndpoints)
      .set({ leaseUntil: null, leaseOwner: null })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.leaseOwner, owner)));

  const eventsAfter = (endpoint: Endpoint, limit: number) =>
    db
      .select()
      .from(platformEvents)
      .where(
        and(
          gt(platformEvents.id, endpoint.cursor),
          endpoint.marketId === null ? undefined : eq(platformEvents.marketId, endpoint.marketId),
        ),
      )
      .orderBy(asc(platformEvents.id))
      .limit(limit);

  return {
    /** Registers an endpoint; its secret is answered here only. It gets the events recorded from now on. */
    async add(input: { url: string; marketId: number | null }) {
      const url = checkedUrl(input.url);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const [last] = await db
        .select({ id: platformEvents.id })
        .from(platformEvents)
        .orderBy(desc(platformEvents.id))
        .limit(1);
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ url, secret, marketId: input.marketId, cursor: last?.id ?? 0 })
        .returning();
      return { ...publicOf(row!), secret };
    },

    async list() {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(isNull(webhookEndpoints.removedAt))
        .orderBy(asc(webhookEndpoints.id));
      return rows.map(publicOf);
    },

    async remove(id: number) {
      const done = await db
        .update(webhookEndpoints)
        .set({ removedAt: sql`now()` })
        .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.removedAt)))
        .returning({ id: webhookEndpoints.id });
      if (done.length === 0) throw notFound();
    },

    /** The endpoints that want an event of this market (every live endpoint when `marketId` is null). */
    async endpointIds(markets: number[] | null): Promise<number[]> {
      const rows = await db
        .select({ id: webhookEndpoints.id, marketId: webhookEndpoints.marketId })
        .from(webhookEndpoints)
        .where(isNull(webhookEndpoints.removedAt));
      return rows
        .filter((r) => markets === null || r.marketId === null || markets.includes(r.marketId))
        .map((r) => r.id);
    },

    /**
     * Delivers what the endpoint has not acknowledged, batch after batch, until it is up to date, it
     * fails (answers when to try again, in ms) or another instance holds it (null).
     */
    async deliver(id: number): Promise<{ retryInMs: number | null }> {
      const claimed = await claim(id);
      if (!claimed) return { retryInMs: null };
      let endpoint: Endpoint = claimed;
      /**
       * Saves the endpoint's delivery state and renews the lease, in one write; false when the lease
       * was lost (this instance stalled past it and another took the endpoint over: it goes on from there).
       */
      const save = async (set: Partial<Endpoint>) => {
        const [row] = await db
          .update(webhookEndpoints)
          .set({ ...set, leaseUntil: sql`now() + ${`${leaseMs()} milliseconds`}::interval` })
          .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.leaseOwner, owner)))
          .returning();
        if (row) endpoint = row;
        return row !== undefined;
      };
      const schedule = retrySchedule();
      try {
        for (;;) {
          const waitMs = endpoint.nextAttemptAt ? endpoint.nextAttemptAt.getTime() - Date.now() : 0;
          if (waitMs > 0) return { retryInMs: waitMs };
          const rows = await eventsAfter(endpoint, endpoint.failures > 0 ? 1 : WEBHOOK_BATCH);
          if (rows.length === 0) return { retryInMs: null };
          await pace(rows.length);
          const events = rows.map(envelopeOf);
          const error = await post(endpoint.url, endpoint.secret, JSON.stringify({ events }));
          const last = rows.at(-1)!.id;
          if (error === null) {
            const held = await save({
              cursor: last,
              failures: 0,
              failingSince: null,
              nextAttemptAt: null,
              lastError: null,
            });
            if (!held) return { retryInMs: null };
            continue;
          }
          const failures = endpoint.failures + 1;
          const since = endpoint.failingSince ?? new Date();
          if (Date.now() - since.getTime() >= schedule.windowMs) {
            // Past the retry window: the event is parked and delivery goes on with the next one.
            await db.transaction(async (tx) => {
              await tx.insert(webhookDeadLetters).values({
                endpointId: id,
                sequence: rows[0]!.id,
                event: events[0]!,
                attempts: failures,
                lastError: error,
              });
              await tx
                .update(webhookEndpoints)
                .set({ cursor: rows[0]!.id, failures: 0, failingSince: null, nextAttemptAt: null, lastError: error })
                .where(eq(webhookEndpoints.id, id));
            });
            endpoint = (await claim(id)) ?? endpoint;
            continue;
          }
          const retryInMs = retryDelay(failures, schedule);
          await db
            .update(webhookEndpoints)
            .set({
              failures,
              failingSince: since,
              lastError: error,
              nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
            })
            .where(eq(webhookEndpoints.id, id));
          return { retryInMs };
        }
      } finally {
        await release(id);
      }
    },

    /** The pull feed: the events of these markets (null: all) after `after`, oldest first; 410 for a pruned cursor. */
    async feed(markets: number[] | null, after: number | null, limit: number, retentionDays: number) {
      if (after !== null) {
        const [state] = await db.select().from(outboxState).where(eq(outboxState.id, 1));
        if (state && after < state.prunedThrough)
          throw fail(410, 'CURSOR_EXPIRED', 'webhook.cursorExpired', { days: retentionDays });
      }
      const from = after ?? 0;
      const rows = await db
        .select()
        .from(platformEvents)
        .where(
          and(
            gt(platformEvents.id, from),
            markets === null ? undefined : inArray(platformEvents.marketId, markets.length ? markets : [-1]),
          ),
        )
        .orderBy(asc(platformEvents.id))
        .limit(limit);
      return { events: rows.map(envelopeOf), next: rows.at(-1)?.id ?? from };
    },

    /** Removes events older than the retention and remembers how far, so the feed can refuse a cursor below it. */
    async prune(retentionDays: number) {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(platformEvents)
          .where(lt(platformEvents.createdAt, sql`now() - ${`${retentionDays} days`}::interval`))
          .returning({ id: platformEvents.id });
        const last = removed.reduce((max, r) => Math.max(max, r.id), 0);
        if (last > 0)
          await tx
            .insert(outboxState)
            .values({ id: 1, prunedThrough: last })
            .onConflictDoUpdate({
              target: outboxState.id,
              set: { prunedThrough: sql`greatest(${outboxState.prunedThrough}, ${last})` },
            });
      });
    },

    async deadLetters(endpointId?: number) {
      const rows = await db
        .select()
        .from(webhookDeadLetters)
        .where(endpointId === undefined ? undefined : eq(webhookDeadLetters.endpointId, endpointId))
        .orderBy(asc(webhookDeadLetters.id))
        .limit(1000);
      return rows.map((r) => ({
        id: r.id,
        endpointId: r.endpointId,
        sequence: r.sequence,
        event: r.event,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        replayedAt: r.replayedAt?.toISOString() ?? null,
      }));
    },

    /** Sends a dead letter again now; 502 when the endpoint still refuses it. */
    async replay(deadLetterId: number) {
      const [letter] = await db
        .select({ letter: webhookDeadLetters, endpoint: webhookEndpoints })
        .from(webhookDeadLetters)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeadLetters.endpointId))
        .where(eq(webhookDeadLetters.id, deadLetterId));
      if (!letter) throw notFound();
      const error = await post(
        letter.endpoint.url,
        letter.endpoint.secret,
        JSON.stringify({ events: [letter.letter.event] }),
      );
      if (error !== null) throw fail(502, 'WEBHOOK_REFUSED', 'webhook.replayRefused', { error });
      await db
        .update(webhookDeadLetters)
        .set({ replayedAt: sql`now()` })
        .where(eq(webhookDeadLetters.id, deadLetterId));
      return { replayed: true };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
