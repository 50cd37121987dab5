// The signed-in user as the API's login answer gives it and the front end stores it
// (docs/domain.md#accounts-and-roles). The one definition of roles, usertypes, what each role may
// do (its CASL rules, docs/backoffice.md#rights) and the user data: the API imports it too
// (`@tanghuay/shared-auth/user-data`), so both sides always agree.

export const ROLES = [
  'member',
  'seamless',
  'agseamless',
  'master',
  'agadmin',
  'agline',
  'admin',
  'user',
  'AGgroup',
  'client',
] as const;
export type Role = (typeof ROLES)[number];

/** member: plays; agent: has members under it (agent tree); staff: runs the back office. */
export const USERTYPES = ['member', 'agent', 'staff'] as const;
export type Usertype = (typeof USERTYPES)[number];

/** One CASL rule, as the API sends it in `userData.ability`. */
export interface AbilityRule {
  action: 'read' | 'manage';
  subject: string;
}

const readAuth: AbilityRule = { action: 'read', subject: 'Auth' };
const read = (subject: string): AbilityRule => ({ action: 'read', subject });
const manage = (subject: string): AbilityRule => ({ action: 'manage', subject });

/**
 * What a user may do, from the role and, for members, whether a self-exclusion is in force
 * (docs/domain.md#accounts-and-roles, docs/backoffice.md#rights). Members' pages need `read Seamless`
 * (to play: rounds, bet entry, results, home, deposit) or `read Account` (their own account: money
 * history, slips, win/lose, withdrawals, the account page); a self-excluded member keeps only
 * `read Account`, so the guard, the menus and the pages all follow from here. The server checks
 * every back-office route against these same rules (`requireAbility`), so what the screens show and
 * what the API allows cannot disagree; which members a right reaches is `reachableMembers`
 * (scope.ts). Members' own routes check the exclusion themselves (docs/domain.md#responsible-play).
 */
export function abilitiesFor(role: Role, { selfExcluded = false }: { selfExcluded?: boolean } = {}): AbilityRule[] {
  switch (role) {
    case 'admin':
      return [manage('all')];
    case 'member':
    case 'seamless':
      return selfExcluded ? [read('Account'), readAuth] : [read('Seamless'), read('Account'), readAuth];
    case 'agseamless':
      return [read('Seamless'), read('LottoStatus'), manage('Round'), readAuth];
    case 'agadmin':
      return [
        read('Backoffice'),
        read('Report'),
        manage('Payment'),
        manage('DepositApproval'),
        manage('Member'),
        manage('Round'),
        read('LottoStatus'),
        manage('Result'),
        manage('Lottery'),
        read('Audit'),
        read('LottoAgent'),
        manage('Agent'),
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

export interface UserData {
  userID: number;
  username: string;
  role: Role;
  usertype: Usertype;
  currency: string;
  count_login: number;
  /** Where to send the user on a forced logout. */
  site: string;
  ability: AbilityRule[];
  /**
   * When the member's self-exclusion ends (an ISO instant), or null when none is in force: the
   * session is then restricted to the member's own history and withdrawals (`ability` says so).
   */
  selfExcludedUntil: string | null;
  extras: { eCommerceCartItemsCount: number };
}

/** The answer of POST /api/auth/login and /api/jwt/register. */
export interface LoginAnswer {
  status: true;
  token: string;
  refreshToken: string;
  userData: UserData;
  UserToken: string;
}
