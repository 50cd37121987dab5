// The bet types (docs/domain.md#bet-types-and-payouts): what number each takes, which lotteries
// offer it, and its terms as a lottery offers it. Shared by placing slips, settling them and the catalog.

export const BET_TYPES = ['3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom'] as const;
export type BetType = (typeof BET_TYPES)[number];

export const isBetType = (value: string): value is BetType => (BET_TYPES as readonly string[]).includes(value);

/** Thai names, as the bet screens and error messages say them. */
export const BET_TYPE_NAMES: Readonly<Record<BetType, string>> = {
  '3top': '3 ตัวบน',
  '3tod': '3 ตัวโต๊ด',
  '3front': '3 ตัวหน้า',
  '3back': '3 ตัวล่าง',
  '2top': '2 ตัวบน',
  '2bottom': '2 ตัวล่าง',
  runtop: 'วิ่งบน',
  runbottom: 'วิ่งล่าง',
};

/** How many digits a number of each type has. */
export const DIGITS: Readonly<Record<BetType, 1 | 2 | 3>> = {
  '3top': 3,
  '3tod': 3,
  '3front': 3,
  '3back': 3,
  '2top': 2,
  '2bottom': 2,
  runtop: 1,
  runbottom: 1,
};

/** Offered by the government lottery only (it alone publishes front-3 and back-3 numbers). */
export const GOVERNMENT_ONLY: readonly BetType[] = ['3front', '3back'];

export type NumberProblem = 'shape' | 'triple_tod';

/** Why a number cannot be bet on as this type, or null when it can. โต๊ด refuses triples (111). */
export function numberProblem(type: BetType, number: string): NumberProblem | null {
  if (!new RegExp(`^[0-9]{${DIGITS[type]}}$`).test(number)) return 'shape';
  if (type === '3tod' && number[0] === number[1] && number[1] === number[2]) return 'triple_tod';
  return null;
}

/** A bet type as the lottery offers it: rate in hundredths (90000 = × 900), stakes in satang, discount in basis points. */
export interface BetTypeTerms {
  type: BetType;
  rate: number;
  minStake: bigint;
  maxStake: bigint;
  discountBp: number;
}

/** A lotto_bet_type row's terms. */
export const toBetTypeTerms = (row: {
  bet_type: BetType;
  rate: number;
  min_stake: bigint;
  max_stake: bigint;
  discount_bp: number;
}): BetTypeTerms => ({
  type: row.bet_type,
  rate: row.rate,
  minStake: row.min_stake,
  maxStake: row.max_stake,
  discountBp: row.discount_bp,
});

const betTypeOrder = (type: BetType) => BET_TYPES.indexOf(type);

/** Sorts bet types (or anything with a `type`) in BET_TYPES order. */
export const byBetType = <T extends { type: BetType }>(a: T, b: T) => betTypeOrder(a.type) - betTypeOrder(b.type);
