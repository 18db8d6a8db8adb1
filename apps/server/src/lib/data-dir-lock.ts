import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Who holds the lock: a process is named by its pid and its start time, since pids are reused. */
export interface LockHolder {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null without /proc. */
  start: string | null;
  /** The kernel's boot id: start times of another boot mean nothing. */
  boot: string | null;
}

/** Refusal to start because a live process holds the folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${holder.pid}). ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
  }
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The start time of a process, or null when it does not exist or /proc cannot tell. */
export function processStart(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its end.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[19] ?? null;
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim() || null;

/** This process, as a lock names it. */
export const currentHolder = (): LockHolder => ({ pid: process.pid, start: processStart(process.pid), boot: bootId() });

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads a lock file: JSON of this version, or the bare pid older versions wrote. */
function readHolder(text: string): LockHolder | null {
  if (/^\s*\d+\s*$/.test(text)) return { pid: Number(text), start: null, boot: null };
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || value.pid! <= 0) return null;
    return { pid: value.pid!, start: value.start ?? null, boot: value.boot ?? null };
  } catch {
    return null;
  }
}

/**
 * Whether the holder is still running: its pid exists and it is the same process (same boot, same
 * start time). Without /proc only the pid can be checked. A lock of the old bare-pid form naming this
 * very process was left by an earlier life of it (a container's pid 1 after kill -9).
 */
export function isHolderAlive(holder: LockHolder): boolean {
  if (!pidExists(holder.pid)) return false;
  const now = currentHolder();
  if (holder.start === null) return holder.pid !== process.pid;
  if (holder.boot && now.boot && holder.boot !== now.boot) return false;
  const start = processStart(holder.pid);
  return start === null || start === holder.start;
}

/**
 * PGlite takes no lock on its folder, and two processes on one folder corrupt it. The server
 * takes this lock first: a second process fails at once, naming the folder and the holder. The lock
 * file names the holder by pid, start time and boot, so a lock left by a dead process (or by a pid
 * now reused) never blocks a start; the file appears whole (written aside, then linked into place).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const me = currentHolder();
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, lockFile);
        return () => {
          const holder = readHolder(readText(lockFile) ?? '');
          if (holder?.pid === me.pid && holder.start === me.start) rmSync(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = readHolder(readText(lockFile) ?? '');
        if (holder && isHolderAlive(holder)) throw new DataDirLockedError(dataDir, holder);
        rmSync(lockFile, { force: true }); // left behind by a process that is gone
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}

/** The live process holding a data folder, if any (the admin commands ask before acting). */
export function dataDirHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(readText(path.join(dataDir, 'server.lock')) ?? '');
  return holder && isHolderAlive(holder) ? holder : null;
}
