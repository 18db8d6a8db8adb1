import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentHolder, DataDirLockedError, lockDataDir, processStart } from '../src/lib/data-dir-lock.ts';

/** A child process that runs until killed, and its pid. */
async function liveChild() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

describe('the data-folder lock', () => {
  let dir: string;
  const lockFile = () => path.join(dir, 'server.lock');
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names its holder by pid, start time and boot, and refuses a second taker while held', () => {
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual(currentHolder());
    expect(currentHolder().start).toMatch(/^\d+$/);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    unlock();
    lockDataDir(dir)();
  });

  it('is not blocked by the bare pid an earlier life of this process left (pid 1 after kill -9)', () => {
    writeFileSync(lockFile(), String(process.pid));
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    unlock();
  });

  it('is not blocked by a reused pid: same pid, another start time or another boot', () => {
    const me = currentHolder();
    writeFileSync(lockFile(), JSON.stringify({ ...me, start: String(Number(me.start) - 1) }));
    lockDataDir(dir)();
    writeFileSync(lockFile(), JSON.stringify({ ...me, boot: 'another-boot' }));
    lockDataDir(dir)();
  });

  it('is blocked by a live holder and taken over once it has died', async () => {
    const child = await liveChild();
    const holder = { pid: child.pid!, start: processStart(child.pid!), boot: currentHolder().boot };
    writeFileSync(lockFile(), JSON.stringify(holder));
    try {
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another server process \\(pid ${child.pid}\\)`));
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    unlock();
  });
});
