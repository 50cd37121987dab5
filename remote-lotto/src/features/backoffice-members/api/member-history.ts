// What a member did, as the back office reads it for a member it reaches: the money history
// (GET /api/backoffice/transactions?memberId, as /wallet/transactions), the slips (GET
// /api/backoffice/slips?accountId, newest first) and the win/lose (GET /api/backoffice/winlose,
// as /lotto/winlose). Cursor-paged lists answer {items, nextCursor}.
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export const HISTORY_PAGE_SIZE = 30;

export async function getMemberTransactions(memberId: string, cursor: string | undefined, signal?: AbortSignal): Promise<Answer<'/backoffice/transactions'>> {
  return api.get('/backoffice/transactions', { params: { memberId, cursor, limit: String(HISTORY_PAGE_SIZE) }, signal });
}

export type MemberSlip = Answer<'/backoffice/slips'>['items'][number];

export async function getMemberSlips(memberId: string, cursor: string | undefined, signal?: AbortSignal): Promise<Answer<'/backoffice/slips'>> {
  return api.get('/backoffice/slips', { params: { accountId: memberId, cursor, limit: String(HISTORY_PAGE_SIZE) }, signal });
}

export async function getMemberWinLose(memberId: string, range: { from: string; to: string }, signal?: AbortSignal): Promise<Answer<'/backoffice/winlose'>> {
  return api.get('/backoffice/winlose', { params: { memberId, ...range }, signal });
}
