import { ability, canNavigate, INITIAL_RULES, resetAbility, updateAbility } from './abilities.ts';
import type { RouteHandle } from './contract.ts';
import { API_ABILITIES } from './testing/fixtures.ts';
import { ROLES, type Role } from './user-data.ts';

const lotteryRoute: RouteHandle = { layout: 'full', resource: 'Seamless' };
const accessControlRoute: RouteHandle = { resource: 'ACL' };
const defaultRoute: RouteHandle = { layout: 'single' };

afterEach(() => resetAbility());

describe('canNavigate', () => {
  // Seed spec §6: lottery routes need read Seamless, access control read ACL, the rest read Auth.
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

  it.each(ROLES)('lets %s reach what the API rules allow', (role) => {
    updateAbility(API_ABILITIES[role]);
    expect({
      lottery: canNavigate(lotteryRoute),
      acl: canNavigate(accessControlRoute),
      auth: canNavigate(defaultRoute),
    }).toEqual(allowed[role]);
  });

  it('treats a route without a handle as read Auth', () => {
    updateAbility(API_ABILITIES.member);
    expect(canNavigate(undefined)).toBe(true);
    updateAbility([{ action: 'read', subject: 'Seamless' }]);
    expect(canNavigate(undefined)).toBe(false);
  });

  it('checks the action a route declares', () => {
    const manageLottery: RouteHandle = { action: 'manage', resource: 'Seamless' };
    updateAbility(API_ABILITIES.member);
    expect(canNavigate(manageLottery)).toBe(false);
    updateAbility(API_ABILITIES.admin);
    expect(canNavigate(manageLottery)).toBe(true);
  });

  it('gives an anonymous user read Auth only', () => {
    expect(INITIAL_RULES).toEqual([{ action: 'read', subject: 'Auth' }]);
    expect(canNavigate(defaultRoute)).toBe(true);
    expect(canNavigate(lotteryRoute)).toBe(false);
    expect(canNavigate(accessControlRoute)).toBe(false);
  });

  it('forgets the signed-in rules on reset', () => {
    updateAbility(API_ABILITIES.admin);
    resetAbility();
    expect(ability.rules).toEqual(INITIAL_RULES);
    expect(canNavigate(lotteryRoute)).toBe(false);
  });

  it('is not changed by editing the rules after updating', () => {
    const rules = [...API_ABILITIES.member];
    updateAbility(rules);
    rules.push({ action: 'read', subject: 'ACL' });
    if (rules[0]) rules[0].subject = 'Backoffice';
    expect(canNavigate(accessControlRoute)).toBe(false);
    expect(canNavigate(lotteryRoute)).toBe(true);
  });
});
