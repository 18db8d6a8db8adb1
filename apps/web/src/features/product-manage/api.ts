import type { ProductList, ProductSortKey, SortOrder } from '@seller/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The product list search as the URL keeps it (spec 01 §2 product management). */
export interface ProductSearch {
  name?: string;
  sell?: boolean;
  display?: boolean;
  startDate: string;
  endDate: string;
  sort: ProductSortKey;
  order: SortOrder;
  page: number;
  size: number;
}

export type ProductFilterPart = Omit<ProductSearch, 'page' | 'size' | 'sort' | 'order'>;

const filterOf = ({ name, sell, display, startDate, endDate }: ProductSearch): ProductFilterPart => ({
  name,
  sell,
  display,
  startDate,
  endDate,
});

export function useProductList(marketId: number, search: ProductSearch) {
  return useQuery({
    queryKey: queryKeys.productList.list({ marketId, ...search }),
    queryFn: () => api<ProductList>(`/sw/a/v1/markets/${marketId}/products`, { query: { ...search } }),
    placeholderData: keepPreviousData,
  });
}

export function useProductCount(marketId: number, search: ProductSearch) {
  const filter = filterOf(search);
  return useQuery({
    queryKey: queryKeys.productList.count({ marketId, ...filter }),
    queryFn: () => api<number>(`/sw/a/v1/markets/${marketId}/products/count`, { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useSetProductFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { productCodes: string[]; sell?: boolean; display?: boolean }) =>
      api<{ updated: number; productCodes: string[] }>('/sw/a/v1/products/flags', { method: 'PUT', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.productList.all }),
  });
}

/** The export's query: the list's search without its page. */
export const exportQuery = ({ page: _p, size: _s, ...query }: ProductSearch) => ({ ...query });
