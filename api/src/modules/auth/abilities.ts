// Roles and what each may do, as CASL rules the front end loads into its ability
// (docs/domain.md#accounts-and-roles, docs/backoffice.md#rights): lottery screens need `read
// Seamless`, the access-control screen `read ACL`, back-office screens their own subjects, and every
// signed-in user has `read Auth`. One pure function decides; the host's guard, the screens and the
// API's `requireAbility` (through each authenticated account's `ability`) all read it.
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { abilitiesFor, type AbilityRule, type Role, ROLES, USERTYPES, type Usertype, usertypeFor } from '@tanghuay/shared-auth/user-data';

// Roles, usertypes and the rules of each role are defined once, with the user data the front end
// stores (shared-auth/src/user-data.ts), so the API, the guard and the screens' tests share them.
export { abilitiesFor, type AbilityRule, type Role, ROLES, USERTYPES, type Usertype, usertypeFor };

/** The roles of members: the people who play (and whom the back office looks after). */
export const MEMBER_ROLES = ['member', 'seamless'] as const satisfies readonly Role[];

/** The roles of agents: members belong to them (account.parent_id), and each has a discount of its own to give. */
export const AGENT_ROLES = ['master', 'agline'] as const satisfies readonly Role[];

const abilities = new Map<Role, MongoAbility>();

/** The CASL ability of a role: the rules its users receive at sign-in, ready to ask `can(action, subject)`. */
export function abilityOf(role: Role): MongoAbility {
  const known = abilities.get(role);
  if (known) return known;
  const ability = createMongoAbility(abilitiesFor(role));
  abilities.set(role, ability);
  return ability;
}
