#!/usr/bin/env node
// `npm run dev`: the API server from its sources, restarted on every change (tsx watch, port 8080 or
// PORT), and Vite's dev server with hot reload (http://localhost:5173), which proxies /sw, /files and
// /docs to it (apps/web/vite.config.ts). Ctrl+C stops both; when one stops, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '8080';
const web = path.join(root, 'apps/web');

const children = [
  spawn(path.join(root, 'node_modules/.bin/tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn(path.join(web, 'node_modules/.bin/vite'), [], {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${port}` },
  }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
