// The next round of some lotteries to close within a time span: what the release tool's draw-night
// freeze asks (docs/architecture.md, "Remote releases").
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { LottoTables } from '../tables.ts';

export interface ClosingRound {
  id: bigint;
  lotteryName: string;
  closesAt: Date;
}

/** The round of one of `lottoCodes` still taking (or about to take) bets that closes first in [from, until], or null. */
export async function roundClosingWithin(db: Database, lottoCodes: readonly string[], from: Date, until: Date): Promise<ClosingRound | null> {
  if (lottoCodes.length === 0) return null;
  const lotto: Kysely<LottoTables> = db;
  const round = await lotto
    .selectFrom('lotto_round as r')
    .innerJoin('lotto as l', 'l.code', 'r.lotto_code')
    .select(['r.id', 'l.name', 'r.closes_at'])
    .where('r.lotto_code', 'in', lottoCodes)
    .where('r.status', 'in', ['upcoming', 'open']) // as stored: the scheduler may not have opened it yet
    .where('r.closes_at', '>=', from)
    .where('r.closes_at', '<=', until)
    .orderBy('r.closes_at')
    .limit(1)
    .executeTakeFirst();
  return round ? { id: round.id, lotteryName: round.name, closesAt: round.closes_at } : null;
}

/** The codes among `codes` that name no lottery. */
export async function unknownLottoCodes(db: Database, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const lotto: Kysely<LottoTables> = db;
  const known = await lotto.selectFrom('lotto').select('code').where('code', 'in', codes).execute();
  return codes.filter((code) => !known.some((row) => row.code === code));
}
