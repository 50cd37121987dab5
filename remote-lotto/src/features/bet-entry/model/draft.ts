// The slip being built (โพย), before it is sent: one line per bet type and number, each with its
// stake in satang. Picking types and numbers makes their cross product, leaving out what the API
// would refuse by shape (a number of another digit count, a triple for 3 ตัวโต๊ด), the types
// without a stake, and for 3 ตัวโต๊ด every other order of digits already picked (กลับเลข: โต๊ด wins
// on any order, so the orders are one bet); adding a type and number already on the slip adds to
// its stake. Immutable: every change answers a new list.
import { BET_TYPES, type BetType, numberProblem } from '@tanghuay/lottery-rules';

/** A bet on one number of one type. */
export interface Bet {
  type: BetType;
  number: string;
  /** Satang, > 0. */
  stake: number;
}

/** A line of the slip. */
export interface DraftItem extends Bet {
  id: string;
}

/** Why a (type, number) picked is not on the slip. */
export type SkipReason = 'shape' | 'triple_tod' | 'no_stake' | 'tod_order';

export interface Skipped {
  type: BetType;
  number: string;
  reason: SkipReason;
}

/**
 * The bets of `types` × `numbers`, types in the usual order and numbers as given (a number given
 * twice is bet once), with the stake set for the type. A pair is skipped, with the reason, when
 * the number has another digit count than the type ('shape'), is a triple for 3 ตัวโต๊ด
 * ('triple_tod'), the type has no stake > 0 ('no_stake'), or it is 3 ตัวโต๊ด on another order of
 * the digits of a number before it ('tod_order': 123 and 321 are one โต๊ด bet).
 */
export function betsFor(
  types: readonly BetType[],
  numbers: readonly string[],
  stakes: Partial<Record<BetType, number>>,
): { bets: Bet[]; skipped: Skipped[] } {
  const bets: Bet[] = [];
  const skipped: Skipped[] = [];
  const distinct = [...new Set(numbers)];
  for (const type of BET_TYPES.filter((type) => types.includes(type))) {
    const stake = stakes[type] ?? 0;
    /** 3 ตัวโต๊ด: the digits of the numbers bet, sorted. */
    const todDigits = new Set<string>();
    for (const number of distinct) {
      const digits = [...number].sort().join('');
      const reason = numberProblem(type, number) ?? (stake > 0 ? null : 'no_stake') ?? (type === '3tod' && todDigits.has(digits) ? 'tod_order' : null);
      todDigits.add(digits);
      if (reason) skipped.push({ type, number, reason });
      else bets.push({ type, number, stake });
    }
  }
  return { bets, skipped };
}

/** betsFor() as lines of the slip, each with an id from `nextId`. */
export function itemsFor(
  types: readonly BetType[],
  numbers: readonly string[],
  stakes: Partial<Record<BetType, number>>,
  nextId: () => string,
): { items: DraftItem[]; skipped: Skipped[] } {
  const { bets, skipped } = betsFor(types, numbers, stakes);
  return { items: bets.map((bet) => ({ id: nextId(), ...bet })), skipped };
}

const sameBet = (a: Bet, b: Bet) => a.type === b.type && a.number === b.number;

/**
 * The slip with `added` on it: a type and number already there (or added twice) gets the stakes
 * added up on its first line, keeping that line's id and place; the others are appended in order.
 */
export function mergeItems(existing: readonly DraftItem[], added: readonly DraftItem[]): DraftItem[] {
  return added.reduce<DraftItem[]>((items, item) => {
    const at = items.findIndex((line) => sameBet(line, item));
    if (at < 0) return [...items, item];
    return items.map((line, i) => (i === at ? { ...line, stake: line.stake + item.stake } : line));
  }, [...existing]);
}

/** The slip without the line `id`. */
export const removeItem = (items: readonly DraftItem[], id: string): DraftItem[] => items.filter((item) => item.id !== id);

/** The slip with the line `id` at `stake` satang. */
export const setStake = (items: readonly DraftItem[], id: string, stake: number): DraftItem[] =>
  items.map((item) => (item.id === id ? { ...item, stake } : item));
