import { DELIVERY_SHEET_COLUMNS } from './delivery.ts';

/**
 * Which columns of an uploaded tracking sheet hold the order number, the tracking number and the
 * carrier (issue 20 §4). Sheets kept for other marketplaces (Naver Smart Store, Coupang Wing) name
 * their columns in a header row, in any order among other columns; our own sheet is three columns
 * in a fixed order, with or without its header.
 */

export type SheetField = 'orderCode' | 'deliveryCode' | 'deliveryName';

/**
 * Header names per field, in order of preference when a sheet has several: a marketplace's line
 * number (상품주문번호) names one order line as our order code does, so it wins over its order number.
 * Spaces are ignored when matching (`배송 택배사` = `배송택배사`).
 */
export const SHEET_HEADER_NAMES: Record<SheetField, readonly string[]> = {
  orderCode: ['상품주문번호', '주문상품번호', '주문번호'],
  deliveryCode: ['송장번호', '운송장번호'],
  deliveryName: ['택배사', '배송 택배사', '택배사코드'],
};

/** The fields in our own sheet's order: 주문번호, 송장번호, 택배사. */
export const SHEET_FIELDS: readonly SheetField[] = ['orderCode', 'deliveryCode', 'deliveryName'];

/** Rows from the top searched for a header row (a marketplace sheet may start with a title line). */
export const SHEET_HEADER_SEARCH_ROWS = 5;
/** Columns read from each row: a marketplace's full order sheet has dozens. */
export const DELIVERY_SHEET_MAX_COLUMNS = 100;

export interface SheetColumn {
  field: SheetField;
  /** 0-based column index. */
  index: number;
  /** The header cell as written in the sheet; null when the fixed layout has no header row. */
  header: string | null;
}

export interface SheetLayout {
  /** Found by header names (true), or the fixed three-column layout. */
  byHeaders: boolean;
  /** 0-based index of the header row; -1 when there is none. */
  headerRow: number;
  columns: SheetColumn[];
}

const squash = (value: unknown) => String(value ?? '').replace(/\s/g, '');

/** A column's letters as a spreadsheet program shows them: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The columns a header row names, or null when it does not name all three fields. */
function columnsOfHeader(cells: readonly unknown[]): SheetColumn[] | null {
  const squashed = cells.map(squash);
  const columns: SheetColumn[] = [];
  for (const field of SHEET_FIELDS) {
    const index = SHEET_HEADER_NAMES[field]
      .map((name) => squashed.indexOf(squash(name)))
      .find((i) => i >= 0 && !columns.some((c) => c.index === i));
    if (index === undefined) return null;
    columns.push({ field, index, header: String(cells[index] ?? '').trim() });
  }
  return columns;
}

/**
 * The layout of a sheet's rows: the first of the top rows that names all three fields by header
 * gives their columns (data follows it); otherwise the fixed layout, columns A, B, C, whose first
 * row is skipped when it is our header (its first cell says 주문번호).
 */
export function findSheetLayout(rows: readonly (readonly unknown[])[]): SheetLayout {
  for (let r = 0; r < Math.min(rows.length, SHEET_HEADER_SEARCH_ROWS); r++) {
    const columns = columnsOfHeader(rows[r]!);
    const fixed = columns?.every((c, i) => c.index === i && squash(c.header) === DELIVERY_SHEET_COLUMNS[i]);
    if (columns) return { byHeaders: !fixed, headerRow: r, columns };
  }
  const hasHeader = rows.length > 0 && squash(rows[0]![0]) === DELIVERY_SHEET_COLUMNS[0];
  return {
    byHeaders: false,
    headerRow: hasHeader ? 0 : -1,
    columns: SHEET_FIELDS.map((field, index) => ({
      field,
      index,
      header: hasHeader ? String(rows[0]![index] ?? '').trim() || null : null,
    })),
  };
}

/** A row's cells in our order (주문번호, 송장번호, 택배사), picked from the layout's columns. */
export const pickSheetCells = (layout: SheetLayout, cells: readonly unknown[]) =>
  SHEET_FIELDS.map((field) => cells[layout.columns.find((c) => c.field === field)!.index]);
