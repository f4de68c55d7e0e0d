/**
 * Who may make a call.
 * - `public`: anyone, no identity needed.
 * - `visitor`: a valid login token of any account: a visitor account (from MobileUser/youKeLogin)
 *   or a registered user.
 * - `user`: a registered (phone or WeChat) account's login token.
 * - `role` / `permission`: a registered account holding it; role `admin` passes every check.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'visitor' }
  | { kind: 'user' }
  | { kind: 'role'; role: string }
  | { kind: 'permission'; permission: string };

export const access = {
  public: { kind: 'public' },
  visitor: { kind: 'visitor' },
  user: { kind: 'user' },
  role: (role: string): Access => ({ kind: 'role', role }),
  permission: (permission: string): Access => ({ kind: 'permission', permission }),
} as const satisfies Record<string, Access | ((name: string) => Access)>;

export const ADMIN_ROLE = 'admin';

/**
 * The spec's rule: a role check passes when the role is listed.
 *
 * @example hasRole({ role: ['expert'] }, 'expert') // true
 */
export function hasRole(claims: { role: readonly string[] }, role: string): boolean {
  return claims.role.includes(role);
}

/**
 * The spec's rule: a permission check passes for admin or when the permission is listed.
 *
 * @example hasPermission({ role: ['admin'], permission: [] }, 'news.edit') // true
 */
export function hasPermission(
  claims: { role: readonly string[]; permission: readonly string[] },
  permission: string,
): boolean {
  return claims.role.includes(ADMIN_ROLE) || claims.permission.includes(permission);
}
