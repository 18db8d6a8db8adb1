import { encryptPasswordPayload } from '@seller/domain';
import { useQuery } from '@tanstack/react-query';
import { answer, client, publicClient } from '../../lib/http.ts';
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
