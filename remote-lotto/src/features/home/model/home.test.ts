import type { LottoResult } from '../../../lib/get-results.ts';
import type { Round } from '../../../lib/round.ts';
import { closingSoonest, latestResults } from './home.ts';

const round = (id: string, status: Round['status'], closesAt: string): Round => ({
  id,
  lottoCode: `l${id}`,
  lottoName: `หวย ${id}`,
  lottoHead: 'h',
  lottoSubHead: 's',
  closeDate: closesAt.slice(0, 10),
  opensAt: '2026-12-16T00:00:00Z',
  closesAt,
  status,
  secondsToClose: 0,
});

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

describe('closingSoonest', () => {
  it('keeps the open rounds, the one closing first first, up to the count', () => {
    const rounds = [
      round('1', 'open', '2026-12-16T12:00:00Z'),
      round('2', 'upcoming', '2026-12-16T09:00:00Z'),
      round('3', 'open', '2026-12-16T10:00:00Z'),
      round('4', 'open', '2026-12-16T11:00:00Z'),
    ];
    expect(closingSoonest(rounds, 2).map((shown) => shown.id)).toEqual(['3', '4']);
    expect(closingSoonest(rounds, 5).map((shown) => shown.id)).toEqual(['3', '4', '1']);
    expect(closingSoonest([round('2', 'upcoming', '2026-12-16T09:00:00Z')], 5)).toEqual([]);
  });
});

describe('latestResults', () => {
  it('puts the round closed last first, up to the count, without reordering the answer', () => {
    const results = [result('1', '2026-12-16T08:00:00Z'), result('2', '2026-12-16T10:00:00Z'), result('3', '2026-12-16T09:00:00Z')];
    expect(latestResults(results, 2).map((shown) => shown.roundId)).toEqual(['2', '3']);
    expect(results.map((shown) => shown.roundId)).toEqual(['1', '2', '3']);
  });
});
