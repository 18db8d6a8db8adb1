import type { MarketCalendar } from '@seller/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The market's dispatch-deadline setting and days off (issue 36 §6). */
export function useMarketCalendar(marketId: number) {
  return useQuery({
    queryKey: queryKeys.market.calendar(marketId),
    queryFn: () => answer(client.GET('/sw/a/v1/markets/{id}/calendar', { params: { path: { id: marketId } } })),
  });
}

export function useSetDispatchDays(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dispatchDays: number) =>
      answer(
        client.PUT('/sw/a/v1/markets/{id}/calendar/dispatch-days', {
          params: { path: { id: marketId } },
          body: { dispatchDays },
        }),
      ),
    onSuccess: (saved: MarketCalendar) => queryClient.setQueryData(queryKeys.market.calendar(marketId), saved),
  });
}

/** Marks a day off (`off: true`) or takes it back. */
export function useToggleDayOff(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, off }: { day: string; off: boolean }) => {
      const params = { params: { path: { id: marketId, day } } };
      return answer(
        off
          ? client.PUT('/sw/a/v1/markets/{id}/calendar/days-off/{day}', params)
          : client.DELETE('/sw/a/v1/markets/{id}/calendar/days-off/{day}', params),
      );
    },
    onSuccess: (saved: MarketCalendar) => queryClient.setQueryData(queryKeys.market.calendar(marketId), saved),
  });
}

/** The month view (issue 36 §8). */
export function useMonthReport(marketId: number, months: number) {
  return useQuery({
    queryKey: queryKeys.market.report(marketId, months),
    queryFn: () =>
      answer(
        client.GET('/sw/a/v1/markets/{id}/report/monthly', {
          params: { path: { id: marketId }, query: { months } },
        }),
      ),
  });
}
