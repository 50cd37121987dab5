/** @jest-environment node */
// The node environment has the TextEncoder that react-router (through @tanghuay/shared-auth) needs.
import { daysText, exclusionEnd, SELF_EXCLUSION_CHOICES, signedOutText } from './self-exclusion.ts';

const NOW = Date.parse('2026-12-16T08:30:00.000Z');

describe('self-exclusion', () => {
  it('offers the periods the API takes, shortest first', () => {
    expect(SELF_EXCLUSION_CHOICES.map((days) => daysText(days, 'th'))).toEqual(['1 วัน', '7 วัน', '30 วัน', '90 วัน', '180 วัน', '365 วัน']);
    expect([1, 7].map((days) => daysText(days, 'en'))).toEqual(['1 day', '7 days']);
  });

  it('ends the chosen number of days from now', () => {
    expect(exclusionEnd(1, NOW, null)).toBe('2026-12-17T08:30:00.000Z');
    expect(exclusionEnd(365, NOW, null)).toBe('2027-12-16T08:30:00.000Z');
  });

  it('is extended, never shortened: a later end already set stays', () => {
    expect(exclusionEnd(7, NOW, '2027-01-30T00:00:00.000Z')).toBe('2027-01-30T00:00:00.000Z');
    expect(exclusionEnd(30, NOW, '2026-12-20T00:00:00.000Z')).toBe('2027-01-15T08:30:00.000Z');
  });

  it('tells the member until when, in Bangkok time, that they are signed out everywhere, and what signing in still allows', () => {
    expect(signedOutText('2026-12-17T08:30:00.000Z', 'th')).toBe(
      'พักการเล่นแล้ว จนถึง 17 ธ.ค. 2569 15:30 น. ระบบได้ออกจากระบบในทุกอุปกรณ์ของคุณแล้ว เข้าสู่ระบบอีกครั้งได้เพื่อดูประวัติและถอนเงินเท่านั้น',
    );
    expect(signedOutText('2026-12-17T08:30:00.000Z', 'en')).toBe(
      'You have stopped playing until 17 Dec 2026, 15:30. You are signed out on every device; signing in again lets you see your history and withdraw, nothing more.',
    );
  });
});
