import { z } from 'zod';
import {
  CARRIER_CODES,
  carrierName,
  codeTableText,
  DELIVERY_TYPE_CODES,
  DELIVERY_TYPES,
  deliveryTypeName,
} from '../delivery/carriers.ts';
import { message } from '../messages.ts';
import { DETAIL_REASON_MAX, ORDER_BULK_MAX, ORDER_PAGE_SIZE_MAX, REASON_MAX } from '../orders/limits.ts';
import {
  DELIVERY_SHEET_MAX_ROWS,
  normalizeTrackingNumber,
  ORDER_CODE_MAX,
  TRACKING_NUMBER_MAX,
} from '../orders/delivery.ts';
import { ORDER_SCREEN_NAMES, type OrderScreen } from '../orders/screens.ts';
import { PRINT_DOCUMENTS } from '../orders/print.ts';
import { ORDER_STATUSES } from '../orders/statuses.ts';
import { DEADLINE_FILTERS, DELAY_REASONS } from '../orders/deadlines.ts';
import { CLAIM_STATE_FILTERS, PICKUP_FILTERS } from '../orders/claims.ts';
import { PERSONAL_EXPORT_MODES, type AccessPurpose, type PersonalExportMode } from '../privacy/rules.ts';
import { claimSchema, claimSummarySchema } from './claim-view.ts';
import { optionalPurposeRefine, optionalPurposeShape } from './privacy.ts';
import {
  calendarDateSchema,
  DEFAULT_PAGE_SIZE,
  idSchema,
  pageNumberSchema,
  pageSizeSchema,
  periodRefine,
} from './common.ts';

const statusListSchema = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ORDER_STATUSES)).min(1))
  .describe('order statuses joined by commas');

/** Search fields shared by the order list, count and export calls (spec 02 §7). */
const orderSearchFields = z.object({
  marketId: idSchema,
  orderCode: z.string().trim().max(ORDER_CODE_MAX).optional(),
  userName: z.string().trim().max(50).optional(),
  userContact: z
    .string()
    .trim()
    .max(30)
    .transform((v) => v.replace(/-/g, ''))
    .optional(),
  orderStatusList: statusListSchema.optional(),
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  deadline: z
    .enum(DEADLINE_FILTERS)
    .optional()
    .describe(
      'orders still to dispatch (결제완료, 배송준비중) by their dispatch deadline: soon = due today or tomorrow (기한 임박), overdue = due before today (기한 초과), Seoul days',
    ),
  pickupStatus: z
    .enum(PICKUP_FILTERS)
    .optional()
    .describe("claims by their pickup (회수): NONE = none recorded yet, else the pickup's status"),
  claimState: z
    .enum(CLAIM_STATE_FILTERS)
    .optional()
    .describe(
      'claims: delayed = 처리 지연 (still pending 3 business days after 회수 완료, weekends, holidays and days off skipped); held = 보류 중',
    ),
});
export const orderSearchQuerySchema = orderSearchFields.superRefine(periodRefine);
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

/** Answer of `GET /sw/a/v1/orders/count`: a bare number. */
export const orderCountSchema = z.number().int().nonnegative();

/**
 * `GET /sw/a/v3/orders`: page mode (`page`, `size`) or cursor mode (`size`, `cursor` = the last id
 * of the previous batch). Newest payment first, then id.
 */
export const orderListQuerySchema = orderSearchFields
  .extend({
    page: pageNumberSchema.optional().describe('page mode: page number, the first page is 1'),
    size: pageSizeSchema.max(ORDER_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
    cursor: idSchema.optional().describe('id of the last order of the previous batch (cursor mode)'),
    sort: z
      .enum(['deadline'])
      .optional()
      .describe('page mode only: earliest dispatch deadline first (orders without one last), then newest payment'),
  })
  .refine((q) => q.page === undefined || q.cursor === undefined, {
    message: message('order.search.cursorWithPage'),
    path: ['cursor'],
  })
  .refine((q) => q.sort === undefined || q.cursor === undefined, {
    message: message('order.search.sortWithCursor'),
    path: ['sort'],
  })
  .superRefine(periodRefine);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

const iso = z.string().nullable().describe('ISO-8601 instant, or null when not reached');

/** One order line (spec 02 §3) as list rows, detail and export read it. */
export const orderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  paidAt: iso,
  packagingAt: iso,
  transitAt: iso,
  deliveredAt: iso,
  confirmedAt: iso,
  cancelingAt: iso,
  canceledAt: iso,
  exchangingAt: iso,
  exchangedAt: iso,
  refundingAt: iso,
  refundedAt: iso,
  updatedAt: iso,
  product: z.object({
    code: z.string(),
    name: z.string(),
    options: z.string(),
    count: z.number().int(),
    price: z.number().int(),
    couponDiscountPrice: z.number().int(),
  }),
  deliveryFee: z.number().int(),
  pccc: z.string().nullable(),
  nameForPccc: z.string().nullable(),
  orderer: z.object({ name: z.string(), contact: z.string() }),
  recipient: z.object({
    name: z.string(),
    phoneNumber: z.string(),
    postcode: z.string(),
    address1: z.string(),
    address2: z.string(),
    message: z.string(),
    entranceType: z.string(),
    entranceValue: z.string(),
  }),
  delivery: z.object({ type: z.string().nullable(), name: z.string().nullable(), code: z.string().nullable() }),
  reason: z.string().nullable(),
  detailReason: z.string().nullable(),
  gift: z.object({ productDetailOptionNames: z.array(z.string()) }),
  cancelWithDeliveryFee: z.boolean().nullable(),
  dispatchDue: z.string().nullable().describe('the dispatch deadline (발송기한), a Seoul day YYYY-MM-DD'),
  delay: z
    .object({
      reason: z.enum(DELAY_REASONS).nullable(),
      message: z.string().nullable(),
      delayedAt: iso.describe('when the delay notice was sent; null when none was'),
    })
    .describe('the delay notice (발송 지연 안내), once per order; all null when none was sent'),
  payment: z.object({
    type: z.string(),
    pgType: z.string(),
    receiptUrl: z
      .string()
      .regex(/^https?:\/\//i)
      .nullable()
      .describe('the payment receipt page, an http(s) address only (null when none or not a web address)'),
  }),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  nextCursor: z.number().int().nullable().describe('cursor of the next batch; null when this batch was the last'),
  claims: z
    .array(claimSummarySchema)
    .optional()
    .describe(
      "lists of claim statuses (cancel, exchange, refund): each row's claim, by order id (rows without one left out)",
    ),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderHistoryEntrySchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  actor: z.string().describe('login id of the seller, or 구매자 for the buyer'),
  reason: z.string().nullable(),
  changedAt: z.string(),
  printed: z
    .enum(PRINT_DOCUMENTS)
    .nullable()
    .describe('a 출력 entry: what was printed (the status stayed as it was); null for a status change'),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** `GET /sw/a/v1/orders/{code}`: the order and every status change. */
export const orderDetailSchema = orderSchema.extend({
  history: z.array(orderHistoryEntrySchema),
  claim: claimSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(ORDER_CODE_MAX) });

const orderCodesSchema = z
  .array(z.string().trim().min(1).max(ORDER_CODE_MAX))
  .min(1, { message: message('order.codesRequired') })
  .max(ORDER_BULK_MAX, { message: message('order.tooManyCodes', { max: ORDER_BULK_MAX }) });

const reasonsShape = {
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, { message: message('order.reasonTooLong', { max: REASON_MAX }) })
    .optional(),
  detailReason: z
    .string()
    .trim()
    .max(DETAIL_REASON_MAX, { message: message('order.reasonTooLong', { max: DETAIL_REASON_MAX }) })
    .optional(),
  cancelWithDeliveryFee: z
    .boolean()
    .optional()
    .describe(
      "market 160 only: also sets the refund's delivery-fee flag, in the same statement as the move (REFUNDING1 moves only)",
    ),
};

/** One group of a status change: these orders move from currentStatus to nextStatus. */
export const statusStepSchema = z.object({
  orderCodes: orderCodesSchema,
  currentStatus: z.enum(ORDER_STATUSES),
  nextStatus: z.enum(ORDER_STATUSES),
});
export type StatusStep = z.infer<typeof statusStepSchema>;

/** `POST /sw/a/v1/orders/change-status` */
export const changeStatusBodySchema = statusStepSchema.extend(reasonsShape);
export type ChangeStatusBody = z.infer<typeof changeStatusBodySchema>;

/**
 * `POST /sw/a/v1/orders/change-status/steps`: an action's groups (exchange withdrawal moves its
 * EXCHANGING1 and EXCHANGING2 rows) in one transaction; at most ORDER_BULK_MAX orders in all.
 */
export const changeStatusStepsBodySchema = z
  .object({ steps: z.array(statusStepSchema).min(1).max(ORDER_STATUSES.length), ...reasonsShape })
  .refine((b) => b.steps.reduce((n, s) => n + s.orderCodes.length, 0) <= ORDER_BULK_MAX, {
    message: message('order.tooManyCodes', { max: ORDER_BULK_MAX }),
  });
export type ChangeStatusStepsBody = z.infer<typeof changeStatusStepsBodySchema>;

/** The answer of every bulk write: success when nothing was refused, the codes changed and refused. */
export const bulkResultSchema = z.object({
  success: z.boolean(),
  updatedCodes: z.array(z.string()),
  refusedCodes: z
    .array(z.string())
    .describe('codes not changed: unknown, of another market, or not in the expected status'),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** `PUT /sw/a/v1/orders/cancel-with-delivery-fee` */
export const cancelWithDeliveryFeeBodySchema = z
  .array(
    z.object({ orderDetailCode: z.string().trim().min(1).max(ORDER_CODE_MAX), cancelWithDeliveryFee: z.boolean() }),
  )
  .min(1, { message: message('order.codesRequired') })
  .max(ORDER_BULK_MAX, { message: message('order.tooManyCodes', { max: ORDER_BULK_MAX }) });
export type CancelWithDeliveryFeeBody = z.infer<typeof cancelWithDeliveryFeeBodySchema>;

/** OpenAPI text of the carriers: code = Korean name. */
export const CARRIERS_TEXT = `one of the 14 carriers, by code or Korean name: ${codeTableText(CARRIER_CODES)}`;
export const DELIVERY_TYPES_TEXT = `delivery type, by code or Korean name: ${codeTableText(DELIVERY_TYPE_CODES)}`;

/** A carrier by Korean name or code; it becomes the Korean name. */
export const carrierSchema = z
  .string({ message: message('order.delivery.noCarrier') })
  .trim()
  .min(1, { message: message('order.delivery.noCarrier') })
  .transform((v, ctx) => {
    const name = carrierName(v);
    if (!name) ctx.addIssue({ code: 'custom', message: message('order.delivery.unknownCarrier') });
    return name ?? v;
  })
  .describe(CARRIERS_TEXT);
/** A tracking number: letters and digits, hyphens and spaces between them dropped, at most TRACKING_NUMBER_MAX. */
export const trackingSchema = z
  .string({ message: message('order.delivery.noTrackingNumber') })
  .meta({ maxLength: TRACKING_NUMBER_MAX, pattern: '^[\\s-]*[0-9A-Za-z][0-9A-Za-z\\s-]*$' })
  .transform(normalizeTrackingNumber)
  .pipe(
    z
      .string()
      .min(1, { message: message('order.delivery.noTrackingNumber') })
      .max(TRACKING_NUMBER_MAX, { message: message('order.delivery.badTrackingNumber') })
      .regex(/^[0-9A-Za-z]+$/, { message: message('order.delivery.badTrackingNumber') }),
  );
/** A delivery type by Korean name or code; it becomes the Korean name. */
export const deliveryTypeSchema = z
  .string({ message: message('order.delivery.badDeliveryType') })
  .transform((v, ctx) => {
    const name = deliveryTypeName(v);
    if (!name) ctx.addIssue({ code: 'custom', message: message('order.delivery.badDeliveryType') });
    return name ?? DELIVERY_TYPES[0];
  })
  .describe(`${DELIVERY_TYPES_TEXT}; default 택배 (PARCEL)`);

/** `POST /sw/a/v1/orders/change-delivery` (form). */
export const changeDeliveryBodySchema = z.object({
  orderCode: z.string().trim().min(1).max(ORDER_CODE_MAX),
  deliveryType: deliveryTypeSchema.default(DELIVERY_TYPES[0]),
  deliveryName: carrierSchema,
  deliveryCode: trackingSchema,
});
export type ChangeDeliveryBody = z.infer<typeof changeDeliveryBodySchema>;

export const changeDeliveryResultSchema = z.object({
  type: z.string().describe('delivery type, Korean name'),
  typeCode: z.string().describe(`delivery type code (${codeTableText(DELIVERY_TYPE_CODES)})`),
  name: z.string().describe('carrier, Korean name'),
  carrierCode: z.string().describe(`carrier code (${codeTableText(CARRIER_CODES)})`),
  code: z.string().describe('tracking number without hyphens'),
  status: z.enum(ORDER_STATUSES).describe('status after saving (in delivery)'),
});
export type ChangeDeliveryResult = z.infer<typeof changeDeliveryResultSchema>;

/**
 * `PUT /sw/a/v1/orders/deliveries`: a batch. Rows are checked one by one (bad carrier or tracking
 * number is that row's failure, not the batch's), so the fields are loose here.
 */
export const deliveriesBodySchema = z
  .array(
    z.object({
      orderDetailCode: z.string().trim().max(ORDER_CODE_MAX),
      deliveryCode: z.string().max(200).describe('tracking number; hyphens are removed'),
      deliveryName: z.string().max(50).describe(CARRIERS_TEXT),
      deliveryType: z.string().max(20).optional().describe(`${DELIVERY_TYPES_TEXT}; default 택배 (PARCEL)`),
      currentStatus: z
        .enum(ORDER_STATUSES)
        .optional()
        .describe(
          'ours: save the row only while the order is in this status (scan-to-ship sends PACKAGING); otherwise the row fails',
        ),
    }),
  )
  .min(1, { message: message('order.codesRequired') })
  .max(DELIVERY_SHEET_MAX_ROWS, { message: message('order.sheet.tooManyRows', { max: DELIVERY_SHEET_MAX_ROWS }) });
export type DeliveriesBody = z.infer<typeof deliveriesBodySchema>;

/**
 * `POST /sw/a/v1/orders/undo-delivery` (ours, scan-to-ship): takes back a delivery save. The order
 * returns to delivery preparing and loses its delivery info only while it is still in delivery with
 * exactly this carrier and tracking number, as the save left it.
 */
export const undoDeliveryBodySchema = z.object({
  orderCode: z.string().trim().min(1).max(ORDER_CODE_MAX),
  deliveryName: carrierSchema,
  deliveryCode: trackingSchema,
});
export type UndoDeliveryBody = z.infer<typeof undoDeliveryBodySchema>;
export const undoDeliveryResultSchema = z.object({
  orderCode: z.string(),
  status: z.enum(ORDER_STATUSES).describe('status after the undo (delivery preparing)'),
});
export type UndoDeliveryResult = z.infer<typeof undoDeliveryResultSchema>;

export const deliveryRowResultSchema = z.object({
  orderDetailCode: z.string(),
  success: z.boolean(),
  deliveryName: z.string().describe('the carrier as sent, or its Korean name when it is one of the 14'),
  carrierCode: z.string().nullable().describe('the carrier code; null when the carrier is not one of the 14'),
  message: z.string().nullable().describe('why the row was not saved'),
});
export const deliveriesResultSchema = z.object({
  success: z.boolean(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(deliveryRowResultSchema),
});
export type DeliveriesResult = z.infer<typeof deliveriesResultSchema>;

/** `POST /sw/a/v1/orders/deliveries/sheet`: the parsed spreadsheet, each row with its problem. Nothing is written. */
export const deliverySheetPreviewSchema = z.object({
  rows: z.array(
    z.object({
      row: z.number().int(),
      orderCode: z.string(),
      deliveryCode: z.string(),
      deliveryName: z.string().describe('the carrier cell, or its Korean name when it names one of the 14'),
      carrierCode: z.string().nullable().describe('the carrier code; null when the cell names none of the 14'),
      problem: z.string().nullable().describe('Korean message of what is wrong with the row'),
    }),
  ),
  valid: z.number().int(),
  invalid: z.number().int(),
  notEntered: z
    .number()
    .int()
    .describe('rows naming an order with neither tracking number nor carrier (not shipped yet): skipped, not in rows'),
  byHeaders: z
    .boolean()
    .describe('true when the columns were found by their header names (another marketplace’s sheet)'),
  columns: z
    .array(
      z.object({
        field: z.enum(['orderCode', 'deliveryCode', 'deliveryName']),
        column: z.string().describe('the column’s letters in the sheet (A, B, …)'),
        header: z.string().nullable().describe('the header cell as written; null without a header row'),
      }),
    )
    .describe('the columns read for the order number, the tracking number and the carrier'),
});
export type DeliverySheetPreview = z.infer<typeof deliverySheetPreviewSchema>;

/**
 * An order export's personal columns (issue 34 §1, §2): masked by default, left out, or in full for a
 * purpose (which writes an access-log row naming the orders before the file is sent).
 */
const personalExportShape = {
  personal: z
    .enum(PERSONAL_EXPORT_MODES)
    .default('masked')
    .describe(
      'the personal columns (names, contacts, address, PCCC, delivery memo): `masked` (default; 홍*동, 010-****-5678, no detail line), `omit` (left out), or `full`, which needs a purpose and writes an access-log row naming every order of the file; full values only for orders in 결제 완료..배송중 or an open exchange or refund request paid within the download window (90 days), masked for the rest',
    ),
  ...optionalPurposeShape,
};
function personalExportRefine(
  value: { personal?: PersonalExportMode; purpose?: AccessPurpose; purposeDetail?: string },
  ctx: z.RefinementCtx,
) {
  if (value.personal === 'full' && !value.purpose)
    ctx.addIssue({ code: 'custom', path: ['purpose'], message: message('privacy.purposeRequired') });
  optionalPurposeRefine(value, ctx);
}

/** `GET /sw/a/v1/orders/export`: the search of a screen, as a streamed .xlsx. */
export const orderExportQuerySchema = orderSearchFields
  .extend({
    screen: z.enum(ORDER_SCREEN_NAMES as [OrderScreen, ...OrderScreen[]]).default('orderTotal'),
    ...personalExportShape,
  })
  .superRefine(periodRefine)
  .superRefine(personalExportRefine);
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/**
 * `POST /sw/a/v1/orders/export` (issue 17 §6): the orders a seller selected on a list, as that
 * screen's .xlsx. The codes go in the body: up to 1,000 of them do not fit a query string. Every
 * code must be an order of the seller's market, else 404 naming the codes not found.
 */
export const orderSelectionExportBodySchema = z
  .object({
    screen: z
      .enum(ORDER_SCREEN_NAMES as [OrderScreen, ...OrderScreen[]])
      .default('orderTotal')
      .describe("the list screen whose columns the file has (as the GET call's screen)"),
    orderCodes: z
      .array(z.string().trim().min(1).max(ORDER_CODE_MAX))
      .min(1, { message: message('order.export.codesRequired') })
      .max(ORDER_BULK_MAX, {
        message: message('order.export.tooManyCodes', { max: ORDER_BULK_MAX.toLocaleString('en-US') }),
      })
      .describe(`the selected orders' codes, 1 to ${ORDER_BULK_MAX}; repeats count once`),
    ...personalExportShape,
  })
  .superRefine(personalExportRefine);
export type OrderSelectionExportBody = z.infer<typeof orderSelectionExportBodySchema>;
