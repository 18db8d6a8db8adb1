import {
  columnLetter,
  DELIVERY_SHEET_HEADERS,
  DELIVERY_SHEET_MAX_ROWS,
  findSheetLayout,
  isNotEnteredSheetRow,
  message,
  pickSheetCells,
  validateDeliverySheetRow,
  type DeliverySheetPreview,
  type MessageKey,
  type SheetHeaders,
} from '@seller/domain';
import { badRequest } from './errors.ts';

/** What a tracking sheet's preview asks of the orders its rows name. */
export interface TrackingSheetRules {
  headers?: SheetHeaders;
  /** Said when the sheet has no data row. */
  noRows: MessageKey;
  /**
   * The orders of the seller's market among `codes`, each with what stops its row (null: none);
   * a code left out is not found.
   */
  problemsOf: (codes: string[]) => Promise<Map<string, MessageKey | null>>;
}

/**
 * The preview of a tracking sheet's rows (order number, tracking number, carrier; as parseSheetRows
 * reads them): the delivery sheet and the return pickup sheet. The columns come from the header row
 * when it names them (another marketplace's sheet, issue 20 §4), else columns A, B, C; the answer
 * says which were read. Each data row comes with its problem (empty cell, carrier not among the 14,
 * bad tracking number, repeated order code, order not found, or what the kind's rules say of the
 * order). A row with an order number only is left out and counted as `notEntered`. Nothing is written.
 */
export async function previewTrackingSheet(all: string[][], rules: TrackingSheetRules): Promise<DeliverySheetPreview> {
  const layout = findSheetLayout(all, rules.headers ?? DELIVERY_SHEET_HEADERS);
  let data = all
    .map((cells, index) => ({ cells: pickSheetCells(layout, cells), row: index + 1 }))
    .slice(layout.headerRow + 1)
    .filter((r) => r.cells.some((v) => v !== undefined && v !== ''));
  if (data.length === 0) throw badRequest(rules.noRows);
  const notEntered = data.filter((r) => isNotEnteredSheetRow(r.cells)).length;
  data = data.filter((r) => !isNotEnteredSheetRow(r.cells));
  if (data.length > DELIVERY_SHEET_MAX_ROWS)
    throw badRequest('order.sheet.tooManyRows', { max: DELIVERY_SHEET_MAX_ROWS });
  const rows = data.map(({ cells, row }) => validateDeliverySheetRow(row, cells));
  const found = await rules.problemsOf([...new Set(rows.filter((r) => r.orderCode).map((r) => r.orderCode))]);
  const seen = new Set<string>();
  const out = rows.map((r) => {
    let problem: MessageKey | null = r.problem;
    if (!problem && seen.has(r.orderCode)) problem = 'order.sheet.duplicateCode';
    if (!problem && !found.has(r.orderCode)) problem = 'order.delivery.orderNotFound';
    if (!problem) problem = found.get(r.orderCode) ?? null;
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
    notEntered,
    byHeaders: layout.byHeaders,
    columns: layout.columns.map((c) => ({ field: c.field, column: columnLetter(c.index), header: c.header })),
  };
}
