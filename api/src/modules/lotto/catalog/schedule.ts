// A lottery's draws from its schedule (docs/domain.md#lotteries-and-rounds; the `schedule` column
// of migrations/0007_lotto.sql). Times are Asia/Bangkok, which is UTC+7 all year (no daylight
// saving), so plain arithmetic on UTC instants is exact. A draw is a round: it opens when the draw
// before it closes, and its draw date (CloseDate) is the Bangkok date of its close.
import type { Schedule } from '../tables.ts';

export interface Draw {
  opensAt: Date;
  closesAt: Date;
  /** YYYY-MM-DD, the Bangkok date of the close. */
  drawDate: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const BANGKOK_OFFSET_MS = 7 * 60 * MINUTE_MS;

/** The Bangkok calendar date of an instant, YYYY-MM-DD. */
export const bangkokDate = (instant: Date): string =>
  new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** Later than any instant a Date can hold. */
const END_OF_TIME = new Date(8.64e15);
/** Further apart than any two draws of a day-based schedule (a monthly day 31 skips at most two months). */
const LONGEST_GAP_DAYS = 92;

/** The instant of a Bangkok wall-clock time (hh:mm) on the Bangkok day numbered `day` (days since 1970-01-01). */
function bangkokInstant(day: number, close: string): Date {
  const [hours, minutes] = close.split(':').map(Number);
  return new Date(day * DAY_MS + ((hours ?? 0) * 60 + (minutes ?? 0)) * MINUTE_MS - BANGKOK_OFFSET_MS);
}

/** Whether a day-based schedule draws on the Bangkok day numbered `day`. */
function drawsOn(schedule: Exclude<Schedule, { kind: 'interval' }>, day: number): boolean {
  const date = new Date(day * DAY_MS);
  if (schedule.kind === 'monthly') return schedule.days.includes(date.getUTCDate());
  return schedule.weekdays.includes(date.getUTCDay() === 0 ? 7 : date.getUTCDay());
}

/** The latest close at or before `instant` (step −1) or the first strictly after it (step +1). */
function closeNear(schedule: Schedule, instant: Date, step: 1 | -1): Date {
  if (schedule.kind === 'interval') {
    // Closes fall on the Bangkok wall clock's multiples of the interval, counted from 1970-01-01 00:00.
    const every = schedule.minutes * MINUTE_MS;
    const local = instant.getTime() + BANGKOK_OFFSET_MS;
    const at = step === 1 ? (Math.floor(local / every) + 1) * every : Math.floor(local / every) * every;
    return new Date(at - BANGKOK_OFFSET_MS);
  }
  const today = Math.floor((instant.getTime() + BANGKOK_OFFSET_MS) / DAY_MS);
  for (let day = today, n = 0; n <= LONGEST_GAP_DAYS; day += step, n += 1) {
    if (!drawsOn(schedule, day)) continue;
    const close = bangkokInstant(day, schedule.close);
    if (step === 1 ? close > instant : close <= instant) return close;
  }
  throw new Error(`schedule ${JSON.stringify(schedule)} has no draw within ${LONGEST_GAP_DAYS} days of ${instant.toISOString()}`);
}

/** The draws closing after `from`, in order, without end. */
export function* drawsAfter(schedule: Schedule, from: Date): Generator<Draw> {
  let opensAt = closeNear(schedule, from, -1);
  for (;;) {
    const closesAt = closeNear(schedule, opensAt, 1);
    yield { opensAt, closesAt, drawDate: bangkokDate(closesAt) };
    opensAt = closesAt;
  }
}

/** The draws whose close falls in (from, to], at most `count` of them. */
export function drawsBetween(schedule: Schedule, from: Date, to: Date, count = Infinity): Draw[] {
  const draws: Draw[] = [];
  for (const draw of drawsAfter(schedule, from)) {
    if (draw.closesAt > to || draws.length === count) break;
    draws.push(draw);
  }
  return draws;
}

/** How far ahead the scheduler keeps rounds: the next 2 monthly draws, 7 days of weekly draws, 2 hours of interval draws. */
export function drawsAhead(schedule: Schedule, now: Date): Draw[] {
  switch (schedule.kind) {
    case 'monthly':
      return drawsBetween(schedule, now, END_OF_TIME, 2);
    case 'weekly':
      return drawsBetween(schedule, now, new Date(now.getTime() + 7 * DAY_MS));
    case 'interval':
      return drawsBetween(schedule, now, new Date(now.getTime() + 120 * MINUTE_MS));
  }
}
