// The most a slip can pay on any one result (docs/domain.md#bet-types-and-payouts, "possible win").
// A result's parts are drawn apart from each other: the top 3 (3 ตัวบน, 3 ตัวโต๊ด, 2 ตัวบน, วิ่งบน
// all read it), the bottom 2 (2 ตัวล่าง, วิ่งล่าง), and for the government lottery the two front-3
// and the two back-3 numbers. So the best result is each part's best value, and the most the slip
// can pay is their wins added up. Within a part every possible value is tried (1,000 top 3s, 100
// bottom 2s); a pair of front-3 (back-3) numbers pays its two best different numbers, a number
// drawn twice paying once. Adding every item's win instead counts wins that cannot come together.
import type { BetType } from './bet-types.ts';

/** An item of a slip: its type, number and what it pays if it wins (satang, or any whole unit). */
export interface WinningItem {
  type: BetType;
  number: string;
  win: number;
}

/** The items' wins added up by number, for each type. */
function winsByNumber(items: readonly WinningItem[]): Record<BetType, Map<string, number>> {
  const byType = {
    '3top': new Map(),
    '3tod': new Map(),
    '3front': new Map(),
    '3back': new Map(),
    '2top': new Map(),
    '2bottom': new Map(),
    runtop: new Map(),
    runbottom: new Map(),
  } satisfies Record<BetType, Map<string, number>>;
  for (const { type, number, win } of items) {
    // 3 ตัวโต๊ด wins on any order of its digits: kept by the digits sorted.
    const key = type === '3tod' ? [...number].sort().join('') : number;
    byType[type].set(key, (byType[type].get(key) ?? 0) + win);
  }
  return byType;
}

/** What a part's value pays on the run type: each digit it holds once (a digit drawn twice pays once). */
const runWins = (value: string, runs: ReadonlyMap<string, number>): number =>
  [...new Set(value)].reduce((sum, digit) => sum + (runs.get(digit) ?? 0), 0);

/** The best of every value of `digits` digits. */
function bestValue(digits: number, pays: (value: string) => number): number {
  let best = 0;
  for (let value = 0; value < 10 ** digits; value += 1) best = Math.max(best, pays(String(value).padStart(digits, '0')));
  return best;
}

/** Two numbers drawn (equal or not): the two best different numbers. */
const bestPair = (wins: ReadonlyMap<string, number>): number =>
  [...wins.values()]
    .sort((a, b) => b - a)
    .slice(0, 2)
    .reduce((sum, win) => sum + win, 0);

/** The most the items can pay together on one result. */
export function bestOutcome(items: readonly WinningItem[]): number {
  if (items.length === 0) return 0;
  const wins = winsByNumber(items);
  const top3 = bestValue(
    3,
    (top) =>
      (wins['3top'].get(top) ?? 0) +
      (wins['3tod'].get([...top].sort().join('')) ?? 0) +
      (wins['2top'].get(top.slice(1)) ?? 0) +
      runWins(top, wins.runtop),
  );
  const bottom2 = bestValue(2, (bottom) => (wins['2bottom'].get(bottom) ?? 0) + runWins(bottom, wins.runbottom));
  return top3 + bottom2 + bestPair(wins['3front']) + bestPair(wins['3back']);
}
