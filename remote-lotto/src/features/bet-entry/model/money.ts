// Baht ↔ satang on the bet screens, as the API counts money: the model keeps integer satang (as
// numbers), the API and the member see baht with at most 2 decimals, and an amount is more than 0
// and at most ten million baht. The names differ from the API's (api/src/lib/money.ts: bahtToSatang,
// satangToBaht, formatBaht), which check a member's amount and keep satang as bigint.
import { readAmount } from '../../../lib/amount.ts';

/** An amount the member typed, in satang; null when it is not one (lib/amount.ts says what is). */
export function parseBaht(text: string): number | null {
  return readAmount(text).satang ?? null;
}

/**
 * A number with at most 2 decimals (baht, a rate like 3.2, a percent like 1.5) in hundredths,
 * exactly: its 2-decimal text read as digits, never float arithmetic. Throws a RangeError for a
 * number with more decimals (1.005), which the API never answers.
 */
export function hundredths(value: number): number {
  const fixed = value.toFixed(2);
  if (!Number.isFinite(value) || Number(fixed) !== value) throw new RangeError(`not a number with at most 2 decimals: ${value}`);
  return Number(fixed.replace('.', ''));
}

/** Baht as the API answers it (at most 2 decimals) → satang, exactly. */
export const toSatang = (baht: number): number => hundredths(baht);

/** Satang → baht, the number nearest the 2-decimal amount (as the API answers it). */
export const toBaht = (satang: number): number => satang / 100;
