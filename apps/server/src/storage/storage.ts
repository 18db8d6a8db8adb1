import { mkdir, open, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fail } from '../lib/errors.ts';

/** One stored file opened for serving: its bytes as a stream and what the HTTP answer says about it. */
export interface StoredFile {
  body: Readable;
  size: number;
  /** A quoted entity tag (`"…"` or `W/"…"`), compared with If-None-Match. */
  etag: string;
  lastModified: Date;
}

/**
 * Where uploaded files live: local disk (the default) or an S3-compatible bucket. Every file is served
 * by this server under `/files/<key>` whichever the driver (see `files-route.ts`).
 */
export interface Storage {
  kind: 'disk' | 's3';
  /** Writes a file; a full disk or bucket throws {@link storageFull} (507). */
  put(key: string, body: Buffer | string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Opens a file for serving; null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Deletes a file (nothing happens when there is none). */
  delete(key: string): Promise<void>;
  /** The public URL of a stored key. */
  url(key: string): string;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export const isSafeKey = (key: string) =>
  SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');

export function checkKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
}

export const fileUrl = (key: string) => `/files/${key}`;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The media type of a key, from its extension (keys are made by the server, never by a client). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The refusal of a write the storage has no room for: 507, the same on both drivers. */
export const storageFull = () => fail(507, 'STORAGE_FULL', 'common.storageFull');

const code = (error: unknown) => (error as { code?: string }).code;

/** Files under a folder of the local disk (`DATA_DIR/files`), one file per key. */
export function createDiskStorage(root: string): Storage {
  /** Removes the folders a deleted file leaves empty, up to (never including) the root. */
  async function removeEmptyFolders(file: string) {
    for (let dir = path.dirname(file); dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (ENOTEMPTY/EEXIST), or already gone
      }
    }
  }

  return {
    kind: 'disk',
    async put(key, body) {
      checkKey(key);
      const file = path.join(root, key);
      // A delete in the same folder may remove it between the two steps: try again once.
      for (let attempt = 0; ; attempt++) {
        try {
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, body);
          return;
        } catch (error) {
          if (code(error) === 'ENOSPC' || code(error) === 'EDQUOT') {
            await rm(file, { force: true }).catch(() => undefined);
            throw storageFull();
          }
          if (code(error) !== 'ENOENT' || attempt > 0) throw error;
        }
      }
    },
    async get(key) {
      checkKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
    async open(key) {
      checkKey(key);
      // Opened before it is measured, so a delete in between cannot cut the answer short.
      const handle = await open(path.join(root, key)).catch(() => null);
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        size: info.size,
        // The form @fastify/static (send) used, so caches keep their validators.
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        lastModified: info.mtime,
      };
    },
    async delete(key) {
      checkKey(key);
      const file = path.join(root, key);
      await rm(file, { force: true });
      await removeEmptyFolders(file);
    },
    url: fileUrl,
  };
}
