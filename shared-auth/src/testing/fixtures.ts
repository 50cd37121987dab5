// Test data shaped like the API's answers (api/src/modules/auth), and the fake WebSocket the
// apps' tests put on the page (the `./testing` entry of the package).
import { abilitiesFor, type LoginAnswer, type Role, type UserData, usertypeFor } from '../user-data.ts';

export { FakeWebSocket, type FakeWebSockets, fakeWebSockets, installFakeWebSockets } from './fake-web-socket.ts';

/**
 * User data as the API answers it for `role` (its rules and usertype are the API's own: user-data.ts);
 * with `selfExcludedUntil` among the overrides, a self-excluded member's rules.
 */
export function userDataFor(role: Role = 'member', overrides: Partial<UserData> = {}): UserData {
  return {
    userID: 7,
    username: `${role}1`,
    role,
    usertype: usertypeFor(role),
    currency: 'THB',
    count_login: 3,
    site: 'https://tanghuay.example/login-next',
    ability: abilitiesFor(role, { selfExcluded: Boolean(overrides.selfExcludedUntil) }),
    selfExcludedUntil: null,
    extras: { eCommerceCartItemsCount: 0 },
    ...overrides,
  };
}

export function loginAnswerFor(role: Role = 'member', overrides: Partial<UserData> = {}): LoginAnswer {
  return {
    status: true,
    token: 'access-1',
    refreshToken: 'refresh-1',
    userData: userDataFor(role, overrides),
    UserToken: 'user-token-1',
  };
}
