import { useQuery } from '@tanstack/react-query';
import { answer, client } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** The signed-in seller's name and market (top bar, dashboard greeting). */
export function useSellerInfo(sellerId: string) {
  return useQuery({
    queryKey: queryKeys.seller.detail(sellerId),
    queryFn: () => answer(client.GET('/sw/a/v1/seller/info', { params: { query: { sellerId } } })),
    staleTime: 5 * 60_000,
  });
}
