// GET /api/wallet/deposits: one page of the member's deposit requests, newest first; `cursor` is
// the previous page's nextCursor (null on the last page).
import { http } from '@tanghuay/shared-auth';
import type { Deposit } from '../deposit.ts';

export interface DepositPage {
  items: Deposit[];
  nextCursor: string | null;
}

/** Requests asked for per page. */
export const DEPOSIT_PAGE_SIZE = 20;

export async function getDeposits(cursor?: string, signal?: AbortSignal): Promise<DepositPage> {
  return (await http.get<DepositPage>('/wallet/deposits', { params: { cursor, limit: String(DEPOSIT_PAGE_SIZE) }, signal })).data;
}
