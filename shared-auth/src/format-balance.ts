const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The header's balance text (docs/architecture.md#session-bus): thousands separators, and two
 * decimals when the amount is positive and not a whole number of baht.
 */
export function formatBalance(baht: number): string {
  return baht > 0 && !Number.isInteger(baht) ? twoDecimals.format(baht) : whole.format(baht);
}
