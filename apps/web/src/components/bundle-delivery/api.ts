import type { BundleSaveInput } from '@seller/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client, formSerializer } from '../../lib/http.ts';
import { ifMatch } from '../../lib/stale-version.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useBundleList(marketId: number, page: number, size: number) {
  return useQuery({
    queryKey: queryKeys.bundles.list({ marketId, page, size }),
    queryFn: () => answer(client.GET('/sw/a/v1/bundle-deliveries', { params: { query: { marketId, page, size } } })),
    placeholderData: keepPreviousData,
  });
}

export const fetchBundle = (id: number) =>
  answer(client.GET('/sw/a/v1/bundle-deliveries/{id}', { params: { path: { id } } }));

export function useBundle(id: number | null) {
  return useQuery({
    queryKey: queryKeys.bundles.detail(id ?? 0),
    queryFn: () => fetchBundle(id!),
    enabled: id !== null,
  });
}

export function useSaveBundle(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BundleSaveInput }) =>
      id === null
        ? answer(client.POST('/sw/a/v1/bundle-delivery', { body: { ...body, marketId } }))
        : answer(
            client.PUT('/sw/a/v1/bundle-deliveries/{id}', { params: { path: { id } }, body: { ...body, marketId } }),
          ),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.bundles.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.bundles.lists() });
    },
  });
}

export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    // The version the list showed: a bundle someone saved since is not deleted (409).
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      answer(client.DELETE('/sw/a/v1/bundle-deliveries/{id}', { params: { path: { id }, header: ifMatch(version) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bundles.all }),
  });
}

/** The picker's search (spec 02 §2.12): name, sell, display and a period (today → tomorrow by default). */
export interface PickerSearch {
  name?: string;
  sell?: boolean;
  display?: boolean;
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

/** `POST /sw/a/v1/markets/{market}/products` with the form fields of spec 02 §7. */
export function usePickerProducts(marketId: number, search: PickerSearch, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.productList.search({ marketId, ...search }),
    queryFn: () =>
      answer(
        client.POST('/sw/a/v1/markets/{market}/products', {
          params: { path: { market: marketId } },
          body: { market: marketId, ...search },
          bodySerializer: formSerializer,
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * The sample cart's products with their sale price and own delivery rule (the fee-preview call, asked
 * once per set of products; the editor computes the figures as quantities change).
 */
export function useFeeRules(codes: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.bundles.feeRules(codes),
    queryFn: async () =>
      (
        await answer(
          client.POST('/sw/a/v1/bundle-deliveries/fee-preview', {
            body: { feeType: 'FREE', lines: codes.map((productCode) => ({ productCode, quantity: 0 })) },
          }),
        )
      ).lines,
    enabled: codes.length > 0,
    placeholderData: keepPreviousData,
  });
}
