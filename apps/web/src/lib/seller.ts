import type { SellerInfo } from '@seller/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './http.ts';

export const sellerKeys = { info: (sellerId: string) => ['seller', 'info', sellerId] as const };

/** The signed-in seller's name and market (top bar, dashboard greeting). */
export function useSellerInfo(sellerId: string) {
  return useQuery({
    queryKey: sellerKeys.info(sellerId),
    queryFn: () => api<SellerInfo>('/sw/a/v1/seller/info', { query: { sellerId } }),
    staleTime: 5 * 60_000,
  });
}
