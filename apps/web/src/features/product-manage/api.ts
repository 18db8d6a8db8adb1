import type { ProductList, ProductSortKey, SortOrder } from '@seller/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';

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

export const productManageKeys = {
  all: ['product-manage'] as const,
  list: (marketId: number, search: ProductSearch) => ['product-manage', marketId, 'list', search] as const,
  count: (marketId: number, filter: ProductFilterPart) => ['product-manage', marketId, 'count', filter] as const,
};

const filterOf = ({ name, sell, display, startDate, endDate }: ProductSearch): ProductFilterPart => ({
  name,
  sell,
  display,
  startDate,
  endDate,
});

export function useProductList(marketId: number, search: ProductSearch) {
  return useQuery({
    queryKey: productManageKeys.list(marketId, search),
    queryFn: () => api<ProductList>(`/sw/a/v1/markets/${marketId}/products`, { query: { ...search } }),
    placeholderData: keepPreviousData,
  });
}

export function useProductCount(marketId: number, search: ProductSearch) {
  const filter = filterOf(search);
  return useQuery({
    queryKey: productManageKeys.count(marketId, filter),
    queryFn: () => api<number>(`/sw/a/v1/markets/${marketId}/products/count`, { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useSetProductFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { productCodes: string[]; sell?: boolean; display?: boolean }) =>
      api<{ updated: number; productCodes: string[] }>('/sw/a/v1/products/flags', { method: 'PUT', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productManageKeys.all }),
  });
}

/** Downloads the searched products as .xlsx in list order (the server streams it). */
export async function downloadProducts(marketId: number, search: ProductSearch, fileName: string) {
  const { page: _p, size: _s, ...query } = search;
  const blob = await api<Blob>(`/sw/a/v1/markets/${marketId}/products/export`, { query: { ...query }, blob: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
