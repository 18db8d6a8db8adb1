import type { DeliveryTemplate, DeliveryTemplateRow, ProductDeliveryAssignment } from '@seller/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client, withHeaders } from '../../lib/http.ts';
import { ifMatch } from '../../lib/stale-version.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The template list and the list's version (each template also carries its own `version`). */
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

/** The stored fields of a template, as a save sends them. */
export const templateBody = (t: DeliveryTemplate) => ({
  marketDeliveryName: t.marketDeliveryName,
  feeType: t.feeType,
  defaultFee: t.defaultFee,
  intCondition: t.intCondition,
  islandMountainFee: t.islandMountainFee,
  jejuFee: t.jejuFee,
  returnFee: t.returnFee,
  exchangeFee: t.exchangeFee,
  international: t.international,
});

/**
 * Saves one template on its own (each template is versioned on its own: a template another seller
 * added or saved meanwhile does not refuse this one): a new one is added, a saved one replaced
 * naming the version it was loaded at. The list refreshes.
 */
export function useSaveDeliveryTemplate(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, version }: { template: DeliveryTemplate; version: number | undefined }) =>
      template.marketDeliveryId === null
        ? answer(
            client.POST('/sw/a/v1/markets/{marketId}/deliveries', {
              params: { path: { marketId } },
              body: templateBody(template),
            }),
          )
        : answer(
            client.PUT('/sw/a/v1/markets/{marketId}/deliveries/{marketDeliveryId}', {
              params: { path: { marketId, marketDeliveryId: template.marketDeliveryId }, header: ifMatch(version) },
              body: templateBody(template),
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.deliveryTemplates.all }),
  });
}

/** Deletes one unused template at the version shown; the list refreshes. */
export function useDeleteDeliveryTemplate(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: DeliveryTemplateRow) =>
      answer(
        client.DELETE('/sw/a/v1/markets/{marketId}/deliveries/{marketDeliveryId}', {
          params: { path: { marketId, marketDeliveryId: row.marketDeliveryId }, header: ifMatch(row.version) },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.deliveryTemplates.all }),
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
