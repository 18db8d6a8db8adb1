import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataDirHolder, DataDirLockedError, lockDataDir } from '../src/lib/data-dir-lock.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the data-folder lock', () => {
  let dir: string;
  const lockFile = () => path.join(dir, 'server.lock');
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names its holder by pid and host, and refuses a second taker while held', () => {
    const unlock = lockDataDir(dir);
    const holder = { pid: process.pid, host: hostname() };
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual(holder);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `in use by another server process (pid ${process.pid} on host ${hostname()})`,
    );
    expect(dataDirHolder(dir)).toEqual(holder);
    unlock();
    expect(dataDirHolder(dir)).toBeNull();
    lockDataDir(dir)();
  });

  it('is never blocked by what a dead holder left in the file, whatever pid it names', () => {
    for (const left of [
      JSON.stringify({ pid: process.pid, host: hostname() }),
      JSON.stringify({ pid: 1, host: 'x' }),
      '123',
      '',
    ]) {
      writeFileSync(lockFile(), left);
      expect(dataDirHolder(dir)).toBeNull();
      lockDataDir(dir)();
    }
  });

  it('has no holder for a folder that does not exist', () => {
    expect(dataDirHolder(path.join(dir, 'missing'))).toBeNull();
  });
});

/** Runs a command as a second container would: in a pid namespace of its own, where it is pid 1. */
function inOwnPidNamespace(command: string[], env: Record<string, string>) {
  const child = spawn('unshare', ['--pid', '--fork', '--mount-proc', '--kill-child', ...command], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

// Two containers on one volume, as a rolling update runs them: the second sees no process of the first.
describe.runIf(process.platform === 'linux')('the data-folder lock across pid namespaces', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lock-ns-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses the real server started in another pid namespace while this process holds the folder', async () => {
    const unlock = lockDataDir(dir);
    try {
      const server = inOwnPidNamespace([process.execPath, '--import', 'tsx', 'src/main.ts'], {
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_NO_WARNINGS: '1',
      });
      expect(await server.exited, server.output()).toBe(1);
      // One clean line, no stack trace.
      expect(server.output().trim().split('\n')).toEqual([
        `Cannot start: DATA_DIR ${dir} is in use by another server process (pid ${process.pid} on host ${hostname()}). Stop it first, or start this one with another DATA_DIR.`,
      ]);
      expect(readdirSync(dir)).toEqual(['server.lock']); // it stopped before opening the database
    } finally {
      unlock();
    }
  }, 60_000);

  it('is held by a process in another pid namespace, and free the moment it is killed with SIGKILL', async () => {
    const holder = inOwnPidNamespace(
      [
        process.execPath,
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "import { lockDataDir } from './src/lib/data-dir-lock.ts'; lockDataDir(process.env.DATA_DIR); console.log('locked'); setInterval(() => {}, 1000);",
      ],
      { DATA_DIR: dir },
    );
    try {
      await expect.poll(holder.output, { timeout: 30_000 }).toContain('locked');
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(dataDirHolder(dir)).toEqual({ pid: 1, host: hostname() }); // pid 1 of its own namespace
    } finally {
      holder.child.kill('SIGKILL'); // --kill-child: the process in the namespace dies with unshare
      await holder.exited;
    }
    // The kernel drops the lock with the process (its death follows unshare's within moments):
    // nothing stale is left to clean up.
    await expect.poll(() => dataDirHolder(dir), { timeout: 5_000 }).toBeNull();
    lockDataDir(dir)();
  }, 60_000);
});
