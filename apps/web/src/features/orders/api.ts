import {
  ORDER_PAGE_SIZE_MAX,
  type BulkResult,
  type ChangeDeliveryResult,
  type ChangeStatusBody,
  type ChangeStatusStepsBody,
  type DeliveriesBody,
  type DeliveriesResult,
  type DeliverySheetPreview,
  type Order,
  type OrderDetail,
  type OrderList,
  type OrderSearchParams,
} from '@seller/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, client } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

type Search = OrderSearchParams & { marketId: number };

const searchQuery = (s: Search) => ({
  marketId: s.marketId,
  orderCode: s.orderCode,
  userName: s.userName,
  userContact: s.userContact,
  orderStatusList: s.orderStatusList,
  startDate: s.startDate,
  endDate: s.endDate,
});

export function useOrderList(search: Search | null, page: number, size: number) {
  return useQuery({
    queryKey: queryKeys.orders.list({ search, page, size }),
    queryFn: () => api<OrderList>('/sw/a/v3/orders', { query: { ...searchQuery(search!), page, size } }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOrderCount(search: Search | null) {
  return useQuery({
    queryKey: queryKeys.orders.count({ search }),
    queryFn: () => api<number>('/sw/a/v1/orders/count', { query: searchQuery(search!) }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(code: string) {
  return useQuery({
    queryKey: queryKeys.orders.detail(code),
    queryFn: () => api<OrderDetail>(`/sw/a/v1/orders/${encodeURIComponent(code)}`),
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
    const batch: OrderList = await api<OrderList>('/sw/a/v3/orders', {
      query: { ...searchQuery(search), size: ORDER_PAGE_SIZE_MAX, ...(cursor ? { cursor } : {}) },
    });
    all.push(...batch.orders);
    cursor = batch.nextCursor;
  } while (cursor && all.length < limit);
  return all.slice(0, limit);
}

export const exportQuery = (search: Search, screen: string) => ({ ...searchQuery(search), screen });

export const orderCalls = {
  changeStatus: (body: ChangeStatusBody) =>
    api<BulkResult>('/sw/a/v1/orders/change-status', { method: 'POST', json: body }),
  /** An action's groups (and market 160's refund fee flag) in one call, one transaction. */
  changeStatusSteps: (body: ChangeStatusStepsBody) =>
    answer(client.POST('/sw/a/v1/orders/change-status/steps', { body })),
  changeDelivery: (form: { orderCode: string; deliveryType: string; deliveryName: string; deliveryCode: string }) =>
    api<ChangeDeliveryResult>('/sw/a/v1/orders/change-delivery', { method: 'POST', form }),
  saveDeliveries: (rows: DeliveriesBody) =>
    api<DeliveriesResult>('/sw/a/v1/orders/deliveries', { method: 'PUT', json: rows }),
  previewSheet: (file: File) =>
    api<DeliverySheetPreview>('/sw/a/v1/orders/deliveries/sheet', { method: 'POST', form: { file } }),
};

/** Refreshes every order list, count and detail (the dashboard's counts among them) after a write. */
export function useInvalidateOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.orders.all });
}
