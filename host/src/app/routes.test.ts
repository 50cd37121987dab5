import { clearAuth, guardRedirect, readUserData, type Role } from '@tanghuay/shared-auth';
import { signInAs } from '../testing/sign-in.ts';
import { handleOf } from './routes.tsx';

/** Where the guard sends a user of `role` who opens `path` (null: the page opens). */
function guardFor(role: Role, path: string): string | null {
  signInAs(role);
  return guardRedirect(handleOf(path), readUserData());
}

afterEach(() => clearAuth());

describe('handleOf', () => {
  it('gives a host page its own handle', () => {
    expect(handleOf('/access-control')).toEqual({ layout: 'configured', resource: 'ACL' });
  });

  it('gives a back-office page the handle of its entry in the table, before any remote is fetched', () => {
    expect(handleOf('/backoffice/members/42')).toEqual({ layout: 'configured', action: 'manage', resource: 'Member' });
    expect(handleOf('/LottoAgent')).toEqual({ layout: 'configured', action: 'read', resource: 'LottoAgent' });
  });
});

describe('the guard of the back-office pages', () => {
  it.each([
    ['member', '/dashboard', '/'],
    ['member', '/backoffice/members/42', '/'],
    ['agseamless', '/dashboard', '/'],
    ['agseamless', '/manage-lotto-status', null],
    ['master', '/dashboard', null],
    ['master', '/backoffice/withdrawals', null],
    ['master', '/backoffice/settings', '/'],
    ['master', '/manage-lotto-status', '/'],
    ['agadmin', '/backoffice/audit', null],
    ['agadmin', '/backoffice/settings', '/'],
    ['AGgroup', '/LottoAgent', null],
    ['AGgroup', '/dashboard', '/'],
    ['AGgroup', '/backoffice/agents/7', '/'],
    ['master', '/backoffice/agents/7', '/'],
    ['agadmin', '/backoffice/agents/7', null],
    ['admin', '/backoffice/settings', null],
    ['agadmin', '/backoffice/releases', '/'],
    ['admin', '/backoffice/releases', null],
  ] as const)('sends a %s opening %s to %p', (role, path, to) => {
    expect(guardFor(role, path)).toBe(to);
  });

  it('sends a signed-out visitor to sign in', () => {
    expect(guardRedirect(handleOf('/dashboard'), null)).toBe('/login-next');
  });
});
