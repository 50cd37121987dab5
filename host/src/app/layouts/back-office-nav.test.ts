import { clearAuth, readUserData, type Role } from '@tanghuay/shared-auth';
import { signInAs } from '../../testing/sign-in.ts';
import { backOfficeNavFor, demoGroupOf, demoNavFor, navKeyOf } from './back-office-nav.ts';

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
      'releases',
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
    ['/apps/todo/tag/team', 'demo-todo'],
    ['/apps/invoice/preview/4987', 'demo-invoice'],
    ['/apps/e-commerce/wishlist', 'demo-shop'],
    ['/pages/blog/edit/2', 'demo-blog'],
    ['/forms/wizard', 'demo-wizard'],
    ['/dashboard/analytics', 'demo-analytics'],
  ])('marks %s as the %s entry', (pathname, key) => {
    expect(navKeyOf(pathname)).toBe(key);
  });

  it('marks nothing for a page outside the menu', () => {
    expect(navKeyOf('/tanghuay-home')).toBeUndefined();
    expect(navKeyOf('/apps/unknown')).toBeUndefined();
  });

  it('opens the demo group of a demo entry', () => {
    expect(demoGroupOf('demo-wizard')).toBe('demo-showcase');
    expect(demoGroupOf('round')).toBeUndefined();
  });
});

describe('the demo pages in the menu', () => {
  it('lists the four groups of demo pages to staff who may read the back office', () => {
    signInAs('admin');
    const groups = demoNavFor(readUserData());
    expect(groups.map((group) => group.key)).toEqual(['demo-apps', 'demo-dashboards', 'demo-pages', 'demo-showcase']);
    expect(groups.find((group) => group.key === 'demo-apps')?.items.map((item) => item.path)).toContain('/apps/e-commerce/shop');
  });

  it.each(['member', 'agseamless', 'client'] as const)('lists none to a %s, whose rules do not open the back office', (role) => {
    signInAs(role);
    expect(demoNavFor(readUserData())).toEqual([]);
  });
});
