// Baht ↔ satang on the bet screens, as the API counts money (api/src/modules/wallet/money.ts): the
// model keeps integer satang, the API and the member see baht with at most 2 decimals, and an
// amount is more than 0 and at most ten million baht.
import { asciiDigits } from './numbers.ts';

/** The largest amount the API takes in one request: ten million baht. */
export const MAX_BAHT = 10_000_000;

const AMOUNT = /^(?:[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+)(?:\.[0-9]{1,2})?$/;

/**
 * An amount the member typed, in satang; null when it is not one. Takes "50", "50.5", "50.25",
 * "1,000" (commas only between groups of three), Thai digits and blanks around it; refuses "",
 * 0, negatives, more than 2 decimals, letters and more than MAX_BAHT.
 */
export function parseBaht(text: string): number | null {
  const given = asciiDigits(text).trim();
  if (!AMOUNT.test(given)) return null;
  const [whole = '', fraction = ''] = given.replaceAll(',', '').split('.');
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return satang > 0 && satang <= MAX_BAHT * 100 ? satang : null;
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
export const bahtToSatang = (baht: number): number => hundredths(baht);

/** Satang → baht, the number nearest the 2-decimal amount (as the API answers it). */
export const satangToBaht = (satang: number): number => satang / 100;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Satang as baht for a message: thousands separators, 2 decimals unless a whole number of baht ("2,000", "0.50"). */
export const formatBaht = (satang: number): string =>
  satang % 100 === 0 ? whole.format(satang / 100) : twoDecimals.format(satangToBaht(satang));
