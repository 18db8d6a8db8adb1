/**
 * The worker thread of the .xlsx exports (`xlsx-export.ts`): writes one file at a time with ExcelJS's
 * streaming writer and hands the zipped file's bytes back with its answer to each batch, so the server's own
 * thread never renders the sheet's XML or zips it. A worker is reused for the next file once one ends.
 */
import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
// The streaming writer alone: the whole library (readers and all) cost each worker 11 MB more to load.
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';
import type { FromXlsxWorker, ToXlsxWorker } from './xlsx-export.ts';
import { zipCaughtUp } from './xlsx-zip-backlog.ts';

/**
 * This thread yields to the server's own (other sellers' calls) when the cores are busy: nice 10, a
 * tenth of a core's share against the server's thread. On Linux a nice value is a thread's own (here
 * only this thread's); elsewhere it would be the whole process's, so there it is left alone. An idle
 * core still runs the export at full speed.
 */
const EXPORT_NICE = 10;
if (process.platform === 'linux') setPriority(0, EXPORT_NICE);

/**
 * The sheet's XML that may wait for the zip when a batch is answered (`zipCaughtUp`): with 1, 4 or
 * 16 MB an export of 100,000 orders took as long (it had let 73 MB wait without the limit).
 */
const ZIP_BACKLOG_BYTES = 4 * 2 ** 20;

const port = parentPort!;
const send = (message: FromXlsxWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let file: { workbook: ExcelJS.stream.xlsx.WorkbookWriter; sheet: ExcelJS.Worksheet } | null = null;
/** The file's bytes written since the last answer, sent with the next one (one message a batch, not one a piece). */
let pending: Buffer[] = [];

/** The bytes gathered so far as one moved buffer (a copy of its own: pieces may share Buffer's pool). */
function takeBytes(): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  const bytes = new Uint8Array(Buffer.concat(pending));
  pending = [];
  return { bytes, transfer: [bytes.buffer as ArrayBuffer] };
}

function start(columns: { header: string; width?: number; numFmt?: string }[]) {
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      done();
    },
  });
  // Styles only when a column has a number format (they cost every cell a style reference).
  const useStyles = columns.some((c) => c.numFmt);
  const workbook = new WorkbookWriter({ stream: out, useSharedStrings: false, useStyles });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  file = { workbook, sheet };
}

async function handle(message: ToXlsxWorker) {
  if ('start' in message) return start(message.start);
  if (!file) throw new Error('no file started');
  if ('rows' in message) {
    for (const row of message.rows) file.sheet.addRow(row).commit();
    if (message.rows.length > 0) await zipCaughtUp(file.sheet, ZIP_BACKLOG_BYTES);
    const { bytes, transfer } = takeBytes();
    return send({ taken: bytes }, transfer);
  }
  file.sheet.commit();
  await file.workbook.commit(); // every byte has been written once it resolves (the stream has finished)
  file = null;
  const { bytes, transfer } = takeBytes();
  send({ ended: bytes }, transfer);
}

/**
 * Messages are handled one after another: a batch may wait for the zip, and the file's end (or the
 * next batch) must not be handled meanwhile, or its answer would overtake the batch's.
 */
let handled = Promise.resolve();
port.on('message', (message: ToXlsxWorker) => {
  handled = handled.then(() =>
    handle(message).catch((error: unknown) => {
      file = null;
      pending = [];
      send({ error: error instanceof Error ? error.message : String(error) });
    }),
  );
});
