import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** How long `/ready` waits for the database before calling the instance not ready. */
const DATABASE_CHECK_MS = 2000;

/**
 * The probes: `/health` (liveness: the process answers; no database, so a slow database never gets
 * a healthy instance restarted) and `/ready` (readiness: 200 when the database answers `select 1`
 * in time, 503 while the database does not or once the instance drains for shutdown). While draining
 * every answer also carries `Connection: close`, so clients and proxies open their next connection
 * to another instance. Answers `drain()`.
 */
export function registerProbes(app: FastifyInstance, database: Database) {
  let draining = false;

  app.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({
    status: 'ok',
    database: database.kind,
  }));

  app.get('/ready', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (draining) return reply.status(503).send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_MS);
    });
    try {
      await Promise.race([database.db.execute(sql`select 1`), timeout]);
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ready' };
  });

  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done();
  });

  return {
    drain() {
      draining = true;
    },
  };
}
