// GET /api/lotto/results?date&lotto: the results drawn on one Bangkok day (all lotteries, or one
// lottery's), in catalog order (head, sub-head, lottery) and by close within a lottery.
import type { Answer, Query } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type ResultsAnswer = Answer<'/lotto/results'>;
export type LottoResult = ResultsAnswer['results'][number];

export async function getResults(params: Query<'/lotto/results'>, signal?: AbortSignal): Promise<ResultsAnswer> {
  return api.get('/lotto/results', { params, signal });
}
