// What a member reads when a call fails. The API answers every error as {error:{code, message}}
// with a Thai message; English speakers get English for the codes of the screens every app shares,
// and the API's own message otherwise.
import axios from 'axios';
import type { Language } from './language.ts';

export interface ApiErrorBody {
  code: string;
  message: string;
}

/** The API's error body carried by a failed axios call, if it has one. */
export function apiErrorOf(error: unknown): ApiErrorBody | null {
  if (!axios.isAxiosError(error)) return null;
  const body = (error.response?.data as { error?: unknown } | undefined)?.error;
  if (typeof body !== 'object' || body === null) return null;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}

/** The API's code for a session ended elsewhere: a newer sign-in, a password change, a sign-out. */
export const SESSION_REVOKED = 'SESSION_REVOKED';

const ENGLISH: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'Wrong username or password.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please try again later.',
  SELF_EXCLUDED: 'This account is in a self-exclusion period.',
  USERNAME_TAKEN: 'This username is taken. Please choose another.',
  WEAK_PASSWORD: 'The password needs at least 8 characters with letters and digits.',
  INVALID_RESET_CODE: 'The reset code is wrong or has expired. Ask support for a new one.',
  [SESSION_REVOKED]: 'This session has ended because of a sign-in elsewhere, a password change or a sign-out. Please sign in again.',
  FORBIDDEN: 'Your account may not use this part.',
};

const UNREACHABLE = {
  th: 'ไม่สามารถติดต่อระบบได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง',
  en: 'The service cannot be reached. Check your connection and try again.',
} as const;

const UNEXPECTED = {
  th: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
  en: 'Something went wrong. Please try again.',
} as const;

/** The message to show for a failed call, in the interface language. */
export function errorMessage(error: unknown, language: Language): string {
  const body = apiErrorOf(error);
  if (body) return (language === 'en' ? ENGLISH[body.code] : undefined) ?? body.message;
  if (axios.isAxiosError(error) && !error.response) return UNREACHABLE[language];
  return UNEXPECTED[language];
}
