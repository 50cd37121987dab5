// Test data shaped like the API's answers (api/src/modules/auth), and the fake WebSocket the
// apps' tests put on the page (the `./testing` entry of the package).
import type { AbilityRule, LoginAnswer, Role, UserData, Usertype } from '../user-data.ts';

export { FakeWebSocket, type FakeWebSockets, fakeWebSockets, installFakeWebSockets } from './fake-web-socket.ts';

const readAuth: AbilityRule = { action: 'read', subject: 'Auth' };
const read = (subject: string): AbilityRule => ({ action: 'read', subject });
const manage = (subject: string): AbilityRule => ({ action: 'manage', subject });
const agent = [read('Backoffice'), read('Report'), manage('Payment'), manage('Member'), readAuth];

/** The rules the API gives each role: a copy of abilitiesFor() in api/src/modules/auth/abilities.ts. */
export const API_ABILITIES: Record<Role, AbilityRule[]> = {
  admin: [manage('all')],
  member: [read('Seamless'), readAuth],
  seamless: [read('Seamless'), readAuth],
  agseamless: [read('Seamless'), read('LottoStatus'), manage('Round'), readAuth],
  master: agent,
  agadmin: [
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
  ],
  agline: agent,
  AGgroup: [read('LottoAgent'), read('Report'), readAuth],
  client: [read('ACL'), readAuth],
  user: [readAuth],
};

/** usertypeFor() of the API. */
const USERTYPE_OF: Record<Role, Usertype> = {
  member: 'member',
  seamless: 'member',
  user: 'member',
  client: 'member',
  master: 'agent',
  agline: 'agent',
  AGgroup: 'agent',
  agseamless: 'agent',
  admin: 'staff',
  agadmin: 'staff',
};

export function userDataFor(role: Role = 'member', overrides: Partial<UserData> = {}): UserData {
  return {
    userID: 7,
    username: `${role}1`,
    role,
    usertype: USERTYPE_OF[role],
    currency: 'THB',
    count_login: 3,
    site: 'https://tanghuay.example/login-next',
    ability: API_ABILITIES[role],
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
