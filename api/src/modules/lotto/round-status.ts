// The status of a round at an instant (DESIGN §4): what the server's clock says, whatever the
// scheduler has stored so far. Bets are taken exactly while a round is open.
import type { RoundStatus } from './tables.ts';

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
