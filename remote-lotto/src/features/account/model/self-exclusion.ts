// Self-exclusion in the member's words: the periods offered (the API's SELF_EXCLUSION_CHOICES),
// when one would end, and what the member reads once it is done. The end is `days` from now, or a
// later end already set: a self-exclusion is extended, never shortened. The page's estimate uses
// the device's clock; the end the API answers is the one shown afterwards.
import type { Language } from '@tanghuay/shared-auth';
import { atText } from '../../../lib/dates.ts';

/** The periods a member is offered, in days. */
export const SELF_EXCLUSION_CHOICES = [1, 7, 30, 90, 180, 365] as const;
export type ExclusionDays = (typeof SELF_EXCLUSION_CHOICES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** "7 วัน" / "7 days". */
export function daysText(days: number, language: Language): string {
  if (language === 'th') return `${days} วัน`;
  return days === 1 ? '1 day' : `${days} days`;
}

/** When a self-exclusion of `days` asked at `now` (ms) ends: `days` from now, or the later end already set. */
export function exclusionEnd(days: number, now: number, current: string | null): string {
  const asked = now + days * DAY_MS;
  const set = current === null ? null : new Date(current).getTime();
  return new Date(set !== null && set > asked ? set : asked).toISOString();
}

/** What the member reads on the sign-in page once it is done: until when, that they are signed out, and what signing in still allows. */
export function signedOutText(until: string, language: Language): string {
  const at = atText(until, language);
  return language === 'th'
    ? `พักการเล่นแล้ว จนถึง ${at} ระบบได้ออกจากระบบในทุกอุปกรณ์ของคุณแล้ว เข้าสู่ระบบอีกครั้งได้เพื่อดูประวัติและถอนเงินเท่านั้น`
    : `You have stopped playing until ${at}. You are signed out on every device; signing in again lets you see your history and withdraw, nothing more.`;
}
