/** `npm run bench -- <name> [<name> …]`: runs bench/<name>.ts one after another (all when none given). */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.replace(/\.ts$/, ''));
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : available;
for (const name of wanted) {
  if (!available.includes(name)) {
    console.error(`no benchmark "${name}"; available: ${available.join(', ')}`);
    process.exit(1);
  }
  console.log(`\n== bench ${name} ==`);
  // --expose-gc: a bench that measures memory collects garbage first (`global.gc`), so "before" is what is kept.
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(dir, `${name}.ts`)], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
