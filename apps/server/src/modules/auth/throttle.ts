import { AUTH_LIMITS } from '@seller/domain';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

const WINDOW_MS = AUTH_LIMITS.failureWindowMinutes * 60_000;

/**
 * Failed password checks counted per key (`id:<login>`, `ip:<address>`, `pw:<seller>`) in the
 * database, so every instance sees the same counts. A key with `max` failures inside the window is
 * throttled until the window has passed.
 */
export function createFailureThrottle(db: Db) {
  return {
    async isThrottled(key: string, max: number, now = new Date()) {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
      return !!row && row.failures >= max && now.getTime() - row.windowStart.getTime() < WINDOW_MS;
    },

    async recordFailure(key: string, now = new Date()) {
      const windowStartLimit = new Date(now.getTime() - WINDOW_MS);
      await db
        .insert(loginFailures)
        .values({ key, failures: 1, windowStart: now })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.windowStart} < ${windowStartLimit} then 1 else ${loginFailures.failures} + 1 end`,
            windowStart: sql`case when ${loginFailures.windowStart} < ${windowStartLimit} then ${now} else ${loginFailures.windowStart} end`,
          },
        });
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
