// The bet types (docs/domain.md#bet-types-and-payouts) as the lotto module uses them: the codes,
// names, digits and the numbers each refuses are the rules shared with the bet screens
// (@tanghuay/lottery-rules); a bet type's terms as a lottery offers it are the API's. Shared by
// placing slips, settling them and the catalog.
import { BET_TYPE_LABELS, BET_TYPES, type BetType } from '@tanghuay/lottery-rules';

export { BET_TYPES, type BetType, DIGITS, isBetType, type NumberProblem, numberProblem } from '@tanghuay/lottery-rules';

/** Thai names, as the bet screens and error messages say them. */
export const BET_TYPE_NAMES: Readonly<Record<BetType, string>> = Object.fromEntries(
  BET_TYPES.map((type) => [type, BET_TYPE_LABELS[type].th]),
) as Record<BetType, string>;

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
