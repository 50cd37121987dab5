import { clearAuth, readUserData, type Role } from '@tanghuay/shared-auth';
import { signInAs } from '../../testing/sign-in.ts';
import { backOfficeNavFor, navKeyOf } from './back-office-nav.ts';

/** The menu keys a user of `role` (with the API's rules for it) sees. */
function keysFor(role: Role): string[] {
  signInAs(role);
  return backOfficeNavFor(readUserData()).map((item) => item.key);
}

afterEach(() => clearAuth());

describe('the back-office menu', () => {
  it('lists every area to an administrator', () => {
    expect(keysFor('admin')).toEqual([
      'home',
      'deposits',
      'withdrawals',
      'members',
      'lotto-status',
      'results',
      'lotteries',
      'settings',
      'audit',
      'lotto-agent',
      'round',
      'access-control',
    ]);
  });

  it.each([
    ['master', ['home', 'deposits', 'withdrawals', 'members']],
    ['agline', ['home', 'deposits', 'withdrawals', 'members']],
    ['agadmin', ['home', 'deposits', 'withdrawals', 'members', 'lotto-status', 'results', 'lotteries', 'audit', 'lotto-agent']],
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

describe('navKeyOf', () => {
  it.each([
    ['/dashboard', 'home'],
    ['/backoffice/members', 'members'],
    ['/backoffice/members/42', 'members'],
    ['/backoffice/rounds/7', 'lotto-status'],
    ['/backoffice/results/7', 'results'],
    ['/access-control', 'access-control'],
  ])('marks %s as the %s entry', (pathname, key) => {
    expect(navKeyOf(pathname)).toBe(key);
  });

  it('marks nothing for a page outside the menu', () => {
    expect(navKeyOf('/apps/todo')).toBeUndefined();
  });
});
