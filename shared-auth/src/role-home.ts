// Where each role lands after login (docs/domain.md#accounts-and-roles).
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

/** The home of a role; any other role (or none) goes to the login screen. */
export function homeFor(role: string | undefined): string {
  return role !== undefined && Object.hasOwn(ROLE_HOMES, role) ? ROLE_HOMES[role as Role] : LOGIN_PATH;
}
