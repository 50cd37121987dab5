import { homeFor, LOGIN_PATH, RESTRICTED_HOME } from './role-home.ts';
import { ROLES } from './user-data.ts';

describe('homeFor', () => {
  const homes = {
    master: '/dashboard',
    agadmin: '/dashboard',
    agline: '/dashboard',
    admin: '/dashboard',
    agseamless: '/manage-lotto-status',
    seamless: '/tanghuay-round',
    member: '/tanghuay-round',
    user: '/',
    AGgroup: '/LottoAgent',
    client: '/access-control',
  };

  it.each(Object.entries(homes))('sends %s to %s', (role, home) => {
    expect(homeFor({ role, selfExcludedUntil: null })).toBe(home);
  });

  it('has a home for every role', () => {
    for (const role of ROLES) expect(homeFor({ role, selfExcludedUntil: null })).not.toBe(LOGIN_PATH);
  });

  it.each(['member', 'seamless'])('sends a self-excluded %s to the withdraw page', (role) => {
    expect(homeFor({ role, selfExcludedUntil: '2026-12-24T03:00:00.000Z' })).toBe(RESTRICTED_HOME);
    expect(RESTRICTED_HOME).toBe('/tanghuay-withdraw');
  });

  it('sends a member whose stored user data predates selfExcludedUntil to the role’s home', () => {
    expect(homeFor({ role: 'member' })).toBe('/tanghuay-round');
  });

  it.each([['guest'], ['MEMBER'], [''], ['constructor'], ['toString']])('sends an unknown role (%p) to the login screen', (role) => {
    expect(homeFor({ role, selfExcludedUntil: '2026-12-24T03:00:00.000Z' })).toBe('/login-next');
  });
});
