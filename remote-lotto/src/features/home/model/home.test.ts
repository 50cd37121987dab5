import type { LottoResult } from '../../../lib/get-results.ts';
import { latestResults } from './home.ts';

const result = (roundId: string, closesAt: string): LottoResult => ({
  roundId,
  lottoCode: 'x',
  lottoName: 'x',
  lottoHead: 'h',
  lottoSubHead: 's',
  closeDate: closesAt.slice(0, 10),
  closesAt,
  firstPrize: null,
  front3: null,
  back3: null,
  top3: '123',
  bottom2: '45',
  source: 'operator',
  version: 1,
  enteredAt: closesAt,
});

describe('latestResults', () => {
  it('puts the round closed last first, up to the count, without reordering the answer', () => {
    const results = [result('1', '2026-12-16T08:00:00Z'), result('2', '2026-12-16T10:00:00Z'), result('3', '2026-12-16T09:00:00Z')];
    expect(latestResults(results, 2).map((shown) => shown.roundId)).toEqual(['2', '3']);
    expect(results.map((shown) => shown.roundId)).toEqual(['1', '2', '3']);
  });
});
