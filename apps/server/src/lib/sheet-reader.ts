import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { badRequest, fail } from './errors.ts';
import { checkSheetFile, SHEET_KINDS, type SheetKind } from './sheet-file.ts';

/** How long one parse may take before its worker is stopped (a legitimate sheet takes well under 2 s). */
export const SHEET_PARSE_TIMEOUT_MS = 20_000;
/** The heap one parse may use (a sheet at the unzipped cap needs about half of it). */
const WORKER_HEAP_MB = 512;
/** Parses waiting for a thread beyond which a new one is refused (503). */
const MAX_QUEUE = 32;

// The worker's file sits beside this one: sheet-worker.ts from source (through tsx), or
// dist/sheet-worker.js beside dist/main.js in the built server.
const here = fileURLToPath(import.meta.url);
const extension = path.extname(here);
const workerFile = path.join(path.dirname(here), `sheet-worker${extension}`);

export interface SheetReaderOptions {
  /** Worker threads; by default one less than the cores (at least one), so the server keeps a core. */
  threads?: number;
  timeoutMs?: number;
}

/**
 * Reads uploaded spreadsheets (delivery sheets, product sheets) without stalling the server: the size checks run here (cheap, nothing
 * is inflated), the parse in a pool of worker threads, each with a heap limit and each parse with a
 * time limit (its worker is stopped past it). A market parses one file at a time: a second upload
 * while its first is read is refused (429), so one seller uploading in a loop holds one thread at most.
 * Threads start on demand and end after 30 s idle: an idle server keeps none.
 */
export function createSheetReader(options: SheetReaderOptions = {}) {
  const pool = new Piscina({
    filename: workerFile,
    minThreads: 0,
    maxThreads: options.threads ?? Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
    maxQueue: MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    // From source the worker is TypeScript too: it loads through tsx like the server did.
    execArgv: extension === '.ts' ? ['--import', 'tsx'] : [],
  });
  const parsing = new Set<number>();
  const timeoutMs = options.timeoutMs ?? SHEET_PARSE_TIMEOUT_MS;

  return {
    /** The rows of the spreadsheet a market uploaded (see parseSheetRows), or a refusal with a Korean message. */
    async read(marketId: number, file: Buffer, filename: string, kind: SheetKind = 'delivery'): Promise<string[][]> {
      const { maxRows, messages } = SHEET_KINDS[kind];
      checkSheetFile(file, filename, kind);
      if (parsing.has(marketId)) throw fail(429, 'SHEET_BUSY', messages.busy);
      parsing.add(marketId);
      let rows: string[][] | null;
      // The time limit counts from when a worker starts the parse (it says so on `started`), not from the
      // call: a thread's start is not the file's doing, and on a busy machine (or from source, through tsx)
      // it took seconds of the limit.
      const { port1: started, port2: startedInWorker } = new MessageChannel();
      const stop = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      started.once('message', () => {
        timer = setTimeout(() => stop.abort(), timeoutMs);
      });
      try {
        rows = (await pool.run(
          { file: new Uint8Array(file), maxRows, started: startedInWorker },
          { signal: stop.signal, transferList: [startedInWorker] },
        )) as string[][] | null;
      } catch (error) {
        if ((error as Error).message === 'Task queue is at limit') throw fail(503, 'SHEET_BUSY', messages.serverBusy);
        const code = (error as NodeJS.ErrnoException).code;
        // Past the time limit (the worker was stopped) or past the heap limit (the worker died).
        if ((error as Error).name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw badRequest(messages.tooComplex);
        throw error;
      } finally {
        clearTimeout(timer);
        started.close();
        parsing.delete(marketId);
      }
      if (rows === null) throw badRequest(messages.uploadFailed);
      return rows;
    },
    close: () => pool.close({ force: true }),
  };
}

export type SheetReader = ReturnType<typeof createSheetReader>;
