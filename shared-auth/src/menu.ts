// The hamburger menu and the bottom navigation (docs/architecture.md#host-and-remotes).
import type { UserData } from './user-data.ts';

export type MenuKey =
  | 'tanghuay-home'
  | 'tanghuay-deposit'
  | 'tanghuay-withdraw'
  | 'tanghuay-round'
  | 'tanghuay-list'
  | 'tanghuay-transactions'
  | 'tanghuay-account';
export interface NavItem {
  key: string;
  path: string;
  label: { th: string; en: string };
}
type MenuItem = NavItem & { key: MenuKey };

/** Shown only to usertype member who is not the excluded user. */
const MEMBER_ITEMS: readonly MenuItem[] = [
  { key: 'tanghuay-home', path: '/tanghuay-home', label: { th: 'หน้าแรก', en: 'Home' } },
  { key: 'tanghuay-deposit', path: '/tanghuay-deposit', label: { th: 'ฝากเงิน', en: 'Deposit' } },
  { key: 'tanghuay-withdraw', path: '/tanghuay-withdraw', label: { th: 'ถอนเงิน', en: 'Withdraw' } },
];

/** Shown to everyone. */
const COMMON_ITEMS: readonly MenuItem[] = [
  { key: 'tanghuay-round', path: '/tanghuay-round', label: { th: 'แทงหวย', en: 'Place a bet' } },
  { key: 'tanghuay-list', path: '/tanghuay-online/list', label: { th: 'โพยของฉัน', en: 'My slips' } },
];

/**
 * Shown to every usertype member, the excluded one too: the money history, and the account page with
 * the member's own limits and self-exclusion, which every member must be able to reach.
 */
const ACCOUNT_ITEMS: readonly MenuItem[] = [
  { key: 'tanghuay-transactions', path: '/tanghuay-account/transactions', label: { th: 'ประวัติการเงิน', en: 'Money history' } },
  { key: 'tanghuay-account', path: '/tanghuay-account', label: { th: 'บัญชีของฉัน', en: 'My account' } },
];

/** Menu items the user sees: home, deposit, withdraw only for usertype member not excluded; the account pages for every member. */
export function menuItemsFor(userData: UserData | null, excludedUserId: number | null): (NavItem & { key: MenuKey })[] {
  const member = userData?.usertype === 'member';
  const memberMenu = member && userData.userID !== excludedUserId;
  return [...(memberMenu ? MEMBER_ITEMS : []), ...COMMON_ITEMS, ...(member ? ACCOUNT_ITEMS : [])];
}

/** Results, place bet (centre), slips. */
export const BOTTOM_NAV: readonly NavItem[] = [
  { key: 'results', path: '/tanghuay-online/result', label: { th: 'ผลรางวัล', en: 'Results' } },
  { key: 'round', path: '/tanghuay-round', label: { th: 'แทงหวย', en: 'Place a bet' } },
  { key: 'slips', path: '/tanghuay-online/list', label: { th: 'โพย', en: 'Slips' } },
];
