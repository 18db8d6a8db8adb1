import { useQuery } from '@tanstack/react-query';
import { answer, client, publicClient } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The market's people (owner first). */
export function useStaff() {
  return useQuery({
    queryKey: queryKeys.staff.lists(),
    queryFn: () => answer(client.GET('/sw/a/v1/staff')),
  });
}

export const inviteStaff = (body: { name: string; loginId: string; role: string }) =>
  answer(client.POST('/sw/a/v1/staff/invitations', { body }));
export const reinviteStaff = (loginId: string) =>
  answer(client.POST('/sw/a/v1/staff/{loginId}/invitation', { params: { path: { loginId } } }));
export const changeRole = (loginId: string, role: string) =>
  answer(client.PUT('/sw/a/v1/staff/{loginId}/role', { params: { path: { loginId } }, body: { role } }));
export const disableStaff = (loginId: string) =>
  answer(client.POST('/sw/a/v1/staff/{loginId}/disable', { params: { path: { loginId } } }));
export const enableStaff = (loginId: string) =>
  answer(client.POST('/sw/a/v1/staff/{loginId}/enable', { params: { path: { loginId } } }));
export const removeStaff = (loginId: string) =>
  answer(client.DELETE('/sw/a/v1/staff/{loginId}', { params: { path: { loginId } } }));
export const handOver = (loginId: string) =>
  answer(client.POST('/sw/a/v1/staff/{loginId}/ownership', { params: { path: { loginId } } }));

/** Public: whom an invitation is for. */
export function useInvitation(code: string) {
  return useQuery({
    queryKey: queryKeys.staff.detail(`invitation:${code}`),
    queryFn: () => answer(publicClient.GET('/sw/a/v1/invitations/{code}', { params: { path: { code } } })),
    retry: false,
  });
}

export const acceptInvitation = (code: string, password: string) =>
  answer(publicClient.POST('/sw/a/v1/invitations/{code}/accept', { params: { path: { code } }, body: { password } }));
