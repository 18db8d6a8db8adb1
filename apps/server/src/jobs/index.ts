/**
 * Background and scheduled work, on pg-boss (10.4, the last line for Node 20) over the app's own
 * database: on PostgreSQL through its own small pool (schema `pgboss`), on the embedded PGlite
 * through `db.executeSql` on the same PGlite instance (pglite.ts). Use it as:
 *
 *     const jobs = createJobs(database, { logger });            // main.ts makes one per process
 *     jobs.work('orders.auto-confirm', {}, async (jobs) => …);  // any time, even before start()
 *     jobs.schedule('orders.auto-confirm', '* * * * *');        // cron, UTC; runs once across instances
 *     await jobs.start();                                       // main.ts, after the migrations
 *     await jobs.send('events.deliver', { endpointId }, { singletonKey: `endpoint:${id}` });
 *     await jobs.send('x', data, {}, tx);                       // inside a Drizzle transaction: commits with it
 *     await jobs.stop();                                        // main.ts, on shutdown
 *
 * Queues are created on first use (`work`, `schedule`, `send`); pass pg-boss queue options with
 * `jobs.queue(name, { policy: 'singleton', retryLimit, retryBackoff, deadLetter })` before start
 * for more. Handlers get pg-boss's job arrays (`batchSize` 1 unless told) and must be idempotent:
 * delivery is at least once (a job whose handler throws is retried per the queue's retry options;
 * one that outlives `expireInSeconds` is failed and retried). A schedule is stored in the database, so
 * it survives restarts, and pg-boss sends each cron tick once across every instance (one timekeeper
 * wins a database lock, the tick's job carries a singleton key). On PGlite, never `send` without
 * `tx` from inside a transaction: PGlite has one connection, and the outer call waits for the
 * transaction that waits for it.
 */
import PgBoss from 'pg-boss';
import type { Database, Tx } from '../db/client.ts';
import { pgliteExecutor, txExecutor } from './pglite.ts';

export type JobHandler<T> = (jobs: PgBoss.Job<T>[]) => Promise<unknown>;

export interface JobsLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface JobsOptions {
  logger?: JobsLogger;
  /** pg-boss settings over the defaults below (tests shorten the polling and the cron check). */
  boss?: Partial<PgBoss.ConstructorOptions>;
}

/**
 * How often a worker looks for work when idle, and how often the schedules are checked (by one
 * instance at a time: the check is claimed in the database). Schedules registered at start are
 * first seen at the next check, so it is short: a minute's tick runs within seconds of it.
 */
const DEFAULTS: Partial<PgBoss.ConstructorOptions> = {
  schema: 'pgboss',
  pollingIntervalSeconds: 2,
  cronMonitorIntervalSeconds: 5,
  cronWorkerIntervalSeconds: 2,
};

export function createJobs(database: Database, options: JobsOptions = {}) {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const connection: Partial<PgBoss.ConstructorOptions> =
    database.kind === 'pglite'
      ? { db: pgliteExecutor(client as Parameters<typeof pgliteExecutor>[0]) }
      : poolOptions(client as { options: Record<string, unknown> });
  const settings = { ...DEFAULTS, ...connection, ...options.boss };
  const schema = settings.schema ?? 'pgboss';
  const boss = new PgBoss(settings);
  boss.on('error', (err) => options.logger?.warn({ err: { message: err.message } }, 'job engine error'));

  const queues = new Map<string, PgBoss.Queue | undefined>();
  const created = new Set<string>();
  const workers: { name: string; options: PgBoss.WorkOptions; handler: JobHandler<unknown> }[] = [];
  const schedules: { name: string; cron: string; data: object; options: PgBoss.ScheduleOptions }[] = [];
  let started = false;

  /**
   * Creates a queue once per process. Instances starting together on a new database may create the
   * same queue at once, and PostgreSQL can answer one of them with a deadlock or a duplicate: it tries
   * again, and then finds the queue made.
   */
  async function ensureQueue(name: string) {
    for (let attempt = 1; !created.has(name); attempt++) {
      try {
        await boss.createQueue(name, { name, ...queues.get(name) });
        created.add(name);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  return {
    /** The pg-boss instance, for what this wrapper does not cover (fetch, getJobById, getQueueSize). */
    boss,
    get started() {
      return started;
    },

    /** Declares a queue's options (policy, retries, dead letter); created on start or first use. */
    async queue(name: string, queueOptions: Omit<PgBoss.Queue, 'name'> = {}) {
      queues.set(name, { name, ...queueOptions });
      if (started) await ensureQueue(name);
    },

    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const name of queues.keys()) await ensureQueue(name);
      for (const w of workers) {
        await ensureQueue(w.name);
        await boss.work(w.name, w.options, w.handler);
      }
      for (const s of schedules) {
        await ensureQueue(s.name);
        await boss.schedule(s.name, s.cron, s.data, s.options);
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      created.clear();
      await boss.stop({ graceful: true, timeout: 10_000, close: true, wait: true });
    },

    /**
     * Sends a job; with `tx`, inside that Drizzle transaction (the job exists only if it commits).
     * Answers the job id, or null when a singleton key already holds one.
     */
    async send(name: string, data: object = {}, sendOptions: PgBoss.SendOptions = {}, tx?: Tx) {
      if (!tx) {
        await ensureQueue(name);
        return boss.send(name, data, sendOptions);
      }
      const db = txExecutor(tx);
      // Through the transaction: outside it, PGlite's one connection would wait for this transaction.
      if (!created.has(name))
        await db.executeSql(`SELECT ${schema}.create_queue($1, $2)`, [name, { ...queues.get(name) }]);
      return boss.send(name, data, { ...sendOptions, db });
    },

    /** Works a queue with `handler`; registered now or, before start, when the engine starts. */
    async work<T>(name: string, workOptions: PgBoss.WorkOptions, handler: JobHandler<T>) {
      const worker = { name, options: workOptions, handler: handler as JobHandler<unknown> };
      workers.push(worker);
      if (started) {
        await ensureQueue(name);
        await boss.work(name, workOptions, worker.handler);
      }
    },

    /** A cron schedule (UTC unless `tz`), kept in the database: each tick sends one job across instances. */
    async schedule(name: string, cron: string, data: object = {}, scheduleOptions: PgBoss.ScheduleOptions = {}) {
      const entry = { name, cron, data, options: scheduleOptions };
      schedules.push(entry);
      if (started) {
        await ensureQueue(name);
        await boss.schedule(name, cron, data, scheduleOptions);
      }
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;

/** pg-boss's own pool on the app's PostgreSQL: the same server and database, a few connections. */
function poolOptions(pool: { options: Record<string, unknown> }): Partial<PgBoss.ConstructorOptions> {
  const { connectionString } = pool.options as { connectionString?: string };
  return { connectionString, max: 3, application_name: 'seller-jobs' };
}
