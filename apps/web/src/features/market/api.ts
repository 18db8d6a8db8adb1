import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useMarketInfo(marketId: number) {
  return useQuery({
    queryKey: queryKeys.market.detail(marketId),
    queryFn: () => answer(client.GET('/sw/a/v1/markets/{id}', { params: { path: { id: marketId } } })),
  });
}

export function useMarketGuide(marketId: number) {
  return useQuery({
    queryKey: queryKeys.market.guide(marketId),
    queryFn: () => answer(client.GET('/sw/a/v1/markets/{id}/guide', { params: { path: { id: marketId } } })),
  });
}

export function useSaveGuide(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guide, version }: { guide: string; version: number | undefined }) =>
      answer(
        client.POST('/sw/a/v1/markets/{id}/guide/save', {
          params: { path: { id: marketId } },
          body: { guide, version },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.market.guide(marketId) }),
  });
}

/** The market's idle time of sessions (issue 34 §5). */
export function useMarketSecurity(marketId: number) {
  return useQuery({
    queryKey: queryKeys.market.security(marketId),
    queryFn: () => answer(client.GET('/sw/a/v1/markets/{id}/security', { params: { path: { id: marketId } } })),
  });
}

export function useSaveMarketSecurity(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionIdleMinutes: number) =>
      answer(
        client.PUT('/sw/a/v1/markets/{id}/security', {
          params: { path: { id: marketId } },
          body: { sessionIdleMinutes },
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.market.security(marketId), saved),
  });
}
