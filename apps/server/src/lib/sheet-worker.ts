/** The worker thread's entry (piscina): parses one uploaded spreadsheet, off the server's own thread. */
import { parseSheetRows } from './sheet-file.ts';

export default function parse({ file, maxRows }: { file: Uint8Array; maxRows: number }): string[][] | null {
  return parseSheetRows(Buffer.from(file.buffer, file.byteOffset, file.byteLength), maxRows);
}
