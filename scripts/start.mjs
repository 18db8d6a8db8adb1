#!/usr/bin/env node
// `npm start`: builds the web app and the server when a build is missing or older than its sources,
// then runs the built server (plain JavaScript, apps/server/dist/main.js) in this process. PORT,
// DATA_DIR, DATABASE_URL and the rest pass through.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(target, name))));
}

/** Runs a build when its output is missing or older than any of its sources. */
function buildIfStale(name, output, sources, command) {
  const built = path.join(root, output);
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newest))) return;
  console.log(`building the ${name}…`);
  const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale(
  'web app',
  'apps/web/dist/index.html',
  ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'],
  ['npm', 'run', 'build', '-w', 'apps/web'],
);
buildIfStale(
  'server',
  'apps/server/dist/main.js',
  ['apps/server/src', 'packages/domain/src', 'scripts/build-server.mjs'],
  [process.execPath, 'scripts/build-server.mjs'],
);

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
