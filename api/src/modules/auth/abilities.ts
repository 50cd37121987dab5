// Roles and what each may do, as CASL rules the front end loads into its ability
// (docs/domain.md#accounts-and-roles, docs/backoffice.md#rights): lottery screens need `read
// Seamless`, the access-control screen `read ACL`, back-office screens their own subjects, and every
// signed-in user has `read Auth`. One pure function decides; the host's guard, the screens and the
// API's `requireAbility` (through each authenticated account's `ability`) all read it.
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { type Role, ROLES, USERTYPES, type Usertype } from '@tanghuay/shared-auth/user-data';

// Roles and usertypes are defined once, with the user data the front end stores.
export { type Role, ROLES, USERTYPES, type Usertype };

/** The roles of members: the people who play (and whom the back office looks after). */
export const MEMBER_ROLES = ['member', 'seamless'] as const satisfies readonly Role[];

export interface AbilityRule {
  action: 'read' | 'manage';
  subject: string;
}

const readAuth: AbilityRule = { action: 'read', subject: 'Auth' };
const read = (subject: string): AbilityRule => ({ action: 'read', subject });
const manage = (subject: string): AbilityRule => ({ action: 'manage', subject });

/**
 * The back office's rights (docs/backoffice.md#rights). The server checks every back-office route
 * against these same rules (`requireAbility`), so what the screens show and what the API allows
 * cannot disagree; which members a right reaches is `reachableMembers` (scope.ts).
 */
export function abilitiesFor(role: Role): AbilityRule[] {
  switch (role) {
    case 'admin':
      return [manage('all')];
    case 'member':
    case 'seamless':
      return [read('Seamless'), readAuth];
    case 'agseamless':
      return [read('Seamless'), read('LottoStatus'), manage('Round'), readAuth];
    case 'agadmin':
      return [
        read('Backoffice'),
        read('Report'),
        manage('Payment'),
        manage('Member'),
        manage('Round'),
        read('LottoStatus'),
        manage('Result'),
        manage('Lottery'),
        read('Audit'),
        read('LottoAgent'),
        readAuth,
      ];
    case 'master':
    case 'agline':
      return [read('Backoffice'), read('Report'), manage('Payment'), manage('Member'), readAuth];
    case 'AGgroup':
      return [read('LottoAgent'), read('Report'), readAuth];
    case 'client':
      return [read('ACL'), readAuth];
    case 'user':
      return [readAuth];
  }
}

const abilities = new Map<Role, MongoAbility>();

/** The CASL ability of a role: the rules its users receive at sign-in, ready to ask `can(action, subject)`. */
export function abilityOf(role: Role): MongoAbility {
  const known = abilities.get(role);
  if (known) return known;
  const ability = createMongoAbility(abilitiesFor(role));
  abilities.set(role, ability);
  return ability;
}

/** The usertype a new account of this role gets. */
export function usertypeFor(role: Role): Usertype {
  switch (role) {
    case 'member':
    case 'seamless':
    case 'user':
    case 'client':
      return 'member';
    case 'master':
    case 'agline':
    case 'AGgroup':
    case 'agseamless':
      return 'agent';
    case 'admin':
    case 'agadmin':
      return 'staff';
  }
}
