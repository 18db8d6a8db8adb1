import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';
import { createDiskStorage } from './storage/storage.ts';
import { createS3Storage } from './storage/s3.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');

/**
 * Opens what a process needs from the config: the lock (embedded database only), the database
 * migrated to the newest schema, and the file storage. Shared by the server and the admin CLI.
 */
export async function openRuntime(config: Config) {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let database: Database;
  try {
    database = config.databaseUrl
      ? await createDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
      : await createDatabase({
          kind: 'pglite',
          dataDir: path.join(config.dataDir, 'pglite'),
          sharedBuffers: config.pgliteSharedBuffers,
        });
    await database.migrate();
  } catch (error) {
    unlock();
    throw error;
  }
  const storage =
    config.storage.kind === 's3'
      ? createS3Storage(config.storage)
      : createDiskStorage(path.join(config.dataDir, 'files'));
  return {
    database,
    storage,
    async close() {
      await database.close();
      unlock();
    },
  };
}
