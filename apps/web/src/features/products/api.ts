import type { ImageKind, OptionGroupDraft, ProductCreateInput, ProductUpdateInput, UnionDraft } from '@seller/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client, formSerializer } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const forever = { staleTime: Infinity, gcTime: Infinity };

export const useBrands = (marketId: number) =>
  useQuery({
    queryKey: queryKeys.catalog.brands(marketId),
    queryFn: () => answer(client.GET('/sw/a/v1/brands', { params: { query: { marketId } } })),
  });

export const useCategoryTree = () =>
  useQuery({
    queryKey: queryKeys.catalog.categories(),
    queryFn: () => answer(client.GET('/sw/a/v1/categories')),
    ...forever,
  });

export const useFilterGroups = (main: string | null) =>
  useQuery({
    queryKey: queryKeys.catalog.filters(main ?? ''),
    queryFn: () => answer(client.GET('/sw/a/v1/filters', { params: { query: { categoryMain: main! } } })),
    enabled: !!main,
  });

/** Adds a filter value for this market (`POST /sw/a/v1/filter`); the group list reloads with it. */
export function useAddFilterValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { category: string; main: string; sub: string; value: string }) =>
      answer(client.POST('/sw/a/v1/filter', { body })),
    onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: queryKeys.catalog.filters(body.category) }),
  });
}

export const useSizeCategories = () =>
  useQuery({
    queryKey: queryKeys.catalog.sizeCategories(),
    queryFn: () => answer(client.GET('/sw/a/v1/size-categories')),
    ...forever,
  });

export const useMarketModels = (marketId: number) =>
  useQuery({
    queryKey: queryKeys.models.list({ marketId }),
    queryFn: () => answer(client.GET('/sw/a/v1/markets/{marketId}/models', { params: { path: { marketId } } })),
  });

export const useProduct = (code: string) =>
  useQuery({
    queryKey: queryKeys.products.detail(code),
    queryFn: () => answer(client.GET('/sw/a/v3/products/{code}', { params: { path: { code } } })),
    gcTime: 0,
  });

export const useProductOptions = (id: number | undefined) =>
  useQuery({
    queryKey: queryKeys.products.options(id ?? 0),
    queryFn: () => answer(client.GET('/sw/a/v1/products/{id}/options', { params: { path: { id: id! } } })),
    enabled: !!id,
    gcTime: 0,
  });

export const useProductUnions = (id: number | undefined) =>
  useQuery({
    queryKey: queryKeys.products.unions(id ?? 0),
    queryFn: () => answer(client.GET('/sw/a/v1/products/{id}/options/meta', { params: { path: { id: id! } } })),
    enabled: !!id,
    gcTime: 0,
  });

export const productApi = {
  saveContent: (code: string, content: string, method: 'POST' | 'PUT', version?: number) => {
    const body = { code, content, version };
    return answer(
      method === 'POST'
        ? client.POST('/sw/a/v1/product/content', { body })
        : client.PUT('/sw/a/v1/product/content', { body }),
    );
  },
  create: (payload: ProductCreateInput) => answer(client.POST('/sw/a/v3/product', { body: payload })),
  update: (payload: ProductUpdateInput) => answer(client.PUT('/sw/a/v3/product', { body: payload })),
  uploadImages: (filePath: string, type: ImageKind, typeId: number, files: File[], version?: number) =>
    answer(
      client.POST('/sw/a/v1/image/upload', {
        body: { filePath, type, typeId, version, files },
        bodySerializer: formSerializer,
      }),
    ),
  /** The saved images of one kind in the order to show them (a replaced image keeps its place). */
  orderImages: (type: ImageKind, typeId: number, imageIds: number[], version?: number) =>
    answer(client.POST('/sw/a/v1/image/order', { body: { type, typeId, imageIds, version } })),
  deleteImage: (imageId: number, version?: number) =>
    answer(client.POST('/sw/a/v1/image/delete', { body: { imageId, version } })),
  saveOptions: (productId: number, options: OptionGroupDraft[], version?: number) =>
    answer(client.PUT('/sw/a/v1/product/options', { body: { productId, options, version } })),
  saveUnions: (productId: number, unions: UnionDraft[], version?: number) =>
    answer(
      client.PUT('/sw/a/v2/product/options/meta', {
        body: {
          productId,
          version,
          unions: unions.map(({ names, stocks, memo, deleted }) => ({ names, stocks, memo, deleted })),
        },
      }),
    ),
};

/** Who changed this product, newest first: the latest 10 of its activity entries, with their total. */
export const useProductActivity = (code: string) =>
  useQuery({
    queryKey: queryKeys.products.activity(code),
    queryFn: () =>
      answer(client.GET('/sw/a/v1/products/{code}/activity', { params: { path: { code }, query: { size: 10 } } })),
  });
