// What the home page picks from the API's lists: the open rounds closing soonest and the results
// drawn last.
import type { LottoResult } from '../../../lib/get-results.ts';
import type { Round } from '../../../lib/round.ts';

/** The open rounds, the one closing first first, at most `count`. */
export function closingSoonest(rounds: Round[], count: number): Round[] {
  return rounds
    .filter((round) => round.status === 'open')
    .sort((a, b) => a.closesAt.localeCompare(b.closesAt))
    .slice(0, count);
}

/** The results of the rounds that closed last, at most `count`. */
export function latestResults(results: LottoResult[], count: number): LottoResult[] {
  return [...results].sort((a, b) => b.closesAt.localeCompare(a.closesAt)).slice(0, count);
}
