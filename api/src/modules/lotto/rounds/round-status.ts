// The status of a round at an instant (docs/domain.md#lotteries-and-rounds): what the server's
// clock says, whatever the scheduler has stored so far. Bets are taken exactly while a round is
// open; a round an operator closed, resulted or cancelled stays so whatever the time.
import type { RoundInfo } from './round-terms.ts';
import type { RoundStatus } from '../tables.ts';

export interface RoundTimes {
  status: RoundStatus;
  opens_at: Date;
  closes_at: Date;
}

export function roundStatusAt(round: RoundTimes, now: Date): RoundStatus {
  if (round.status === 'resulted' || round.status === 'cancelled' || round.status === 'closed') return round.status;
  if (now < round.opens_at) return 'upcoming';
  return now < round.closes_at ? 'open' : 'closed';
}

/** The status of a round at `now`, by the server's clock. */
export const statusAt = (round: RoundInfo, now: Date): RoundStatus =>
  roundStatusAt({ status: round.status, opens_at: round.opensAt, closes_at: round.closesAt }, now);
