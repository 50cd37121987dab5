// Which members a back-office account reaches (docs/backoffice.md#rights): administrators and
// operators (agadmin) every member; agents (master, agline) their own members (account.parent_id);
// an AGgroup the members of its agents. A member (or a member's request) outside the caller's reach
// answers 404, as if it did not exist. And which roles of account each of them may create.
import type { RawBuilder } from 'kysely';
import { MEMBER_ROLES, ROLES, type Role, usertypeFor } from './abilities.ts';
import { groupMembersOf, membersOf } from './account-facts.ts';
import type { AuthenticatedAccount } from './sessions.ts';

/** The ids of the members a caller reaches, as a subquery (`.where('x.account_id', 'in', reach)`); null: every member. */
export type MemberReach = RawBuilder<bigint> | null;

/**
 * The members the caller reaches (docs/backoffice.md#rights), as a subquery of account ids for
 * `.where('x.account_id', 'in', reach)`; null: every member (administrators and operators). An
 * agent reaches its own members, an AGgroup the members of its agents.
 */
export function reachableMembers(caller: Pick<AuthenticatedAccount, 'id' | 'role'>): MemberReach {
  switch (caller.role) {
    case 'admin':
    case 'agadmin':
      return null;
    case 'AGgroup':
      return groupMembersOf(caller.id);
    default:
      return membersOf(caller.id);
  }
}

/**
 * The roles of the accounts the caller may create: administrators every role, operators every role
 * but the staff ones (admin, agadmin), agents only members; anyone else none.
 */
export function rolesCreatableBy(role: Role): readonly Role[] {
  switch (role) {
    case 'admin':
      return ROLES;
    case 'agadmin':
      return ROLES.filter((created) => usertypeFor(created) !== 'staff');
    case 'master':
    case 'agline':
      return MEMBER_ROLES;
    default:
      return [];
  }
}
