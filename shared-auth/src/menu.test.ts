import { bottomNavFor, menuItemsFor } from './menu.ts';
import { userDataFor } from './testing/fixtures.ts';

const keys = (items: { key: string }[]) => items.map((item) => item.key);
const EXCLUDED = 42;
const selfExcluded = (overrides = {}) => userDataFor('member', { selfExcludedUntil: '2026-12-24T03:00:00.000Z', ...overrides });

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

  it('shows a self-excluded member only withdraw, slips, money history and the account: no home, deposit or bet', () => {
    expect(keys(menuItemsFor(selfExcluded(), EXCLUDED))).toEqual([
      'tanghuay-withdraw',
      'tanghuay-list',
      'tanghuay-transactions',
      'tanghuay-account',
    ]);
    expect(keys(menuItemsFor(selfExcluded({ userID: EXCLUDED }), EXCLUDED))).toEqual([
      'tanghuay-list',
      'tanghuay-transactions',
      'tanghuay-account',
    ]);
  });

  it.each([
    ['staff', userDataFor('admin'), ['tanghuay-round', 'tanghuay-list']],
    ['the lottery-status account', userDataFor('agseamless'), ['tanghuay-round']],
    ['an agent, who may open no member page', userDataFor('master'), []],
    ['nobody signed in', null, []],
  ])('gives %s only the pages it may open of place a bet and my slips', (_, userData, expected) => {
    expect(keys(menuItemsFor(userData, EXCLUDED))).toEqual(expected);
  });

  it('decides by usertype, not role', () => {
    expect(keys(menuItemsFor(userDataFor('seamless', { usertype: 'agent' }), EXCLUDED))).not.toContain('tanghuay-deposit');
  });
});

describe('bottomNavFor', () => {
  it('gives a member results, place a bet in the centre, slips', () => {
    expect(bottomNavFor(userDataFor('member'))).toEqual([
      { key: 'results', path: '/tanghuay-online/result', label: { th: 'ผลรางวัล', en: 'Results' } },
      { key: 'round', path: '/tanghuay-round', label: { th: 'แทงหวย', en: 'Place a bet' }, centre: true },
      { key: 'slips', path: '/tanghuay-online/list', label: { th: 'โพย', en: 'Slips' } },
    ]);
  });

  it('gives a self-excluded member money history, withdraw in the centre, slips: nothing to bet with', () => {
    expect(bottomNavFor(selfExcluded())).toEqual([
      { key: 'history', path: '/tanghuay-account/transactions', label: { th: 'ประวัติ', en: 'History' } },
      { key: 'withdraw', path: '/tanghuay-withdraw', label: { th: 'ถอนเงิน', en: 'Withdraw' }, centre: true },
      { key: 'slips', path: '/tanghuay-online/list', label: { th: 'โพย', en: 'Slips' } },
    ]);
  });

  it('leaves out the slips of those who have none to open (the lottery-status account)', () => {
    expect(keys(bottomNavFor(userDataFor('agseamless')))).toEqual(['results', 'round']);
    expect(keys(bottomNavFor(userDataFor('admin')))).toEqual(['results', 'round', 'slips']);
  });
});
