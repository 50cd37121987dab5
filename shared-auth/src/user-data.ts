// The signed-in user as the API's login answer gives it and the front end stores it
// (docs/domain.md#accounts-and-roles). The one definition of roles, usertypes and the user data:
// the API imports it too (`@tanghuay/shared-auth/user-data`), so both sides always agree.

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
  action: string;
  subject: string;
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
