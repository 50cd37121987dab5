// What a day picker (components/day-picker.tsx) needs beyond lib/dates.ts: the field's day as it
// is typed ("16/12/2569"), a month's title and weekdays, its six weeks, and a typed day read back
// (a year from 2400 is พ.ศ.). Apart from dates.ts so that pages that only show dates carry none of it.
import type { Language } from '@tanghuay/shared-auth';
import { addDays, dayInstant, formatter } from './dates.ts';

/** A Bangkok day as a date field shows and takes it typed: "1/1/2570" (พ.ศ.) / "01/01/2027" (day first). */
export function formatDayNumeric(day: string, language: Language): string {
  return formatter(language, { day: 'numeric', month: 'numeric', year: 'numeric' }).format(dayInstant(day));
}

/** A month (YYYY-MM) as a calendar's title: "ธันวาคม 2569" / "December 2026". */
export function formatMonth(month: string, language: Language): string {
  return formatter(language, { month: 'long', year: 'numeric' }).format(dayInstant(`${month}-15`));
}

/** The weekdays' names as a calendar's columns show them, Sunday first: "อา" … "ส" / "Sun" … "Sat". */
export function weekdayNames(language: Language): string[] {
  const format = formatter(language, { weekday: language === 'th' ? 'narrow' : 'short' });
  // 1 Nov 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, weekday) => format.format(dayInstant(`2026-11-0${weekday + 1}`)));
}

/** The month (YYYY-MM) `months` after (or before, when negative) a month. */
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** The 6 weeks a calendar shows for a month (YYYY-MM): 42 days, Sunday first, from the week of its 1st. */
export function calendarDays(month: string): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -new Date(`${first}T00:00:00Z`).getUTCDay());
  return Array.from({ length: 42 }, (_, index) => addDays(start, index));
}

/** Years from this one on are พ.ศ. years when typed (Gregorian + 543): no one picks a day 400 years ahead. */
const FIRST_TYPED_BUDDHIST_YEAR = 2400;
const BUDDHIST_ERA_OFFSET = 543;
const TYPED_DAY_FIRST = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/;
const TYPED_ISO = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;

/**
 * The YYYY-MM-DD day a member typed: day first as a date field shows it (16/12/2569, 16/12/2026,
 * also with . or -), or 2026-12-16. A year of 2400 or more is พ.ศ. Undefined when it names no day
 * of the calendar (31/2/2569).
 */
export function parseTypedDay(text: string): string | undefined {
  const dayFirst = TYPED_DAY_FIRST.exec(text);
  const iso = TYPED_ISO.exec(text);
  const parts = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : iso ? [iso[1], iso[2], iso[3]] : undefined;
  if (!parts) return undefined;
  const [typedYear, month, date] = parts.map(Number) as [number, number, number];
  const year = typedYear >= FIRST_TYPED_BUDDHIST_YEAR ? typedYear - BUDDHIST_ERA_OFFSET : typedYear;
  const day = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  // A day that does not exist (31 Feb) comes back from Date as another one.
  const real = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(real.getTime()) && real.toISOString().slice(0, 10) === day ? day : undefined;
}
