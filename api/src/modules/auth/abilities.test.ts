import { abilitiesFor, ROLES, type Role, usertypeFor } from './abilities.ts';

const readAuth = { action: 'read', subject: 'Auth' };

describe('abilitiesFor', () => {
  it.each<[Role, unknown[]]>([
    ['admin', [{ action: 'manage', subject: 'all' }]],
    ['member', [{ action: 'read', subject: 'Seamless' }, readAuth]],
    ['seamless', [{ action: 'read', subject: 'Seamless' }, readAuth]],
    ['agseamless', [{ action: 'read', subject: 'Seamless' }, { action: 'read', subject: 'LottoStatus' }, readAuth]],
    ['master', [{ action: 'read', subject: 'Backoffice' }, readAuth]],
    ['agadmin', [{ action: 'read', subject: 'Backoffice' }, readAuth]],
    ['agline', [{ action: 'read', subject: 'Backoffice' }, readAuth]],
    ['AGgroup', [{ action: 'read', subject: 'LottoAgent' }, readAuth]],
    ['client', [{ action: 'read', subject: 'ACL' }, readAuth]],
    ['user', [readAuth]],
  ])('%s → %j', (role, rules) => {
    expect(abilitiesFor(role)).toEqual(rules);
  });

  it('covers every role, and every signed-in role may at least read Auth', () => {
    for (const role of ROLES) {
      const rules = abilitiesFor(role);
      expect(rules.some((r) => r.action === 'manage' || (r.action === 'read' && r.subject === 'Auth'))).toBe(true);
    }
  });
});

describe('usertypeFor', () => {
  it.each<[Role, string]>([
    ['member', 'member'],
    ['seamless', 'member'],
    ['master', 'agent'],
    ['agline', 'agent'],
    ['AGgroup', 'agent'],
    ['admin', 'staff'],
    ['agadmin', 'staff'],
  ])('%s → %s', (role, usertype) => {
    expect(usertypeFor(role)).toBe(usertype);
  });
});
