// The back office's members (api/src/modules/members/routes.ts, auth's reset codes): the members
// the caller reaches, searched, filtered, sorted and paged by number; one member with the most
// discount the caller may give; setting that discount; a one-time password-reset code. A member
// out of reach answers 404 NOT_FOUND, as if it did not exist.
import type { Answer, Query } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export const MEMBER_STATUSES = ['active', 'self_excluded'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_SORTS = ['username', 'balance', 'createdAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export type Member = Answer<'/backoffice/members'>['items'][number];
/** A member with the most discount this member may have (`maxDiscount`, percent). */
export type MemberWithMaxDiscount = Answer<'/backoffice/members/{id}'>;

export interface MemberQuery extends Omit<Query<'/backoffice/members'>, 'page' | 'pageSize' | 'sort' | 'order'> {
  sort: MemberSort;
  order: NonNullable<Query<'/backoffice/members'>['order']>;
  page: number;
}

export const MEMBERS_PAGE_SIZE = 20;

export async function getMembers({ page, ...query }: MemberQuery, signal?: AbortSignal): Promise<Answer<'/backoffice/members'>> {
  return api.get('/backoffice/members', { params: { ...query, page: String(page), pageSize: String(MEMBERS_PAGE_SIZE) }, signal });
}

export async function getMember(id: string, signal?: AbortSignal): Promise<MemberWithMaxDiscount> {
  return api.get('/backoffice/members/{id}', { path: { id }, signal });
}

export async function setDiscount(id: string, discount: number): Promise<MemberWithMaxDiscount> {
  return api.put('/backoffice/members/{id}/discount', { discount }, { path: { id } });
}

export type ResetCode = Answer<'/backoffice/members/{id}/password-reset-code', 'post'>;

/** A new code voids the member's older ones. */
export async function issueResetCode(id: string): Promise<ResetCode> {
  return api.post('/backoffice/members/{id}/password-reset-code', undefined, { path: { id } });
}
