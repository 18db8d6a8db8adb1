/**
 * The sheet's XML that ExcelJS has written and its zip has not yet taken in. ExcelJS's streaming
 * writer hands the sheet's XML to the zip's entry stream in 64 KB pieces without waiting for it (its
 * StreamBuf ignores backpressure), so when rows come faster than zlib compresses them the XML piles up
 * in that stream: 73 MB of it by the end of an export of 100,000 orders from PostgreSQL, most of the
 * export's resident memory. The export waits for the zip after each batch (`zipCaughtUp`), and the
 * wait reaches the database reads, which then come only as fast as the file is zipped.
 *
 * This reads ExcelJS 4.4's internals (the package is pinned): the sheet's StreamBuf keeps the streams
 * it writes to in `pipes`; the zip's entry stream is a Node stream with its buffer in `_writableState`.
 * `test/xlsx-zip-backlog.test.ts` fails if either changes.
 */
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

interface EntryStream extends Writable {
  _writableState: { length: number };
}

/** The zip's entry stream the sheet's XML goes into, once the sheet has begun (its header row). */
function entryOf(sheet: ExcelJS.Worksheet): EntryStream {
  const { stream } = sheet as unknown as { stream: { pipes?: EntryStream[] } };
  const entry = stream.pipes?.[0];
  if (!entry?._writableState) throw new Error('ExcelJS: the sheet is not written to a zip entry stream');
  return entry;
}

/** Bytes of the sheet's XML waiting for the zip. */
export function zipBacklog(sheet: ExcelJS.Worksheet): number {
  return entryOf(sheet)._writableState.length;
}

/** Until the zip has taken in the sheet's XML, when more than `limit` bytes of it wait (else at once). */
export async function zipCaughtUp(sheet: ExcelJS.Worksheet, limit: number): Promise<void> {
  const entry = entryOf(sheet);
  if (entry._writableState.length <= limit) return;
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      entry.off('drain', done).off('error', done).off('close', done);
      if (error) reject(error);
      else resolve();
    };
    entry.on('drain', done).on('error', done).on('close', done);
  });
}
