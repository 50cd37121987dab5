import { bestOutcome, type WinningItem } from './best-outcome.ts';
import { type BetType, DIGITS, numberProblem } from './bet-types.ts';

/** One possible result: the government lottery's parts, or a standard one's (no front or back 3). */
interface Result {
  top3: string;
  bottom2: string;
  front3: readonly string[];
  back3: readonly string[];
}

const sorted = (number: string) => [...number].sort().join('');

/** Whether an item wins on a result, read straight from the "wins when" column of docs/domain.md. */
function wins({ type, number }: WinningItem, result: Result): boolean {
  switch (type) {
    case '3top':
      return number === result.top3;
    case '3tod':
      return sorted(number) === sorted(result.top3);
    case '3front':
      return result.front3.includes(number);
    case '3back':
      return result.back3.includes(number);
    case '2top':
      return number === result.top3.slice(1);
    case '2bottom':
      return number === result.bottom2;
    case 'runtop':
      return result.top3.includes(number);
    case 'runbottom':
      return result.bottom2.includes(number);
  }
}

const paid = (items: readonly WinningItem[], result: Result) => items.reduce((sum, item) => sum + (wins(item, result) ? item.win : 0), 0);

/** Every string of `length` digits taken from `digits`. */
const strings = (digits: string, length: number): string[] =>
  length === 0 ? [''] : strings(digits, length - 1).flatMap((head) => [...digits].map((digit) => head + digit));

/** The most the items pay on any one of the results, tried one by one. */
function bruteForce(items: readonly WinningItem[], results: Iterable<Result>): number {
  let best = 0;
  for (const result of results) best = Math.max(best, paid(items, result));
  return best;
}

/** A small random generator with a seed, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { int: (below: number) => Math.floor(next() * below), pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]! };
}

/** A random slip of 1–`most` items on `types`, numbers made of `digits`, wins of 1–1,000. */
function randomSlip(rng: ReturnType<typeof random>, types: readonly BetType[], digits: string, most: number): WinningItem[] {
  const items: WinningItem[] = [];
  const count = 1 + rng.int(most);
  while (items.length < count) {
    const type = rng.pick(types);
    const number = Array.from({ length: DIGITS[type] }, () => rng.pick([...digits])).join('');
    if (numberProblem(type, number) === null) items.push({ type, number, win: 1 + rng.int(1_000) });
  }
  return items;
}

const STANDARD: BetType[] = ['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom'];
const GOVERNMENT: BetType[] = [...STANDARD, '3front', '3back'];

describe('bestOutcome', () => {
  it('pays 19 ประตู on 2 ตัวบน as one number, not nineteen', () => {
    const doors = ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '01', '21', '31', '41', '51', '61', '71', '81', '91'];
    expect(bestOutcome(doors.map((number) => ({ type: '2top', number, win: 45_000 })))).toBe(45_000);
  });

  it('adds the parts drawn apart: top 3, bottom 2, two front-3 and two back-3 numbers', () => {
    const items: WinningItem[] = [
      { type: '3top', number: '123', win: 900 },
      { type: '3tod', number: '321', win: 150 },
      { type: '2top', number: '23', win: 90 },
      { type: '2top', number: '45', win: 1_000 },
      { type: 'runtop', number: '2', win: 3 },
      { type: '2bottom', number: '07', win: 90 },
      { type: 'runbottom', number: '7', win: 4 },
      { type: '3front', number: '111', win: 450 },
      { type: '3front', number: '222', win: 400 },
      { type: '3front', number: '333', win: 10 },
      { type: '3back', number: '555', win: 450 },
    ];
    expect(bestOutcome(items)).toBe(900 + 150 + 90 + 3 + 90 + 4 + 450 + 400 + 450);
  });

  it('adds up the items on one type and number, and every order of a โต๊ด number', () => {
    const items: WinningItem[] = [
      { type: '3tod', number: '123', win: 150 },
      { type: '3tod', number: '321', win: 150 },
      { type: '3top', number: '999', win: 250 },
      { type: 'runbottom', number: '5', win: 4 },
      { type: 'runbottom', number: '5', win: 4 },
    ];
    expect(bestOutcome(items)).toBe(300 + 8);
  });

  it('answers 0 for no items', () => {
    expect(bestOutcome([])).toBe(0);
  });

  it('is the most any result pays (random slips of any digits, every top 3 and bottom 2 tried)', () => {
    const rng = random(30);
    const results = strings('0123456789', 3).flatMap((top3) => strings('0123456789', 2).map((bottom2) => ({ top3, bottom2, front3: [], back3: [] })));
    for (let slip = 0; slip < 8; slip += 1) {
      const items = randomSlip(rng, STANDARD, '0123456789', 6);
      expect(bestOutcome(items)).toBe(bruteForce(items, results));
    }
  });

  // Numbers made of 0, 1 and 2, so that items win together. A digit the slip lacks pays nothing
  // wherever it is drawn, so 3 stands for every other digit, and a front-3 or back-3 number not on
  // the slip for any other.
  it.each([
    ['standard', STANDARD, 29],
    ['government', GOVERNMENT, 2569],
  ] as const)('is the most any %s result pays (random slips, every result of their digits tried)', (_shape, types, seed) => {
    const rng = random(seed);
    for (let slip = 0; slip < 60; slip += 1) {
      const items = randomSlip(rng, types, '012', 7);
      const drawn = (type: BetType) => [...new Set(items.filter((item) => item.type === type).map((item) => item.number)), '333'];
      const pairs = (numbers: string[]) => numbers.flatMap((a) => numbers.map((b) => [a, b]));
      const results = function* (): Generator<Result> {
        for (const top3 of strings('0123', 3))
          for (const bottom2 of strings('0123', 2))
            for (const front3 of pairs(drawn('3front'))) for (const back3 of pairs(drawn('3back'))) yield { top3, bottom2, front3, back3 };
      };
      expect(bestOutcome(items)).toBe(bruteForce(items, results()));
    }
  });
});
