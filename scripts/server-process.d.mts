/** Types of scripts/server-process.mjs, for the tests that run server processes. */
import type { ChildProcess } from 'node:child_process';

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr (for a failed assertion's message). */
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export function freePort(): Promise<number>;
export function startServer(options: {
  port: number;
  env: Record<string, string>;
  wrap?: string[];
  /** `src` (tsx, the default) or `dist` (apps/server/dist/main.js, after `npm run build`). */
  entry?: 'src' | 'dist';
  timeoutMs?: number;
}): Promise<ServerProcess>;
export function stopServer(server: ServerProcess): Promise<void>;
export function createScratchDatabase(
  adminUrl: string,
  prefix?: string,
  template?: string | null,
): Promise<{ name: string; url: string; drop: () => Promise<void> }>;
