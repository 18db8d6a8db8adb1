import {
  canSaveDelivery,
  columnLetter,
  DELIVERY_SHEET_MAX_ROWS,
  findSheetLayout,
  isNotEnteredSheetRow,
  message,
  pickSheetCells,
  validateDeliverySheetRow,
  type DeliverySheetPreview,
  type MessageKey,
  type OrderStatus,
} from '@seller/domain';
import { badRequest } from '../../lib/errors.ts';

/**
 * The preview of a delivery spreadsheet's rows (as parseSheetRows reads them): the columns come from
 * the header row when it names them (another marketplace's sheet, issue 20 §4), else columns A, B, C;
 * the answer says which were read. Each data row comes with its problem (empty cell, carrier not
 * among the 14, bad tracking number, repeated order code, order not found, or not in a status whose
 * delivery info can be saved). A row with an order number only is not shipped yet: left out and
 * counted as `notEntered`. Nothing is written.
 */
export async function previewDeliverySheet(
  all: string[][],
  statusesOf: (codes: string[]) => Promise<Map<string, OrderStatus>>,
): Promise<DeliverySheetPreview> {
  const layout = findSheetLayout(all);
  let data = all
    .map((cells, index) => ({ cells: pickSheetCells(layout, cells), row: index + 1 }))
    .slice(layout.headerRow + 1)
    .filter((r) => r.cells.some((v) => v !== undefined && v !== ''));
  if (data.length === 0) throw badRequest('order.sheet.noRows');
  const notEntered = data.filter((r) => isNotEnteredSheetRow(r.cells)).length;
  data = data.filter((r) => !isNotEnteredSheetRow(r.cells));
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
    notEntered,
    byHeaders: layout.byHeaders,
    columns: layout.columns.map((c) => ({ field: c.field, column: columnLetter(c.index), header: c.header })),
  };
}
