// The menu of the configured layout: the back-office pages of the table (docs/backoffice.md,
// "Pages") and the host's own areas, each shown only to users the guard would let in (one rule:
// the page's own handle).
import {
  BACKOFFICE_MENU_PAGES,
  backofficePageFor,
  DEMO_MENU,
  type DemoNavGroup,
  demoNavItemFor,
  guardRedirect,
  type NavItem,
  type UserData,
} from '@tanghuay/shared-auth';
import { handleOf } from '../routes.tsx';

export const BACK_OFFICE_NAV: readonly NavItem[] = [
  ...BACKOFFICE_MENU_PAGES.map(({ key, path, label }) => ({ key, path, label })),
  { key: 'round', path: '/tanghuay-round', label: { th: 'แทงหวย', en: 'Place a bet' } },
  { key: 'access-control', path: '/access-control', label: { th: 'สิทธิ์การใช้งาน', en: 'Access control' } },
];

const mayOpen = (userData: UserData | null) => (item: NavItem) => guardRedirect(handleOf(item.path), userData) === null;

export function backOfficeNavFor(userData: UserData | null): NavItem[] {
  return BACK_OFFICE_NAV.filter(mayOpen(userData));
}

/** The demo remote's pages, in their groups, that this user may open (a group with none is left out). */
export function demoNavFor(userData: UserData | null): DemoNavGroup[] {
  return DEMO_MENU.map((group) => ({ ...group, items: group.items.filter(mayOpen(userData)) })).filter((group) => group.items.length > 0);
}

/** The menu entry that stands for `pathname`: a back-office page's list (a member's page: the members), or the entry at or above it. */
export function navKeyOf(pathname: string): string | undefined {
  const backoffice = backofficePageFor(pathname);
  if (backoffice) return backoffice.menu;
  // A demo page before the back-office area above it (/dashboard/analytics is the demo's, not the home's).
  return (demoNavItemFor(pathname) ?? BACK_OFFICE_NAV.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`)))?.key;
}

/** The demo group holding the entry `key`, to open it in the menu. */
export function demoGroupOf(key: string | undefined): string | undefined {
  return DEMO_MENU.find((group) => group.items.some((item) => item.key === key))?.key;
}
