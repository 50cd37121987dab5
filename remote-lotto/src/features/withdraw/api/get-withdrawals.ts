// GET /api/wallet/withdrawals: one page of the member's withdrawals, newest first; `cursor` is the
// previous page's nextCursor (null on the last page).
import { http } from '@tanghuay/shared-auth';
import type { Withdrawal } from './withdrawal.ts';

export interface WithdrawalPage {
  items: Withdrawal[];
  nextCursor: string | null;
}

export async function getWithdrawals(cursor: string | undefined, signal?: AbortSignal): Promise<WithdrawalPage> {
  return (await http.get<WithdrawalPage>('/wallet/withdrawals', { params: { cursor }, signal })).data;
}
