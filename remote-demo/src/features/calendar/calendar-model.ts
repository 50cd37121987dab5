// The template's calendar app: events with a title, a start and an end, each in one calendar
// (category), shown by month, week or day. Weeks start on Sunday, as Thai wall calendars do.
// Days are `yyyy-mm-dd` and times local `yyyy-mm-ddThh:mm` strings, with no time zone: the
// arithmetic below is done in UTC so that a daylight-saving change never moves an event.

export const CALENDARS = ['business', 'personal', 'family', 'holiday', 'etc'] as const;
export type CalendarName = (typeof CALENDARS)[number];
export const isCalendarName = (value: string): value is CalendarName => (CALENDARS as readonly string[]).includes(value);

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarEvent {
  id: number;
  title: string;
  /** yyyy-mm-ddThh:mm, local */
  start: string;
  /** yyyy-mm-ddThh:mm, local; after start */
  end: string;
  calendar: CalendarName;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The instant a day or local time stands for, read as UTC (only differences between them matter). */
const utcOf = (dayOrTime: string) => Date.parse(dayOrTime.length === 10 ? `${dayOrTime}T00:00Z` : `${dayOrTime}Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const timeOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** The day `date` falls on where the visitor is. */
export function dayKeyOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day as a Date at UTC midnight, for Intl formatting with `timeZone: 'UTC'`. */
export const dateOfDay = (day: string) => new Date(utcOf(day));

export const addDays = (day: string, days: number) => dayOfUtc(utcOf(day) + days * DAY_MS);

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** The Sunday the week of `day` starts on. */
export const weekStart = (day: string) => addDays(day, -new Date(utcOf(day)).getUTCDay());

/** The seven days of the week of `day`, Sunday first. */
export const weekOf = (day: string) => Array.from({ length: 7 }, (_, index) => addDays(weekStart(day), index));

/** The weeks (Sunday to Saturday) that hold the month of `day`, as a wall calendar shows it. */
export function monthGrid(day: string): string[][] {
  const first = `${day.slice(0, 7)}-01`;
  const weeks: string[][] = [];
  for (let sunday = weekStart(first); sunday.slice(0, 7) <= first.slice(0, 7); sunday = addDays(sunday, 7)) weeks.push(weekOf(sunday));
  return weeks;
}

/** The same day of the month `months` later, or that month's last day if it has fewer days. */
export function addMonths(day: string, months: number): string {
  const date = new Date(utcOf(day));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return dayOfUtc(target.getTime());
}

/** The day the view shows after (`step` 1) or before (`step` -1) the one holding `day`. */
export function stepDay(view: CalendarView, day: string, step: 1 | -1): string {
  if (view === 'month') return addMonths(day, step);
  return addDays(day, view === 'week' ? 7 * step : step);
}

/** The events that take up some of `day` (an event ending at midnight is not on the next day), earliest first. */
export function eventsOn(events: readonly CalendarEvent[], day: string): CalendarEvent[] {
  const from = `${day}T00:00`;
  const to = `${addDays(day, 1)}T00:00`;
  return events.filter((event) => event.start < to && event.end > from).sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
}

/** The events in the chosen calendars. */
export const eventsIn = (events: readonly CalendarEvent[], calendars: readonly CalendarName[]) =>
  events.filter((event) => calendars.includes(event.calendar));

/** `time` moved by `minutes`. */
export const addMinutes = (time: string, minutes: number) => timeOfUtc(utcOf(time) + minutes * MINUTE_MS);

/** The event starting at `start` instead, with the same length. */
export function withStart<Event extends Pick<CalendarEvent, 'start' | 'end'>>(event: Event, start: string): Event {
  const minutes = Math.round((utcOf(start) - utcOf(event.start)) / MINUTE_MS);
  return { ...event, start, end: addMinutes(event.end, minutes) };
}

/** The event moved to start on `day` at the same time of day, with the same length (dragged there). */
export const movedToDay = <Event extends Pick<CalendarEvent, 'start' | 'end'>>(event: Event, day: string) =>
  withStart(event, `${day}${event.start.slice(10)}`);

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** What is wrong with an event's fields, if anything (the form says it before the endpoint would). */
export function eventProblem({ title, start, end, calendar }: Omit<CalendarEvent, 'id'>): string | undefined {
  if (!title?.trim()) return 'an event needs a title';
  if (!TIME.test(start) || !TIME.test(end) || Number.isNaN(utcOf(start)) || Number.isNaN(utcOf(end))) return 'an event needs a start and an end';
  if (end <= start) return 'an event ends after it starts';
  if (!isCalendarName(calendar)) return `no calendar "${calendar}"`;
  return undefined;
}
