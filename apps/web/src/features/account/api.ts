import { encryptPasswordPayload, type Account, type PasswordChangeResult, type PublicKey } from '@seller/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useAccount(sellerId: string) {
  return useQuery({
    queryKey: queryKeys.account.detail(sellerId),
    queryFn: () => api<Account>('/sw/a/v1/seller/account', { query: { sellerId } }),
  });
}

/**
 * Sends the password change: the JSON of seller id, current and new password is encrypted in the
 * browser (WebCrypto RSA-OAEP, SHA-256) under the server's public key and travels as `Basic <base64>`.
 */
export async function changePassword(sellerId: string, currentPassword: string, newPassword: string) {
  const key = await api<PublicKey>('/sw/a/v1/seller/public-key', { auth: false });
  const cipher = await encryptPasswordPayload({ sellerId, currentPassword, newPassword }, key.spki);
  return api<PasswordChangeResult>('/sw/a/v1/seller/change-password', {
    headers: { Authorization: `Basic ${cipher}` },
  });
}
