// The change-password form checked before sending: what is easy to check here — the current
// password given, the new one at least 8 characters (and at most 128, the API's schema), typed
// the same twice. The rest of the rule (letters and digits) and the current password itself the
// API answers in Thai (docs/domain.md, "Registration").
import type { Language } from '@tanghuay/shared-auth';

export type PasswordField = 'current' | 'next' | 'confirm';
export type PasswordFields = Record<PasswordField, string>;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const PROBLEMS = {
  th: {
    noCurrent: 'กรุณากรอกรหัสผ่านปัจจุบัน',
    noNext: 'กรุณาตั้งรหัสผ่านใหม่',
    short: `รหัสผ่านใหม่ต้องยาวอย่างน้อย ${MIN_PASSWORD_LENGTH} ตัวอักษร`,
    long: `รหัสผ่านใหม่ยาวได้ไม่เกิน ${MAX_PASSWORD_LENGTH} ตัวอักษร`,
    noConfirm: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
    mismatch: 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน',
  },
  en: {
    noCurrent: 'Please enter your current password.',
    noNext: 'Please choose a new password.',
    short: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
    long: `The new password can have at most ${MAX_PASSWORD_LENGTH} characters.`,
    noConfirm: 'Please type the new password again.',
    mismatch: 'The two new passwords are not the same.',
  },
} satisfies Record<Language, Record<string, string>>;

/** Characters as the API counts them (code points). */
const length = (text: string) => [...text].length;

/** The reason under each box that cannot be sent as it is; none when the form can be sent. */
export function passwordProblems(fields: PasswordFields, language: Language): Partial<Record<PasswordField, string>> {
  const problem = PROBLEMS[language];
  const problems: Partial<Record<PasswordField, string>> = {};
  if (fields.current === '') problems.current = problem.noCurrent;
  if (fields.next === '') problems.next = problem.noNext;
  else if (length(fields.next) < MIN_PASSWORD_LENGTH) problems.next = problem.short;
  else if (length(fields.next) > MAX_PASSWORD_LENGTH) problems.next = problem.long;
  if (fields.confirm === '') problems.confirm = problem.noConfirm;
  else if (fields.confirm !== fields.next) problems.confirm = problem.mismatch;
  return problems;
}
