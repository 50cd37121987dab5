// GET /api/lotto/results?date&lotto: the results drawn on one Bangkok day (all lotteries, or one
// lottery's), in catalog order (head, sub-head, lottery) and by close within a lottery.
import { http } from '@tanghuay/shared-auth';

export interface LottoResult {
  roundId: string;
  lottoCode: string;
  lottoName: string;
  lottoHead: string;
  lottoSubHead: string;
  /** The draw day, YYYY-MM-DD (Bangkok). */
  closeDate: string;
  closesAt: string;
  /** Government lottery only (its last three digits are the top 3). */
  firstPrize: string | null;
  /** Government lottery only: the two front-3 numbers. */
  front3: string[] | null;
  /** Government lottery only: the two back-3 numbers. */
  back3: string[] | null;
  top3: string;
  bottom2: string;
  source: 'operator' | 'house_rng';
  /** 1, plus one for each correction. */
  version: number;
  enteredAt: string;
}

export interface ResultsAnswer {
  date: string;
  results: LottoResult[];
}

export async function getResults(query: { date: string; lotto?: string }, signal?: AbortSignal): Promise<ResultsAnswer> {
  return (await http.get<ResultsAnswer>('/lotto/results', { params: query, signal })).data;
}
