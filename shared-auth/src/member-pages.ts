// What each of the lottery's member pages (/tanghuay-*, docs/lottery.md, "Pages") needs: the
// member's own account — money history, slips, win/lose, withdrawals, the account page — needs
// `read Account`, which a self-excluded member keeps (docs/domain.md#responsible-play); every other
// page (rounds, bet entry, results, home, deposit) needs `read Seamless`, to play. The host guards a
// path with its page's handle before the lottery remote is fetched, the remote's routes take their
// handles from here, and the menus show a page only to users whose rules allow it.
import { createMongoAbility } from '@casl/ability';
import { matchesPath } from './backoffice-pages.ts';
import type { UserData } from './user-data.ts';

/** The member's own account pages, as path patterns (`:name` stands for one segment). */
export const ACCOUNT_PAGE_PATHS = [
  '/tanghuay-account',
  '/tanghuay-account/transactions',
  '/tanghuay-withdraw',
  '/tanghuay-online/list',
  '/tanghuay-online/list-detail/:id',
  '/tanghuay-online/winlose',
] as const;

export interface MemberPageHandle {
  resource: 'Account' | 'Seamless';
}

/** The handle of the member page at `path`: an address, or a route's own path pattern. */
export function memberPageHandle(path: string): MemberPageHandle {
  return { resource: ACCOUNT_PAGE_PATHS.some((pattern) => matchesPath(pattern, path)) ? 'Account' : 'Seamless' };
}

/** Whether the user's rules (none when signed out) let them open the member page at `path`. */
export function mayOpenMemberPage(userData: UserData | null): (path: string) => boolean {
  const ability = createMongoAbility(userData?.ability ?? []);
  return (path) => ability.can('read', memberPageHandle(path).resource);
}
