import type { MarketGuide, MarketInfo } from '@seller/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useMarketInfo(marketId: number) {
  return useQuery({
    queryKey: queryKeys.market.detail(marketId),
    queryFn: () => api<MarketInfo>(`/sw/a/v1/markets/${marketId}`),
  });
}

export function useMarketGuide(marketId: number) {
  return useQuery({
    queryKey: queryKeys.market.guide(marketId),
    queryFn: () => api<MarketGuide>(`/sw/a/v1/markets/${marketId}/guide`),
  });
}

export function useSaveGuide(marketId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (guide: string) =>
      api<{ success: boolean }>(`/sw/a/v1/markets/${marketId}/guide/save`, { method: 'POST', json: { guide } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.market.guide(marketId) }),
  });
}
