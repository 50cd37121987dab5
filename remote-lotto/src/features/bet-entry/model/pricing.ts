// What the slip being built costs and pays, and what the API would refuse in it, with the round's
// terms — exactly as the API prices and checks a slip (the database functions lotto_item_price and
// lotto_place_slip, which POST /lotto/slips calls).
// Money is integer satang, computed with BigInt: discount = floor(stake × discount bp / 10000),
// charged = stake − discount, win = floor(stake × rate hundredths × pay % / 10000). The member's own
// discount replaces the bet type's when it is above 0. The API stays the authority: it also knows
// the member's earlier slips in the round (the per-number maximum counts them), what all members
// have on a capped number at the instant of the bet (the warning says what was open when the
// round's limits were last pushed), and the balance.
import { BET_TYPES, type BetType, bestOutcome, numberProblem } from '@tanghuay/lottery-rules';
import type { RoundTerms } from './bet-types.ts';
import type { DraftItem } from './draft.ts';
import { toSatang, hundredths } from './money.ts';

export interface ItemTerms {
  /** Satang. */
  stake: number;
  /** Pays × this on the stake, as the round's terms say it (900, 3.2): at most 2 decimals. */
  rate: number;
  /** Percent of the rate paid: 100, or a reduced number's (1–100). */
  payPercent: number;
  /** Basis points off the stake (150 = 1.5 %). */
  discountBp: number;
}

/** Satang. */
export interface ItemPrice {
  /** Off the stake: floor(stake × discountBp / 10000). */
  discount: number;
  /** What the member pays: stake − discount. */
  charged: number;
  /** Paid if it wins, on the full stake: floor(stake × rate × 100 × payPercent / 10000). */
  winAmount: number;
}

/** What one item costs and pays. */
export function priceItem({ stake, rate, payPercent, discountBp }: ItemTerms): ItemPrice {
  const satang = BigInt(stake);
  const discount = (satang * BigInt(discountBp)) / 10_000n;
  return {
    discount: Number(discount),
    charged: Number(satang - discount),
    winAmount: Number((satang * BigInt(hundredths(rate)) * BigInt(payPercent)) / 10_000n),
  };
}

/** What the API would refuse an item for (blocking) or warns of (reduced, capped). Money in satang. */
export type ItemProblem =
  | { kind: 'not_offered' }
  | { kind: 'invalid'; reason: 'shape' | 'triple_tod' }
  | { kind: 'closed' }
  | { kind: 'below_min'; min: number }
  /** `total`: the slip's stake on this type and number, its lines added up. */
  | { kind: 'above_max'; max: number; total: number }
  | { kind: 'reduced'; payPercent: number }
  /** `cap`: what all members together may stake on this number; `remaining`: what is still open under it, when the API said. */
  | { kind: 'capped'; cap: number; remaining?: number };

const WARNINGS: ReadonlySet<ItemProblem['kind']> = new Set(['reduced', 'capped']);

/** A problem the API would refuse the slip for (the others are warnings). */
export const isBlocking = (problem: ItemProblem): boolean => !WARNINGS.has(problem.kind);

export interface PricedItem extends DraftItem, ItemPrice {
  /** Pays × this (0 when the round does not offer the type). */
  rate: number;
  payPercent: number;
  discountBp: number;
  problems: ItemProblem[];
}

/** Satang. */
export interface Totals {
  stake: number;
  discount: number;
  charged: number;
  /** The most the lines can pay on any one result (bestOutcome), not their wins added up. */
  potentialWin: number;
}

export interface TypeTotals extends Totals {
  type: BetType;
  count: number;
}

export interface SlipSummary extends Totals {
  items: PricedItem[];
  /** The bet types on the slip, in the usual order. */
  byType: TypeTotals[];
  /** Something the API would refuse, or nothing to send. */
  blocked: boolean;
}

const numberKey = (item: { type: BetType; number: string }) => `${item.type}:${item.number}`;

/** One item checked and priced as lotto_place_slip checks each item: its first refusal stops the checks. */
function checkItem(item: DraftItem, terms: RoundTerms, memberDiscountBp: number): PricedItem {
  const unpriced = { ...item, rate: 0, payPercent: 100, discountBp: 0, discount: 0, charged: item.stake, winAmount: 0 };
  const betType = terms.betTypes.find((offered) => offered.code === item.type);
  if (!betType) return { ...unpriced, problems: [{ kind: 'not_offered' }] };
  const shape = numberProblem(item.type, item.number);
  if (shape) return { ...unpriced, rate: betType.rate, problems: [{ kind: 'invalid', reason: shape }] };

  const limit = terms.limits.find((line) => line.type === item.type && line.number === item.number);
  const payPercent = limit?.kind === 'reduced' && limit.value !== null ? limit.value : 100;
  const discountBp = memberDiscountBp > 0 ? memberDiscountBp : hundredths(betType.discount);
  const price = priceItem({ stake: item.stake, rate: betType.rate, payPercent, discountBp });
  const priced = { ...item, rate: betType.rate, payPercent, discountBp, ...price };

  const min = toSatang(betType.min);
  const problems: ItemProblem[] = [];
  if (limit?.kind === 'closed') problems.push({ kind: 'closed' });
  else if (item.stake < min || price.winAmount === 0) problems.push({ kind: 'below_min', min });
  if (payPercent < 100) problems.push({ kind: 'reduced', payPercent });
  if (limit?.kind === 'cap' && limit.value !== null) {
    const remaining = limit.remaining === undefined ? {} : { remaining: toSatang(limit.remaining) };
    problems.push({ kind: 'capped', cap: toSatang(limit.value), ...remaining });
  }
  return { ...priced, problems };
}

/**
 * The slip's items priced and checked with the round's terms and the member's own discount
 * (percent, 0 when none). A type and number above the bet type's maximum is found on the slip's
 * lines added up, among those without another refusal (as the API adds them up).
 *
 * The totals (and those per type) count only the items without a blocking problem: they are what
 * the member would pay and could win once the blocked items are taken off; the screen shows the
 * blocked items apart, with their problems.
 */
export function summarize(items: readonly DraftItem[], terms: RoundTerms, memberDiscountPercent: number): SlipSummary {
  const memberDiscountBp = hundredths(memberDiscountPercent);
  const checked = items.map((item) => checkItem(item, terms, memberDiscountBp));

  const refused = new Set(checked.filter((item) => item.problems.some(isBlocking)).map(numberKey));
  const totals = new Map<string, number>();
  for (const item of checked) {
    if (!refused.has(numberKey(item))) totals.set(numberKey(item), (totals.get(numberKey(item)) ?? 0) + item.stake);
  }
  const priced = checked.map((item) => {
    const total = totals.get(numberKey(item));
    const betType = terms.betTypes.find((offered) => offered.code === item.type);
    if (total === undefined || !betType || total <= toSatang(betType.max)) return item;
    const aboveMax: ItemProblem = { kind: 'above_max', max: toSatang(betType.max), total };
    return { ...item, problems: [aboveMax, ...item.problems] };
  });

  const counted = priced.filter((item) => !item.problems.some(isBlocking));
  const add = (lines: readonly PricedItem[]): Totals => ({
    stake: lines.reduce((sum, item) => sum + item.stake, 0),
    discount: lines.reduce((sum, item) => sum + item.discount, 0),
    charged: lines.reduce((sum, item) => sum + item.charged, 0),
    potentialWin: bestOutcome(lines.map((item) => ({ type: item.type, number: item.number, win: item.winAmount }))),
  });
  const byType = BET_TYPES.flatMap((type) => {
    const lines = counted.filter((item) => item.type === type);
    return lines.length > 0 ? [{ type, count: lines.length, ...add(lines) }] : [];
  });
  return { items: priced, byType, ...add(counted), blocked: priced.length === 0 || priced.length !== counted.length };
}
