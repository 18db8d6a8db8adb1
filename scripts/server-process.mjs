// The real server as a process of its own, and scratch PostgreSQL databases, for the tests that run
// servers as an operator does (apps/server/test, e2e). One copy, imported by both.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = {
  /** The sources, through tsx (the API tests: no build needed). */
  src: ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
  /** What `npm run build` made (the browser tests, which serve the built app). */
  dist: [path.join(repoRoot, 'apps/server/dist/main.js')],
};

/** A free TCP port on 127.0.0.1 (the OS picks it; a server started right after takes it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server as its own process on 127.0.0.1 and waits until `/ready` answers 200.
 * `wrap` runs it under another command (for example `unshare`), given as the words before node.
 */
export async function startServer({ port, env, wrap = [], entry = 'src', timeoutMs = 150_000 }) {
  const [command, ...args] = [...wrap, process.execPath, ...ENTRIES[entry]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_NO_WARNINGS: '1',
      DEMO_SEED: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server on port ${port} exited at start: ${stderr}`);
    const ready = await fetch(`${url}/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} was not ready in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, url, child, stderr: () => stderr, exited };
}

/** Ends a server started here (SIGKILL when it is still running 30 s after a clean stop was asked for). */
export async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await server.exited;
  clearTimeout(timer);
}

async function onAdmin(adminUrl, statement) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database of its own (`<prefix>_<random>`) on the server of `adminUrl`, empty or a copy
 * of `template`: its name, its URL, and `drop()`, which removes it (closing what is still connected).
 */
export async function createScratchDatabase(adminUrl, prefix = 't', template) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
