import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/** Who holds the lock, as it wrote itself into the lock file (for messages: the lock is the kernel's). */
export interface LockHolder {
  pid: number;
  /** The holder's host name: in a container, the container's id, since its pid means nothing outside. */
  host: string;
}

/** Refusal to start because a live process holds the folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process` +
        (holder ? ` (pid ${holder.pid} on host ${holder.host})` : '') +
        '. Stop it first, or start this one with another DATA_DIR.',
    );
  }
}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'server.lock');

function readHolder(lockFile: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockHolder>;
    return Number.isInteger(value.pid) && typeof value.host === 'string' ? { pid: value.pid!, host: value.host } : null;
  } catch {
    return null;
  }
}

/** Opens the lock file and tries the kernel's lock on it: the open descriptor when taken, else null. */
function tryOpenLocked(lockFile: string): number | null {
  const fd = openSync(lockFile, constants.O_RDWR | constants.O_CREAT, 0o644);
  if (tryLock(fd)) return fd;
  closeSync(fd);
  return null;
}

/**
 * PGlite takes no lock on its folder, and two processes on one folder corrupt it. The server takes
 * this lock first: an exclusive kernel lock (an open-file-description lock, F_OFD_SETLK on Linux,
 * flock on macOS) on DATA_DIR/server.lock, held on a descriptor that stays open for the process's
 * life. The kernel sees every process on the machine whatever its pid namespace, so a second server
 * in another container on the same volume is refused too; and it drops the lock when the process
 * ends in any way (kill -9 included), so nothing stale is ever left to clean up. The file's text only
 * names the holder for messages.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = lockFileOf(dataDir);
  const fd = tryOpenLocked(lockFile);
  if (fd === null) throw new DataDirLockedError(dataDir, readHolder(lockFile));
  ftruncateSync(fd, 0);
  writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockHolder), 0);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    unlock(fd);
    closeSync(fd);
  };
}

/** The live process holding a data folder, if any (the admin commands ask before acting). */
export function dataDirHolder(dataDir: string): LockHolder | null {
  const lockFile = lockFileOf(dataDir);
  let fd: number | null;
  try {
    fd = tryOpenLocked(lockFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null; // no folder: nobody holds it
    throw error;
  }
  if (fd !== null) {
    unlock(fd);
    closeSync(fd);
    return null;
  }
  return readHolder(lockFile) ?? { pid: 0, host: '' };
}
