import type {
  ProductBulkApplyBody,
  ProductBulkPreviewBody,
  ProductSheetFailedRowsBody,
  ProductSortKey,
  SortOrder,
} from '@seller/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, asStream, client, formSerializer, withHeaders } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The product list search as the URL keeps it (spec 01 §2 product management). */
export interface ProductSearch {
  name?: string;
  sell?: boolean;
  display?: boolean;
  /** 품절 임박 only. */
  lowStock?: boolean;
  startDate: string;
  endDate: string;
  sort: ProductSortKey;
  order: SortOrder;
  page: number;
  size: number;
}

export type ProductFilterPart = Omit<ProductSearch, 'page' | 'size' | 'sort' | 'order'>;

const filterOf = ({ name, sell, display, lowStock, startDate, endDate }: ProductSearch): ProductFilterPart => ({
  name,
  sell,
  display,
  lowStock,
  startDate,
  endDate,
});

export function useProductList(marketId: number, search: ProductSearch) {
  return useQuery({
    queryKey: queryKeys.productList.list({ marketId, ...search }),
    queryFn: () =>
      answer(
        client.GET('/sw/a/v1/markets/{market}/products', { params: { path: { market: marketId }, query: search } }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProductCount(marketId: number, search: ProductSearch) {
  const filter = filterOf(search);
  return useQuery({
    queryKey: queryKeys.productList.count({ marketId, ...filter }),
    queryFn: () =>
      answer(
        client.GET('/sw/a/v1/markets/{market}/products/count', {
          params: { path: { market: marketId }, query: filter },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSetProductFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { productCodes: string[]; sell?: boolean; display?: boolean }) =>
      answer(client.PUT('/sw/a/v1/products/flags', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.productList.all }),
  });
}

/** The list's .xlsx export: its search without the page, streamed (`components/list` ExportButton). */
export const exportProducts = (marketId: number, { page: _p, size: _s, ...query }: ProductSearch) =>
  withHeaders('get', '/sw/a/v1/markets/{market}/products/export', (method, path) =>
    client.request(method, path, { params: { path: { market: marketId }, query }, ...asStream }),
  );

/** Bulk registration by spreadsheet (issue 35 §3): template, preview, apply and the failed rows. */
export const productSheetCalls = {
  /** The template of a top category, streamed (saved under the server's file name). */
  template: (category: string) =>
    withHeaders('get', '/sw/a/v1/products/sheet/template', (method, path) =>
      client.request(method, path, { params: { query: { category } }, ...asStream }),
    ),
  preview: (file: File) =>
    answer(client.POST('/sw/a/v1/products/sheet/preview', { body: { file }, bodySerializer: formSerializer })),
  apply: (file: File) =>
    answer(client.POST('/sw/a/v1/products/sheet', { body: { file }, bodySerializer: formSerializer })),
  failedRows: (body: ProductSheetFailedRowsBody) =>
    withHeaders('post', '/sw/a/v1/products/sheet/failed-rows', (method, path) =>
      client.request(method, path, { body, ...asStream }),
    ),
};

/** Bulk edit of the selected products (issue 35 §3): before → after, then all or nothing at those versions. */
export const productBulkCalls = {
  preview: (body: ProductBulkPreviewBody) => answer(client.POST('/sw/a/v1/products/bulk-edit/preview', { body })),
  apply: (body: ProductBulkApplyBody) => answer(client.PUT('/sw/a/v1/products/bulk-edit', { body })),
};
