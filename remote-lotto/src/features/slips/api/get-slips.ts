// GET /api/lotto/slips: one page of the member's slips, newest first, without their items. Filters:
// the round, the status and the Bangkok days placed on (both included); `cursor` is the previous
// page's nextCursor (null on the last page).
import { http } from '@tanghuay/shared-auth';
import type { SlipHead } from '../../../lib/slip.ts';
import type { SlipStatus } from '../../../lib/statuses.ts';
import type { CursorPage } from '../../../lib/use-paged-list.ts';

export interface SlipSummary extends SlipHead {
  itemCount: number;
}

export interface SlipQuery {
  roundId?: string;
  status?: SlipStatus;
  /** YYYY-MM-DD, Bangkok. */
  from?: string;
  to?: string;
  cursor?: string;
}

/** Slips asked for per page. */
export const SLIP_PAGE_SIZE = 20;

export async function getSlips(query: SlipQuery, signal?: AbortSignal): Promise<CursorPage<SlipSummary>> {
  return (await http.get<CursorPage<SlipSummary>>('/lotto/slips', { params: { ...query, limit: String(SLIP_PAGE_SIZE) }, signal })).data;
}
