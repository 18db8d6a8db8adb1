import { roleHas, type Right, type Role } from '@seller/domain';
import { useSellerInfo } from './seller.ts';
import { useRequiredSession } from './session.ts';

/** The signed-in seller's role; null until the seller info has come (nothing beyond reading is offered then). */
export function useRole(): Role | null {
  const session = useRequiredSession();
  return useSellerInfo(session.id).data?.role ?? null;
}

/** Whether the signed-in seller's role holds a right (the server checks it again on every call). */
export function useCan(right: Right): boolean {
  const role = useRole();
  return role !== null && roleHas(role, right);
}
