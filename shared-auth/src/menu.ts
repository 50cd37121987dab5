// The hamburger menu and the bottom navigation (seed spec §1, §6).
import type { UserData } from './user-data.ts';

export type MenuKey = 'tanghuay-home' | 'tanghuay-deposit' | 'tanghuay-withdraw' | 'tanghuay-round' | 'tanghuay-list';
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

/** Menu items the user sees: home, deposit, withdraw only for usertype member not excluded. */
export function menuItemsFor(userData: UserData | null, excludedUserId: number | null): (NavItem & { key: MenuKey })[] {
  const memberMenu = userData?.usertype === 'member' && userData.userID !== excludedUserId;
  return [...(memberMenu ? MEMBER_ITEMS : []), ...COMMON_ITEMS];
}

/** Results, place bet (centre), slips. */
export const BOTTOM_NAV: readonly NavItem[] = [
  { key: 'results', path: '/tanghuay-online/result', label: { th: 'ผลรางวัล', en: 'Results' } },
  { key: 'round', path: '/tanghuay-round', label: { th: 'แทงหวย', en: 'Place a bet' } },
  { key: 'slips', path: '/tanghuay-online/list', label: { th: 'โพย', en: 'Slips' } },
];
