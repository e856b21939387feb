/** The six authorities of the product (spec §6). */
export const AUTHORITIES = [
  'ROLE_ADMIN',
  'ROLE_USER',
  'ROLE_USER_ADMIN',
  'ROLE_USER_ADMIN_COMPANY',
  'ROLE_USER_VLEGAL',
  'ROLE_VERIFICATOR',
] as const;

export type Authority = (typeof AUTHORITIES)[number];

/**
 * Roles an operation or route admits. `public` needs no sign-in; an empty list admits any signed-in
 * user; otherwise the caller must hold at least one of the listed authorities.
 */
export type RoleRule = 'public' | readonly Authority[];

export function isAuthority(value: string): value is Authority {
  return (AUTHORITIES as readonly string[]).includes(value);
}

/** A route or operation passes if it is public, or the user is signed in and holds any one listed authority. */
export function allows(rule: RoleRule, authorities: readonly string[] | null | undefined): boolean {
  if (rule === 'public') return true;
  if (!authorities) return false;
  if (rule.length === 0) return true;
  return rule.some((role) => authorities.includes(role));
}
