import {
  ORDER_PAGE_SIZE_MAX,
  type ClaimHoldBody,
  type ClaimInspectionBody,
  type ClaimPickupBody,
  type ClaimPickupsBody,
  type ClaimPickupStatusBody,
  type AccessPurposeInput,
  type ChangeStatusBody,
  type ChangeStatusStepsBody,
  type DeliveriesBody,
  type DelayNoticeBody,
  type Order,
  type OrderScreen,
  type OrderSearchParams,
  type UndoDeliveryBody,
} from '@seller/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, asStream, client, formSerializer, withHeaders } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { ExportChoice } from './export-choice.tsx';

type Search = OrderSearchParams & { marketId: number };

const searchQuery = (s: Search) => ({
  marketId: s.marketId,
  orderCode: s.orderCode,
  userName: s.userName,
  userContact: s.userContact,
  // The wire's form of the list: codes joined by commas.
  orderStatusList: s.orderStatusList?.join(','),
  startDate: s.startDate,
  endDate: s.endDate,
  deadline: s.deadline,
  pickupStatus: s.pickupStatus,
  claimState: s.claimState,
});

export function useOrderList(search: Search | null, page: number, size: number) {
  return useQuery({
    queryKey: queryKeys.orders.list({ search, page, size }),
    queryFn: () =>
      answer(
        client.GET('/sw/a/v3/orders', {
          // A deadline filter lists the earliest deadline first (issue 36 §6).
          params: { query: { ...searchQuery(search!), page, size, sort: search!.deadline ? 'deadline' : undefined } },
        }),
      ),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOrderCount(search: Search | null) {
  return useQuery({
    queryKey: queryKeys.orders.count({ search }),
    queryFn: () => answer(client.GET('/sw/a/v1/orders/count', { params: { query: searchQuery(search!) } })),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(code: string) {
  return useQuery({
    queryKey: queryKeys.orders.detail(code),
    queryFn: () => answer(client.GET('/sw/a/v1/orders/{code}', { params: { path: { code } } })),
  });
}

/**
 * Every order the search matches, in list order, read batch by batch in cursor mode (at most
 * `limit` orders: the caller refuses a larger selection before asking).
 */
export async function fetchAllOrders(search: Search, limit: number): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: number | null | undefined;
  do {
    const batch = await answer(
      client.GET('/sw/a/v3/orders', {
        params: { query: { ...searchQuery(search), size: ORDER_PAGE_SIZE_MAX, ...(cursor ? { cursor } : {}) } },
      }),
    );
    all.push(...batch.orders);
    cursor = batch.nextCursor;
  } while (cursor && all.length < limit);
  return all.slice(0, limit);
}

/** The screen's .xlsx export of the search, streamed (`components/list` ExportButton). */
export const exportOrders = (search: Search, screen: OrderScreen, choice: ExportChoice = { personal: 'masked' }) =>
  withHeaders('get', '/sw/a/v1/orders/export', (method, path) =>
    client.request(method, path, {
      params: { query: { ...searchQuery(search), screen, personal: choice.personal, ...choice.purpose } },
      ...asStream,
    }),
  );

/** The selected orders as the screen's .xlsx (issue 17 §6); the codes go in the body. */
export const exportSelectedOrders = (
  screen: OrderScreen,
  orderCodes: string[],
  choice: ExportChoice = { personal: 'masked' },
) =>
  withHeaders('post', '/sw/a/v1/orders/export', (method, path) =>
    client.request(method, path, {
      body: { screen, orderCodes, personal: choice.personal, ...choice.purpose },
      ...asStream,
    }),
  );

export const orderCalls = {
  changeStatus: (body: ChangeStatusBody) => answer(client.POST('/sw/a/v1/orders/change-status', { body })),
  /** An action's groups (and market 160's refund fee flag) in one call, one transaction. */
  changeStatusSteps: (body: ChangeStatusStepsBody) =>
    answer(client.POST('/sw/a/v1/orders/change-status/steps', { body })),
  changeDelivery: (body: { orderCode: string; deliveryType: string; deliveryName: string; deliveryCode: string }) =>
    answer(client.POST('/sw/a/v1/orders/change-delivery', { body, bodySerializer: formSerializer })),
  saveDeliveries: (rows: DeliveriesBody) => answer(client.PUT('/sw/a/v1/orders/deliveries', { body: rows })),
  /** A delay notice (발송 지연 안내) on the given orders, all or none (issue 36 §7). */
  delay: (body: DelayNoticeBody) => answer(client.POST('/sw/a/v1/orders/delay', { body })),
  previewSheet: (file: File) =>
    answer(client.POST('/sw/a/v1/orders/deliveries/sheet', { body: { file }, bodySerializer: formSerializer })),
};

/** Scan-to-ship's calls (issue 20 §3), through the typed client. */
export const scanCalls = {
  /** The scanned order, to show before its tracking number is taken. */
  order: (code: string) => answer(client.GET('/sw/a/v1/orders/{code}', { params: { path: { code } } })),
  /** One scanned row through the set-based delivery save, pinned to 배송 준비중. */
  ship: (row: DeliveriesBody[number]) => answer(client.PUT('/sw/a/v1/orders/deliveries', { body: [row] })),
  undo: (body: UndoDeliveryBody) => answer(client.POST('/sw/a/v1/orders/undo-delivery', { body })),
};

/** Refreshes every order list, count and detail (the dashboard's counts among them) after a write. */
export function useInvalidateOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.orders.all });
}

/** One order's personal data in full, for a purpose (logged by the server with the read); the password after an idle spell. */
export const revealOrder = (code: string, body: AccessPurposeInput & { password?: string }) =>
  answer(client.POST('/sw/a/v1/orders/{code}/personal-data', { params: { path: { code } }, body }));

/** A claim's steps (issue 36 §2, §3): each answers the claim as now stored. */
export const claimCalls = {
  pickup: (code: string, body: ClaimPickupBody) =>
    answer(client.POST('/sw/a/v1/orders/{code}/claim/pickup', { params: { path: { code } }, body })),
  /** The return pickup sheet (회수 송장 엑셀): each row with its problem; nothing is written. */
  previewPickupSheet: (file: File) =>
    answer(client.POST('/sw/a/v1/orders/claims/pickups/sheet', { body: { file }, bodySerializer: formSerializer })),
  /** The sheet's valid rows, one method for all: each row succeeds or fails on its own. */
  pickups: (body: ClaimPickupsBody) => answer(client.POST('/sw/a/v1/orders/claims/pickups', { body })),
  pickupStatus: (code: string, body: ClaimPickupStatusBody) =>
    answer(client.POST('/sw/a/v1/orders/{code}/claim/pickup-status', { params: { path: { code } }, body })),
  inspect: (code: string, body: ClaimInspectionBody) =>
    answer(client.POST('/sw/a/v1/orders/{code}/claim/inspection', { params: { path: { code } }, body })),
  hold: (code: string, body: ClaimHoldBody) =>
    answer(client.POST('/sw/a/v1/orders/{code}/claim/hold', { params: { path: { code } }, body })),
  /** One inspection photo through the image pipeline; its address goes with the inspection. */
  photo: (code: string, file: File) =>
    answer(
      client.POST('/sw/a/v1/orders/{code}/claim/photos', {
        params: { path: { code } },
        body: { file },
        bodySerializer: formSerializer,
      }),
    ),
  release: (code: string) => answer(client.DELETE('/sw/a/v1/orders/{code}/claim/hold', { params: { path: { code } } })),
};
