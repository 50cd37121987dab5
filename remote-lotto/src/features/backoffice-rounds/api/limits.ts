// A round's limits in the back office (docs/domain.md#number-limits): its exposure per bet type and
// number to set them by (GET …/exposure, biggest payout first, a numbered page at a time, with the
// round's totals), its terms — the bet types offered and the limit items — as members read them
// (GET /api/lotto/rounds/:roundId), and the whole list replaced at once (PUT …/limits).
import type { Answer, Body } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';
import type { BetType } from '@tanghuay/lottery-rules';
import type { RoundTerms } from '../../../lib/round.ts';

export type Exposure = Answer<'/backoffice/rounds/{roundId}/exposure'>;
export type ExposureLine = Exposure['items'][number];

/** Lines asked for per page. */
export const EXPOSURE_PAGE_SIZE = 20;

export async function getExposure(roundId: string, query: { type?: BetType; page: number }, signal?: AbortSignal): Promise<Exposure> {
  const params = { type: query.type, page: String(query.page), pageSize: String(EXPOSURE_PAGE_SIZE) };
  return api.get('/backoffice/rounds/{roundId}/exposure', { path: { roundId }, params, signal });
}

export async function getRoundTerms(roundId: string, signal?: AbortSignal): Promise<RoundTerms> {
  return api.get('/lotto/rounds/{roundId}', { path: { roundId }, signal });
}

export async function saveLimits(roundId: string, body: Body<'/backoffice/rounds/{roundId}/limits', 'put'>): Promise<Answer<'/backoffice/rounds/{roundId}/limits', 'put'>['limits']> {
  return (await api.put('/backoffice/rounds/{roundId}/limits', body, { path: { roundId } })).limits;
}
