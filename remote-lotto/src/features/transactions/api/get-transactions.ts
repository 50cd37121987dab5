// GET /api/wallet/transactions: one page of the member's ledger lines (wallet and withdrawal hold),
// newest first; `cursor` is the previous page's nextCursor (null on the last page).
import { http } from '@tanghuay/shared-auth';
import type { CursorPage } from '../../../lib/use-paged-list.ts';
import type { LedgerLine } from '../../../lib/ledger-line.ts';

/** Lines asked for per page. */
export const TRANSACTIONS_PAGE_SIZE = 30;

export async function getTransactions(cursor: string | undefined, signal?: AbortSignal): Promise<CursorPage<LedgerLine>> {
  return (
    await http.get<CursorPage<LedgerLine>>('/wallet/transactions', { params: { cursor, limit: String(TRANSACTIONS_PAGE_SIZE) }, signal })
  ).data;
}
