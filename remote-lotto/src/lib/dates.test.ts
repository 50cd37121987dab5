import { addDays, bangkokDay, formatDateTime, formatDay, formatTime } from './dates.ts';

describe('dates', () => {
  it('shows a Bangkok day with the Buddhist-era year in Thai and the Gregorian year in English', () => {
    expect(formatDay('2026-12-16', 'th')).toBe('16 ธ.ค. 2569');
    expect(formatDay('2026-12-16', 'en')).toBe('16 Dec 2026');
  });

  it('shows instants in Bangkok time', () => {
    // 23:30 UTC is 06:30 the next morning in Bangkok.
    expect(formatDateTime('2026-12-15T23:30:00Z', 'th')).toBe('16 ธ.ค. 2569 06:30');
    expect(formatTime('2026-12-15T23:30:00Z', 'en')).toBe('06:30');
  });

  it('finds the Bangkok day of an instant and moves days across months and years', () => {
    expect(bangkokDay(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(bangkokDay(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names the days of 31 Dec and 1 Jan in the year each belongs to, พ.ศ. in Thai', () => {
    expect(formatDay('2026-12-31', 'th')).toBe('31 ธ.ค. 2569');
    expect(formatDay('2027-01-01', 'th')).toBe('1 ม.ค. 2570');
    expect(formatDay('2027-01-01', 'en')).toBe('1 Jan 2027');
    expect(formatDay('2028-02-29', 'th')).toBe('29 ก.พ. 2571');
  });
});
