import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { Config } from './config.ts';

/** Set in the child that prepares a new embedded database (`prepareFirstStart`). */
const PREPARING = 'SELLER_PREPARE_EMBEDDED';

/** Whether this process is the child that prepares a new embedded database, and exits when done. */
export const isPreparing = () => process.env[PREPARING] === '1';

/**
 * The first start on an embedded database (issue 39.3): its creation (initdb), the migrations and the
 * demo data run in a child process, the same command, which exits when they are done; the server then
 * opens the prepared folder as after a restart. PGlite's WebAssembly memory grows to what its heaviest
 * work needed and is never given back to the system: a server that had created and seeded its
 * database itself kept about 435 MB resident, against about 250 MB for the same data after a restart
 * (docs/benchmarks.md, runtime). Nothing to do with PostgreSQL or a folder that already holds a database.
 */
export async function prepareFirstStart(config: Config): Promise<void> {
  if (config.databaseUrl || isPreparing()) return;
  if (existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [PREPARING]: '1' },
    stdio: 'inherit',
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code === 0) return;
  // The child said why on the same stderr (a locked folder, a refused setting); a signal says nothing.
  if (signal) console.error(`Cannot start: preparing the embedded database stopped (${signal})`);
  process.exit(code ?? 1);
}
