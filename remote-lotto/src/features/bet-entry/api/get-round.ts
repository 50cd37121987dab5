// GET /api/lotto/rounds/:roundId: the round with its terms — the bet types offered (rate, min, max,
// discount) and the limit items (closed, reduced, capped numbers) — and the server's time.
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type RoundWithTerms = Answer<'/lotto/rounds/{roundId}'>;

export async function getRound(roundId: string, signal?: AbortSignal): Promise<RoundWithTerms> {
  return api.get('/lotto/rounds/{roundId}', { path: { roundId }, signal });
}
