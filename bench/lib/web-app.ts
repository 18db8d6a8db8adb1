import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { repoRoot, webDist } from '../../apps/server/src/runtime.ts';
import { seedDemo } from '../../apps/server/src/seed/demo.ts';
import { createDiskStorage } from '../../apps/server/src/storage/storage.ts';

export const DEMO_LOGIN = { id: 'demo', password: 'demo1234!' };
export { webDist };

/** `npm run build` of the web app, as CI and the start command run it. */
export function buildWeb() {
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

/**
 * The server as it ships (web build, embedded PGlite in memory, the demo data) on a free port of
 * 127.0.0.1; `close` stops it and removes its files. `dist`: another web build to serve (a baseline).
 */
export async function startWebApp(dist = webDist) {
  const database = await createDatabase({ kind: 'pglite' });
  await database.migrate();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const app = await buildApp({ database, storage: createDiskStorage(path.join(dir, 'files')), webDist: dist });
  await seedDemo(database.db, app.services);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    async close() {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
