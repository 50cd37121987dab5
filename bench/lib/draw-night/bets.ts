// What members bet on draw night: mostly any number, but a share of the two-digit bets on a few
// hot numbers everyone plays (a date, a dream, last draw's number), some of which the operator
// caps, so the caps fill up during the night and bets on them are refused as members see it.
import type { BetType } from '@tanghuay/lottery-rules';
import { ITEMS_PER_SLIP, randomItem, type SlipItem } from '../lottery.ts';

/** The hot numbers, played as 2-digit top and bottom. */
const HOT_NUMBERS = ['99', '16', '08', '59', '21'];
const HOT_TYPES: readonly BetType[] = ['2top', '2bottom'];
/** Of the items, the share on a hot number. */
const HOT_SHARE = 0.15;
/** The hot numbers the operator caps, and what all members together may stake on each (baht). */
const CAPPED = HOT_NUMBERS.slice(0, 3);
const CAP_BAHT = 5_000;

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

/** One item of a draw-night slip. */
function nightItem(): SlipItem {
  if (Math.random() >= HOT_SHARE) return randomItem();
  return { type: pick(HOT_TYPES), number: pick(HOT_NUMBERS), amount: 1 + Math.floor(Math.random() * 20) };
}

/** A slip's items: ITEMS_PER_SLIP of them. */
export const nightSlip = (): SlipItem[] => Array.from({ length: ITEMS_PER_SLIP }, nightItem);

/** The limit items the operator puts on each round (PUT /api/backoffice/rounds/:id/limits). */
export const nightCaps = () => CAPPED.flatMap((number) => HOT_TYPES.map((type) => ({ type, number, kind: 'cap', value: CAP_BAHT })));
