import { BOTTOM_NAV, menuItemsFor } from './menu.ts';
import { userDataFor } from './testing/fixtures.ts';

const keys = (items: { key: string }[]) => items.map((item) => item.key);
const EXCLUDED = 42;

describe('menuItemsFor', () => {
  it('gives a member every item, in order, with Thai and English labels', () => {
    expect(menuItemsFor(userDataFor('member', { userID: 7 }), EXCLUDED)).toEqual([
      { key: 'tanghuay-home', path: '/tanghuay-home', label: { th: 'หน้าแรก', en: 'Home' } },
      { key: 'tanghuay-deposit', path: '/tanghuay-deposit', label: { th: 'ฝากเงิน', en: 'Deposit' } },
      { key: 'tanghuay-withdraw', path: '/tanghuay-withdraw', label: { th: 'ถอนเงิน', en: 'Withdraw' } },
      { key: 'tanghuay-round', path: '/tanghuay-round', label: { th: 'แทงหวย', en: 'Place a bet' } },
      { key: 'tanghuay-list', path: '/tanghuay-online/list', label: { th: 'โพยของฉัน', en: 'My slips' } },
      { key: 'tanghuay-transactions', path: '/tanghuay-account/transactions', label: { th: 'ประวัติการเงิน', en: 'Money history' } },
      { key: 'tanghuay-account', path: '/tanghuay-account', label: { th: 'บัญชีของฉัน', en: 'My account' } },
    ]);
  });

  it('hides home, deposit and withdraw from the excluded member, but not the account pages', () => {
    expect(keys(menuItemsFor(userDataFor('member', { userID: EXCLUDED }), EXCLUDED))).toEqual([
      'tanghuay-round',
      'tanghuay-list',
      'tanghuay-transactions',
      'tanghuay-account',
    ]);
  });

  it('shows every item to members when no id is excluded', () => {
    expect(menuItemsFor(userDataFor('member', { userID: EXCLUDED }), null)).toHaveLength(7);
  });

  it.each([
    ['an agent', userDataFor('master')],
    ['staff', userDataFor('admin')],
    ['nobody signed in', null],
  ])('gives %s only place a bet and my slips', (_, userData) => {
    expect(keys(menuItemsFor(userData, EXCLUDED))).toEqual(['tanghuay-round', 'tanghuay-list']);
  });

  it('decides by usertype, not role', () => {
    expect(keys(menuItemsFor(userDataFor('client'), EXCLUDED))).toContain('tanghuay-deposit');
    expect(keys(menuItemsFor(userDataFor('seamless', { usertype: 'agent' }), EXCLUDED))).not.toContain(
      'tanghuay-deposit',
    );
  });
});

describe('BOTTOM_NAV', () => {
  it('is results, place a bet in the centre, slips', () => {
    expect(BOTTOM_NAV).toEqual([
      { key: 'results', path: '/tanghuay-online/result', label: { th: 'ผลรางวัล', en: 'Results' } },
      { key: 'round', path: '/tanghuay-round', label: { th: 'แทงหวย', en: 'Place a bet' } },
      { key: 'slips', path: '/tanghuay-online/list', label: { th: 'โพย', en: 'Slips' } },
    ]);
  });
});
