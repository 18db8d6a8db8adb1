import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** How long `/ready` waits for the database before calling the instance not ready. */
const DATABASE_CHECK_MS = 2000;

/**
 * The probes: `/health` (liveness: the process answers; no database, so a slow database never gets
 * a healthy instance restarted) and `/ready` (readiness: 200 when the database answers `select 1`
 * in time, 503 while the database does not or once the instance drains for shutdown). While draining
 * every answer to a request that arrived meanwhile also carries `Connection: close`, so clients and
 * proxies open their next connection to another instance. Answers `drain()`.
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

  // Set as the request arrives: an onSend hook for it ran on every answer (issue 21 §3); a request
  // already in progress when draining begins is answered on its connection as it was.
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });

  return {
    drain() {
      draining = true;
    },
  };
}
