/** The worker thread's entry (piscina): parses one uploaded spreadsheet, off the server's own thread. */
import type { MessagePort } from 'node:worker_threads';
import { parseSheetRows } from './sheet-file.ts';

/** `started`: told first, so the server's time limit counts the parse and not the thread's start. */
export default function parse({
  file,
  maxRows,
  started,
}: {
  file: Uint8Array;
  maxRows: number;
  started?: MessagePort;
}): string[][] | null {
  started?.postMessage(null);
  return parseSheetRows(Buffer.from(file.buffer, file.byteOffset, file.byteLength), maxRows);
}
