// The menu of the configured layout: the back-office pages of the table (docs/backoffice.md,
// "Pages") and the host's own areas, each shown only to users the guard would let in (one rule:
// the page's own handle).
import { BACKOFFICE_MENU_PAGES, backofficePageFor, guardRedirect, type NavItem, type UserData } from '@tanghuay/shared-auth';
import { handleOf } from '../routes.tsx';

export const BACK_OFFICE_NAV: readonly NavItem[] = [
  ...BACKOFFICE_MENU_PAGES.map(({ key, path, label }) => ({ key, path, label })),
  { key: 'round', path: '/tanghuay-round', label: { th: 'แทงหวย', en: 'Place a bet' } },
  { key: 'access-control', path: '/access-control', label: { th: 'สิทธิ์การใช้งาน', en: 'Access control' } },
];

export function backOfficeNavFor(userData: UserData | null): NavItem[] {
  return BACK_OFFICE_NAV.filter((item) => guardRedirect(handleOf(item.path), userData) === null);
}

/** The menu entry that stands for `pathname`: a back-office page's list (a member's page: the members), or the entry at or above it. */
export function navKeyOf(pathname: string): string | undefined {
  const backoffice = backofficePageFor(pathname);
  if (backoffice) return backoffice.menu;
  return BACK_OFFICE_NAV.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`))?.key;
}
