// The one table of back-office pages (docs/backoffice.md, "Pages" and "Rights"): the address of
// each, the CASL right it needs and its menu label. The host's guard and configured-layout menu read
// it before the back office is fetched; the lottery remote's `./backoffice` routes take their
// handles from it, so a page and its menu entry cannot disagree about who may open it.
import type { RouteHandle } from './contract.ts';

export type BackofficePageKey =
  | 'home'
  | 'deposits'
  | 'withdrawals'
  | 'members'
  | 'member'
  | 'lotto-status'
  | 'round'
  | 'results'
  | 'result'
  | 'lotteries'
  | 'settings'
  | 'audit'
  | 'releases'
  | 'lotto-agent'
  | 'agent';

export interface BackofficePage {
  key: BackofficePageKey;
  /** A react-router path pattern; `:name` stands for one segment. */
  path: string;
  handle: RouteHandle & { layout: 'configured'; action: string; resource: string };
  label: { th: string; en: string };
  /** The menu entry that stands for the page: its own when it is in the menu, else its list's. */
  menu: BackofficePageKey;
}

const page = (
  key: BackofficePageKey,
  path: string,
  [action, resource]: readonly [string, string],
  label: BackofficePage['label'],
  menu: BackofficePageKey = key,
): BackofficePage => ({ key, path, handle: { layout: 'configured', action, resource }, label, menu });

const READ_BACKOFFICE = ['read', 'Backoffice'] as const;
const MANAGE_PAYMENT = ['manage', 'Payment'] as const;
const MANAGE_MEMBER = ['manage', 'Member'] as const;
const MANAGE_ROUND = ['manage', 'Round'] as const;
const MANAGE_RESULT = ['manage', 'Result'] as const;

/** In menu order. */
export const BACKOFFICE_PAGES: readonly BackofficePage[] = [
  page('home', '/dashboard', READ_BACKOFFICE, { th: 'แดชบอร์ด', en: 'Dashboard' }),
  page('deposits', '/backoffice/deposits', MANAGE_PAYMENT, { th: 'รายการฝากเงิน', en: 'Deposits' }),
  page('withdrawals', '/backoffice/withdrawals', MANAGE_PAYMENT, { th: 'รายการถอนเงิน', en: 'Withdrawals' }),
  page('members', '/backoffice/members', MANAGE_MEMBER, { th: 'สมาชิก', en: 'Members' }),
  page('member', '/backoffice/members/:id', MANAGE_MEMBER, { th: 'ข้อมูลสมาชิก', en: 'Member' }, 'members'),
  page('lotto-status', '/manage-lotto-status', ['read', 'LottoStatus'], { th: 'สถานะหวย', en: 'Lottery status' }),
  page('round', '/backoffice/rounds/:roundId', MANAGE_ROUND, { th: 'งวดหวย', en: 'Round' }, 'lotto-status'),
  page('results', '/backoffice/results', MANAGE_RESULT, { th: 'ออกผลรางวัล', en: 'Results' }),
  page('result', '/backoffice/results/:roundId', MANAGE_RESULT, { th: 'ผลรางวัลงวด', en: 'Round result' }, 'results'),
  page('lotteries', '/backoffice/lotteries', ['manage', 'Lottery'], { th: 'ตั้งค่าหวย', en: 'Lotteries' }),
  page('settings', '/backoffice/settings', ['manage', 'Settings'], { th: 'ตั้งค่าระบบ', en: 'Settings' }),
  page('audit', '/backoffice/audit', ['read', 'Audit'], { th: 'บันทึกการใช้งาน', en: 'Audit log' }),
  page('releases', '/backoffice/releases', ['manage', 'Release'], { th: 'เวอร์ชันระบบ', en: 'Releases' }),
  page('lotto-agent', '/LottoAgent', ['read', 'LottoAgent'], { th: 'เอเย่นต์', en: 'Agents' }),
  page('agent', '/backoffice/agents/:id', ['manage', 'Agent'], { th: 'ข้อมูลเอเย่นต์', en: 'Agent' }, 'lotto-agent'),
];

/** The pages that are menu entries, in menu order. */
export const BACKOFFICE_MENU_PAGES: readonly BackofficePage[] = BACKOFFICE_PAGES.filter((entry) => entry.menu === entry.key);

/** The page at `key`. */
export function backofficePage(key: BackofficePageKey): BackofficePage {
  const found = BACKOFFICE_PAGES.find((entry) => entry.key === key);
  if (!found) throw new Error(`no back-office page ${key}`);
  return found;
}

/** Whether `pathname` (a trailing slash allowed, letters' case kept) is at the path pattern: each `:name` one non-empty segment. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const segments = pathname.replace(/(.)\/$/, '$1').split('/');
  return wanted.length === segments.length && wanted.every((part, at) => (part.startsWith(':') ? segments[at] !== '' : part === segments[at]));
}

/** The back-office page at `pathname`, or undefined. */
export function backofficePageFor(pathname: string): BackofficePage | undefined {
  return BACKOFFICE_PAGES.find((entry) => matchesPath(entry.path, pathname));
}
