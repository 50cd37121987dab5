// The house lottery draws its own result (docs/domain.md#results-and-settlement): once a round of a
// 'house_rng' lottery is closed by the clock, the lottery clock (rounds/clock.ts, every few
// seconds) draws its numbers with a cryptographic RNG and settles it. Each round is drawn in its
// own transaction with its row locked, so several API instances running this at once draw each
// round once.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../../db/database.ts';
import type { LottoTables, ResultKind } from '../tables.ts';
import { recordResult } from './results.ts';
import { lockRound } from '../rounds/round-locks.ts';
import { statusAt } from '../rounds/round-status.ts';
import type { ResultNumbers } from './winning-numbers.ts';

const digits = (count: number) => String(randomInt(0, 10 ** count)).padStart(count, '0');

/** Fresh numbers for a result of this kind, each digit string uniformly random. */
export function drawNumbers(kind: ResultKind): ResultNumbers {
  return kind === 'government'
    ? { kind, firstPrize: digits(6), front3: [digits(3), digits(3)], back3: [digits(3), digits(3)], bottom2: digits(2) }
    : { kind, top3: digits(3), bottom2: digits(2) };
}

/** Draws and settles every house round closed by `now` without a result; answers how many it drew. */
export async function drawDueHouseRounds(db: Kysely<LottoTables>, now: Date): Promise<number> {
  const due = await db
    .selectFrom('lotto_round as r')
    .innerJoin('lotto as l', 'l.code', 'r.lotto_code')
    .select(['r.id'])
    .where('l.result_source', '=', 'house_rng')
    .where((eb) =>
      eb.or([eb('r.status', '=', 'closed'), eb.and([eb('r.status', 'in', ['upcoming', 'open']), eb('r.closes_at', '<=', now)])]),
    )
    .orderBy('r.closes_at')
    .execute();
  let drawn = 0;
  for (const { id } of due) {
    const didDraw = await inTransaction(db, async (trx) => {
      // Another instance may have drawn it since: the lock waits for it, then the status says so.
      const round = await lockRound(trx, id);
      if (statusAt(round, now) !== 'closed') return false;
      await recordResult(trx, round, drawNumbers(round.resultKind), { source: 'house_rng', enteredBy: null, now });
      return true;
    });
    if (didDraw) drawn += 1;
  }
  return drawn;
}
