// What one item of a slip costs and what it pays (docs/domain.md#bet-types-and-payouts), in integer
// satang. A rate is in hundredths of the stake (90000 = × 900), a reduced number pays `payPercent`
// % of it (100 when not reduced), a discount is in basis points (100 = 1 %). Sub-satang fractions
// are dropped: the member pays the rounding of a discount, the house keeps the rounding of a win.

export interface ItemTerms {
  /** Satang. */
  stake: bigint;
  rate: number;
  /** 1–100. */
  payPercent: number;
  discountBp: number;
}

export interface ItemPrice {
  /** Satang off the stake: floor(stake × discountBp / 10000). */
  discount: bigint;
  /** Satang the member pays: stake − discount. */
  charged: bigint;
  /** Satang the item pays if it wins, on the full stake: floor(stake × rate × payPercent / 10000). */
  winAmount: bigint;
}

export function priceItem({ stake, rate, payPercent, discountBp }: ItemTerms): ItemPrice {
  const discount = (stake * BigInt(discountBp)) / 10_000n;
  return {
    discount,
    charged: stake - discount,
    // rate / 100 is the multiple of the stake, payPercent / 100 the share of it paid.
    winAmount: (stake * BigInt(rate) * BigInt(payPercent)) / 10_000n,
  };
}

/** The member's own discount when the operator gave them one, otherwise the bet type's. */
export const effectiveDiscountBp = (memberBp: number, betTypeBp: number): number => (memberBp > 0 ? memberBp : betTypeBp);
