/**
 * A market's people: the roles a seller account can hold and the rights (capabilities) each gives.
 * The server checks a route's declared right against the caller's role (`config: { right }`), and the
 * web app hides or disables what a role cannot do, both from this one table.
 */

/** What a call may do, named by capability. */
export const RIGHTS = [
  'orders.move',
  'orders.export',
  'orders.personal-data',
  'products.edit',
  'products.export',
  'inquiries.reply',
  'market.edit',
  'staff.manage',
  'log.read',
] as const;
export type Right = (typeof RIGHTS)[number];

/** The roles, in the order screens list them. `owner` is the market's one 대표. */
export const ROLES = ['owner', 'manager', 'orders', 'products', 'cs', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const EVERY_RIGHT: readonly Right[] = RIGHTS;

/**
 * Each role's rights. 운영 매니저 has everything but staff (and ownership, which only the owner hands
 * over). CS handles inquiries and claims, and claims (cancel, return, exchange) are order moves; it
 * neither exports orders nor sees buyers' personal data. 조회 전용 only reads.
 */
export const ROLE_RIGHTS: Record<Role, readonly Right[]> = {
  owner: EVERY_RIGHT,
  manager: EVERY_RIGHT.filter((right) => right !== 'staff.manage'),
  orders: ['orders.move', 'orders.export', 'orders.personal-data'],
  products: ['products.edit', 'products.export'],
  cs: ['inquiries.reply', 'orders.move'],
  viewer: [],
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
export const isRight = (value: unknown): value is Right =>
  typeof value === 'string' && (RIGHTS as readonly string[]).includes(value);

/** Whether a role holds a right. */
export const roleHas = (role: Role, right: Right): boolean => ROLE_RIGHTS[role].includes(right);

/**
 * Who may call a route, declared on each `/sw/` route as its `config`:
 * - `right: '<capability>'` — a signed-in seller whose role holds it (a list: any one of them);
 * - `right: 'read'` — any signed-in seller of the market (every role reads);
 * - `right: 'self'` — any signed-in seller, acting on their own account (sign-out, password, second step);
 * - `public: true` — anyone, without a session (sign-in, public pages);
 * - `operator: true` — the operator, with X-OPERATOR-TOKEN;
 * - `platform: true` — a platform key.
 */
export type RouteRight = Right | readonly Right[] | 'read' | 'self';

/** Whether a role may call a route declaring `right`. */
export function roleMayCall(role: Role, right: RouteRight): boolean {
  if (right === 'read' || right === 'self') return true;
  return typeof right === 'string' ? roleHas(role, right) : right.some((r) => roleHas(role, r));
}

/** Roles whose holders must sign in with a second step: the owner, and any role that sees buyers' data or manages staff. */
export const requiresSecondStep = (role: Role): boolean =>
  role === 'owner' || roleHas(role, 'orders.personal-data') || roleHas(role, 'staff.manage');
