/** The worker thread's entry (piscina): parses one delivery spreadsheet, off the server's own thread. */
import { parseSheetRows } from './sheet.ts';

export default function parse({ file }: { file: Uint8Array }): string[][] | null {
  return parseSheetRows(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
}
