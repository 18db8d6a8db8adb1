import type { MessageKey } from '../messages.ts';
import { INVITATION_HOURS, STAFF_LOGIN_ID_MAX, STAFF_LOGIN_ID_MIN, STAFF_NAME_MAX } from '../limits.ts';
import { isRole, type Role } from './roles.ts';
import { textLength } from '../text-length.ts';

export { INVITATION_HOURS, STAFF_LOGIN_ID_MAX, STAFF_LOGIN_ID_MIN, STAFF_NAME_MAX };

export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes one pending sign-in takes before it ends (the sign-in throttle counts them too). */
export const SECOND_STEP_TRIES = 5;
/** How long a pending sign-in waits for its second step. */
export const SECOND_STEP_MINUTES = 5;
/** How long the activity log keeps an entry unless ACTIVITY_LOG_RETENTION_DAYS says otherwise (2 years). */
export const ACTIVITY_RETENTION_DAYS = 730;

/** A staff login id: lower-case letters, digits, `-` and `_`, starting with a letter. */
export const STAFF_LOGIN_ID = new RegExp(`^[a-z][a-z0-9_-]{${STAFF_LOGIN_ID_MIN - 1},${STAFF_LOGIN_ID_MAX - 1}}$`);

/** The checks of the invitation form, in order (the server runs the same); null when it may be sent. */
export function checkInvitation(input: { name: string; loginId: string; role: unknown }): MessageKey | null {
  const name = input.name.trim();
  if (name === '') return 'staff.nameRequired';
  if (textLength(name) > STAFF_NAME_MAX) return 'staff.nameTooLong';
  if (!STAFF_LOGIN_ID.test(input.loginId)) return 'staff.badLoginId';
  if (!isRole(input.role) || input.role === 'owner') return 'staff.badRole';
  return null;
}

/** Roles a staff member can be given (the owner is made by handing ownership over). */
export const STAFF_ROLES: readonly Role[] = ['manager', 'orders', 'products', 'cs', 'viewer'];

/** A staff member's state as screens show it. */
export type StaffStatus = 'active' | 'disabled' | 'invited' | 'expired';
