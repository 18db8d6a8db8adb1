import type { DeliveryTemplate, DeliveryTemplateRow, ProductDeliveryAssignment } from '@seller/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useDeliveryTemplates(marketId: number) {
  return useQuery({
    queryKey: queryKeys.deliveryTemplates.list({ marketId }),
    queryFn: () => api<DeliveryTemplateRow[]>(`/sw/a/v1/markets/${marketId}/deliveries`),
  });
}

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
    mutationFn: (templates: DeliveryTemplate[]) =>
      api<DeliveryTemplateRow[]>(`/sw/a/v1/markets/${marketId}/deliveries`, {
        method: 'PUT',
        json: templates.map(templateInput),
      }),
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
    mutationFn: (body: ProductDeliveryAssignment) =>
      api<{ updated: number; productCodes: string[] }>('/sw/a/v1/products/deliveries', { method: 'PUT', json: body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.deliveryTemplates.all });
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });
}
