// Discounts cross the API as percent with at most 2 decimals and are kept in basis points
// (docs/domain.md: 150 = 1.5 %). Every discount stays under 100 % (the database's checks), so
// that every bet charges something.
import { ApiError } from '../plugins/errors.ts';

/** The most any discount may be, in basis points (99.99 %). */
export const MAX_DISCOUNT_BP = 9999;

/** A discount in a request body: percent, 0 to under 100; the decimals are checked by basisPointsOf. */
export const discountPercent = { type: 'number', minimum: 0, exclusiveMaximum: 100, description: 'percent, at most 2 decimals' } as const;

/** A discount in a query string (not coerced): percent, 0 to under 100, at most 2 decimals. */
export const discountPercentQuery = { type: 'string', pattern: '^[0-9]{1,2}(\\.[0-9]{1,2})?$', description: 'percent, 0 to under 100, at most 2 decimals' } as const;

/** Basis points as percent (150 → 1.5). */
export const percentOf = (bp: number): number => bp / 100;

/** A percent with at most 2 decimals in basis points (1.5 → 150); more decimals answer 400 in Thai. */
export function basisPointsOf(percent: number): number {
  const bp = Math.round(percent * 100);
  // An integer divided by 100 is the double nearest its 2-decimal value: equal only without more decimals.
  if (bp / 100 !== percent) throw new ApiError(400, 'VALIDATION', 'ข้อมูลไม่ถูกต้อง: ส่วนลดมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
  return bp;
}
