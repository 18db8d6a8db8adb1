import { AUTH_LIMITS } from '@seller/domain';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

const WINDOW_MS = AUTH_LIMITS.failureWindowMinutes * 60_000;

/**
 * Attempts counted per key (`ia:<login>|<address>`, `ip:<address>`, `id:<login>`, `pw:<seller>`) in
 * the database, so every instance sees the same counts. An attempt is reserved (counted) in one
 * statement before the password is checked, so concurrent guesses cannot all pass a count read
 * before the slow hash; an attempt that succeeds gives its reservation back.
 */
export function createFailureThrottle(db: Db) {
  const expired = (now: Date) => sql`${loginFailures.windowStart} < ${new Date(now.getTime() - WINDOW_MS)}`;

  /** Counts one attempt; answers the row's count after it, or null when `allowed` refused it. */
  async function count(key: string, now: Date, allowed?: ReturnType<typeof sql>): Promise<number | null> {
    const old = expired(now);
    const rows = await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStart: now, lastAttemptAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${old} then 1 else ${loginFailures.failures} + 1 end`,
          windowStart: sql`case when ${old} then ${now} else ${loginFailures.windowStart} end`,
          lastAttemptAt: now,
        },
        ...(allowed ? { setWhere: sql`${old} or ${allowed}` } : {}),
      })
      .returning({ failures: loginFailures.failures });
    return rows[0]?.failures ?? null;
  }

  return {
    /** Reserves one attempt under `key`; false when the window already holds `max` of them. */
    async reserve(key: string, max: number, now = new Date()): Promise<boolean> {
      return ((await count(key, now)) ?? Infinity) <= max;
    },

    /**
     * Reserves one attempt under `key`: the first `free` in the window at once, then each only when
     * 2 s, 4 s, … (at most `maxIdDelaySeconds`) have passed since the last one. A refused attempt is
     * not counted, so the wait never grows past the cap: a delay, not a lock.
     */
    async reserveSpaced(key: string, free: number, now = new Date()): Promise<boolean> {
      const waited = sql`${loginFailures.failures} < ${free} or ${loginFailures.lastAttemptAt} <= ${now}::timestamptz -
        make_interval(secs => least(${AUTH_LIMITS.maxIdDelaySeconds}, power(2, ${loginFailures.failures} - ${free} + 1)))`;
      return (await count(key, now, waited)) !== null;
    },

    /**
     * Reserves one attempt under `key` at a steady rate: the first `burst` in the window at once, then
     * one each `60 / perMinute` seconds after the last one taken. A refused attempt is not counted.
     */
    async reserveAtRate(key: string, burst: number, perMinute: number, now = new Date()): Promise<boolean> {
      const waited = sql`${loginFailures.failures} < ${burst} or ${loginFailures.lastAttemptAt} <= ${now}::timestamptz -
        make_interval(secs => ${60 / perMinute})`;
      return (await count(key, now, waited)) !== null;
    },

    /** Gives back the reservation of an attempt that succeeded. */
    async release(key: string) {
      await db
        .update(loginFailures)
        .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
        .where(eq(loginFailures.key, key));
    },

    async clear(key: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },

    /** Forgets counts whose window has passed. */
    async sweep(now = new Date()) {
      await db.delete(loginFailures).where(lt(loginFailures.windowStart, new Date(now.getTime() - WINDOW_MS)));
    },
  };
}

export type FailureThrottle = ReturnType<typeof createFailureThrottle>;
