#!/usr/bin/env node
// Builds the server once to plain JavaScript: apps/server/dist/main.js (and the worker entries beside
// it), with the migrations copied to dist/migrations. The workspace package @seller/domain (TypeScript)
// is bundled in; every other package stays an import from node_modules. dist/ sits at the same depth
// as src/, so the paths the server finds from its own file (the repository root, node_modules) hold.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const dist = path.join(server, 'dist');

/** Entry points of the built server, by output name. */
const serverEntries = {
  main: 'src/main.ts',
  'sheet-worker': 'src/lib/sheet-worker.ts',
  'xlsx-worker': 'src/lib/xlsx-worker.ts',
};

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: server,
  entryPoints: serverEntries,
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages-but-workspace',
      setup(b) {
        // Bare imports are packages in node_modules, except the workspace's own TypeScript package.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path === '@seller/domain' || args.path.startsWith('@seller/domain/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
