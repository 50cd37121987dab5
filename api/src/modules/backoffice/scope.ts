// Who may handle payment requests in the back office, and which: administrators and operators
// (agadmin) every member's; agents (master, agline) only their own members' (account.parent_id).
// A request outside the caller's reach answers 404, as if it did not exist.
import type { AuthenticatedAccount } from '../auth/service.ts';
import type { Role } from '../auth/abilities.ts';
import { requireRole } from '../../plugins/auth.ts';

export const PAYMENT_HANDLER_ROLES = ['admin', 'agadmin', 'master', 'agline'] as const satisfies readonly Role[];

/** Hook, after `app.authenticate`: only payment handlers pass. */
export const requirePaymentHandler = requireRole(...PAYMENT_HANDLER_ROLES);

/** The agent whose members the caller may handle, or null for every member. */
export function agentScopeOf(caller: AuthenticatedAccount): bigint | null {
  return caller.role === 'admin' || caller.role === 'agadmin' ? null : caller.id;
}
