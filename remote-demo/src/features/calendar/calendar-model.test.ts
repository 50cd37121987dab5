import {
  addMonths,
  type CalendarEvent,
  dayKeyOf,
  eventProblem,
  eventsIn,
  eventsOn,
  monthGrid,
  movedToDay,
  stepDay,
  weekOf,
  withStart,
} from './calendar-model.ts';

const event = (id: number, start: string, end: string, calendar: CalendarEvent['calendar'] = 'business'): CalendarEvent => ({ id, title: `e${id}`, start, end, calendar });

describe('the calendar model', () => {
  it('lays a month out in whole weeks from Sunday to Saturday', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const november = monthGrid('2026-11-18');
    expect(november).toHaveLength(5);
    expect(november[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(november.at(-1)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    // February 2026 starts on a Sunday and fills exactly four weeks; August 2026 needs six.
    expect(monthGrid('2026-02-10')).toHaveLength(4);
    const august = monthGrid('2026-08-31');
    expect(august).toHaveLength(6);
    expect(august[0]?.[0]).toBe('2026-07-26');
    expect(august.at(-1)?.[6]).toBe('2026-09-05');
  });

  it('gives the week of a day from its Sunday, across a year’s end', () => {
    expect(weekOf('2026-12-31')).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-29');
  });

  it('steps a month (to the month’s last day when shorter), a week or a day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(stepDay('month', '2026-12-10', 1)).toBe('2027-01-10');
    expect(stepDay('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(stepDay('day', '2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists the events of a day, earliest first, including ones spanning it but not one ending at its midnight', () => {
    const events = [
      event(1, '2026-12-01T13:00', '2026-12-01T14:00'),
      event(2, '2026-12-01T09:00', '2026-12-01T10:00'),
      event(3, '2026-11-30T09:00', '2026-12-02T10:00'),
      event(4, '2026-11-30T00:00', '2026-12-01T00:00'),
      event(5, '2026-12-02T00:00', '2026-12-02T01:00'),
    ];
    expect(eventsOn(events, '2026-12-01').map((one) => one.id)).toEqual([3, 2, 1]);
    expect(eventsOn(events, '2026-11-30').map((one) => one.id)).toEqual([4, 3]);
  });

  it('keeps the events of the chosen calendars', () => {
    const events = [event(1, '2026-12-01T09:00', '2026-12-01T10:00', 'family'), event(2, '2026-12-01T09:00', '2026-12-01T10:00', 'holiday')];
    expect(eventsIn(events, ['holiday']).map((one) => one.id)).toEqual([2]);
    expect(eventsIn(events, [])).toEqual([]);
  });

  it('moves an event to another day at the same time, keeping its length, across months', () => {
    const trip = event(1, '2026-11-29T20:00', '2026-12-01T08:30');
    expect(movedToDay(trip, '2027-01-03')).toMatchObject({ id: 1, start: '2027-01-03T20:00', end: '2027-01-05T08:30' });
    expect(movedToDay(trip, '2026-11-25')).toMatchObject({ start: '2026-11-25T20:00', end: '2026-11-27T08:30' });
    // A new start (the edit window) keeps the length too, even across a daylight-saving change elsewhere.
    expect(withStart({ start: '2026-03-28T23:30', end: '2026-03-29T01:00' }, '2026-03-29T01:30')).toEqual({ start: '2026-03-29T01:30', end: '2026-03-29T03:00' });
  });

  it('finds what is wrong with an event: no title, no times, an end not after the start, an unknown calendar', () => {
    const good = { title: 'ประชุม', start: '2026-12-01T09:00', end: '2026-12-01T10:00', calendar: 'business' as const };
    expect(eventProblem(good)).toBeUndefined();
    expect(eventProblem({ ...good, title: '  ' })).toBe('an event needs a title');
    expect(eventProblem({ ...good, end: '' })).toBe('an event needs a start and an end');
    expect(eventProblem({ ...good, end: good.start })).toBe('an event ends after it starts');
    expect(eventProblem({ ...good, calendar: 'work' as never })).toBe('no calendar "work"');
  });

  it('names the local day of a moment', () => {
    expect(dayKeyOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
