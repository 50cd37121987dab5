import { BACKOFFICE_MENU_PAGES, BACKOFFICE_PAGES, backofficePage, backofficePageFor } from './backoffice-pages.ts';
import { guardRedirect } from './route-guard.ts';
import { clearAuth, readUserData, saveLogin } from './storage.ts';
import { loginAnswerFor } from './testing/fixtures.ts';
import { ROLES } from './user-data.ts';

describe('backofficePageFor', () => {
  it.each([
    ['/dashboard', 'home'],
    ['/dashboard/', 'home'],
    ['/backoffice/deposits', 'deposits'],
    ['/backoffice/withdrawals', 'withdrawals'],
    ['/backoffice/members', 'members'],
    ['/backoffice/members/42', 'member'],
    ['/manage-lotto-status', 'lotto-status'],
    ['/backoffice/rounds/7', 'round'],
    ['/backoffice/results', 'results'],
    ['/backoffice/results/7', 'result'],
    ['/backoffice/lotteries', 'lotteries'],
    ['/backoffice/settings', 'settings'],
    ['/backoffice/audit', 'audit'],
    ['/backoffice/releases', 'releases'],
    ['/LottoAgent', 'lotto-agent'],
    ['/backoffice/agents/7', 'agent'],
  ])('finds %s as the %s page', (pathname, key) => {
    expect(backofficePageFor(pathname)?.key).toBe(key);
  });

  it.each(['/', '/dashboard/analytics', '/dashboard/ecommerce', '/backoffice', '/backoffice/members/42/slips', '/lottoagent', '/tanghuay-round'])(
    'finds no back-office page at %s',
    (pathname) => {
      expect(backofficePageFor(pathname)).toBeUndefined();
    },
  );
});

describe('the back-office pages', () => {
  it('ask for the rights of docs/backoffice.md in the configured layout', () => {
    expect(backofficePage('home').handle).toEqual({ layout: 'configured', action: 'read', resource: 'Backoffice' });
    expect(backofficePage('withdrawals').handle).toEqual({ layout: 'configured', action: 'manage', resource: 'Payment' });
    expect(backofficePage('member').handle).toEqual({ layout: 'configured', action: 'manage', resource: 'Member' });
    expect(backofficePage('lotto-status').handle).toEqual({ layout: 'configured', action: 'read', resource: 'LottoStatus' });
    expect(backofficePage('lotto-agent').handle).toEqual({ layout: 'configured', action: 'read', resource: 'LottoAgent' });
    expect(backofficePage('agent').handle).toEqual({ layout: 'configured', action: 'manage', resource: 'Agent' });
    expect(backofficePage('releases').handle).toEqual({ layout: 'configured', action: 'manage', resource: 'Release' });
  });

  it('put the list pages in the menu and each page under its list', () => {
    expect(BACKOFFICE_MENU_PAGES.map((entry) => entry.key)).toEqual([
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
    ]);
    expect(backofficePage('member').menu).toBe('members');
    expect(backofficePage('round').menu).toBe('lotto-status');
    expect(backofficePage('agent').menu).toBe('lotto-agent');
  });

  it('have one address and a Thai and English label each', () => {
    expect(new Set(BACKOFFICE_PAGES.map((entry) => entry.path)).size).toBe(BACKOFFICE_PAGES.length);
    for (const entry of BACKOFFICE_PAGES) expect(entry.label.th && entry.label.en).toBeTruthy();
  });
});

describe('the releases page', () => {
  afterEach(() => clearAuth());

  // manage Release comes only with an administrator's manage all (docs/backoffice.md#rights).
  it.each(ROLES)('opens to a %s only when an administrator', (role) => {
    saveLogin(loginAnswerFor(role));
    expect(guardRedirect(backofficePage('releases').handle, readUserData())).toBe(role === 'admin' ? null : '/');
  });
});
