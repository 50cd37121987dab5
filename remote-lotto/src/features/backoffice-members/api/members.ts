// The back office's members (api/src/modules/members/routes.ts, auth's reset codes): the members
// the caller reaches, searched, filtered, sorted and paged by number; one member with the most
// discount the caller may give; setting that discount; a one-time password-reset code. A member
// out of reach answers 404 NOT_FOUND, as if it did not exist.
import { http } from '@tanghuay/shared-auth';
import type { PagedAnswer } from '../../../components/backoffice/server-table.tsx';
import type { Order } from '../../../components/backoffice/table-state.ts';

export const MEMBER_STATUSES = ['active', 'self_excluded'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_SORTS = ['username', 'balance', 'createdAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export interface Member {
  id: string;
  username: string;
  phone: string | null;
  role: 'member' | 'seamless';
  status: MemberStatus;
  /** Wallet balance, baht (money held for withdrawals apart). */
  balance: number;
  /** Percent off stakes. */
  discount: number;
  agent: { id: string; username: string } | null;
  /** The registered account withdrawals are paid into, in full; null while incomplete. */
  bank: { code: string; accountNo: string; accountName: string } | null;
  createdAt: string;
  /** When a self-exclusion in force ends. */
  selfExcludedUntil: string | null;
}

export interface MemberWithMaxDiscount extends Member {
  /** The most discount this member may have, percent. */
  maxDiscount: number;
}

export interface MemberQuery {
  q?: string;
  agentId?: string;
  status?: MemberStatus;
  /** Only the members whose discount is above this percent. */
  discountAbove?: string;
  sort: MemberSort;
  order: Order;
  page: number;
}

export const MEMBERS_PAGE_SIZE = 20;

export async function getMembers({ page, ...query }: MemberQuery, signal?: AbortSignal): Promise<PagedAnswer<Member>> {
  const params = { ...query, page: String(page), pageSize: String(MEMBERS_PAGE_SIZE) };
  return (await http.get<PagedAnswer<Member>>('/backoffice/members', { params, signal })).data;
}

const memberPath = (id: string) => `/backoffice/members/${encodeURIComponent(id)}`;

export async function getMember(id: string, signal?: AbortSignal): Promise<MemberWithMaxDiscount> {
  return (await http.get<MemberWithMaxDiscount>(memberPath(id), { signal })).data;
}

export async function setDiscount(id: string, discount: number): Promise<MemberWithMaxDiscount> {
  return (await http.put<MemberWithMaxDiscount>(`${memberPath(id)}/discount`, { discount })).data;
}

export interface ResetCode {
  code: string;
  expiresAt: string;
}

/** A new code voids the member's older ones. */
export async function issueResetCode(id: string): Promise<ResetCode> {
  return (await http.post<ResetCode>(`${memberPath(id)}/password-reset-code`)).data;
}
