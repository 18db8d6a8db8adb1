/** The real server as a child process, for benchmarks that measure it from outside. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the server (scripts/build-server.mjs) so a benchmark measures apps/server/dist/main.js as it is now. */
export function buildServer() {
  console.log('building the server…');
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Seconds from spawning the command to the first GET /health 200. */
  seconds: number;
}

/** A port for a benchmark's server, away from the tests' ranges. */
export const benchPort = () => 4900 + Math.floor(Math.random() * 90);

/**
 * Starts `node <args>` in the repository with an embedded database in `dataDir`, and waits (up to two
 * minutes) for GET /health to answer 200.
 */
export async function startServer(
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = benchPort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 2400 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, seconds: (performance.now() - started) / 1000 };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGTERM');
  throw new Error(`node ${args.join(' ')} did not answer /health within 120 s`);
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process, in MB (VmRSS). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** The machine's 1-minute load average, as printed beside each figure. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
