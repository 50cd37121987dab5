// A round's status at an instant (docs/domain.md#lotteries-and-rounds): what the server's clock
// says, whatever the scheduler has stored so far. Bets are taken exactly while a round is open,
// from its opening instant included to its close instant excluded; a round an operator closed,
// resulted or cancelled stays so whatever the time. The database has the same rule as
// lotto_round_status_at; the examples (examples.json) hold the two to the same answers.

export const ROUND_STATUSES = ['upcoming', 'open', 'closed', 'resulted', 'cancelled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** Whether the clock, at `now`, has reached `instant` (at it exactly, it has). */
export const reached = (instant: Date, now: Date): boolean => now.getTime() >= instant.getTime();

/**
 * The status of a round stored `stored`, once it is known whether the clock has reached its
 * opening and its close (a page learns it from timers set for those instants).
 */
export function roundStatus(stored: RoundStatus, { opened, closed }: { opened: boolean; closed: boolean }): RoundStatus {
  if (stored !== 'upcoming' && stored !== 'open') return stored;
  if (!opened) return 'upcoming';
  return closed ? 'closed' : 'open';
}

/** The status of a round at `now`. */
export const statusAt = (round: { status: RoundStatus; opensAt: Date; closesAt: Date }, now: Date): RoundStatus =>
  roundStatus(round.status, { opened: reached(round.opensAt, now), closed: reached(round.closesAt, now) });
