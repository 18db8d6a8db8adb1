import type { AccessPurposeInput, PrintDocument } from '@seller/domain';
import { useQuery } from '@tanstack/react-query';
import { answer, asStream, client, withHeaders } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * The packing slips of these orders (in their order), read once for the page, once the seller has
 * given a purpose (the recipients in full, logged) or chosen masked slips (`null`). Slips with
 * personal data are not kept once the page is left.
 */
export function usePackingSlips(
  orderCodes: string[],
  purpose: AccessPurposeInput | null | undefined,
  stepUp: <T>(call: () => Promise<T>) => Promise<T>,
) {
  return useQuery({
    queryKey: queryKeys.print.list({ document: 'PACKING_SLIP', orderCodes, purpose }),
    queryFn: () =>
      stepUp(() => answer(client.POST('/sw/a/v1/orders/packing-slips', { body: { orderCodes, ...(purpose ?? {}) } }))),
    enabled: orderCodes.length > 0 && purpose !== undefined,
    staleTime: Infinity,
    gcTime: purpose ? 0 : undefined,
  });
}

/** The pick list of these orders. */
export function usePickList(orderCodes: string[]) {
  return useQuery({
    queryKey: queryKeys.print.list({ document: 'PICK_LIST', orderCodes }),
    queryFn: () => answer(client.POST('/sw/a/v1/orders/pick-list', { body: { orderCodes } })),
    enabled: orderCodes.length > 0,
    staleTime: Infinity,
  });
}

/** Adds a "출력" entry to each order's history. */
export const recordPrint = (orderCodes: string[], document: PrintDocument) =>
  answer(client.POST('/sw/a/v1/orders/print-history', { body: { orderCodes, document } }));

/** The pick list's .xlsx, streamed (`components/list` ExportButton); the codes go in the body. */
export const exportPickList = (orderCodes: string[]) =>
  withHeaders('post', '/sw/a/v1/orders/pick-list/export', (method, path) =>
    client.request(method, path, { body: { orderCodes }, ...asStream }),
  );
