import { canSaveDelivery, type MessageKey, type OrderStatus } from '@seller/domain';
import { previewTrackingSheet } from '../../lib/tracking-sheet.ts';

/**
 * The preview of a delivery spreadsheet's rows (`previewTrackingSheet`): an order found must be in a
 * status whose delivery info can be saved. Nothing is written.
 */
export function previewDeliverySheet(
  all: string[][],
  statusesOf: (codes: string[]) => Promise<Map<string, OrderStatus>>,
) {
  return previewTrackingSheet(all, {
    noRows: 'order.sheet.noRows',
    problemsOf: async (codes) => {
      const statuses = await statusesOf(codes);
      return new Map(
        [...statuses].map(([code, status]): [string, MessageKey | null] => [
          code,
          canSaveDelivery(status) ? null : 'order.delivery.wrongTab',
        ]),
      );
    },
  });
}
