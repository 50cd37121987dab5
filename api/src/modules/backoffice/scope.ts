// Who may act on members in the back office, and on which: administrators and operators (agadmin)
// on every member; agents (master, agline) only on their own members (account.parent_id). A member
// (or a member's request) outside the caller's reach answers 404, as if it did not exist.
import type { AuthenticatedAccount } from '../auth/service.ts';
import type { Role } from '../auth/abilities.ts';
import { requireRole } from '../../plugins/auth.ts';

export const MEMBER_HANDLER_ROLES = ['admin', 'agadmin', 'master', 'agline'] as const satisfies readonly Role[];

/** Hook, after `app.authenticate`: only those who handle members pass. */
export const requireMemberHandler = requireRole(...MEMBER_HANDLER_ROLES);

/** The agent whose members the caller may handle, or null for every member. */
export function agentScopeOf(caller: AuthenticatedAccount): bigint | null {
  return caller.role === 'admin' || caller.role === 'agadmin' ? null : caller.id;
}
