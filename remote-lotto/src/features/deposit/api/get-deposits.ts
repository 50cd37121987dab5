// GET /api/wallet/deposits: one page of the member's deposit requests, newest first; `cursor` is
// the previous page's nextCursor (null on the last page).
import { http } from '@tanghuay/shared-auth';
import type { CursorPage } from '../../../lib/use-paged-list.ts';
import type { Deposit } from '../deposit.ts';

/** Requests asked for per page. */
export const DEPOSIT_PAGE_SIZE = 20;

export async function getDeposits(cursor?: string, signal?: AbortSignal): Promise<CursorPage<Deposit>> {
  return (await http.get<CursorPage<Deposit>>('/wallet/deposits', { params: { cursor, limit: String(DEPOSIT_PAGE_SIZE) }, signal })).data;
}
