// The bet types (docs/domain.md#bet-types-and-payouts): their codes in the order every list shows
// them, their names, how many digits each number has, and which numbers a type refuses. The API,
// the bet screens and the bench import them from here (docs/architecture.md#parts).

export const BET_TYPES = ['3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom'] as const;
export type BetType = (typeof BET_TYPES)[number];

export const isBetType = (value: string): value is BetType => (BET_TYPES as readonly string[]).includes(value);

/** The names of each type: Thai, as the screens and the API's messages say them, and English. */
export const BET_TYPE_LABELS: Readonly<Record<BetType, { th: string; en: string }>> = {
  '3top': { th: '3 ตัวบน', en: '3 top' },
  '3tod': { th: '3 ตัวโต๊ด', en: '3 tod (any order)' },
  '3front': { th: '3 ตัวหน้า', en: '3 front' },
  '3back': { th: '3 ตัวล่าง', en: '3 back' },
  '2top': { th: '2 ตัวบน', en: '2 top' },
  '2bottom': { th: '2 ตัวล่าง', en: '2 bottom' },
  runtop: { th: 'วิ่งบน', en: 'Run top' },
  runbottom: { th: 'วิ่งล่าง', en: 'Run bottom' },
};

/** How many digits a number of each type has. */
export const DIGITS: Readonly<Record<BetType, 1 | 2 | 3>> = {
  '3top': 3,
  '3tod': 3,
  '3front': 3,
  '3back': 3,
  '2top': 2,
  '2bottom': 2,
  runtop: 1,
  runbottom: 1,
};

/** The bet types whose numbers have `digits` digits, in order. */
export const typesWithDigits = (digits: 1 | 2 | 3): BetType[] => BET_TYPES.filter((type) => DIGITS[type] === digits);

/** Three equal digits (111). */
export const isTriple = (number: string): boolean => /^([0-9])\1\1$/.test(number);

export type NumberProblem = 'shape' | 'triple_tod';

/**
 * Why a number cannot be bet on as this type, or null when it can: exactly the type's count of
 * ASCII digits, and no triple (111) for 3 ตัวโต๊ด (every order of a triple is the same number).
 */
export function numberProblem(type: BetType, number: string): NumberProblem | null {
  if (!new RegExp(`^[0-9]{${DIGITS[type]}}$`).test(number)) return 'shape';
  if (type === '3tod' && isTriple(number)) return 'triple_tod';
  return null;
}
