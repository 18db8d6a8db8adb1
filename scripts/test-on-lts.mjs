#!/usr/bin/env node
// The unit and API tests (domain and server projects, on PGlite) once more on a current LTS Node, as
// well as on the machine's own. The npm registry's `node` package supplies that Node (npx caches it).
// The PostgreSQL run and the web app's component tests stay on the machine's Node: what differs
// between Node versions is the server's runtime, and PGlite exercises all of it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LTS = '24';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Without TEST_DATABASE_URL and CI: the PostgreSQL-only files (the deployment test refuses to be skipped
// when CI is set) ran in the machine's pass, and nothing else reads CI.
const { TEST_DATABASE_URL: _postgres, CI: _ci, ...env } = process.env;
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(
  'npx',
  ['--yes', '--package', `node@${LTS}`, '--', 'node', vitest, 'run', '--project', 'domain', '--project', 'server'],
  { cwd: root, env, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
