import type { LottoResult } from '../../lib/get-results.ts';
import { groupResults, prizesOf } from './result-layout.ts';

const standard = (overrides: Partial<LottoResult>): LottoResult => ({
  roundId: '1',
  lottoCode: 'hanoi-normal',
  lottoName: 'หวยฮานอยปกติ',
  lottoHead: 'หวยฮานอย',
  lottoSubHead: 'ปกติ',
  closeDate: '2026-12-16',
  closesAt: '2026-12-16T11:10:00.000Z',
  firstPrize: null,
  front3: null,
  back3: null,
  top3: '123',
  bottom2: '45',
  source: 'operator',
  version: 1,
  enteredAt: '2026-12-16T11:30:00.000Z',
  ...overrides,
});

describe('prizesOf', () => {
  it('writes the government lottery as announced: first prize, front 3 twice, back 3 twice, bottom 2', () => {
    const prizes = prizesOf(
      standard({ lottoCode: 'thai-gov', firstPrize: '845123', front3: ['012', '345'], back3: ['678', '901'], top3: '123', bottom2: '07' }),
    );
    expect(prizes.map(({ label, numbers, main }) => [label.th, numbers, main])).toEqual([
      ['รางวัลที่ 1', ['845123'], true],
      ['3 ตัวหน้า', ['012', '345'], false],
      ['3 ตัวท้าย', ['678', '901'], false],
      ['2 ตัวล่าง', ['07'], false],
    ]);
  });

  it('writes every other lottery as top 3 and bottom 2', () => {
    expect(prizesOf(standard({})).map(({ label, numbers }) => [label.th, label.en, numbers])).toEqual([
      ['3 ตัวบน', 'Top 3', ['123']],
      ['2 ตัวล่าง', 'Bottom 2', ['45']],
    ]);
  });
});

describe('groupResults', () => {
  it('groups by head then lottery in the order given, the latest round of a lottery first', () => {
    const fast = (roundId: string, closesAt: string) =>
      standard({ roundId, closesAt, lottoCode: 'fast-15', lottoName: 'หวยด่วน 15 นาที', lottoHead: 'หวยด่วน' });
    const groups = groupResults([
      standard({ roundId: '1' }),
      standard({ roundId: '2', lottoCode: 'hanoi-vip', lottoName: 'หวยฮานอย VIP' }),
      fast('3', '2026-12-16T02:00:00.000Z'),
      fast('4', '2026-12-16T02:15:00.000Z'),
    ]);
    expect(groups.map((group) => [group.head, group.lottos.map((lotto) => [lotto.code, lotto.rounds.map((round) => round.roundId)])])).toEqual([
      ['หวยฮานอย', [['hanoi-normal', ['1']], ['hanoi-vip', ['2']]]],
      ['หวยด่วน', [['fast-15', ['4', '3']]]],
    ]);
  });

  it('has no groups without results', () => {
    expect(groupResults([])).toEqual([]);
  });
});
