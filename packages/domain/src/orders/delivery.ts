import {
  carrierCode,
  carrierName,
  DELIVERY_TYPES,
  deliveryTypeName,
  isCarrier,
  type CarrierCode,
  type DeliveryType,
} from '../delivery/carriers.ts';
import type { MessageKey } from '../messages.ts';
import type { OrderScreen } from './screens.ts';
import type { OrderStatus } from './statuses.ts';
import { ORDER_CODE_MAX, TRACKING_NUMBER_MAX, TRACKING_NUMBER_TYPED_MAX } from '../limits.ts';

export { ORDER_CODE_MAX, TRACKING_NUMBER_MAX, TRACKING_NUMBER_TYPED_MAX };

/** Screens where delivery info is edited per row and saved (spec 02 §2.3). */
export const DELIVERY_EDIT_SCREENS: readonly OrderScreen[] = ['productReady', 'deliveryReady', 'deliveryProgress'];

/**
 * Orders whose delivery info can be saved: product preparing (it then moves through delivery
 * preparing to in delivery), delivery preparing (moves to in delivery) and in delivery (corrected).
 */
export const DELIVERY_EDITABLE_STATUSES: readonly OrderStatus[] = ['PAID', 'PACKAGING', 'TRANSIT'];
export const canSaveDelivery = (status: OrderStatus) => DELIVERY_EDITABLE_STATUSES.includes(status);

/** The statuses an order passes through when its delivery info is saved, ending in TRANSIT. */
export function deliveryPath(status: OrderStatus): OrderStatus[] {
  if (status === 'PAID') return ['PACKAGING', 'TRANSIT'];
  if (status === 'PACKAGING') return ['TRANSIT'];
  return [];
}

/**
 * What saving delivery info says for an order in `status`: an order that moves to in delivery is
 * told so (and the screen goes to the in-delivery list); an order already in delivery is corrected
 * where it is.
 */
export function deliverySaveMessages(status: OrderStatus): { confirm: MessageKey; saved: MessageKey; moves: boolean } {
  return deliveryPath(status).length > 0
    ? { confirm: 'order.confirm.saveDelivery', saved: 'order.delivery.saved', moves: true }
    : { confirm: 'order.confirm.correctDelivery', saved: 'order.delivery.corrected', moves: false };
}

/** The one status scan-to-ship takes orders from (the 배송 준비중 list); a saved scan moves it to TRANSIT. */
export const SCAN_TO_SHIP_STATUS: OrderStatus = 'PACKAGING';

/** Where an order goes: two order lines to the same recipient and address may share one parcel. */
export interface ParcelAddress {
  recipientName: string;
  recipientContact: string;
  postcode: string;
  address1: string;
  address2: string;
}

const addressKey = (a: ParcelAddress) =>
  [a.recipientName, a.recipientContact.replace(/\D/g, ''), a.postcode, a.address1, a.address2]
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .join('\n');

/**
 * Whether two order lines may carry the same tracking number: a carrier's tracking number names one
 * parcel, and one parcel goes to one recipient at one address (the lines of one buyer packed together).
 * A tracking number already on an order to someone else is "already used".
 */
export const sameParcelAddress = (a: ParcelAddress, b: ParcelAddress) => addressKey(a) === addressKey(b);

export const DEFAULT_DELIVERY_TYPE: DeliveryType = DELIVERY_TYPES[0];

/** Tracking numbers are kept as text without hyphens or surrounding spaces. */
export const normalizeTrackingNumber = (value: string) => value.trim().replace(/[-\s]/g, '');

export interface DeliveryInput {
  deliveryType?: string | null;
  deliveryName?: string | null;
  deliveryCode?: string | null;
}

/**
 * Checks delivery info in the spec's order: carrier, then tracking number (spec 02 §5). Carrier and
 * delivery type may be Korean names or codes (`CJ`, `PARCEL`, …).
 */
export function deliveryInputProblem(input: DeliveryInput): MessageKey | null {
  const name = (input.deliveryName ?? '').trim();
  if (!name) return 'order.delivery.noCarrier';
  if (!isCarrier(name)) return 'order.delivery.unknownCarrier';
  const code = normalizeTrackingNumber(input.deliveryCode ?? '');
  if (!code) return 'order.delivery.noTrackingNumber';
  if (code.length > TRACKING_NUMBER_MAX || !/^[0-9A-Za-z]+$/.test(code)) return 'order.delivery.badTrackingNumber';
  if (input.deliveryType && !deliveryTypeName(input.deliveryType)) return 'order.delivery.badDeliveryType';
  return null;
}

/** The delivery memo column: message, entrance type and entrance value joined by a slash (empty parts left out). */
export function deliveryMemo(
  message: string | null | undefined,
  entranceType: string | null | undefined,
  entranceValue: string | null | undefined,
): string {
  return [message, entranceType, entranceValue]
    .map((v) => (v ?? '').trim())
    .filter(Boolean)
    .join('/');
}

/** The delivery spreadsheet's columns, in order (spec 02 §5). */
export const DELIVERY_SHEET_COLUMNS = ['주문번호', '송장번호', '택배사'] as const;
/** Most rows one upload may hold. */
export const DELIVERY_SHEET_MAX_ROWS = 2000;
/**
 * The most a delivery spreadsheet (.xlsx, a zip) may hold once unzipped, all its parts together, in MB
 * (2^20 bytes). Read from the zip's directory before anything is inflated; a sheet of 2,000 rows of
 * order code, tracking number and carrier is well under 1 MB, a full order export of 2,000 rows a few.
 */
export const DELIVERY_SHEET_MAX_UNZIPPED_MB = 20;

export interface DeliverySheetRow {
  /** 1-based row number in the sheet, as the seller sees it in the spreadsheet program. */
  row: number;
  orderCode: string;
  deliveryCode: string;
  /** The carrier's Korean name when the cell names one of the 14 (by name or code), else the cell as typed. */
  deliveryName: string;
  carrierCode: CarrierCode | null;
  problem: MessageKey | null;
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** Whether a sheet row is the header (first cell says order code). */
export const isDeliverySheetHeader = (cells: readonly unknown[]) =>
  cellText(cells[0]).replace(/\s/g, '') === DELIVERY_SHEET_COLUMNS[0];

/**
 * A row naming an order with neither tracking number nor carrier: not shipped yet (a sheet exported
 * from 배송 준비중 and filled only for the orders packed today, issue 38 §12). Skipped, and counted
 * apart from the rows with problems.
 */
export const isNotEnteredSheetRow = (cells: readonly unknown[]) =>
  cellText(cells[0]) !== '' && cellText(cells[1]) === '' && cellText(cells[2]) === '';

/**
 * One data row of the delivery spreadsheet: any empty cell → "sheet has empty content"; a carrier
 * not among the 14 → "carrier name is not a designated name"; then the tracking number rules.
 */
export function validateDeliverySheetRow(row: number, cells: readonly unknown[]): DeliverySheetRow {
  const [orderCode, rawCode, deliveryName] = [cellText(cells[0]), cellText(cells[1]), cellText(cells[2])];
  const deliveryCode = normalizeTrackingNumber(rawCode);
  let problem: MessageKey | null = null;
  if (!orderCode || !rawCode || !deliveryName) problem = 'order.sheet.emptyCell';
  else if (!isCarrier(deliveryName)) problem = 'order.sheet.unknownCarrier';
  else problem = deliveryInputProblem({ deliveryName, deliveryCode });
  const name = carrierName(deliveryName);
  return {
    row,
    orderCode,
    deliveryCode,
    deliveryName: name ?? deliveryName,
    carrierCode: name ? carrierCode(name) : null,
    problem,
  };
}
