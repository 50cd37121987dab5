// The menu of the configured layout: the back-office areas, each shown only to users the guard
// would let in (one rule: the page's own handle).
import { guardRedirect, type NavItem, type UserData } from '@tanghuay/shared-auth';
import { handleOf } from '../routes.tsx';

export const BACK_OFFICE_NAV: readonly NavItem[] = [
  { key: 'dashboard', path: '/dashboard', label: { th: 'แดชบอร์ด', en: 'Dashboard' } },
  { key: 'lotto-status', path: '/manage-lotto-status', label: { th: 'สถานะหวย', en: 'Lottery status' } },
  { key: 'lotto-agent', path: '/LottoAgent', label: { th: 'เอเย่นต์', en: 'Agents' } },
  { key: 'round', path: '/tanghuay-round', label: { th: 'แทงหวย', en: 'Place a bet' } },
  { key: 'access-control', path: '/access-control', label: { th: 'สิทธิ์การใช้งาน', en: 'Access control' } },
];

export function backOfficeNavFor(userData: UserData | null): NavItem[] {
  return BACK_OFFICE_NAV.filter((item) => guardRedirect(handleOf(item.path), userData) === null);
}
