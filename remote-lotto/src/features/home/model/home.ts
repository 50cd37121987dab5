// What the home page picks from the API's lists: the results drawn last (the open rounds closing
// soonest are lib/round.ts's closingSoonest).
import type { LottoResult } from '../../../lib/get-results.ts';

/** The results of the rounds that closed last, at most `count`. */
export function latestResults(results: LottoResult[], count: number): LottoResult[] {
  return [...results].sort((a, b) => b.closesAt.localeCompare(a.closesAt)).slice(0, count);
}
