// How a typed number becomes the numbers bet on, by the helper the member picked: as typed,
// กลับเลข (every distinct order of its digits), 19 ประตู, รูดหน้า or รูดหลัง (from one digit).
import { nineteenDoors, permutations, runBack, runFront } from './numbers.ts';

export const HELPER_MODES = ['plain', 'reverse', 'doors19', 'front', 'back'] as const;
export type HelperMode = (typeof HELPER_MODES)[number];

/** The helpers that make sense for numbers of `digits` digits. */
export function helperModesFor(digits: 1 | 2 | 3): HelperMode[] {
  if (digits === 3) return ['plain', 'reverse'];
  if (digits === 2) return [...HELPER_MODES];
  return ['plain'];
}

/** How many digits the member types in this mode: one for the digit-based helpers. */
export const inputDigits = (mode: HelperMode, digits: 1 | 2 | 3): number => (mode === 'doors19' || mode === 'front' || mode === 'back' ? 1 : digits);

/** The numbers a complete typed input stands for. */
export function expand(mode: HelperMode, input: string): string[] {
  switch (mode) {
    case 'plain':
      return [input];
    case 'reverse':
      return permutations(input);
    case 'doors19':
      return nineteenDoors(input);
    case 'front':
      return runFront(input);
    case 'back':
      return runBack(input);
  }
}
