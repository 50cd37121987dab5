import { homeFor, LOGIN_PATH } from './role-home.ts';
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
    expect(homeFor(role)).toBe(home);
  });

  it('has a home for every role', () => {
    for (const role of ROLES) expect(homeFor(role)).not.toBe(LOGIN_PATH);
  });

  it.each([['guest'], ['MEMBER'], [''], ['constructor'], ['toString'], [undefined]])(
    'sends an unknown role (%p) to the login screen',
    (role) => {
      expect(homeFor(role)).toBe('/login-next');
    },
  );
});
