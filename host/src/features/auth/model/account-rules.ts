// What the API accepts in the account fields of sign-in, registration and password reset
// (api/src/modules/auth/routes.ts, schemas.ts, passwords.ts), checked before sending so the member
// reads the problem at once. The API stays the authority; its answers are shown as well.

/** Why a field's value is refused: missing, or not in the accepted form. */
export type Problem = 'required' | 'invalid';

type Check = (value: unknown) => Problem | null;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A text that must be present and match `accepts`. */
const text =
  (accepts: (value: string) => boolean): Check =>
  (value) => {
    const given = textOf(value);
    if (given.trim() === '') return 'required';
    return accepts(given) ? null : 'invalid';
  };

const matches = (pattern: RegExp) => text((value) => pattern.test(value));

/** Lengths in characters (code points), as the API counts them. */
const length = (value: string) => [...value].length;

export const RESET_CODE_LENGTH = 8;

/** The banks a member can register a payout account with. */
export const BANK_CODES = [
  'KBANK',
  'SCB',
  'BBL',
  'KTB',
  'BAY',
  'TTB',
  'GSB',
  'BAAC',
  'KKP',
  'CIMBT',
  'UOBT',
  'LHFG',
  'GHB',
  'TISCO',
] as const;
export type BankCode = (typeof BANK_CODES)[number];

export const CHECKS = {
  username: matches(/^[A-Za-z0-9_]{3,20}$/),
  /** The password of a sign-in: anything the member typed. */
  password: text(() => true),
  /** A password being set: 8+ characters (at most 128) with letters and digits. */
  newPassword: text((value) => length(value) >= 8 && length(value) <= 128 && /\p{L}/u.test(value) && /[0-9]/.test(value)),
  phone: matches(/^0[0-9]{8,9}$/),
  bankCode: matches(/^[A-Z]{2,10}$/),
  bankAccountNo: matches(/^[0-9]{10,15}$/),
  /** Letters (Thai vowels and tone marks included), spaces, dots, apostrophes and hyphens; 2–100. */
  bankAccountName: text((value) => {
    const name = value.trim();
    return length(name) >= 2 && length(name) <= 100 && /^[\p{L}\p{M} .'-]+$/u.test(name);
  }),
  resetCode: matches(new RegExp(`^[A-Za-z0-9]{${RESET_CODE_LENGTH}}$`)),
  /** The 20+ age declaration must be ticked. */
  acceptAge20: (value) => (value === true ? null : 'required'),
} satisfies Record<string, Check>;

export type Field = keyof typeof CHECKS;

/** The confirmation of a new password must repeat it. */
export function confirmProblem(password: unknown, confirmation: unknown): Problem | null {
  if (textOf(confirmation) === '') return 'required';
  return confirmation === password ? null : 'invalid';
}
