// What a round's result pays (docs/domain.md#results-and-settlement): the winning numbers of every
// bet type. Pure; settlement passes them to one set-based UPDATE, so a number listed once pays
// once.
import { BET_TYPES, type BetType } from '../catalog/bet-types.ts';

/** A result as published: the government lottery's prizes, or another lottery's top 3 and bottom 2. */
export type ResultNumbers =
  /** front3, back3: two numbers each (they may be equal). */
  | { kind: 'government'; firstPrize: string; front3: readonly string[]; back3: readonly string[]; bottom2: string }
  | { kind: 'standard'; top3: string; bottom2: string };

export type WinningNumbers = Readonly<Record<BetType, readonly string[]>>;

/** The top 3: a government result's last three digits of the first prize. */
export const top3Of = (result: ResultNumbers): string =>
  result.kind === 'government' ? result.firstPrize.slice(-3) : result.top3;

const distinct = (values: Iterable<string>): string[] => [...new Set(values)];

/** Every order of the digits, each once (112 → 112, 121, 211). */
function permutations(digits: string): string[] {
  if (digits.length <= 1) return [digits];
  return distinct(
    [...digits].flatMap((digit, at) =>
      permutations(digits.slice(0, at) + digits.slice(at + 1)).map((rest) => digit + rest),
    ),
  );
}

export function winningNumbers(result: ResultNumbers): WinningNumbers {
  const top3 = top3Of(result);
  const government = result.kind === 'government';
  return {
    '3top': [top3],
    '3tod': permutations(top3),
    '3front': government ? distinct(result.front3) : [],
    '3back': government ? distinct(result.back3) : [],
    '2top': [top3.slice(1)],
    '2bottom': [result.bottom2],
    // A digit that appears twice pays once.
    runtop: distinct(top3),
    runbottom: distinct(result.bottom2),
  };
}

/** The winning (bet type, number) pairs as two parallel arrays, in BET_TYPES order. */
export function winningPairs(winning: WinningNumbers): { types: BetType[]; numbers: string[] } {
  const pairs = BET_TYPES.flatMap((type) => winning[type].map((number) => [type, number] as const));
  return { types: pairs.map(([type]) => type), numbers: pairs.map(([, number]) => number) };
}

/** Two results publish the same numbers, in the same order. */
export function sameNumbers(a: ResultNumbers, b: ResultNumbers): boolean {
  if (a.kind === 'government' && b.kind === 'government') {
    return (
      a.firstPrize === b.firstPrize &&
      a.front3.every((number, at) => number === b.front3[at]) &&
      a.back3.every((number, at) => number === b.back3[at]) &&
      a.bottom2 === b.bottom2
    );
  }
  return a.kind === 'standard' && b.kind === 'standard' && a.top3 === b.top3 && a.bottom2 === b.bottom2;
}
