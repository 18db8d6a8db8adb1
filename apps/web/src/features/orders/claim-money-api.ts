import type { ExchangeCompleteBody, RefundProceedBody } from '@seller/domain';
import { useQuery } from '@tanstack/react-query';
import { answer, client } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The claim-fees query of one order, for `useQuery` and for `queryClient.fetchQuery`. */
export const claimFeesQuery = (code: string) => ({
  queryKey: queryKeys.orders.claimFees(code),
  queryFn: () => answer(client.GET('/sw/a/v1/orders/{code}/claim-fees', { params: { path: { code } } })),
});

/** What the order's claim fee is computed from, and what was decided (issue 36 §4–5). */
export const useClaimFees = (code: string, enabled: boolean) => useQuery({ ...claimFeesQuery(code), enabled });

export const claimMoneyCalls = {
  /** 환불요청 → 환불처리중 with the fault decided; answers the fee and the refund stored. */
  proceedRefund: (code: string, body: RefundProceedBody) =>
    answer(client.POST('/sw/a/v1/orders/{code}/refund', { params: { path: { code } }, body })),
  /** 교환처리중 → 교환완료 with the fault and the new parcel. */
  completeExchange: (code: string, body: Omit<ExchangeCompleteBody, 'deliveryType'> & { deliveryType?: string }) =>
    answer(client.POST('/sw/a/v1/orders/{code}/exchange-complete', { params: { path: { code } }, body })),
};
