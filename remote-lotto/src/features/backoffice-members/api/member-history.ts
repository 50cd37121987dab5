// What a member did, as the back office reads it for a member it reaches: the money history
// (GET /api/backoffice/transactions?memberId, as /wallet/transactions), the slips (GET
// /api/backoffice/slips?accountId, newest first) and the win/lose (GET /api/backoffice/winlose,
// as /lotto/winlose). Cursor-paged lists answer {items, nextCursor}.
import { http } from '@tanghuay/shared-auth';
import type { WinLoseReport } from '../../../lib/get-winlose.ts';
import type { LedgerLine } from '../../../lib/ledger-line.ts';
import type { SlipStatus } from '../../../lib/statuses.ts';
import type { CursorPage } from '../../../lib/use-paged-list.ts';

export const HISTORY_PAGE_SIZE = 30;

export async function getMemberTransactions(memberId: string, cursor: string | undefined, signal?: AbortSignal): Promise<CursorPage<LedgerLine>> {
  const params = { memberId, cursor, limit: String(HISTORY_PAGE_SIZE) };
  return (await http.get<CursorPage<LedgerLine>>('/backoffice/transactions', { params, signal })).data;
}

export interface MemberSlip {
  id: string;
  roundId: string;
  lottoName: string;
  /** The round's draw day, YYYY-MM-DD. */
  closeDate: string;
  status: SlipStatus;
  createdAt: string;
  stake: number;
  discount: number;
  charged: number;
  payout: number;
  itemCount: number;
}

export async function getMemberSlips(memberId: string, cursor: string | undefined, signal?: AbortSignal): Promise<CursorPage<MemberSlip>> {
  const params = { accountId: memberId, cursor, limit: String(HISTORY_PAGE_SIZE) };
  return (await http.get<CursorPage<MemberSlip>>('/backoffice/slips', { params, signal })).data;
}

export async function getMemberWinLose(memberId: string, range: { from: string; to: string }, signal?: AbortSignal): Promise<WinLoseReport> {
  return (await http.get<WinLoseReport>('/backoffice/winlose', { params: { memberId, ...range }, signal })).data;
}
