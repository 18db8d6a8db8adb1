import { z } from 'zod';
import { message } from '../messages.ts';
import { ORDER_CODE_MAX } from '../orders/delivery.ts';
import { PRINT_CODES_MAX, PRINT_DOCUMENTS } from '../orders/print.ts';
import { ORDER_STATUSES } from '../orders/statuses.ts';
import { optionalPurposeRefine, optionalPurposeShape } from './privacy.ts';

/**
 * The print calls (issue 20 §1, §2). They take the order codes in a JSON body, not the URL: up to
 * 1,000 codes do not fit a query string. Every code must be an order of the seller's market; an
 * unknown code, or another market's, refuses the whole call (404) and names the codes.
 */
export const printCodesBodySchema = z.object({
  orderCodes: z
    .array(z.string().trim().min(1).max(ORDER_CODE_MAX))
    .min(1, { message: message('order.print.codesRequired') })
    .max(PRINT_CODES_MAX, { message: message('order.print.tooManyCodes', { max: PRINT_CODES_MAX }) })
    .describe(`order codes, 1 to ${PRINT_CODES_MAX}; repeats count once`),
});
export type PrintCodesBody = z.infer<typeof printCodesBodySchema>;

/**
 * `POST /sw/a/v1/orders/packing-slips`: the codes, and a purpose to print the recipients' data in full
 * (issue 34 §2; without one the slips show it masked and nothing is logged).
 */
export const packingSlipsBodySchema = printCodesBodySchema
  .extend(optionalPurposeShape)
  .superRefine(optionalPurposeRefine);
export type PackingSlipsBody = z.infer<typeof packingSlipsBodySchema>;

/** `POST /sw/a/v1/orders/print-history` */
export const printHistoryBodySchema = printCodesBodySchema.extend({
  document: z
    .enum(PRINT_DOCUMENTS)
    .describe('what was printed: PACKING_SLIP (packing slips) or PICK_LIST (the pick list)'),
});
export type PrintHistoryBody = z.infer<typeof printHistoryBodySchema>;

export const printHistoryResultSchema = z.object({
  recorded: z.number().int().describe('orders that got a 출력 entry in their history'),
});
export type PrintHistoryResult = z.infer<typeof printHistoryResultSchema>;

/** The market's name and customer-service phone, printed at the foot of each slip. */
export const printMarketSchema = z.object({
  name: z.string(),
  csContact: z.string().describe('customer-service phone as stored (digits); the page formats it'),
});

/** One order's packing slip. Prices are answered; the page shows them only when asked to. */
export const packingSlipSchema = z.object({
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  paidAt: z.string().describe('ISO-8601 instant of the payment (the order date)'),
  ordererName: z.string(),
  recipient: z.object({
    name: z.string(),
    phoneNumber: z.string(),
    postcode: z.string(),
    address1: z.string(),
    address2: z.string(),
  }),
  deliveryMemo: z.string().describe('message, entrance type and entrance value joined by a slash'),
  items: z
    .array(
      z.object({
        productCode: z.string(),
        productName: z.string(),
        options: z.string(),
        quantity: z.number().int(),
        price: z.number().int().describe('the line’s product amount (won)'),
      }),
    )
    .describe('the order’s lines'),
  gifts: z.array(z.string()).describe('gift option names'),
  couponDiscountPrice: z.number().int(),
  deliveryFee: z.number().int(),
});
export type PackingSlip = z.infer<typeof packingSlipSchema>;

/** `POST /sw/a/v1/orders/packing-slips`: the slips in the order the codes were sent. */
export const packingSlipsSchema = z.object({
  market: printMarketSchema,
  slips: z.array(packingSlipSchema),
});
export type PackingSlips = z.infer<typeof packingSlipsSchema>;

export const pickLineSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  options: z.string(),
  quantity: z.number().int().describe('units to pick: the sum of the orders’ quantities'),
  orders: z.number().int().describe('orders that want this product and option'),
});

/** `POST /sw/a/v1/orders/pick-list` */
export const pickListSchema = z.object({
  market: printMarketSchema,
  lines: z
    .array(pickLineSchema)
    .describe(
      'one line per product and option, sorted for walking the shelves: product code, product name, then option (Korean collation, numbers by value)',
    ),
  orderCount: z.number().int(),
  totalQuantity: z.number().int(),
});
export type PickList = z.infer<typeof pickListSchema>;
