import { clearAuth, readUserData, type Role } from '@tanghuay/shared-auth';
import { signInAs } from '../../testing/sign-in.ts';
import { backOfficeNavFor } from './back-office-nav.ts';

/** The menu keys a user of `role` (with the API's rules for it) sees. */
function keysFor(role: Role): string[] {
  signInAs(role);
  return backOfficeNavFor(readUserData()).map((item) => item.key);
}

afterEach(() => clearAuth());

describe('the back-office menu', () => {
  it('lists every area to an administrator', () => {
    expect(keysFor('admin')).toEqual(['dashboard', 'lotto-status', 'lotto-agent', 'round', 'access-control']);
  });

  it.each([
    ['master', ['dashboard']],
    ['agadmin', ['dashboard']],
    ['agseamless', ['lotto-status', 'round']],
    ['AGgroup', ['lotto-agent']],
    ['client', ['access-control']],
    ['member', ['round']],
  ] as const)('lists to a %s only the areas its rules open: %j', (role, keys) => {
    expect(keysFor(role)).toEqual(keys);
  });

  it('lists nothing to a signed-out visitor', () => {
    expect(backOfficeNavFor(null)).toEqual([]);
  });
});
