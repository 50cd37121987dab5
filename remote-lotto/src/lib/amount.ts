// An amount of baht a member types — a stake, a top-up, a withdrawal — read exactly into satang as
// the API counts money (docs/lottery.md, "Money"): more than 0, at most 2 decimals, at most ten
// million baht. "50", "50.5", "1,000" (commas only between groups of three), Thai digits and
// blanks around it are taken; the reason is told when it is not an amount.

/** The largest amount the API takes in one request: ten million baht. */
export const MAX_BAHT = 10_000_000;

export type AmountProblem = 'empty' | 'notANumber' | 'tooManyDecimals' | 'notPositive' | 'aboveMaximum';

export type AmountReading = { satang: number; problem?: undefined } | { problem: AmountProblem; satang?: undefined };

/** Thai digits (๐–๙) as ASCII digits (0–9); every other character as it is. */
export const asciiDigits = (text: string): string => text.replace(/[๐-๙]/g, (digit) => String((digit.codePointAt(0) ?? 0) - 0x0e50));

// A trailing point ("12.") is a number being typed, read as whole baht.
const NUMBER = /^-?(?:[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+)(?:\.([0-9]*))?$/;

/** The typed amount in satang, or why it is not an amount. */
export function readAmount(text: string): AmountReading {
  const given = asciiDigits(text).trim();
  if (given === '') return { problem: 'empty' };
  if (!NUMBER.test(given)) return { problem: 'notANumber' };
  const [whole = '', fraction = ''] = given.replace('-', '').replaceAll(',', '').split('.');
  if (fraction.length > 2) return { problem: 'tooManyDecimals' };
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (given.startsWith('-') || satang === 0) return { problem: 'notPositive' };
  if (satang > MAX_BAHT * 100) return { problem: 'aboveMaximum' };
  return { satang };
}
