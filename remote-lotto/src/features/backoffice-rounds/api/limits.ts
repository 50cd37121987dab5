// A round's limits in the back office (docs/domain.md#number-limits): its exposure per bet type and
// number to set them by (GET …/exposure, biggest payout first, a numbered page at a time, with the
// round's totals), its terms — the bet types offered and the limit items — as members read them
// (GET /api/lotto/rounds/:roundId), and the whole list replaced at once (PUT …/limits).
import { http, type LimitItem } from '@tanghuay/shared-auth';
import type { PagedAnswer } from '../../../components/backoffice/server-table.tsx';
import { roundApiPath } from '../../../lib/backoffice-rounds.ts';
import type { BetType } from '@tanghuay/lottery-rules';
import type { Limit } from '../model/limits.ts';

export interface ExposureLine {
  type: BetType;
  number: string;
  /** Staked on it by all members (slips not cancelled), baht. */
  stake: number;
  /** What the round pays if it wins, as its items were priced. */
  payoutIfWins: number;
  slips: number;
  members: number;
  /** Its limit item now, if any. */
  limit: LimitItem | null;
}

export interface Exposure extends PagedAnswer<ExposureLine> {
  /** The round's slips not cancelled, every bet type. */
  totals: { stake: number; charged: number; slips: number; members: number };
}

/** Lines asked for per page. */
export const EXPOSURE_PAGE_SIZE = 20;


export async function getExposure(roundId: string, query: { type?: BetType; page: number }, signal?: AbortSignal): Promise<Exposure> {
  const params = { type: query.type, page: String(query.page), pageSize: String(EXPOSURE_PAGE_SIZE) };
  return (await http.get<Exposure>(`${roundApiPath(roundId)}/exposure`, { params, signal })).data;
}

export interface RoundTerms {
  /** The bet types offered, in the usual order. */
  betTypes: { code: BetType; name: string }[];
  limits: LimitItem[];
}

export async function getRoundTerms(roundId: string, signal?: AbortSignal): Promise<RoundTerms> {
  return (await http.get<RoundTerms>(`/lotto/rounds/${encodeURIComponent(roundId)}`, { signal })).data;
}

export async function saveLimits(roundId: string, body: { items: Pick<Limit, 'type' | 'number' | 'kind'>[] }): Promise<LimitItem[]> {
  return (await http.put<{ roundId: string; limits: LimitItem[] }>(`${roundApiPath(roundId)}/limits`, body)).data.limits;
}
