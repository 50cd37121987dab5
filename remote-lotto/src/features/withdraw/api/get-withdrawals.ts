// GET /api/wallet/withdrawals: one page of the member's withdrawals, newest first; `cursor` is the
// previous page's nextCursor (null on the last page).
import { http } from '@tanghuay/shared-auth';
import type { CursorPage } from '../../../lib/use-paged-list.ts';
import type { Withdrawal } from './withdrawal.ts';

export async function getWithdrawals(cursor: string | undefined, signal?: AbortSignal): Promise<CursorPage<Withdrawal>> {
  return (await http.get<CursorPage<Withdrawal>>('/wallet/withdrawals', { params: { cursor }, signal })).data;
}
