import { encryptPasswordPayload, type AccessChannel, type AccessPurpose } from '@seller/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, asStream, client, publicClient, withHeaders } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useAccount(sellerId: string) {
  return useQuery({
    queryKey: queryKeys.account.detail(sellerId),
    queryFn: () => answer(client.GET('/sw/a/v1/seller/account', { params: { query: { sellerId } } })),
  });
}

/**
 * Sends the password change: the JSON of seller id, current and new password is encrypted in the
 * browser (WebCrypto RSA-OAEP, SHA-256) under the server's public key and travels as `Basic <base64>`.
 */
export async function changePassword(sellerId: string, currentPassword: string, newPassword: string) {
  const key = await answer(publicClient.GET('/sw/a/v1/seller/public-key'));
  const cipher = await encryptPasswordPayload({ sellerId, currentPassword, newPassword }, key.spki);
  return answer(client.GET('/sw/a/v1/seller/change-password', { headers: { Authorization: `Basic ${cipher}` } }));
}

/** Ends every session of the seller (other browsers and devices, and this one). */
export const logoutEverywhere = () => answer(client.POST('/sw/a/v1/seller/logout-all'));

/** The filters of the access-log screen (issue 34 §4). */
export interface AccessLogFilters {
  actor?: string;
  purpose?: AccessPurpose;
  channel?: AccessChannel;
  startDate?: string;
  endDate?: string;
}

/** A page of the market's personal-data access log, newest first. */
export function useAccessLog(filters: AccessLogFilters, page: number, size: number) {
  return useQuery({
    queryKey: queryKeys.account.list({ accessLog: true, ...filters, page, size }),
    queryFn: () => answer(client.GET('/sw/a/v1/privacy/access-log', { params: { query: { ...filters, page, size } } })),
    placeholderData: keepPreviousData,
  });
}

/** The access log of the filters as .xlsx, streamed (`ExportButton`). */
export const exportAccessLog = (filters: AccessLogFilters) =>
  withHeaders('get', '/sw/a/v1/privacy/access-log/export', (method, path) =>
    client.request(method, path, { params: { query: filters }, ...asStream }),
  );
/** The signed-in seller's two-step sign-in: on or off, required by the role, recovery codes left. */
export function useSecondStep() {
  return useQuery({
    queryKey: queryKeys.secondStep.all,
    queryFn: () => answer(client.GET('/sw/a/v1/seller/second-step')),
  });
}

export const startSecondStepSetup = () => answer(client.POST('/sw/a/v1/seller/second-step/setup'));
export const enableSecondStep = (code: string) =>
  answer(client.POST('/sw/a/v1/seller/second-step/enable', { body: { code } }));
export const disableSecondStep = (code: string) =>
  answer(client.POST('/sw/a/v1/seller/second-step/disable', { body: { code } }));
