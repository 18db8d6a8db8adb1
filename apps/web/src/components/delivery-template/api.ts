import type { DeliveryTemplate, DeliveryTemplateRow, ProductDeliveryAssignment } from '@seller/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client, withHeaders } from '../../lib/http.ts';
import { ifMatch } from '../../lib/stale-version.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The template list and its version: the list is saved as a whole, so its ETag versions it as a whole. */
export interface TemplateList {
  templates: DeliveryTemplateRow[];
  version: number | null;
}

const versionOfEtag = (etag: string | null) => {
  const match = /^(?:W\/)?"(\d+)"$/.exec(etag ?? '');
  return match ? Number(match[1]) : null;
};

const TEMPLATES = '/sw/a/v1/markets/{marketId}/deliveries';

/** The list and its version, the answer's `ETag` as the contract declares it for the list and its save. */
const templateList = ({ data, header }: { data?: DeliveryTemplateRow[]; header: (name: 'ETag') => string | null }) => ({
  templates: data ?? [],
  version: versionOfEtag(header('ETag')),
});

const listQuery = (marketId: number) => ({
  queryKey: queryKeys.deliveryTemplates.list({ marketId }),
  queryFn: async (): Promise<TemplateList> =>
    templateList(
      await withHeaders('get', TEMPLATES, (method, path) =>
        client.request(method, path, { params: { path: { marketId } } }),
      ),
    ),
});

/** The list with its version, for the screen that edits it. */
export const useDeliveryTemplateList = (marketId: number) => useQuery(listQuery(marketId));

/** The templates, for the screens that choose one. */
export const useDeliveryTemplates = (marketId: number) =>
  useQuery({ ...listQuery(marketId), select: (list: TemplateList) => list.templates });

/** The stored fields of a template, as the full-list save sends them. */
export const templateInput = (t: DeliveryTemplate) => ({
  marketDeliveryId: t.marketDeliveryId,
  marketDeliveryName: t.marketDeliveryName,
  feeType: t.feeType,
  defaultFee: t.defaultFee,
  intCondition: t.intCondition,
  islandMountainFee: t.islandMountainFee,
  jejuFee: t.jejuFee,
  international: t.international,
});

export function useSaveDeliveryTemplates(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ templates, version }: { templates: DeliveryTemplate[]; version: number | undefined }) =>
      templateList(
        await withHeaders('put', TEMPLATES, (method, path) =>
          client.request(method, path, {
            params: { path: { marketId }, header: ifMatch(version) },
            body: templates.map(templateInput),
          }),
        ),
      ),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.deliveryTemplates.list({ marketId }), list),
  });
}

/**
 * `PUT /sw/a/v1/products/deliveries`; the templates' product counts and the caller's product list
 * (`invalidate`, a key of `queryKeys`) refresh.
 */
export function useAssignDelivery(invalidate?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductDeliveryAssignment) => answer(client.PUT('/sw/a/v1/products/deliveries', { body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.deliveryTemplates.all });
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });
}
