import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on a channel: `onNotice` gets each notification's payload, and null after the listening
 * connection was lost and made again (notifications sent meanwhile are gone: the caller catches up
 * from its source). Answers the way to stop listening.
 */
export type Listen = (channel: string, onNotice: (payload: string | null) => void) => Promise<() => Promise<void>>;

/** PGlite delivers notifications of its own (one) connection to every listener. */
export const pgliteListen =
  (client: PGlite): Listen =>
  async (channel, onNotice) =>
    client.listen(channel, (payload) => onNotice(payload));

/** How long to wait before connecting again after the listening connection failed (doubles up to the last). */
const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * On PostgreSQL a pooled connection cannot listen (it is handed to other queries), so the instance
 * keeps one connection of its own for it, made again when it drops (a restart or failover of the
 * database); the caller hears null then and reads what it missed.
 */
export const postgresListen =
  (url: string): Listen =>
  async (channel, onNotice) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let failures = 0;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (again: boolean) => {
      const next = new pg.Client({ connectionString: url, options: '-c TimeZone=UTC' });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotice(message.payload ?? '');
      });
      const lost = () => {
        if (client !== next || stopped) return;
        client = null;
        next.end().catch(() => undefined);
        schedule();
      };
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        next.end().catch(() => undefined);
        if (!again) throw error;
        schedule();
        return;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      failures = 0;
      if (again) onNotice(null);
    };
    const schedule = () => {
      if (stopped || retry) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)]!;
      retry = setTimeout(() => {
        retry = null;
        void connect(true);
      }, delay);
      retry.unref();
    };
    await connect(false);
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    };
  };
