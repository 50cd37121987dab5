import { calendarApi, EVENTS_STORAGE_NAME } from './calendar-api.ts';
import { type CalendarEvent, dayKeyOf, eventsOn } from './calendar-model.ts';

const list = (query = '') => calendarApi<CalendarEvent[]>('GET', `/apps/calendar/events${query}`);
const meeting = { title: ' ประชุมใหญ่ ', start: '2026-12-10T09:00', end: '2026-12-10T11:00', calendar: 'business' };

beforeEach(() => {
  localStorage.clear();
});

describe('the calendar endpoints', () => {
  it('start with events today, so the current month is never empty', async () => {
    expect(eventsOn(await list(), dayKeyOf(new Date())).length).toBeGreaterThan(0);
  });

  it('list the events of the chosen calendars (none when none is chosen), and refuse an unknown one', async () => {
    const family = await list('?calendars=family');
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((one) => one.calendar === 'family')).toBe(true);
    expect(await list('?calendars=')).toEqual([]);
    await expect(list('?calendars=family,work')).rejects.toMatchObject({ status: 400 });
  });

  it('add an event kept in localStorage, and refuse one without a title or ending before it starts', async () => {
    const added = await calendarApi<CalendarEvent>('POST', '/apps/calendar/events', meeting);
    expect(added).toMatchObject({ title: 'ประชุมใหญ่', calendar: 'business' });
    expect((await list()).map((one) => one.id)).toContain(added.id);
    expect(localStorage.getItem(`tanghuay-demo:${EVENTS_STORAGE_NAME}`)).toContain('ประชุมใหญ่');
    await expect(calendarApi('POST', '/apps/calendar/events', { ...meeting, title: '' })).rejects.toMatchObject({ status: 400 });
    await expect(calendarApi('POST', '/apps/calendar/events', { ...meeting, end: '2026-12-10T08:00' })).rejects.toMatchObject({ status: 400 });
  });

  it('change and delete an event; an unknown one is 404', async () => {
    const added = await calendarApi<CalendarEvent>('POST', '/apps/calendar/events', meeting);
    const moved = await calendarApi<CalendarEvent>('PATCH', `/apps/calendar/events/${added.id}`, { start: '2026-12-11T09:00', end: '2026-12-11T11:00' });
    expect(moved).toMatchObject({ id: added.id, title: 'ประชุมใหญ่', start: '2026-12-11T09:00' });
    await expect(calendarApi('PATCH', `/apps/calendar/events/${added.id}`, { end: '2026-12-11T08:00' })).rejects.toMatchObject({ status: 400 });
    await calendarApi('DELETE', `/apps/calendar/events/${added.id}`);
    expect((await list()).map((one) => one.id)).not.toContain(added.id);
    await expect(calendarApi('DELETE', '/apps/calendar/events/999')).rejects.toMatchObject({ status: 404 });
  });
});
