import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase } from '../../../scripts/server-process.mjs';
import { createDatabase, type Database } from '../src/db/client.ts';

export { freePort, startServer, stopServer, type ServerProcess } from '../../../scripts/server-process.mjs';

/**
 * A PostgreSQL database of its own for one describe block (on TEST_DATABASE_URL's server), migrated
 * and filled by `seed`, for tests that run server processes on it; dropped after the block.
 */
export function usePostgres(seed: (database: Database) => Promise<void>) {
  const ctx = {} as { url: string; database: Database };
  let drop = async () => {};
  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    drop = scratch.drop;
    ctx.url = scratch.url;
    ctx.database = await createDatabase({ kind: 'postgres', url: ctx.url, poolSize: 2 });
    await ctx.database.migrate();
    await seed(ctx.database);
  });
  afterAll(async () => {
    await ctx.database?.close();
    await drop();
  });
  return ctx;
}
