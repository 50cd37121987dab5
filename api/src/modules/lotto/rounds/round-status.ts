// The status of a round at an instant (docs/domain.md#lotteries-and-rounds): what the server's
// clock says, whatever the scheduler has stored so far. Bets are taken exactly while a round is
// open; a round an operator closed, resulted or cancelled stays so whatever the time.
import { sql } from 'kysely';
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

/**
 * roundStatusAt in SQL, for the round aliased `r` of a query (the same rule, to filter and count
 * by): the database function placing a slip checks it too (migrations/functions/lotto_round_status_at.sql).
 */
export const statusAtSql = (now: Date) => sql<RoundStatus>`lotto_round_status_at(r.status, r.opens_at, r.closes_at, ${now})`;

/**
 * Whether the round `r` of lottery `l` waits for an operator's result (the results queue): closed
 * by the clock, so without a result, and not drawn by the house.
 */
export const awaitingResultSql = (now: Date) => sql<boolean>`(${statusAtSql(now)} = 'closed' and l.result_source = 'operator')`;
