import type { MarketGuide, MarketInfo } from '@seller/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';

export const marketKeys = {
  info: (marketId: number) => ['market', marketId, 'info'] as const,
  guide: (marketId: number) => ['market', marketId, 'guide'] as const,
};

export function useMarketInfo(marketId: number) {
  return useQuery({
    queryKey: marketKeys.info(marketId),
    queryFn: () => api<MarketInfo>(`/sw/a/v1/markets/${marketId}`),
  });
}

export function useMarketGuide(marketId: number) {
  return useQuery({
    queryKey: marketKeys.guide(marketId),
    queryFn: () => api<MarketGuide>(`/sw/a/v1/markets/${marketId}/guide`),
  });
}

export function useSaveGuide(marketId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (guide: string) =>
      api<{ success: boolean }>(`/sw/a/v1/markets/${marketId}/guide/save`, { method: 'POST', json: { guide } }),
    onSuccess: () => client.invalidateQueries({ queryKey: marketKeys.guide(marketId) }),
  });
}
