import { addMonths, calendarDays, formatDayNumeric, formatMonth, parseTypedDay, weekdayNames } from './calendar.ts';

describe('calendar', () => {
  it('writes a field’s day first, with the year of the language: 31 Dec and 1 Jan', () => {
    expect(formatDayNumeric('2026-12-31', 'th')).toBe('31/12/2569');
    expect(formatDayNumeric('2027-01-01', 'th')).toBe('1/1/2570');
    expect(formatDayNumeric('2027-01-01', 'en')).toBe('01/01/2027');
  });

  it('writes a calendar’s title and weekdays in the member’s language', () => {
    expect(formatMonth('2026-12', 'th')).toBe('ธันวาคม 2569');
    expect(formatMonth('2027-01', 'th')).toBe('มกราคม 2570');
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
    expect(weekdayNames('th')).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    expect(weekdayNames('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('lays out a month’s six weeks from the Sunday of its first week, and moves months across years', () => {
    const december = calendarDays('2026-12');
    expect(december).toHaveLength(42);
    expect(december[0]).toBe('2026-11-29');
    expect(december[2]).toBe('2026-12-01');
    expect(december[41]).toBe('2027-01-09');
    // November 2026 begins on a Sunday.
    expect(calendarDays('2026-11')[0]).toBe('2026-11-01');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });

  it('reads a typed day, a พ.ศ. year as the Gregorian year 543 before', () => {
    expect(parseTypedDay('16/12/2569')).toBe('2026-12-16');
    expect(parseTypedDay('16/12/2026')).toBe('2026-12-16');
    expect(parseTypedDay('31/12/2569')).toBe('2026-12-31');
    expect(parseTypedDay('1/1/2570')).toBe('2027-01-01');
    expect(parseTypedDay(' 01.01.2570 ')).toBe('2027-01-01');
    expect(parseTypedDay('2026-12-16')).toBe('2026-12-16');
    // 2567 is 2024, a leap year.
    expect(parseTypedDay('29/2/2567')).toBe('2024-02-29');
    expect(parseTypedDay('29/2/2569')).toBeUndefined();
    expect(parseTypedDay('31/4/2569')).toBeUndefined();
    expect(parseTypedDay('16/13/2569')).toBeUndefined();
    expect(parseTypedDay('16/12/69')).toBeUndefined();
    expect(parseTypedDay('')).toBeUndefined();
  });

  it('reads back the day it shows (ISO round trip), in both languages', () => {
    for (const day of ['2026-12-31', '2027-01-01', '2024-02-29', '2026-03-01']) {
      expect(parseTypedDay(formatDayNumeric(day, 'th'))).toBe(day);
      expect(parseTypedDay(formatDayNumeric(day, 'en'))).toBe(day);
    }
  });
});
