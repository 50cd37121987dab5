// Helpers for the result and settlement tests: a round of any lottery with the times a test needs,
// a bet type's discount, and what a round's result, status and audit look like in the database.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { LottoTables, RoundStatus } from '../tables.ts';
import type { BetType } from '../catalog/bet-types.ts';
import { bangkokDate } from '../catalog/schedule.ts';

export interface TestRound {
  opensAt: Date;
  closesAt: Date;
  /** As stored; default 'open'. */
  status?: RoundStatus;
}

/** Inserts a round of the lottery (its draw date the Bangkok day it closes) and answers its id. */
export async function insertRound(
  db: Kysely<LottoTables>,
  lottoCode: string,
  { opensAt, closesAt, status = 'open' }: TestRound,
): Promise<bigint> {
  const { id } = await db
    .insertInto('lotto_round')
    .values({
      lotto_code: lottoCode,
      draw_date: bangkokDate(closesAt),
      opens_at: opensAt,
      closes_at: closesAt,
      status,
      created_at: opensAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Sets the discount of a lottery's bet type, in basis points (300 = 3 %). */
export async function setDiscount(db: Kysely<LottoTables>, lottoCode: string, betType: BetType, discountBp: number): Promise<void> {
  await db
    .updateTable('lotto_bet_type')
    .set({ discount_bp: discountBp })
    .where('lotto_code', '=', lottoCode)
    .where('bet_type', '=', betType)
    .execute();
}

export const storedResult = (db: Kysely<LottoTables>, roundId: bigint) =>
  db.selectFrom('lotto_result').selectAll().where('round_id', '=', roundId).executeTakeFirst();

export const storedStatus = async (db: Kysely<LottoTables>, roundId: bigint): Promise<RoundStatus> =>
  (await db.selectFrom('lotto_round').select('status').where('id', '=', roundId).executeTakeFirstOrThrow()).status;

/** The audit actions recorded on the round, oldest first. */
export const auditedActions = async (db: Database, roundId: bigint): Promise<string[]> =>
  (
    await db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'lotto_round')
      .where('entity_id', '=', String(roundId))
      .orderBy('id')
      .execute()
  ).map((row) => row.action);
