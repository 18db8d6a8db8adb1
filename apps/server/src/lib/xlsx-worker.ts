/**
 * The worker thread of the .xlsx exports (`xlsx-export.ts`): writes one file at a time with ExcelJS's
 * streaming writer and hands each piece of the zipped file back as it comes, so the server's own
 * thread never renders the sheet's XML or zips it. A worker is reused for the next file once one ends.
 */
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { FromXlsxWorker, ToXlsxWorker } from './xlsx-export.ts';

const port = parentPort!;
const send = (message: FromXlsxWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let file: { workbook: ExcelJS.stream.xlsx.WorkbookWriter; sheet: ExcelJS.Worksheet } | null = null;

function start(columns: { header: string; width?: number }[]) {
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // An own copy: a piece may share its memory with others (Buffer's pool); the copy is moved, not cloned.
      const piece = new Uint8Array(chunk);
      send({ piece }, [piece.buffer]);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  file = { workbook, sheet };
}

async function handle(message: ToXlsxWorker) {
  if ('start' in message) return start(message.start);
  if (!file) throw new Error('no file started');
  if ('rows' in message) {
    for (const row of message.rows) file.sheet.addRow(row).commit();
    return send({ taken: true });
  }
  file.sheet.commit();
  await file.workbook.commit(); // every piece has been sent once it resolves (the stream has finished)
  file = null;
  send({ ended: true });
}

port.on('message', (message: ToXlsxWorker) => {
  handle(message).catch((error: unknown) => {
    file = null;
    send({ error: error instanceof Error ? error.message : String(error) });
  });
});
