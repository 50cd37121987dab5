// The calendar app's endpoints, answered in the browser (lib/fake-api.ts); events are kept in this
// browser's localStorage, so an event added or moved survives a reload.
import { FakeApiError, fakeApi, type FakeRequest } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import { CALENDARS, type CalendarEvent, type CalendarName, eventProblem, eventsIn, isCalendarName } from './calendar-model.ts';
import { seedEvents } from './calendar-seed.ts';

export const EVENTS_STORAGE_NAME = 'calendar-events';
const events = storedList<CalendarEvent>(EVENTS_STORAGE_NAME, seedEvents);

export type NewEvent = Omit<CalendarEvent, 'id'>;
export type EventChange = Partial<NewEvent>;

/** `?calendars=business,family` (empty: none; absent: all); an unknown calendar is refused. */
function calendarsOf({ query }: FakeRequest): CalendarName[] {
  const asked = query.get('calendars');
  if (asked === null) return [...CALENDARS];
  const names = asked.split(',').filter(Boolean);
  const unknown = names.find((name) => !isCalendarName(name));
  if (unknown !== undefined) throw new FakeApiError(400, `no calendar "${unknown}"`);
  return names as CalendarName[];
}

function checked(event: NewEvent): NewEvent {
  const problem = eventProblem(event);
  if (problem) throw new FakeApiError(400, problem);
  return { title: event.title.trim(), start: event.start, end: event.end, calendar: event.calendar };
}

function eventOf(id: string): CalendarEvent {
  const event = events.read().find((one) => String(one.id) === id);
  if (!event) throw new FakeApiError(404, `no event ${id}`);
  return event;
}

export const calendarApi = fakeApi([
  {
    method: 'GET',
    pattern: '/apps/calendar/events',
    answer: (request) => eventsIn(events.read(), calendarsOf(request)).sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id),
  },
  {
    method: 'POST',
    pattern: '/apps/calendar/events',
    answer: ({ body }) => {
      const all = events.read();
      const event: CalendarEvent = { id: Math.max(0, ...all.map((one) => one.id)) + 1, ...checked(body as NewEvent) };
      events.write([...all, event]);
      return event;
    },
  },
  {
    method: 'PATCH',
    pattern: '/apps/calendar/events/:id',
    answer: ({ params, body }) => {
      const event = eventOf(params.id ?? '');
      const changed: CalendarEvent = { id: event.id, ...checked({ ...event, ...(body as EventChange) }) };
      events.write(events.read().map((one) => (one.id === changed.id ? changed : one)));
      return changed;
    },
  },
  {
    method: 'DELETE',
    pattern: '/apps/calendar/events/:id',
    answer: ({ params }) => {
      const event = eventOf(params.id ?? '');
      events.write(events.read().filter((one) => one.id !== event.id));
      return null;
    },
  },
]);
