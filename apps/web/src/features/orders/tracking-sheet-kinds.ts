import {
  DELIVERY_SHEET_HEADERS,
  labels,
  message,
  PICKUP_SHEET_HEADERS,
  type DeliverySheetPreview,
  type PickupMethod,
  type SheetHeaders,
} from '@seller/domain';
import { claimCalls, orderCalls } from './api.ts';

export type PreviewRow = DeliverySheetPreview['rows'][number];

/**
 * A tracking spreadsheet the order lists read (order number, tracking number, carrier): the delivery
 * sheet (spec 02 §5) and the return pickup sheet (회수 송장, issue 36 §2). The server previews the rows,
 * the valid ones are applied by the kind's batch call; each row succeeds or fails on its own.
 */
export interface TrackingSheetKind {
  title: string;
  headers: SheetHeaders;
  notEnteredHint: string;
  failedFileName: string;
  /** The return pickup sheet asks how the items come back (회수 요청 or 구매자 직접 발송). */
  asksMethod: boolean;
  /** An empty sheet with our columns, offered in the guide. */
  template?: { label: string; fileName: string };
  preview: (file: File) => Promise<DeliverySheetPreview>;
  /** The rows' results in the rows' order. */
  apply: (
    rows: PreviewRow[],
    method: PickupMethod,
  ) => Promise<{ succeeded: number; results: { success: boolean; message: string | null }[] }>;
  allDone: (count: number) => string;
}

export const TRACKING_SHEETS = {
  delivery: {
    title: labels.order.sheet.title,
    headers: DELIVERY_SHEET_HEADERS,
    notEnteredHint: labels.order.sheet.notEnteredHint,
    failedFileName: labels.order.sheet.failedFileName,
    asksMethod: false,
    preview: orderCalls.previewSheet,
    apply: (rows) =>
      orderCalls.saveDeliveries(
        rows.map((r) => ({ orderDetailCode: r.orderCode, deliveryCode: r.deliveryCode, deliveryName: r.deliveryName })),
      ),
    allDone: (count) => message('order.sheet.allDone', { count }),
  },
  pickup: {
    title: labels.claim.sheet.title,
    headers: PICKUP_SHEET_HEADERS,
    notEnteredHint: labels.claim.sheet.notEnteredHint,
    failedFileName: labels.claim.sheet.failedFileName,
    asksMethod: true,
    template: { label: labels.claim.sheet.template, fileName: labels.claim.sheet.templateFileName },
    preview: claimCalls.previewPickupSheet,
    apply: (rows, method) =>
      claimCalls.pickups({
        method,
        rows: rows.map((r) => ({ orderCode: r.orderCode, carrier: r.deliveryName, trackingNumber: r.deliveryCode })),
      }),
    allDone: (count) => message('claim.sheet.allDone', { count }),
  },
} satisfies Record<string, TrackingSheetKind>;

export type TrackingSheetName = keyof typeof TRACKING_SHEETS;
