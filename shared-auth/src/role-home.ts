// Where each user lands after login (docs/domain.md#accounts-and-roles): the home of the role, or
// the withdraw page for a self-excluded member.
import type { Role } from './user-data.ts';

/** The login screen anonymous users are sent to. */
export const LOGIN_PATH = '/login-next';
/** Round selection, where `/` and every unknown path lead (docs/architecture.md#host-and-remotes). */
export const DEFAULT_PATH = '/tanghuay-round';
export const NOT_AUTHORIZED_PATH = '/not-authorized';

export const ROLE_HOMES: Readonly<Record<Role, string>> = {
  master: '/dashboard',
  agadmin: '/dashboard',
  agline: '/dashboard',
  admin: '/dashboard',
  agseamless: '/manage-lotto-status',
  seamless: '/tanghuay-round',
  member: '/tanghuay-round',
  user: '/',
  AGgroup: '/LottoAgent',
  client: '/access-control',
};

/**
 * Where a self-excluded member lands (docs/domain.md#responsible-play): the withdraw page, which
 * says until when the exclusion lasts and shows the balance and the way to withdraw it.
 */
export const RESTRICTED_HOME = '/tanghuay-withdraw';

/**
 * The home of a signed-in user: the role's, or the withdraw page while a self-exclusion is in force;
 * any other role goes to the login screen.
 */
export function homeFor({ role, selfExcludedUntil }: { role: string; selfExcludedUntil?: string | null }): string {
  if (!Object.hasOwn(ROLE_HOMES, role)) return LOGIN_PATH;
  return selfExcludedUntil ? RESTRICTED_HOME : ROLE_HOMES[role as Role];
}
