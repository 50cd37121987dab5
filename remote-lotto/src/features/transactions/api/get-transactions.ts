// GET /api/wallet/transactions: one page of the member's ledger lines (wallet and withdrawal hold),
// newest first; `cursor` is the previous page's nextCursor (null on the last page).
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

/** Lines asked for per page. */
export const TRANSACTIONS_PAGE_SIZE = 30;

export async function getTransactions(cursor: string | undefined, signal?: AbortSignal): Promise<Answer<'/wallet/transactions'>> {
  return api.get('/wallet/transactions', { params: { cursor, limit: String(TRANSACTIONS_PAGE_SIZE) }, signal });
}
