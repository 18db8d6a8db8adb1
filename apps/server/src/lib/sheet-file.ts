/**
 * Uploaded spreadsheets (the delivery sheet of the orders, the bulk product sheet): the cheap checks
 * made on the server's own thread, and the parse that runs in the worker pool (`sheet-reader.ts`).
 * Both kinds share the caps: the unzipped size, the columns read, the worker's time and heap; each
 * has its own row cap and its own Korean messages.
 */
import * as XLSX from '@e965/xlsx';
import {
  DELIVERY_SHEET_MAX_COLUMNS,
  DELIVERY_SHEET_MAX_ROWS,
  DELIVERY_SHEET_MAX_UNZIPPED_MB,
  PRODUCT_SHEET_MAX_ROWS,
  type MessageKey,
} from '@seller/domain';
import { unzipSync } from 'fflate';
import { badRequest } from './errors.ts';

/** The kinds of spreadsheet the server reads. */
export type SheetKind = 'delivery' | 'product';

interface SheetKindRules {
  /** Data rows read at most (a few more are read so that "too many" can be told). */
  maxRows: number;
  messages: Record<
    'badExtension' | 'uploadFailed' | 'oneFile' | 'tooLarge' | 'tooComplex' | 'busy' | 'serverBusy',
    MessageKey
  >;
}

export const SHEET_KINDS: Record<SheetKind, SheetKindRules> = {
  delivery: {
    maxRows: DELIVERY_SHEET_MAX_ROWS,
    messages: {
      badExtension: 'order.sheet.badExtension',
      uploadFailed: 'order.sheet.uploadFailed',
      oneFile: 'order.sheet.oneFile',
      tooLarge: 'order.sheet.tooLarge',
      tooComplex: 'order.sheet.tooComplex',
      busy: 'order.sheet.busy',
      serverBusy: 'order.sheet.serverBusy',
    },
  },
  product: {
    maxRows: PRODUCT_SHEET_MAX_ROWS,
    messages: {
      badExtension: 'productSheet.badExtension',
      uploadFailed: 'productSheet.uploadFailed',
      oneFile: 'productSheet.oneFile',
      tooLarge: 'productSheet.tooLarge',
      tooComplex: 'productSheet.tooComplex',
      busy: 'productSheet.busy',
      serverBusy: 'productSheet.serverBusy',
    },
  },
};

const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .xlsx
const OLE = [0xd0, 0xcf, 0x11, 0xe0]; // BIFF8 .xls
const startsWith = (buf: Buffer, magic: number[]) => magic.every((b, i) => buf[i] === b);

/**
 * A cell as the seller sees it. Text stays text (leading zeros survive); a number keeps the digits
 * its number format shows when that format pads with zeros (`000000` → "001234"), else its plain
 * digits (never Excel's "1.2E+11" display).
 */
function cellValue(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && typeof cell.v === 'number') {
    if (cell.w && /^0\d+$/.test(cell.w.trim())) return cell.w.trim();
    return Number.isInteger(cell.v) ? BigInt(Math.round(cell.v)).toString() : String(cell.v);
  }
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'e') return '';
  return String(cell.v);
}

/** The most an uploaded spreadsheet may hold once unzipped, in bytes. */
export const MAX_UNZIPPED_BYTES = DELIVERY_SHEET_MAX_UNZIPPED_MB * 2 ** 20;

/**
 * The sum of the uncompressed sizes an .xlsx (a zip) declares in its central directory, read without
 * inflating anything; null when the file is not a readable zip.
 */
export function declaredUnzippedBytes(file: Uint8Array): number | null {
  let total = 0;
  try {
    unzipSync(file, {
      filter: (entry) => {
        total += entry.originalSize;
        return false; // sizes only: nothing is inflated
      },
    });
  } catch {
    return null;
  }
  return total;
}

/**
 * The checks made on the server's own thread before a spreadsheet is parsed, in this order: the
 * extension, the magic bytes (.xlsx zip or BIFF8 .xls), and for .xlsx the unzipped size its zip
 * directory declares (a few KB can inflate to a sheet of a million rows). A .xls is not compressed:
 * the upload limit bounds it. What gets past them is parsed in a worker thread with a memory and
 * time limit (sheet-reader.ts), so a file that lies about its sizes is stopped there.
 */
export function checkSheetFile(file: Buffer, filename: string, kind: SheetKind = 'delivery'): void {
  const { messages } = SHEET_KINDS[kind];
  if (!/\.(xlsx|xls)$/i.test(filename)) throw badRequest(messages.badExtension);
  if (startsWith(file, OLE)) return;
  if (!startsWith(file, ZIP)) throw badRequest(messages.uploadFailed);
  const unzipped = declaredUnzippedBytes(file);
  if (unzipped === null) throw badRequest(messages.uploadFailed);
  if (unzipped > MAX_UNZIPPED_BYTES) throw badRequest(messages.tooLarge, { max: DELIVERY_SHEET_MAX_UNZIPPED_MB });
}

/**
 * Rows of cells of the first sheet (from column A, at most DELIVERY_SHEET_MAX_COLUMNS; a row's
 * trailing empty cells dropped), trailing empty rows dropped; no rows when the sheet is empty; null
 * when the file cannot be read as a spreadsheet. Runs in the worker thread.
 */
export function parseSheetRows(file: Buffer, maxRows: number = DELIVERY_SHEET_MAX_ROWS): string[][] | null {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(file, {
      type: 'buffer',
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      // The product sheet's three template rows come before its data.
      sheetRows: maxRows + 4,
    });
  } catch {
    return null;
  }
  const sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet || !sheet['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: string[][] = [];
  const lastColumn = Math.min(range.e.c, DELIVERY_SHEET_MAX_COLUMNS - 1);
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: string[] = [];
    for (let c = 0; c <= lastColumn; c++)
      cells.push(cellValue(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined).trim());
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    rows.push(cells);
  }
  while (rows.length > 0 && rows.at(-1)!.length === 0) rows.pop();
  return rows;
}
