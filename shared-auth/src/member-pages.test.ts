import { mayOpenMemberPage, memberPageHandle } from './member-pages.ts';
import { userDataFor } from './testing/fixtures.ts';

const ACCOUNT_PAGES = [
  '/tanghuay-account',
  '/tanghuay-account/transactions',
  '/tanghuay-withdraw',
  '/tanghuay-online/list',
  '/tanghuay-online/list-detail/42',
  '/tanghuay-online/list-detail/:id',
  '/tanghuay-online/winlose',
  '/tanghuay-withdraw/',
];
const PLAY_PAGES = [
  '/tanghuay-round',
  '/tanghuay-home',
  '/tanghuay-deposit',
  '/tanghuay-online/result',
  '/tanghuay-online/Lao/Heads/Sub/2026-12-01/7',
  '/tanghuay-online/:LottoName/:LottoHead/:LottoSubHead/:CloseDate/:roundId',
  '/tanghuay-online-v2/Lao/Heads/Sub/2026-12-01/7',
  '/tanghuay-online/list-detail',
  '/tanghuay-withdrawal',
  '/tanghuay-unknown',
];

describe('memberPageHandle', () => {
  it.each(ACCOUNT_PAGES)('asks read Account for %s, the member’s own account', (path) => {
    expect(memberPageHandle(path)).toEqual({ resource: 'Account' });
  });

  it.each(PLAY_PAGES)('asks read Seamless for %s', (path) => {
    expect(memberPageHandle(path)).toEqual({ resource: 'Seamless' });
  });
});

describe('mayOpenMemberPage', () => {
  it('lets a member open every member page', () => {
    const mayOpen = mayOpenMemberPage(userDataFor('member'));
    for (const path of [...ACCOUNT_PAGES, ...PLAY_PAGES]) expect(mayOpen(path)).toBe(true);
  });

  it('lets a self-excluded member open only their own account pages', () => {
    const mayOpen = mayOpenMemberPage(userDataFor('seamless', { selfExcludedUntil: '2026-12-24T03:00:00.000Z' }));
    for (const path of ACCOUNT_PAGES) expect(mayOpen(path)).toBe(true);
    for (const path of PLAY_PAGES) expect(mayOpen(path)).toBe(false);
  });

  it('lets nobody signed in open any', () => {
    expect(mayOpenMemberPage(null)('/tanghuay-account')).toBe(false);
    expect(mayOpenMemberPage(null)('/tanghuay-round')).toBe(false);
  });
});
