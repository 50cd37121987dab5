// Baht ↔ satang at the edge. Inside the server money is integer satang (bigint); members see baht
// as JSON numbers with at most 2 decimals.
import { ApiError } from '../plugins/errors.ts';

/** The largest amount one request may name: ten million baht. */
export const MAX_BAHT = 10_000_000;

const invalid = (message: string) => new ApiError(400, 'INVALID_AMOUNT', message);

/** A member's baht amount → satang. Refuses non-numbers, negatives, more than 2 decimals, above `max`. */
export function bahtToSatang(baht: unknown, { max = MAX_BAHT }: { max?: number } = {}): bigint {
  if (typeof baht !== 'number' || !Number.isFinite(baht)) throw invalid('จำนวนเงินไม่ถูกต้อง');
  if (baht < 0) throw invalid('จำนวนเงินต้องไม่ติดลบ');
  if (baht > max) throw invalid(`จำนวนเงินต้องไม่เกิน ${bahtInWords(BigInt(Math.round(max * 100)))}`);
  // toFixed(2) is the nearest 2-decimal decimal; it reads back as the same number only when the
  // number had at most 2 decimals. The digits then give satang exactly, without float arithmetic.
  const fixed = baht.toFixed(2);
  if (Number(fixed) !== baht) throw invalid('จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
  return BigInt(fixed.replace('.', ''));
}

/** Satang → baht as a number with at most 2 decimals (for JSON answers). */
export function satangToBaht(satang: bigint): number {
  if (satang > BigInt(Number.MAX_SAFE_INTEGER) || satang < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`satang amount out of range: ${satang}`);
  }
  // An integer below 2^53 divided by 100 is the double nearest the 2-decimal value: it prints as such.
  return Number(satang) / 100;
}

/**
 * An amount in a sentence of a Thai message, with its unit, by the rule of docs/lottery.md#how-money-reads:
 * thousands separators, no decimals when whole ("1,500 บาท"), else two ("0.50 บาท"), a true minus "−".
 */
export function bahtInWords(satang: bigint): string {
  const size = satang < 0n ? -satang : satang;
  const cents = size % 100n;
  const digits = `${(size / 100n).toLocaleString('en-US')}${cents === 0n ? '' : `.${String(cents).padStart(2, '0')}`}`;
  return `${satang < 0n ? '\u2212' : ''}${digits} บาท`;
}
