import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { is, Param, Placeholder } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteListen, postgresListen, type Listen } from './listen.ts';
import { prepareStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database as the services see it: the same type on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept `Db | Tx` where they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Where an order line's JSON is built (`modules/orders/order-json.ts`), by what it costs here: on
   * PostgreSQL the server builds it from the row's columns (the database's JSON functions cost it
   * several times what sending the columns did, and the database is the part every instance
   * shares); PGlite's driver reads one JSON text quicker than dozens of columns, so its database
   * builds it.
   */
  lineJson: LineJson;
  /** LISTEN on a channel of this database (PGlite's own listen; on PostgreSQL one connection of its own). */
  listen: Listen;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type LineJson = 'database' | 'server';

export type DbConfig =
  // No dataDir: in memory (tests). loadDataDir: a dump (`dumpDataDir`) to start from instead of an initdb.
  // preparedStatements: false keeps PGlite's own query path (a benchmark's baseline); see pglite-statements.ts.
  | { kind: 'pglite'; dataDir?: string; sharedBuffers?: string; loadDataDir?: Blob; preparedStatements?: boolean }
  | { kind: 'postgres'; url: string; poolSize: number };

/**
 * PGlite's shared buffers unless told (PostgreSQL's default is 128MB). PGlite's WebAssembly memory
 * never shrinks, so every page the buffer pool has touched stays resident: 16MB keeps the embedded
 * server's idle memory down (docs/benchmarks.md). Only a cache: committed data and its durability are
 * the same; a working set larger than it is read again from the files (the OS page cache).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** What runs once the transaction it was asked for in has committed, given the database it committed on. */
type AfterCommit = (db: Db) => Promise<unknown>;
const committing = new AsyncLocalStorage<Set<AfterCommit>>();

/**
 * Asks for `work` to run once the current `db.transaction` has committed (not at all when it rolls
 * back), before the transaction's caller gets its answer; the same function asked for twice runs
 * once. Outside a transaction it does nothing (a caller without one has nothing to wait for).
 */
export function afterCommit(work: AfterCommit) {
  committing.getStore()?.add(work);
}

let reportAfterCommitFailure: (error: unknown) => void = (error) => console.error('work after a commit failed', error);

/** Where a failure of the work after a commit is reported (the server's log; stderr until one is set). */
export function onAfterCommitFailure(report: (error: unknown) => void) {
  reportAfterCommitFailure = report;
}

/**
 * Makes `db.transaction` run the work asked for with `afterCommit` once it commits. A failure there
 * is reported, not thrown: the change is committed, and answering its caller with an error would
 * have a seller or a marketplace retry what already happened. (The one such work, publishing the
 * outbox, is caught up by the next publish of any instance, at the latest the minute's job.)
 */
function withAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    const after = new Set<AfterCommit>();
    const result = await committing.run(after, () => transaction(run, config));
    for (const work of after) {
      try {
        await work(db);
      } catch (error) {
        reportAfterCommitFailure(error);
      }
    }
    return result;
  };
  return db;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function createDatabase(config: DbConfig): Promise<Database> {
  if (config.kind === 'pglite') {
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    const client = new PGlite({
      dataDir: config.dataDir,
      loadDataDir: config.loadDataDir,
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${config.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
      ],
    });
    await client.waitReady;
    if (config.preparedStatements !== false) prepareStatements(client);
    const db = withAfterCommit(drizzlePglite(client, { schema }) as unknown as Db);
    return {
      db,
      kind: 'pglite',
      lineJson: 'database',
      listen: pgliteListen(client),
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize, options: '-c TimeZone=UTC' });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = withAfterCommit(drizzlePg(pool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    lineJson: 'server',
    listen: postgresListen(config.url),
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** What a hot statement is built from: a Drizzle query (or anything that writes its SQL and parameters). */
interface Buildable {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A statement sent on a hot path (every call's session lookup, an order page and its lines' JSON),
 * answered as rows of values in the driver's own types: PostgreSQL's `int8` is text on node-postgres
 * and a number on PGlite, `timestamptz` a Date on both.
 */
export interface HotStatement {
  rows(values: Record<string, unknown>): Promise<unknown[][]>;
}

/**
 * A hot statement: Drizzle writes its SQL once, and every call the driver sends it as it is with the
 * call's values for its placeholders (`sql.placeholder`). On PostgreSQL it is named (parsed and
 * planned once per connection; an empty name sends it unnamed): a name is one statement text. A
 * prepared Drizzle query builds no SQL either, but fills, traces and maps each call through a few
 * promises, which cost a list call about as much CPU as everything else the app adds to the bare
 * route's (docs/benchmarks.md, thin API).
 */
export function hotStatement(db: Db, name: string, query: Buildable): HotStatement {
  const { sql: text, params } = query.toSQL();
  const fill = placeholderFiller(params);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) {
    return {
      rows: (values) => client.query<unknown[]>(text, fill(values), { rowMode: 'array' }).then((r) => r.rows),
    };
  }
  return {
    rows: (values) =>
      client
        .query<unknown[]>({ name: name || undefined, text, values: fill(values), rowMode: 'array' })
        .then((r) => r.rows),
  };
}

/**
 * The values of a statement's parameters for a call, as Drizzle's `fillPlaceholders` gives them (a
 * placeholder's value, through its column's encoder when it has one; any other parameter as it is),
 * with what each parameter is worked out once instead of on every call.
 */
function placeholderFiller(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const valueOf = (values: Record<string, unknown>, name: string) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return values[name];
  };
  const fills = params.map((param): ((values: Record<string, unknown>) => unknown) => {
    if (is(param, Placeholder)) return (values) => valueOf(values, param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const { encoder, value } = param;
      return (values) => encoder.mapToDriverValue(valueOf(values, value.name));
    }
    return () => param;
  });
  return (values) => fills.map((fill) => fill(values));
}
