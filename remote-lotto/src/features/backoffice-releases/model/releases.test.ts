import type { RemoteRelease } from '../api/releases.ts';
import { actionName, freezes, percentOf, readFreezeMinutes, readReason, readShare, refusalLines, versionRows } from './releases.ts';

const held = (version: string) => ({ version, builtAt: '2026-11-29T09:00:00.000Z', exposes: ['./routes'], shared: [] });

const remote: RemoteRelease = {
  name: 'lotto',
  server: 'http://127.0.0.1:4101',
  serverError: null,
  live: '1.2.0',
  candidate: { version: '1.3.0', share: 10, since: '2026-11-29T10:00:00.000Z' },
  versions: [held('1.3.0'), held('1.2.0'), held('1.1.0')],
  errors: [{ version: '1.3.0', loads: 40, failed: 1, errors: 3, rate: 0.1 }],
  pins: [],
};

describe('versionRows', () => {
  it('marks the live version and the candidate, and joins each version’s errors', () => {
    const rows = versionRows(remote);
    expect(rows.map(({ version, role }) => [version, role])).toEqual([
      ['1.3.0', 'candidate'],
      ['1.2.0', 'live'],
      ['1.1.0', null],
    ]);
    expect(rows[0]?.errors?.rate).toBe(0.1);
    expect(rows[1]?.errors).toBeNull();
  });
});

describe('the words of the page', () => {
  it('names each action, and an unknown one by its code', () => {
    expect(actionName('auto-stop', 'th')).toBe('หยุด canary อัตโนมัติ');
    expect(actionName('promote', 'en')).toBe('Promoted');
    expect(actionName('later', 'th')).toBe('later');
  });

  it('reads a rate as a percent', () => {
    expect(percentOf(0.1)).toBe('10.0%');
    expect(percentOf(0)).toBe('0.0%');
    expect(percentOf(0.0125)).toBe('1.3%');
  });
});

describe('readShare', () => {
  it.each([
    ['10', 10],
    [' 100 ', 100],
    ['1', 1],
    ['0', null],
    ['101', null],
    ['12.5', null],
    ['', null],
    ['ten', null],
  ])('reads %p as %p', (typed, share) => {
    expect(readShare(typed)).toBe(share);
  });
});

describe('readReason', () => {
  it('takes five characters or more, trimmed', () => {
    expect(readReason('  แก้ด่วน  ')).toBe('แก้ด่วน');
    expect(readReason(' abcd ')).toBeNull();
  });
});

describe('readFreezeMinutes', () => {
  it.each([
    ['30', 30],
    [' 0 ', 0],
    ['1440', 1440],
    ['1441', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
  ])('reads %p as %p', (typed, minutes) => {
    expect(readFreezeMinutes(typed)).toBe(minutes);
  });

  it('freezes only with minutes and a lottery', () => {
    expect(freezes({ minutes: 30, lottos: ['thai-gov'] })).toBe(true);
    expect(freezes({ minutes: 0, lottos: ['thai-gov'] })).toBe(false);
    expect(freezes({ minutes: 30, lottos: [] })).toBe(false);
  });
});

describe('refusalLines', () => {
  it('splits the mismatches after the first ": " on "; "', () => {
    expect(refusalLines('ปล่อย lotto 1.3.0 ไม่ได้ ไม่มีอะไรเปลี่ยน: ไม่มี ./backoffice; react: 18.3.1 ไม่อยู่ในช่วง ^19.2.0')).toEqual({
      lead: 'ปล่อย lotto 1.3.0 ไม่ได้ ไม่มีอะไรเปลี่ยน',
      mismatches: ['ไม่มี ./backoffice', 'react: 18.3.1 ไม่อยู่ในช่วง ^19.2.0'],
    });
  });

  it('keeps a message of another shape whole', () => {
    expect(refusalLines('เซิร์ฟเวอร์ไม่ตอบ')).toEqual({ lead: 'เซิร์ฟเวอร์ไม่ตอบ', mismatches: [] });
  });
});
