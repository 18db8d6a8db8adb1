import {
  addMonths,
  DASHBOARD_CARDS,
  CLAIM_DELAY_CARDS,
  DEADLINE_CARDS,
  defaultRange,
  ORDER_SCREENS,
  SEARCH_PERIOD_DAYS,
  seoulDate,
} from '@seller/domain';
import { useQuery } from '@tanstack/react-query';
import { answer, client } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The last month, as the dashboard counts it: from the same day a month ago through today (Seoul). */
/** The latest notices home shows. */
export const NOTICE_COUNT = 3;

export function lastMonthRange(today = seoulDate()) {
  return { startDate: addMonths(today, -1), endDate: today };
}

export function useDashboardCounts(marketId: number) {
  const range = lastMonthRange();
  return useQuery({
    queryKey: queryKeys.orders.count({ dashboard: true, marketId, ...range }),
    queryFn: async () => {
      const counts = await Promise.all(
        DASHBOARD_CARDS.map((card) =>
          answer(
            client.GET('/sw/a/v1/orders/count', {
              params: {
                query: {
                  marketId,
                  orderStatusList: card.statuses.join(','),
                  startDate: range.startDate,
                  endDate: range.endDate,
                },
              },
            }),
          ),
        ),
      );
      return Object.fromEntries(DASHBOARD_CARDS.map((card, i) => [card.key, counts[i] ?? 0])) as Record<
        (typeof DASHBOARD_CARDS)[number]['key'],
        number
      >;
    },
  });
}

export function useLatestNotices() {
  return useQuery({
    queryKey: queryKeys.notices.list({ page: 1, size: NOTICE_COUNT }),
    queryFn: () => answer(client.GET('/sw/a/v1/notices', { params: { query: { page: 1, size: NOTICE_COUNT } } })),
  });
}

/** The products 품절 임박 in the product list's default period (the card opens that list, filtered). */
export function lowStockSearch() {
  return { ...defaultRange(SEARCH_PERIOD_DAYS.products), lowStock: 'true' };
}

export function useLowStockCount(marketId: number) {
  const query = { ...defaultRange(SEARCH_PERIOD_DAYS.products), lowStock: true };
  return useQuery({
    queryKey: queryKeys.productList.count({ dashboard: true, marketId, ...query }),
    queryFn: () =>
      answer(client.GET('/sw/a/v1/markets/{market}/products/count', { params: { path: { market: marketId }, query } })),
  });
}

/** The deadline cards' counts (issue 36 §6): the 전체 주문 list's statuses with each card's filter. */
export function useDeadlineCounts(marketId: number) {
  return useQuery({
    queryKey: queryKeys.orders.count({ dashboard: 'deadline', marketId }),
    queryFn: async () => {
      const counts = await Promise.all(
        DEADLINE_CARDS.map((card) =>
          answer(
            client.GET('/sw/a/v1/orders/count', {
              params: {
                query: { marketId, orderStatusList: ORDER_SCREENS.orderTotal.join(','), deadline: card.deadline },
              },
            }),
          ),
        ),
      );
      return Object.fromEntries(DEADLINE_CARDS.map((card, i) => [card.key, counts[i] ?? 0])) as Record<
        (typeof DEADLINE_CARDS)[number]['key'],
        number
      >;
    },
  });
}

/** The 처리 지연 cards' counts (issue 36 §6): each request list's statuses with the 처리 지연 filter. */
export function useClaimDelayCounts(marketId: number) {
  return useQuery({
    queryKey: queryKeys.orders.count({ dashboard: 'claimDelay', marketId }),
    queryFn: async () => {
      const counts = await Promise.all(
        CLAIM_DELAY_CARDS.map((card) =>
          answer(
            client.GET('/sw/a/v1/orders/count', {
              params: {
                query: { marketId, orderStatusList: ORDER_SCREENS[card.screen].join(','), claimState: 'delayed' },
              },
            }),
          ),
        ),
      );
      return Object.fromEntries(CLAIM_DELAY_CARDS.map((card, i) => [card.key, counts[i] ?? 0])) as Record<
        (typeof CLAIM_DELAY_CARDS)[number]['key'],
        number
      >;
    },
  });
}
