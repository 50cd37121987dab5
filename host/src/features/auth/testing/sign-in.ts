import { type AbilityRule, type Role, saveLogin } from '@tanghuay/shared-auth';

/** Saves a session as a login answer of the API would, for a user of `role` with these rules. */
export function signInAs(role: Role, ability: AbilityRule[], username = `${role}01`): void {
  saveLogin({
    status: true,
    token: 'token',
    refreshToken: 'refresh-token',
    UserToken: 'user-token',
    userData: {
      userID: 7,
      username,
      role,
      usertype: 'member',
      currency: 'THB',
      count_login: 1,
      site: '/login-next',
      ability,
      extras: { eCommerceCartItemsCount: 0 },
    },
  });
}
