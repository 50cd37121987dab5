// GET /api/lotto/slips: one page of the member's slips, newest first, without their items. Filters:
// the round, the status and the Bangkok days placed on (both included); `cursor` is the previous
// page's nextCursor (null on the last page).
import type { Answer, Query } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type SlipSummary = Answer<'/lotto/slips'>['items'][number];

export type SlipQuery = Omit<Query<'/lotto/slips'>, 'limit'>;

/** Slips asked for per page. */
export const SLIP_PAGE_SIZE = 20;

export async function getSlips(query: SlipQuery, signal?: AbortSignal): Promise<Answer<'/lotto/slips'>> {
  return api.get('/lotto/slips', { params: { ...query, limit: String(SLIP_PAGE_SIZE) }, signal });
}
