import { mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files and content HTML live; served under `/files/`. */
export interface Storage {
  put(key: string, body: Buffer | string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The public URL of a stored key. */
  url(key: string): string;
  /** The folder `/files/` serves from (disk storage only). */
  root: string;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

export function createDiskStorage(root: string): Storage {
  return {
    root,
    async put(key, body) {
      checkKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      checkKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      checkKey(key);
      await rm(path.join(root, key), { force: true });
    },
    url: (key) => `/files/${key}`,
  };
}
