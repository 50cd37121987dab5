// Dates of the lottery as members know them: calendar days in Asia/Bangkok (UTC+7 all year, no
// daylight saving; schedule.ts has the day of an instant), and Thai wording of dates and times.
import { bangkokDate } from './schedule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Bangkok calendar day (YYYY-MM-DD) begins, or null when it is no such day (2026-02-30). */
export function bangkokDayStart(day: string): Date | null {
  const start = new Date(`${day}T00:00:00+07:00`);
  return Number.isNaN(start.getTime()) || bangkokDate(start) !== day ? null : start;
}

/** The instant after a Bangkok calendar day ends (the next day's start). */
export const bangkokDayEnd = (start: Date): Date => new Date(start.getTime() + DAY_MS);

const thaiDateTimeFormat = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'long', timeStyle: 'short' });
const thaiDateFormat = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'long' });

/** "16 ธันวาคม 2569 เวลา 15:20 น." */
export const thaiDateTime = (at: Date): string => `${thaiDateTimeFormat.format(at)} น.`;

/** A Bangkok calendar day (YYYY-MM-DD) as "16 ธันวาคม 2569". */
export const thaiDate = (day: string): string => thaiDateFormat.format(new Date(`${day}T12:00:00+07:00`));
