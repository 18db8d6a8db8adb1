import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';
import { createScratchDatabase } from '../../../scripts/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database (a tar file): each test database starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test database is created from (`CREATE DATABASE … TEMPLATE`). */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database of each kind before the API tests, which then copy it (test/helper.ts):
 * a fresh PGlite takes its initdb (2–4 s of WebAssembly) and 34 migrations on every copy otherwise.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'seller-test-template-'));
  const pglite = await createDatabase({ kind: 'pglite' });
  await pglite.migrate();
  const dump = await (pglite.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  const pgliteTemplate = path.join(dir, 'pglite.tar');
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', pgliteTemplate);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await createScratchDatabase(adminUrl, 't_template') : null;
  if (postgres) {
    const database = await createDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
    await database.migrate();
    await database.close();
  }
  project.provide('postgresTemplate', postgres?.name ?? null);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
