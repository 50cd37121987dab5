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

/** A number's digits sorted, as a number: 3 ตัวโต๊ด wins on any order of its digits. */
function sortedDigits(value: number): number {
  const a = Math.floor(value / 100);
  const b = Math.floor(value / 10) % 10;
  const c = value % 10;
  const low = Math.min(a, b, c);
  const high = Math.max(a, b, c);
  return low * 100 + (a + b + c - low - high) * 10 + high;
}
/** The types read from the top 3 digits. */
const TOP_TYPES: ReadonlySet<BetType> = new Set(['3top', '3tod', '2top', 'runtop']);

/** sortedDigits of every 3-digit value, worked out once. */
const SORTED_DIGITS = Uint16Array.from({ length: 1000 }, (_, value) => sortedDigits(value));

/** What each digit pays on a run type, for a part's digits: a digit drawn twice pays once. */
const runWins = (runs: Float64Array, a: number, b: number, c?: number): number =>
  runs[a]! + (b !== a ? runs[b]! : 0) + (c !== undefined && c !== a && c !== b ? runs[c]! : 0);

/** Two numbers drawn (equal or not): the two best different numbers. */
const bestPair = (wins: ReadonlyMap<string, number>): number =>
  [...wins.values()]
    .sort((a, b) => b - a)
    .slice(0, 2)
    .reduce((sum, win) => sum + win, 0);

/**
 * The most the items can pay together on one result. Wins are added up by number in arrays
 * indexed by the number's value, so trying every value of a part is a loop of additions (a slip
 * costs microseconds: the API answers it with every slip it shows).
 */
export function bestOutcome(items: readonly WinningItem[]): number {
  if (items.length === 0) return 0;
  const top3 = new Float64Array(1000);
  const tod = new Float64Array(1000);
  const top2 = new Float64Array(100);
  const runTop = new Float64Array(10);
  const bottom2 = new Float64Array(100);
  const runBottom = new Float64Array(10);
  const front = new Map<string, number>();
  const back = new Map<string, number>();
  const hasTop = items.some(({ type }) => TOP_TYPES.has(type));
  const hasBottom = items.some(({ type }) => type === '2bottom' || type === 'runbottom');
  for (const { type, number, win } of items) {
    const value = Number(number);
    switch (type) {
      case '3top':
        top3[value] = top3[value]! + win;
        break;
      case '3tod':
        tod[SORTED_DIGITS[value]!] = tod[SORTED_DIGITS[value]!]! + win;
        break;
      case '2top':
        top2[value] = top2[value]! + win;
        break;
      case 'runtop':
        runTop[value] = runTop[value]! + win;
        break;
      case '2bottom':
        bottom2[value] = bottom2[value]! + win;
        break;
      case 'runbottom':
        runBottom[value] = runBottom[value]! + win;
        break;
      case '3front':
        front.set(number, (front.get(number) ?? 0) + win);
        break;
      case '3back':
        back.set(number, (back.get(number) ?? 0) + win);
        break;
    }
  }
  let bestTop = 0;
  for (let value = 0; value < 1000 && hasTop; value += 1) {
    const a = Math.floor(value / 100);
    const b = Math.floor(value / 10) % 10;
    const c = value % 10;
    const pays = top3[value]! + tod[SORTED_DIGITS[value]!]! + top2[value % 100]! + runWins(runTop, a, b, c);
    if (pays > bestTop) bestTop = pays;
  }
  let bestBottom = 0;
  for (let value = 0; value < 100 && hasBottom; value += 1) {
    const pays = bottom2[value]! + runWins(runBottom, Math.floor(value / 10), value % 10);
    if (pays > bestBottom) bestBottom = pays;
  }
  return bestTop + bestBottom + bestPair(front) + bestPair(back);
}
