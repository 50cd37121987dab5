import type { RouteHandle } from './contract.ts';
import { DEFAULT_PATH, homeFor, LOGIN_PATH, NOT_AUTHORIZED_PATH, RESTRICTED_HOME } from './role-home.ts';
import { guardRedirect, landingPath } from './route-guard.ts';
import { clearAuth, readUserData, saveLogin } from './storage.ts';
import { loginAnswerFor } from './testing/fixtures.ts';
import { ROLES, type Role, type UserData } from './user-data.ts';

const lottery: RouteHandle = { resource: 'Seamless' };
const ownAccount: RouteHandle = { resource: 'Account' };
const accessControl: RouteHandle = { resource: 'ACL' };
const loginPage: RouteHandle = { resource: 'Auth', redirectIfLoggedIn: true };
const miscPage: RouteHandle = {};

const EXCLUDED_UNTIL = '2026-12-24T03:00:00.000Z';

function signInAs(role: Role, overrides: Partial<UserData> = {}) {
  saveLogin(loginAnswerFor(role, overrides));
  return readUserData();
}

const signInExcluded = () => signInAs('member', { selfExcludedUntil: EXCLUDED_UNTIL });

afterEach(() => clearAuth());

describe('guardRedirect', () => {
  it('sends an anonymous user from a route it may not read to the login screen', () => {
    expect(guardRedirect(lottery, null)).toBe(LOGIN_PATH);
    expect(guardRedirect(accessControl, null)).toBe(LOGIN_PATH);
  });

  it('lets an anonymous user read the login and misc pages', () => {
    expect(guardRedirect(loginPage, null)).toBeNull();
    expect(guardRedirect(miscPage, null)).toBeNull();
    expect(guardRedirect(undefined, null)).toBeNull();
  });

  it('sends a signed-in user from a route the ability refuses to /', () => {
    expect(guardRedirect(accessControl, signInAs('member'))).toBe('/');
    expect(guardRedirect(lottery, signInAs('master'))).toBe('/');
  });

  it('lets a signed-in user in where the ability allows', () => {
    expect(guardRedirect(lottery, signInAs('member'))).toBeNull();
    expect(guardRedirect(accessControl, signInAs('client'))).toBeNull();
    expect(guardRedirect(lottery, signInAs('admin'))).toBeNull();
  });

  it.each(ROLES)('sends a signed-in %s from a redirect-if-logged-in page to the home of the role', (role) => {
    expect(guardRedirect(loginPage, signInAs(role))).toBe(homeFor({ role, selfExcludedUntil: null }));
  });

  it('lets a member open their own account pages as well as the lottery', () => {
    expect(guardRedirect(ownAccount, signInAs('member'))).toBeNull();
    expect(guardRedirect(ownAccount, signInAs('seamless'))).toBeNull();
  });

  it('keeps a self-excluded member to their own account pages: the lottery sends them to /', () => {
    const excluded = signInExcluded();
    expect(guardRedirect(ownAccount, excluded)).toBeNull();
    expect(guardRedirect(lottery, excluded)).toBe('/');
    expect(guardRedirect(loginPage, excluded)).toBe(RESTRICTED_HOME);
  });

  it('gives the account pages to no one else but administrators', () => {
    expect(guardRedirect(ownAccount, null)).toBe(LOGIN_PATH);
    expect(guardRedirect(ownAccount, signInAs('agseamless'))).toBe('/');
    expect(guardRedirect(ownAccount, signInAs('master'))).toBe('/');
    expect(guardRedirect(ownAccount, signInAs('admin'))).toBeNull();
  });
});

describe('landingPath', () => {
  it('leads anonymous users and readers of the lottery to round selection', () => {
    expect(landingPath(null)).toBe(DEFAULT_PATH);
    expect(landingPath(signInAs('member'))).toBe(DEFAULT_PATH);
    expect(landingPath(signInAs('agseamless'))).toBe(DEFAULT_PATH);
    expect(landingPath(signInAs('admin'))).toBe(DEFAULT_PATH);
  });

  it.each([
    ['master', '/dashboard'],
    ['agadmin', '/dashboard'],
    ['agline', '/dashboard'],
    ['AGgroup', '/LottoAgent'],
    ['client', '/access-control'],
  ] as const)('leads a %s, who may not read the lottery, to %s', (role, home) => {
    expect(landingPath(signInAs(role))).toBe(home);
  });

  it('leads a self-excluded member, who may not bet, to the withdraw page', () => {
    expect(landingPath(signInExcluded())).toBe(RESTRICTED_HOME);
  });

  it('leads a user whose home is / itself to the not-authorized page', () => {
    expect(landingPath(signInAs('user'))).toBe(NOT_AUTHORIZED_PATH);
  });
});
