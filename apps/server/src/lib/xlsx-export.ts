import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { exportFileName, seoulDate } from '@seller/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One cell's value as the exports write it. */
export type XlsxCell = string | number | boolean | null;

export interface XlsxExport<T> {
  /** The screen's name in the file name (`판매자센터_{screenName}_{YYYYMMDD}.xlsx`). */
  screenName: string;
  /** ASCII stem of the fallback name for clients that cannot read the Korean one (`orders-orderTotal`). */
  asciiName: string;
  /** The header row, with optional column widths (characters) and number formats (e.g. `#,##0`). */
  columns: { header: string; width?: number; numFmt?: string }[];
  /** The items, a batch at a time, in the list's order. */
  batches: AsyncIterable<T[]>;
  /** One item's cells, in the columns' order. */
  row: (item: T) => XlsxCell[];
  /** The row count, sent as `X-Total-Count` (the browser's progress) when known. */
  total?: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback and the Korean name per RFC 5987. */
export function contentDisposition(fileName: string, fallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** What the server sends its xlsx worker: a file's columns, rows of it, or its end. */
export type ToXlsxWorker = { start: XlsxExport<unknown>['columns'] } | { rows: XlsxCell[][] } | { end: true };
/**
 * What the worker answers: a batch of rows written, or the file ended, each with the file's bytes
 * written since its last answer; or a failure. One message a batch: a worker that sent each zipped
 * piece on its own kept the server's thread handling its messages for seconds, away from sockets.
 */
export type FromXlsxWorker = { taken: Uint8Array } | { ended: Uint8Array } | { error: string };

// The worker's file sits beside this one: xlsx-worker.ts from source (through tsx), or
// dist/xlsx-worker.js beside dist/main.js in the built server.
const here = fileURLToPath(import.meta.url);
const fromSource = path.extname(here) === '.ts';
const workerFile = path.join(path.dirname(here), `xlsx-worker${path.extname(here)}`);

/**
 * A module that loads a TypeScript file through tsx, as the server itself was loaded from source
 * (tests, `npm run dev`). A worker does not take tsx from `--import` in its `execArgv` on Node 20.
 */
function throughTsx(file: string): URL {
  const tsx = import.meta.resolve('tsx/esm/api');
  const url = pathToFileURL(file).href;
  return new URL(
    `data:text/javascript,(await import(${JSON.stringify(tsx)})).register(); await import(${JSON.stringify(url)});`,
  );
}

/**
 * The worker's young generation, in MB: V8 grew it to 32 MB in an export of 100,000 orders (the
 * worker's heap statistics), though the sheet's garbage is short-lived. Capped at 8 MB, the same
 * export took no longer in side runs; its resident memory varied more from run to run than it moved.
 */
const WORKER_YOUNG_MB = 8;
/** How long a worker that wrote its file waits for the next export before it ends. */
const WORKER_IDLE_MS = 30_000;
/** Batches of rows given to the worker and not yet written: it writes one while the next is read. */
const BATCHES_IN_FLIGHT = 2;

/** Workers that have written their file, waiting for the next (one is kept, as an idle server needs none). */
const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];

function takeWorker(): Worker {
  const kept = idle.pop();
  if (kept) {
    clearTimeout(kept.timer);
    return kept.worker;
  }
  const worker = new Worker(fromSource ? throughTsx(workerFile) : workerFile, {
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  worker.unref(); // an export in progress keeps the process alive by its socket, not by its worker
  return worker;
}

function keepWorker(worker: Worker) {
  if (idle.length > 0) return void worker.terminate();
  const timer = setTimeout(() => {
    idle.splice(
      idle.findIndex((kept) => kept.worker === worker),
      1,
    );
    void worker.terminate();
  }, WORKER_IDLE_MS);
  timer.unref();
  idle.push({ worker, timer });
}

/**
 * One file written by a worker thread into `out`: rows go in, the zipped file's bytes come back in
 * order. `write` resolves once the worker can take more (at most BATCHES_IN_FLIGHT waiting), `end`
 * once the last bytes are in `out`; both reject when the worker fails.
 */
function workerFileWriter(columns: XlsxExport<unknown>['columns'], out: Writable) {
  const worker = takeWorker();
  let inFlight = 0;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  let ended = false;
  const settle = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const onMessage = (message: FromXlsxWorker) => {
    if ('error' in message) failure = new Error(`xlsx worker: ${message.error}`);
    else {
      const bytes = 'taken' in message ? message.taken : message.ended;
      if (bytes.byteLength > 0 && !out.destroyed)
        out.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if ('taken' in message) inFlight--;
      else ended = true;
    }
    settle();
  };
  const onError = (error: Error) => {
    failure = error;
    settle();
  };
  worker.on('message', onMessage);
  worker.on('error', onError);
  /** Until `done()` holds; a failure of the worker rejects. */
  const until = async (done: () => boolean) => {
    while (!done()) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failure) throw failure;
  };
  const post = (message: ToXlsxWorker) => worker.postMessage(message);
  post({ start: columns });
  return {
    async write(rows: XlsxCell[][]) {
      inFlight++;
      post({ rows });
      await until(() => inFlight < BATCHES_IN_FLIGHT);
    },
    async end() {
      post({ end: true });
      await until(() => ended);
      worker.off('message', onMessage).off('error', onError);
      keepWorker(worker);
    },
    /** Stops the worker mid-file (it is not reused: its file is half written). */
    abort() {
      worker.off('message', onMessage).off('error', onError);
      void worker.terminate();
    },
  };
}

/** Until the stream wants more (or is gone: a client that left never drains it). */
const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

/**
 * Sends an export as a streamed .xlsx: one sheet `Report`, a header row, then the rows as the batches
 * come, written through ExcelJS's streaming writer (no shared strings) straight to the response. The
 * server's thread reads the batches and turns items into cells; a worker thread renders and zips the
 * sheet, so a large export neither stalls other requests nor waits for one thread to do both. After
 * each batch it waits while the client is slower (backpressure), as the worker answers a batch only
 * once its zip has nearly caught up (`zipCaughtUp`), so memory stays flat whatever the row count and
 * the database's speed; and it stops reading when the client has gone. Between batches, other calls go first
 * (`Activity.turns`). The file is named here for every export
 * (`exportFileName`: brand prefix, screen name, today's Seoul date).
 *
 * A failure once the file has begun cannot become an error answer: the connection is destroyed, so
 * the client sees a broken download instead of a file that looks complete. The file begins when this
 * is called (its first bytes may still be in the worker, so the status line may not have been sent
 * yet); a failure before it (a refused search) is an ordinary error answer.
 */
export function sendXlsx<T>(request: FastifyRequest, reply: FastifyReply, xlsx: XlsxExport<T>): FastifyReply {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const file = workerFileWriter(xlsx.columns, out);
  const { activity } = request.server;
  activity.takesTurns(reply.raw);
  const turn = activity.turns();
  void (async () => {
    try {
      for await (const items of xlsx.batches) {
        await file.write(items.map(xlsx.row));
        if (out.destroyed) return file.abort();
        if (out.writableNeedDrain) await drained(out);
        await turn(); // other calls go first: the next batch may be ready at once
        if (out.destroyed) return file.abort();
      }
      await file.end();
      out.end();
    } catch (error) {
      file.abort();
      request.log.error({ err: error }, `${xlsx.asciiName} export failed`);
      // Closed without the error: it is logged here, and the file stream may not be piped yet (the
      // answer can still be in its hooks), where an error event would have no listener.
      reply.raw.destroy();
      out.destroy();
    }
  })();
  const today = seoulDate();
  reply
    .type(XLSX_TYPE)
    .header(
      'Content-Disposition',
      contentDisposition(exportFileName(xlsx.screenName, today), `${xlsx.asciiName}-${today.replace(/-/g, '')}.xlsx`),
    )
    .header('Cache-Control', 'no-store');
  if (xlsx.total !== undefined) reply.header('X-Total-Count', String(xlsx.total));
  return reply.send(out);
}
