// GET /api/lotto/rounds/:roundId: the round with its terms — the bet types offered (rate, min, max,
// discount) and the limit items (closed, reduced, capped numbers) — and the server's time.
import { http, type LimitItem } from '@tanghuay/shared-auth';
import type { Round } from '../../../lib/round.ts';
import type { BetTypeTerms } from '../model/bet-types.ts';

export interface RoundWithTerms extends Round {
  betTypes: BetTypeTerms[];
  limits: LimitItem[];
  serverTime: string;
}

export async function getRound(roundId: string, signal?: AbortSignal): Promise<RoundWithTerms> {
  return (await http.get<RoundWithTerms>(`/lotto/rounds/${encodeURIComponent(roundId)}`, { signal })).data;
}
