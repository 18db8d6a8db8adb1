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

/** A tracking sheet kind: the header names of its fields, and its own three columns in order. */
export interface SheetHeaders {
  names: Record<SheetField, readonly string[]>;
  /** Our own sheet's header cells (주문번호, then the tracking number's and the carrier's). */
  columns: readonly [string, string, string];
}

export const DELIVERY_SHEET_HEADERS: SheetHeaders = { names: SHEET_HEADER_NAMES, columns: DELIVERY_SHEET_COLUMNS };

/** The return pickup sheet's columns (회수 송장, issue 36 §2), in order. */
export const PICKUP_SHEET_COLUMNS = ['주문번호', '회수 송장번호', '회수 택배사'] as const;

/**
 * The return pickup sheet (회수 송장): a marketplace's return list names the return parcel 회수 (Coupang
 * Wing), 수거 (Naver Smart Store) or 반품; those win over a plain 송장번호 or 택배사, which such a sheet
 * may also carry for the first delivery. A sheet with only the plain names is read too.
 */
export const PICKUP_SHEET_HEADERS: SheetHeaders = {
  names: {
    orderCode: SHEET_HEADER_NAMES.orderCode,
    deliveryCode: [
      '회수 송장번호',
      '수거 송장번호',
      '반품 송장번호',
      '회수 운송장번호',
      ...SHEET_HEADER_NAMES.deliveryCode,
    ],
    deliveryName: ['회수 택배사', '수거 택배사', '반품 택배사', ...SHEET_HEADER_NAMES.deliveryName],
  },
  columns: PICKUP_SHEET_COLUMNS,
};

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
function columnsOfHeader(cells: readonly unknown[], names: SheetHeaders['names']): SheetColumn[] | null {
  const squashed = cells.map(squash);
  const columns: SheetColumn[] = [];
  for (const field of SHEET_FIELDS) {
    const index = names[field]
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
 * row is skipped when it is our header (its first cell says 주문번호). `headers` names the sheet kind
 * (the delivery sheet by default, or the return pickup sheet).
 */
export function findSheetLayout(
  rows: readonly (readonly unknown[])[],
  headers: SheetHeaders = DELIVERY_SHEET_HEADERS,
): SheetLayout {
  for (let r = 0; r < Math.min(rows.length, SHEET_HEADER_SEARCH_ROWS); r++) {
    const columns = columnsOfHeader(rows[r]!, headers.names);
    const fixed = columns?.every((c, i) => c.index === i && squash(c.header) === squash(headers.columns[i]));
    if (columns) return { byHeaders: !fixed, headerRow: r, columns };
  }
  const hasHeader = rows.length > 0 && squash(rows[0]![0]) === squash(headers.columns[0]);
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
