// The status of a round at an instant (docs/domain.md#lotteries-and-rounds): the rule is
// @tanghuay/lottery-rules' statusAt, which the bet screen runs too; here it is read from a row and
// kept in SQL, for queries to filter and count by.
import { sql } from 'kysely';
import { statusAt } from '@tanghuay/lottery-rules';
import type { RoundStatus } from '../tables.ts';

export { statusAt };

export interface RoundTimes {
  status: RoundStatus;
  opens_at: Date;
  closes_at: Date;
}

/** statusAt of a row as the database gives it. */
export const roundStatusAt = (round: RoundTimes, now: Date): RoundStatus =>
  statusAt({ status: round.status, opensAt: round.opens_at, closesAt: round.closes_at }, now);

/**
 * statusAt in SQL, for the round aliased `r` of a query (the same rule, to filter and count by):
 * the database function placing a slip checks it too (migrations/functions/lotto_round_status_at.sql).
 * It is held to statusAt by the shared examples (@tanghuay/lottery-rules/examples.json,
 * slips/rules-examples.test.ts).
 */
export const statusAtSql = (now: Date) => sql<RoundStatus>`lotto_round_status_at(r.status, r.opens_at, r.closes_at, ${now})`;

/**
 * Whether the round `r` of lottery `l` waits for an operator's result (the results queue): closed
 * by the clock, so without a result, and not drawn by the house.
 */
export const awaitingResultSql = (now: Date) => sql<boolean>`(${statusAtSql(now)} = 'closed' and l.result_source = 'operator')`;
