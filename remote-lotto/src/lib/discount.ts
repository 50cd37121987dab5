// Reading a discount typed by staff (percent off stakes, a member's or an agent's own): a number of
// at most 2 decimals, from 0 up to the most it may be. The API checks again; this only saves a
// refusal and says what is wrong in the staff member's language.
export type DiscountProblem = 'notNumber' | 'tooPrecise' | 'aboveMax';

export type DiscountReading = { discount: number } | { problem: DiscountProblem };

export function readDiscount(typed: string, maxDiscount: number): DiscountReading {
  const text = typed.trim();
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text)) return { problem: 'notNumber' };
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(text)) return { problem: 'tooPrecise' };
  const discount = Number(text);
  return discount > maxDiscount ? { problem: 'aboveMax' } : { discount };
}
