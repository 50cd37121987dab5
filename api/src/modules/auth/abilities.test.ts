import { abilitiesFor, ROLES, type Role, usertypeFor } from './abilities.ts';

const readAuth = { action: 'read', subject: 'Auth' };
const read = (subject: string) => ({ action: 'read', subject });
const manage = (subject: string) => ({ action: 'manage', subject });

describe('abilitiesFor', () => {
  // docs/backoffice.md#rights
  it.each<[Role, unknown[]]>([
    ['admin', [manage('all')]],
    ['member', [read('Seamless'), read('Account'), readAuth]],
    ['seamless', [read('Seamless'), read('Account'), readAuth]],
    ['agseamless', [read('Seamless'), read('LottoStatus'), manage('Round'), readAuth]],
    ['master', [read('Backoffice'), read('Report'), manage('Payment'), manage('Member'), readAuth]],
    ['agline', [read('Backoffice'), read('Report'), manage('Payment'), manage('Member'), readAuth]],
    [
      'agadmin',
      [
        read('Backoffice'),
        read('Report'),
        manage('Payment'),
        manage('DepositApproval'),
        manage('Member'),
        manage('Round'),
        read('LottoStatus'),
        manage('Result'),
        manage('Lottery'),
        read('Audit'),
        read('LottoAgent'),
        manage('Agent'),
        readAuth,
      ],
    ],
    ['AGgroup', [read('LottoAgent'), read('Report'), readAuth]],
    ['client', [read('ACL'), readAuth]],
    ['user', [readAuth]],
  ])('%s → %j', (role, rules) => {
    expect(abilitiesFor(role)).toEqual(rules);
  });

  it.each<Role>(['member', 'seamless'])('gives a self-excluded %s only its own account (no play) and Auth', (role) => {
    expect(abilitiesFor(role, { selfExcluded: true })).toEqual([read('Account'), readAuth]);
    expect(abilitiesFor(role, { selfExcluded: false })).toEqual(abilitiesFor(role));
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
    ['agseamless', 'agent'],
    ['admin', 'staff'],
    ['agadmin', 'staff'],
  ])('%s → %s', (role, usertype) => {
    expect(usertypeFor(role)).toBe(usertype);
  });
});
