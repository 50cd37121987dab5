import { ability, canNavigate, INITIAL_RULES } from './abilities.ts';
import type { RouteHandle } from './contract.ts';
import { clearAuth, saveLogin, saveUserData, STORAGE_KEYS } from './storage.ts';
import { loginAnswerFor, userDataFor } from './testing/fixtures.ts';
import { ROLES, type Role } from './user-data.ts';

const lotteryRoute: RouteHandle = { resource: 'Seamless' };
const accessControlRoute: RouteHandle = { resource: 'ACL' };
const defaultRoute: RouteHandle = {};

const signInAs = (role: Role) => saveLogin(loginAnswerFor(role));

afterEach(() => clearAuth());

describe('canNavigate', () => {
  // Lottery routes need read Seamless, access control read ACL, the rest read Auth (docs/architecture.md,
  // "What the host owns").
  const allowed: Record<Role, { lottery: boolean; acl: boolean; auth: boolean }> = {
    member: { lottery: true, acl: false, auth: true },
    seamless: { lottery: true, acl: false, auth: true },
    agseamless: { lottery: true, acl: false, auth: true },
    master: { lottery: false, acl: false, auth: true },
    agadmin: { lottery: false, acl: false, auth: true },
    agline: { lottery: false, acl: false, auth: true },
    admin: { lottery: true, acl: true, auth: true },
    user: { lottery: false, acl: false, auth: true },
    AGgroup: { lottery: false, acl: false, auth: true },
    client: { lottery: false, acl: true, auth: true },
  };

  it('covers every role', () => {
    expect(Object.keys(allowed).sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES)('lets a signed-in %s reach what the API rules allow', (role) => {
    signInAs(role);
    expect({
      lottery: canNavigate(lotteryRoute),
      acl: canNavigate(accessControlRoute),
      auth: canNavigate(defaultRoute),
    }).toEqual(allowed[role]);
  });

  it('treats a route without a handle as read Auth', () => {
    signInAs('member');
    expect(canNavigate(undefined)).toBe(true);
    saveUserData(userDataFor('member', { ability: [{ action: 'read', subject: 'Seamless' }] }));
    expect(canNavigate(undefined)).toBe(false);
  });

  it('checks the action a route declares', () => {
    const manageLottery: RouteHandle = { action: 'manage', resource: 'Seamless' };
    signInAs('member');
    expect(canNavigate(manageLottery)).toBe(false);
    signInAs('admin');
    expect(canNavigate(manageLottery)).toBe(true);
  });

  it('gives an anonymous user read Auth only', () => {
    expect(INITIAL_RULES).toEqual([{ action: 'read', subject: 'Auth' }]);
    expect(canNavigate(defaultRoute)).toBe(true);
    expect(canNavigate(lotteryRoute)).toBe(false);
    expect(canNavigate(accessControlRoute)).toBe(false);
  });

  it('forgets the signed-in rules when the session is cleared', () => {
    signInAs('admin');
    clearAuth();
    expect(ability.rules).toEqual(INITIAL_RULES);
    expect(canNavigate(lotteryRoute)).toBe(false);
  });

  it('follows a sign-out in another tab', () => {
    signInAs('member');
    localStorage.removeItem(STORAGE_KEYS.userData);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userData }));
    expect(canNavigate(lotteryRoute)).toBe(false);
  });

  it('ignores other keys changing in another tab', () => {
    signInAs('member');
    localStorage.removeItem(STORAGE_KEYS.userData);
    window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
    expect(canNavigate(lotteryRoute)).toBe(true);
  });
});
