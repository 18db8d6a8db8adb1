import * as XLSX from '@e965/xlsx';
import {
  canSaveDelivery,
  columnLetter,
  DELIVERY_SHEET_MAX_COLUMNS,
  DELIVERY_SHEET_MAX_ROWS,
  DELIVERY_SHEET_MAX_UNZIPPED_MB,
  findSheetLayout,
  message,
  pickSheetCells,
  validateDeliverySheetRow,
  type DeliverySheetPreview,
  type MessageKey,
  type OrderStatus,
} from '@seller/domain';
import { unzipSync } from 'fflate';
import { badRequest } from '../../lib/errors.ts';

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

/** The most a delivery spreadsheet may hold once unzipped, in bytes. */
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
export function checkSheetFile(file: Buffer, filename: string): void {
  if (!/\.(xlsx|xls)$/i.test(filename)) throw badRequest('order.sheet.badExtension');
  if (startsWith(file, OLE)) return;
  if (!startsWith(file, ZIP)) throw badRequest('order.sheet.uploadFailed');
  const unzipped = declaredUnzippedBytes(file);
  if (unzipped === null) throw badRequest('order.sheet.uploadFailed');
  if (unzipped > MAX_UNZIPPED_BYTES) throw badRequest('order.sheet.tooLarge', { max: DELIVERY_SHEET_MAX_UNZIPPED_MB });
}

/**
 * Rows of cells of the first sheet (from column A, at most DELIVERY_SHEET_MAX_COLUMNS; a row's
 * trailing empty cells dropped), trailing empty rows dropped; no rows when the sheet is empty; null
 * when the file cannot be read as a spreadsheet. Runs in the worker thread.
 */
export function parseSheetRows(file: Buffer): string[][] | null {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(file, {
      type: 'buffer',
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      sheetRows: DELIVERY_SHEET_MAX_ROWS + 2,
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

/**
 * The preview of a delivery spreadsheet's rows (as parseSheetRows reads them): the columns come from
 * the header row when it names them (another marketplace's sheet, issue 20 §4), else columns A, B, C;
 * the answer says which were read. Each data row comes with its problem (empty cell, carrier not
 * among the 14, bad tracking number, repeated order code, order not found, or not in a status whose
 * delivery info can be saved). Nothing is written.
 */
export async function previewDeliverySheet(
  all: string[][],
  statusesOf: (codes: string[]) => Promise<Map<string, OrderStatus>>,
): Promise<DeliverySheetPreview> {
  const layout = findSheetLayout(all);
  const data = all
    .map((cells, index) => ({ cells: pickSheetCells(layout, cells), row: index + 1 }))
    .slice(layout.headerRow + 1)
    .filter((r) => r.cells.some((v) => v !== undefined && v !== ''));
  if (data.length === 0) throw badRequest('order.sheet.noRows');
  if (data.length > DELIVERY_SHEET_MAX_ROWS)
    throw badRequest('order.sheet.tooManyRows', { max: DELIVERY_SHEET_MAX_ROWS });
  const rows = data.map(({ cells, row }) => validateDeliverySheetRow(row, cells));
  const statuses = await statusesOf([...new Set(rows.filter((r) => r.orderCode).map((r) => r.orderCode))]);
  const seen = new Set<string>();
  const out = rows.map((r) => {
    let problem: MessageKey | null = r.problem;
    if (!problem && seen.has(r.orderCode)) problem = 'order.sheet.duplicateCode';
    const status = statuses.get(r.orderCode);
    if (!problem && !status) problem = 'order.delivery.orderNotFound';
    if (!problem && status && !canSaveDelivery(status)) problem = 'order.delivery.wrongTab';
    if (r.orderCode) seen.add(r.orderCode);
    return {
      row: r.row,
      orderCode: r.orderCode,
      deliveryCode: r.deliveryCode,
      deliveryName: r.deliveryName,
      carrierCode: r.carrierCode,
      problem: problem ? message(problem) : null,
    };
  });
  const invalid = out.filter((r) => r.problem).length;
  return {
    rows: out,
    valid: out.length - invalid,
    invalid,
    byHeaders: layout.byHeaders,
    columns: layout.columns.map((c) => ({ field: c.field, column: columnLetter(c.index), header: c.header })),
  };
}
