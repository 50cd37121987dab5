// The signed-in user as the API's login answer gives it and the front end stores it (seed spec §3).

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

export type Usertype = 'member' | 'agent' | 'staff';

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
