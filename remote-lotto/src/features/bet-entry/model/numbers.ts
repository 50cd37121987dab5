// The numbers a member bets on: the sets the bet screens offer at one tap (กลับเลข, 19 ประตู, รูดหน้า,
// รูดหลัง, เลขเบิ้ล, เลขตอง). Numbers are strings of ASCII digits; which a bet type takes is
// @tanghuay/lottery-rules' numberProblem, the API's own check.

const DIGIT_LIST = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const isDigit = (text: string) => /^[0-9]$/.test(text);

/**
 * Every distinct order of a number's digits (กลับเลข): the number as typed first, then the others
 * ascending. 112 → 112, 121, 211; 123 → six numbers; 11 → 11. None for anything but 1–3 digits.
 */
export function permutations(number: string): string[] {
  if (!/^[0-9]{1,3}$/.test(number)) return [];
  const orders = (digits: string): string[] =>
    digits.length <= 1 ? [digits] : [...digits].flatMap((digit, i) => orders(digits.slice(0, i) + digits.slice(i + 1)).map((rest) => digit + rest));
  const others = new Set(orders(number));
  others.delete(number);
  return [number, ...[...others].sort()];
}

/** 19 ประตู: the 19 distinct two-digit numbers with `digit` in them, ascending. None unless one digit. */
export function nineteenDoors(digit: string): string[] {
  if (!isDigit(digit)) return [];
  return [...new Set([...runFront(digit), ...runBack(digit)])].sort();
}

/** รูดหน้า: the two-digit numbers starting with `digit` (d0 … d9). None unless one digit. */
export const runFront = (digit: string): string[] => (isDigit(digit) ? DIGIT_LIST.map((other) => digit + other) : []);

/** รูดหลัง: the two-digit numbers ending with `digit` (0d … 9d). None unless one digit. */
export const runBack = (digit: string): string[] => (isDigit(digit) ? DIGIT_LIST.map((other) => other + digit) : []);

/** เลขเบิ้ล: 00, 11, … 99. */
export const doubles = (): string[] => DIGIT_LIST.map((digit) => digit.repeat(2));

/** เลขตอง: 000, 111, … 999. */
export const triples = (): string[] => DIGIT_LIST.map((digit) => digit.repeat(3));
