import { message } from '../messages.ts';
import type { OrderScreen } from './screens.ts';

/**
 * Printing for packing (issue 20 §1, §2): packing slips (one A4 page per order) and the pick list
 * (quantities per product and option over the chosen orders).
 */

/** The printed documents; each print of one adds a "출력" entry to every order's history. */
export const PRINT_DOCUMENTS = ['PACKING_SLIP', 'PICK_LIST'] as const;
export type PrintDocument = (typeof PRINT_DOCUMENTS)[number];

/** Most orders one print takes: the bulk limit of the lists' selection ("검색된 N건 전체 선택"). */
export const PRINT_CODES_MAX = 1000;

/**
 * The list screens with the print buttons: where orders are packed and shipped, and the exchange
 * requests (an exchange ships again). The claim and completed screens have nothing to pack.
 */
export const PRINT_SCREENS: readonly OrderScreen[] = [
  'orderTotal',
  'productReady',
  'deliveryReady',
  'deliveryProgress',
  'exchangeRequest',
];

/**
 * The order codes of a print page's `codes` parameter (`?codes=A,B,C`): trimmed, empty parts and
 * repeats left out, in the order given.
 */
export function parsePrintCodes(text: string | null | undefined): string[] {
  const codes = (text ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return [...new Set(codes)];
}

/** An order line as the pick list reads it. */
export interface PickInput {
  productCode: string;
  productName: string;
  options: string;
  count: number;
}

/** One line of the pick list: a product and option, the quantity to pick and how many orders want it. */
export interface PickLine {
  productCode: string;
  productName: string;
  options: string;
  quantity: number;
  orders: number;
}

const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

/**
 * The pick list's walking order (shelves are laid out by product): product code, then product
 * name, then option, each compared as Korean text with numbers by value ("2" before "10").
 */
export function compareForShelves(a: PickLine, b: PickLine): number {
  return (
    collator.compare(a.productCode, b.productCode) ||
    collator.compare(a.productName, b.productName) ||
    collator.compare(a.options, b.options)
  );
}

/**
 * Adds up order lines per product and option (same product code, name and option text): the
 * quantity and the number of orders, sorted for walking the shelves.
 */
export function pickListLines(items: readonly PickInput[]): PickLine[] {
  const lines = new Map<string, PickLine>();
  for (const item of items) {
    const key = JSON.stringify([item.productCode, item.productName, item.options]);
    const line = lines.get(key);
    if (line) {
      line.quantity += item.count;
      line.orders += 1;
    } else {
      lines.set(key, {
        productCode: item.productCode,
        productName: item.productName,
        options: item.options,
        quantity: item.count,
        orders: 1,
      });
    }
  }
  return [...lines.values()].sort(compareForShelves);
}

/** Codes named in a refusal: the first few, then how many more. */
export function codesForMessage(codes: readonly string[], shown = 5): string {
  const head = codes.slice(0, shown).join(', ');
  return codes.length > shown ? message('order.print.moreCodes', { codes: head, count: codes.length - shown }) : head;
}
