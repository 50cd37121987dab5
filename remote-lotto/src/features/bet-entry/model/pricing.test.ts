import type { LimitItem } from '@tanghuay/shared-auth';
import type { BetTypeTerms, RoundTerms } from './bet-types.ts';
import type { DraftItem } from './draft.ts';
import { isBlocking, priceItem, summarize } from './pricing.ts';

/** The house lottery's bet types as the API answers them: 1 baht least, no discount. */
const BET_TYPES: BetTypeTerms[] = [
  { code: '3top', name: '3 ตัวบน', rate: 900, min: 1, max: 2_000, discount: 0 },
  { code: '3tod', name: '3 ตัวโต๊ด', rate: 150, min: 1, max: 2_000, discount: 0 },
  { code: '2top', name: '2 ตัวบน', rate: 90, min: 1, max: 5_000, discount: 0 },
  { code: '2bottom', name: '2 ตัวล่าง', rate: 90, min: 1, max: 5_000, discount: 0 },
  { code: 'runtop', name: 'วิ่งบน', rate: 3.2, min: 1, max: 10_000, discount: 0 },
  { code: 'runbottom', name: 'วิ่งล่าง', rate: 4.2, min: 1, max: 10_000, discount: 0 },
];
const terms = (limits: LimitItem[] = [], change: (betType: BetTypeTerms) => Partial<BetTypeTerms> = () => ({})): RoundTerms => ({
  betTypes: BET_TYPES.map((betType) => ({ ...betType, ...change(betType) })),
  limits,
});

let ids = 0;
const item = (type: DraftItem['type'], number: string, stake: number): DraftItem => ({ id: `i${++ids}`, type, number, stake });

describe('priceItem', () => {
  it.each([
    // stake, rate, pay %, discount bp → discount, charged, win (satang)
    [100, 900, 100, 0, 0, 100, 90_000],
    [3_333, 150, 100, 0, 0, 3_333, 499_950],
    [1_000, 90, 50, 0, 0, 1_000, 45_000],
    [150, 3.2, 100, 0, 0, 150, 480], // 3.2 × 1.5 baht = 4.80, not 4.800000000000001
    [1, 3.2, 100, 0, 0, 1, 3], // 0.032 baht: the house keeps the fraction
    [1, 3.2, 10, 0, 0, 1, 0],
    [3_333, 900, 100, 300, 99, 3_234, 2_999_700], // 3 % of 33.33 = 0.9999 → 0.99
    [100, 90, 100, 300, 3, 97, 9_000],
    [1_000, 150, 100, 3_333, 333, 667, 150_000], // 33.33 % of 10 = 3.333 → 3.33
    [99, 4.2, 100, 150, 1, 98, 415],
    [101, 3.2, 33, 0, 0, 101, 106],
    [100, 90, 100, 9_999, 99, 1, 9_000],
  ])('%i satang at × %d paying %i % less %i bp: %i off, %i charged, %i won', (stake, rate, payPercent, discountBp, discount, charged, winAmount) => {
    expect(priceItem({ stake, rate, payPercent, discountBp })).toEqual({ discount, charged, winAmount });
  });

  it('is exact on the largest stakes', () => {
    // 10,000,000 baht × 900 = 9,000,000,000 baht; less 33.33 %.
    expect(priceItem({ stake: 1_000_000_000, rate: 900, payPercent: 100, discountBp: 3_333 })).toEqual({
      discount: 333_300_000,
      charged: 666_700_000,
      winAmount: 900_000_000_000,
    });
  });
});

describe('summarize', () => {
  it('prices every item with its bet type and adds up the slip and each bet type, the possible win being the best single result', () => {
    const summary = summarize([item('3top', '123', 5_000), item('runtop', '7', 150), item('3tod', '123', 2_000), item('3top', '456', 1_000)], terms(), 0);
    expect(summary.items.map(({ number, rate, payPercent, discountBp, discount, charged, winAmount, problems }) => [number, rate, payPercent, discountBp, discount, charged, winAmount, problems])).toEqual([
      ['123', 900, 100, 0, 0, 5_000, 4_500_000, []],
      ['7', 3.2, 100, 0, 0, 150, 480, []],
      ['123', 150, 100, 0, 0, 2_000, 300_000, []],
      ['456', 900, 100, 0, 0, 1_000, 900_000, []],
    ]);
    expect(summary.byType).toEqual([
      { type: '3top', count: 2, stake: 6_000, discount: 0, charged: 6_000, potentialWin: 4_500_000 },
      { type: '3tod', count: 1, stake: 2_000, discount: 0, charged: 2_000, potentialWin: 300_000 },
      { type: 'runtop', count: 1, stake: 150, discount: 0, charged: 150, potentialWin: 480 },
    ]);
    // 123 drawn pays 3 ตัวบน 123 and its โต๊ด; 456 and the วิ่งบน 7 cannot come with it.
    expect(summary).toMatchObject({ stake: 8_150, discount: 0, charged: 8_150, potentialWin: 4_800_000, blocked: false });
  });

  it("takes the bet type's discount, or the member's own when they have one", () => {
    const discounted = terms([], (betType) => ({ discount: betType.code === '2top' ? 1.5 : 0 }));
    const items = [item('2top', '12', 3_333), item('2bottom', '12', 3_333)];
    expect(summarize(items, discounted, 0).items.map((line) => [line.discountBp, line.discount, line.charged])).toEqual([
      [150, 49, 3_284],
      [0, 0, 3_333],
    ]);
    expect(summarize(items, discounted, 33.33).items.map((line) => [line.discountBp, line.discount, line.charged])).toEqual([
      [3_333, 1_110, 2_223],
      [3_333, 1_110, 2_223],
    ]);
    expect(summarize(items, discounted, 33.33)).toMatchObject({ stake: 6_666, discount: 2_220, charged: 4_446 });
  });

  it('pays a reduced number its percent of the rate, and warns of it and of a capped number (with what is open) without blocking', () => {
    const limited = terms([
      { type: '2bottom', number: '45', kind: 'reduced', value: 50 },
      { type: '2top', number: '99', kind: 'cap', value: 5_000, remaining: 1_234.5 },
    ]);
    const summary = summarize([item('2bottom', '45', 1_000), item('2top', '99', 10_000), item('2top', '45', 1_000)], limited, 0);
    expect(summary.items.map((line) => [line.payPercent, line.winAmount, line.problems])).toEqual([
      [50, 45_000, [{ kind: 'reduced', payPercent: 50 }]],
      [100, 900_000, [{ kind: 'capped', cap: 500_000, remaining: 123_450 }]],
      [100, 90_000, []],
    ]);
    // One top 2 (99) and one bottom 2 (45).
    expect(summary).toMatchObject({ stake: 12_000, potentialWin: 945_000, blocked: false });
  });

  it('names what the API would refuse, and leaves those items out of the totals', () => {
    const round = terms(
      [
        { type: '3top', number: '777', kind: 'closed', value: null },
        { type: 'runtop', number: '5', kind: 'reduced', value: 10 },
      ],
      (betType) => (betType.code === '2top' ? { min: 5 } : betType.code === 'runtop' ? { min: 0.01 } : {}),
    );
    const summary = summarize(
      [
        item('3front', '123', 100),
        item('3top', '12', 100),
        item('3tod', '111', 100),
        item('3top', '777', 100),
        item('2top', '12', 499),
        item('runtop', '5', 1),
        item('2bottom', '12', 100),
      ],
      round,
      0,
    );
    expect(summary.items.map((line) => line.problems)).toEqual([
      [{ kind: 'not_offered' }],
      [{ kind: 'invalid', reason: 'shape' }],
      [{ kind: 'invalid', reason: 'triple_tod' }],
      [{ kind: 'closed' }],
      [{ kind: 'below_min', min: 500 }],
      // 1 satang × 3.2 × 10 % pays nothing: the API refuses it as below the least stake.
      [{ kind: 'below_min', min: 1 }, { kind: 'reduced', payPercent: 10 }],
      [],
    ]);
    expect(summary.items[0]).toMatchObject({ rate: 0, discount: 0, charged: 100, winAmount: 0 });
    expect(summary).toMatchObject({ stake: 100, discount: 0, charged: 100, potentialWin: 9_000, blocked: true });
    expect(summary.byType).toEqual([{ type: '2bottom', count: 1, stake: 100, discount: 0, charged: 100, potentialWin: 9_000 }]);
  });

  it("holds the slip's total on a type and number to the bet type's maximum", () => {
    const summary = summarize([item('3top', '123', 150_000), item('3top', '123', 50_001), item('3tod', '123', 200_000), item('3top', '321', 200_000)], terms(), 0);
    expect(summary.items.map((line) => line.problems)).toEqual([
      [{ kind: 'above_max', max: 200_000, total: 200_001 }],
      [{ kind: 'above_max', max: 200_000, total: 200_001 }],
      [],
      [],
    ]);
    expect(summary).toMatchObject({ stake: 400_000, blocked: true });
  });

  it('leaves a type and number with a refused line out of the maximum, as the API does', () => {
    const round = terms([], (betType) => (betType.code === '2top' ? { min: 2, max: 10 } : {}));
    const summary = summarize([item('2top', '12', 100), item('2top', '12', 1_001)], round, 0);
    expect(summary.items.map((line) => line.problems)).toEqual([[{ kind: 'below_min', min: 200 }], []]);
  });

  it('is blocked with nothing to send, and counts nothing', () => {
    expect(summarize([], terms(), 0)).toEqual({ items: [], byType: [], stake: 0, discount: 0, charged: 0, potentialWin: 0, blocked: true });
  });

  it('tells blocking problems from warnings', () => {
    expect(isBlocking({ kind: 'closed' })).toBe(true);
    expect(isBlocking({ kind: 'above_max', max: 1, total: 2 })).toBe(true);
    expect(isBlocking({ kind: 'reduced', payPercent: 50 })).toBe(false);
    expect(isBlocking({ kind: 'capped', cap: 100 })).toBe(false);
  });
});
