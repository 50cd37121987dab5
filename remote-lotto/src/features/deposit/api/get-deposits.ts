// GET /api/wallet/deposits: one page of the member's deposit requests, newest first; `cursor` is
// the previous page's nextCursor (null on the last page).
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

/** Requests asked for per page. */
export const DEPOSIT_PAGE_SIZE = 20;

export async function getDeposits(cursor?: string, signal?: AbortSignal): Promise<Answer<'/wallet/deposits'>> {
  return api.get('/wallet/deposits', { params: { cursor, limit: String(DEPOSIT_PAGE_SIZE) }, signal });
}
