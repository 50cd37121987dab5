// GET /api/wallet/withdrawals: one page of the member's withdrawals, newest first; `cursor` is the
// previous page's nextCursor (null on the last page).
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export async function getWithdrawals(cursor: string | undefined, signal?: AbortSignal): Promise<Answer<'/wallet/withdrawals'>> {
  return api.get('/wallet/withdrawals', { params: { cursor }, signal });
}
