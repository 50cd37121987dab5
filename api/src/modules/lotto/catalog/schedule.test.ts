import { bangkokDate, type Draw, drawsAhead, drawsBetween } from './schedule.ts';
import type { Schedule } from '../tables.ts';

const at = (iso: string) => new Date(iso);
/** A draw as [opensAt, closesAt, drawDate], instants in UTC. */
const shown = (draws: Draw[]) => draws.map((d) => [d.opensAt.toISOString(), d.closesAt.toISOString(), d.drawDate]);

const government: Schedule = { kind: 'monthly', days: [1, 16], close: '15:20' };
const lao: Schedule = { kind: 'weekly', weekdays: [1, 3, 5], close: '20:20' };
const fast: Schedule = { kind: 'interval', minutes: 15 };

describe('bangkokDate', () => {
  it.each([
    ['2026-11-22T16:59:59.999Z', '2026-11-22'],
    ['2026-11-22T17:00:00.000Z', '2026-11-23'],
    ['2026-12-31T17:00:00.000Z', '2027-01-01'],
  ])('%s is %s in Bangkok', (instant, date) => {
    expect(bangkokDate(at(instant))).toBe(date);
  });
});

describe('drawsBetween', () => {
  it.each<[string, Schedule, string, string, [string, string, string][]]>([
    [
      'the 1st and 16th across a year end, each opening when the one before closes',
      government,
      '2026-12-10T00:00:00Z',
      '2027-01-20T00:00:00Z',
      [
        ['2026-12-01T08:20:00.000Z', '2026-12-16T08:20:00.000Z', '2026-12-16'],
        ['2026-12-16T08:20:00.000Z', '2027-01-01T08:20:00.000Z', '2027-01-01'],
        ['2027-01-01T08:20:00.000Z', '2027-01-16T08:20:00.000Z', '2027-01-16'],
      ],
    ],
    [
      'a close exactly at `from` is not in the range: it opens the next draw',
      government,
      '2026-12-16T08:20:00Z',
      '2027-01-01T08:20:00Z',
      [['2026-12-16T08:20:00.000Z', '2027-01-01T08:20:00.000Z', '2027-01-01']],
    ],
    [
      'a monthly day 31 skips the months without one (February, April)',
      { kind: 'monthly', days: [31], close: '12:00' },
      '2027-01-01T00:00:00Z',
      '2027-06-01T00:00:00Z',
      [
        ['2026-12-31T05:00:00.000Z', '2027-01-31T05:00:00.000Z', '2027-01-31'],
        ['2027-01-31T05:00:00.000Z', '2027-03-31T05:00:00.000Z', '2027-03-31'],
        ['2027-03-31T05:00:00.000Z', '2027-05-31T05:00:00.000Z', '2027-05-31'],
      ],
    ],
    [
      'a monthly day 29 falls in February of a leap year only',
      { kind: 'monthly', days: [29], close: '12:00' },
      '2028-01-30T00:00:00Z',
      '2028-03-30T00:00:00Z',
      [
        ['2028-01-29T05:00:00.000Z', '2028-02-29T05:00:00.000Z', '2028-02-29'],
        ['2028-02-29T05:00:00.000Z', '2028-03-29T05:00:00.000Z', '2028-03-29'],
      ],
    ],
    [
      'Monday, Wednesday, Friday: the Monday draw opens when Friday closes',
      lao,
      '2026-11-22T00:00:00Z',
      '2026-11-28T00:00:00Z',
      [
        ['2026-11-20T13:20:00.000Z', '2026-11-23T13:20:00.000Z', '2026-11-23'],
        ['2026-11-23T13:20:00.000Z', '2026-11-25T13:20:00.000Z', '2026-11-25'],
        ['2026-11-25T13:20:00.000Z', '2026-11-27T13:20:00.000Z', '2026-11-27'],
      ],
    ],
    [
      'an early-morning Bangkok close is the previous day in UTC; the draw date is the Bangkok one',
      { kind: 'weekly', weekdays: [1], close: '05:30' },
      '2026-11-20T00:00:00Z',
      '2026-11-29T00:00:00Z',
      [['2026-11-15T22:30:00.000Z', '2026-11-22T22:30:00.000Z', '2026-11-23']],
    ],
    [
      'Sunday is ISO weekday 7',
      { kind: 'weekly', weekdays: [7], close: '23:59' },
      '2026-11-20T00:00:00Z',
      '2026-11-25T00:00:00Z',
      [['2026-11-15T16:59:00.000Z', '2026-11-22T16:59:00.000Z', '2026-11-22']],
    ],
    [
      'every 15 minutes on the quarter hours',
      fast,
      '2026-11-22T10:07:00Z',
      '2026-11-22T10:45:00Z',
      [
        ['2026-11-22T10:00:00.000Z', '2026-11-22T10:15:00.000Z', '2026-11-22'],
        ['2026-11-22T10:15:00.000Z', '2026-11-22T10:30:00.000Z', '2026-11-22'],
        ['2026-11-22T10:30:00.000Z', '2026-11-22T10:45:00.000Z', '2026-11-22'],
      ],
    ],
    [
      'an interval draw closing at Bangkok midnight belongs to the new day',
      fast,
      '2026-11-22T16:45:00Z',
      '2026-11-22T17:15:00Z',
      [
        ['2026-11-22T16:45:00.000Z', '2026-11-22T17:00:00.000Z', '2026-11-23'],
        ['2026-11-22T17:00:00.000Z', '2026-11-22T17:15:00.000Z', '2026-11-23'],
      ],
    ],
    [
      'an interval that does not divide an hour counts from Bangkok midnight',
      { kind: 'interval', minutes: 25 },
      '2026-11-22T17:00:00Z',
      '2026-11-22T18:00:00Z',
      [
        ['2026-11-22T17:00:00.000Z', '2026-11-22T17:25:00.000Z', '2026-11-23'],
        ['2026-11-22T17:25:00.000Z', '2026-11-22T17:50:00.000Z', '2026-11-23'],
      ],
    ],
  ])('%s', (_name, schedule, from, to, draws) => {
    expect(shown(drawsBetween(schedule, at(from), at(to)))).toEqual(draws);
  });
});

describe('drawsAhead', () => {
  const now = at('2026-11-22T10:07:00Z'); // a Sunday, 17:07 in Bangkok

  it('keeps the next two monthly draws', () => {
    expect(shown(drawsAhead(government, now))).toEqual([
      ['2026-11-16T08:20:00.000Z', '2026-12-01T08:20:00.000Z', '2026-12-01'],
      ['2026-12-01T08:20:00.000Z', '2026-12-16T08:20:00.000Z', '2026-12-16'],
    ]);
  });

  it('keeps seven days of weekly draws', () => {
    expect(drawsAhead(lao, now).map((d) => d.drawDate)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
    const daily: Schedule = { kind: 'weekly', weekdays: [1, 2, 3, 4, 5, 6, 7], close: '18:10' };
    expect(drawsAhead(daily, now).map((d) => d.drawDate)).toEqual([
      '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28',
    ]);
  });

  it('keeps two hours of interval draws', () => {
    const draws = drawsAhead(fast, now);
    expect(draws).toHaveLength(8);
    expect(draws[0]?.closesAt).toEqual(at('2026-11-22T10:15:00Z'));
    expect(draws[7]?.closesAt).toEqual(at('2026-11-22T12:00:00Z'));
  });
});
