import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Tx } from '../db/client.ts';

/** What pg-boss needs of a connection: one statement with values, or a script of several without. */
type Executor = PgBoss.Db;

/**
 * pg-boss over the embedded PGlite (the same instance the app uses). PGlite's `query` takes one
 * statement with values and its `exec` a script of several (pg-boss's migrations and locked
 * commands); values are sent as node-postgres sends them: arrays as array literals (PGlite does
 * not encode JavaScript arrays), plain objects as JSON, dates as ISO text.
 */
export function pgliteExecutor(client: PGlite): Executor {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values.map(toPostgres));
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** pg-boss inside a Drizzle transaction (node-postgres or PGlite): its statements join that transaction. */
export function txExecutor(tx: Tx): Executor {
  const client = (
    tx as unknown as { session: { client: { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } } }
  ).session.client;
  const pglite = !('release' in client); // a node-postgres pool client can be released; a PGlite transaction cannot
  return {
    executeSql: (text: string, values?: unknown[]) =>
      client.query(text, pglite ? (values ?? []).map(toPostgres) : (values ?? [])) as Promise<{ rows: never[] }>,
  };
}

/** A value as node-postgres writes it into a statement's parameter. */
export function toPostgres(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return arrayLiteral(v);
    const text = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
