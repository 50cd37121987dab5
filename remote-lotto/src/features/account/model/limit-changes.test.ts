/** @jest-environment node */
// The node environment has the TextEncoder that react-router (through @tanghuay/shared-auth) needs.
import type { DepositLimits, PeriodLimit } from '../../../lib/deposit-limits.ts';
import { changeOf, changeText, describePeriod, noLimits, savedLines } from './limit-changes.ts';

// 08:30 UTC is 15:30 in Bangkok.
const LATER = '2026-12-17T08:30:00.000Z';
const OTHER_LATER = '2026-12-18T01:05:00.000Z';

const noLimit: PeriodLimit = { amount: null, used: 0, remaining: null, pending: null };
const limit = (amount: number, used = 0, pending: PeriodLimit['pending'] = null): PeriodLimit => ({
  amount,
  used,
  remaining: Math.max(amount - used, 0),
  pending,
});
const limits = (periods: Partial<DepositLimits>): DepositLimits => ({ day: noLimit, week: noLimit, month: noLimit, ...periods });

describe("a period's state", () => {
  it('reads the limit in force, what was deposited and what is left', () => {
    expect(describePeriod(limit(2000, 1250.5), 'th')).toEqual({ limit: '2,000 บาท', used: '1,250.50 บาท', remaining: '749.50 บาท', pending: null });
    expect(describePeriod({ ...noLimit, used: 300 }, 'th')).toEqual({ limit: 'ไม่จำกัด', used: '300 บาท', remaining: 'ไม่จำกัด', pending: null });
    expect(describePeriod(limit(500, 800), 'en')).toEqual({ limit: '500 baht', used: '800 baht', remaining: '0 baht', pending: null });
  });

  it('says what change waits and from when, in Bangkok time', () => {
    expect(describePeriod(limit(300, 0, { amount: 1000, effectiveAt: LATER }), 'th').pending).toBe('เปลี่ยนเป็น 1,000 บาท มีผล 17 ธ.ค. 2569 15:30 น.');
    expect(describePeriod(limit(300, 0, { amount: null, effectiveAt: LATER }), 'th').pending).toBe('ยกเลิกวงเงิน (ไม่จำกัด) มีผล 17 ธ.ค. 2569 15:30 น.');
    expect(describePeriod(limit(300, 0, { amount: 1000, effectiveAt: LATER }), 'en').pending).toBe('Changes to 1,000 baht from 17 Dec 2026, 15:30');
  });

  it('tells when no period has a limit nor a change waiting', () => {
    expect(noLimits(limits({}))).toBe(true);
    expect(noLimits(limits({ month: limit(5000) }))).toBe(false);
    expect(noLimits(limits({ week: { ...noLimit, pending: { amount: null, effectiveAt: LATER } } }))).toBe(false);
  });
});

describe('what saving a limit would do', () => {
  it('puts a lower limit, or one where there was none, in force at once', () => {
    expect(changeOf(200, limit(300))).toEqual({ kind: 'now' });
    expect(changeOf(299.99, limit(300))).toEqual({ kind: 'now' });
    expect(changeOf(5000, noLimit)).toEqual({ kind: 'now' });
    // Lower than the limit in force while a raise waits: at once, and the raise is gone.
    expect(changeOf(100, limit(300, 0, { amount: 1000, effectiveAt: LATER }))).toEqual({ kind: 'now' });
  });

  it('puts a higher limit, or none, in force 24 hours later', () => {
    expect(changeOf(300.01, limit(300))).toEqual({ kind: 'later' });
    expect(changeOf(null, limit(300))).toEqual({ kind: 'later' });
    // Another raise than the one waiting starts its own 24 hours.
    expect(changeOf(2000, limit(300, 0, { amount: 1000, effectiveAt: LATER }))).toEqual({ kind: 'later' });
  });

  it('keeps the time of the change waiting when it is asked again', () => {
    expect(changeOf(1000, limit(300, 0, { amount: 1000, effectiveAt: LATER }))).toEqual({ kind: 'stillPending', effectiveAt: LATER });
    expect(changeOf(null, limit(300, 0, { amount: null, effectiveAt: LATER }))).toEqual({ kind: 'stillPending', effectiveAt: LATER });
  });

  it('withdraws the change waiting when the limit in force is asked again, and otherwise changes nothing', () => {
    expect(changeOf(300, limit(300, 0, { amount: 1000, effectiveAt: LATER }))).toEqual({ kind: 'withdrawsPending' });
    expect(changeOf(300, limit(300))).toEqual({ kind: 'unchanged' });
    expect(changeOf(null, noLimit)).toEqual({ kind: 'unchanged' });
  });

  it('says it under the box, and nothing when nothing changes', () => {
    expect(changeText({ kind: 'now' }, 'th')).toBe('มีผลทันทีเมื่อบันทึก');
    expect(changeText({ kind: 'later' }, 'th')).toBe('มีผลหลังบันทึก 24 ชั่วโมง');
    expect(changeText({ kind: 'stillPending', effectiveAt: LATER }, 'th')).toBe('รอมีผล 17 ธ.ค. 2569 15:30 น. ตามที่ตั้งไว้แล้ว');
    expect(changeText({ kind: 'withdrawsPending' }, 'th')).toBe('ยกเลิกการเปลี่ยนแปลงที่รอมีผล ใช้วงเงินปัจจุบันต่อไป');
    expect(changeText({ kind: 'later' }, 'en')).toBe('In force 24 hours after you save.');
    expect(changeText({ kind: 'unchanged' }, 'th')).toBeNull();
  });
});

describe('what a save did', () => {
  it('says what is in force now and what from a later time, period by period', () => {
    const before = limits({ day: limit(500), month: limit(5000) });
    const after = limits({ day: limit(300), month: limit(5000, 0, { amount: 8000, effectiveAt: LATER }) });
    expect(savedLines(before, after, 'th')).toEqual(['ต่อวัน: 300 บาท มีผลทันที', 'ต่อเดือน: 8,000 บาท มีผล 17 ธ.ค. 2569 15:30 น.']);
    expect(savedLines(before, after, 'en')).toEqual(['Daily: 300 baht in force now', 'Monthly: 8,000 baht from 17 Dec 2026, 15:30']);
  });

  it('says a removal waits, and when', () => {
    const after = limits({ week: limit(2000, 0, { amount: null, effectiveAt: LATER }) });
    expect(savedLines(limits({ week: limit(2000) }), after, 'th')).toEqual(['ต่อสัปดาห์: ไม่จำกัด มีผล 17 ธ.ค. 2569 15:30 น.']);
  });

  it('says a change waiting was withdrawn, or replaced by another', () => {
    const waiting = limits({ day: limit(300, 0, { amount: 1000, effectiveAt: LATER }) });
    expect(savedLines(waiting, limits({ day: limit(300) }), 'th')).toEqual(['ต่อวัน: ยกเลิกการเปลี่ยนแปลงที่รอมีผลแล้ว ยังคงเป็น 300 บาท']);
    expect(savedLines(waiting, limits({ day: limit(200) }), 'th')).toEqual(['ต่อวัน: 200 บาท มีผลทันที (ยกเลิกการเปลี่ยนแปลงที่รอมีผลแล้ว)']);
    const replaced = limits({ day: limit(300, 0, { amount: 2000, effectiveAt: OTHER_LATER }) });
    expect(savedLines(waiting, replaced, 'th')).toEqual(['ต่อวัน: 2,000 บาท มีผล 18 ธ.ค. 2569 08:05 น.']);
  });

  it('says nothing of periods a save left as they were', () => {
    const waiting = limits({ day: limit(300, 120, { amount: 1000, effectiveAt: LATER }), week: limit(2000, 120) });
    expect(savedLines(waiting, waiting, 'th')).toEqual([]);
  });
});
