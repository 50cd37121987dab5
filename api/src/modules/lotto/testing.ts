// Helpers for lottery tests: rounds and limit items written straight to the database, funded
// members, and slips placed through the real route (POST /api/lotto/slips).
import type { Kysely } from 'kysely';
import type { LottoTables, LimitKind } from './tables.ts';
import { type NewAccount, type SignedIn, signedInAccount } from '../../testing/accounts.ts';
import type { TestAppContext } from '../../testing/test-app.ts';
import { deposit } from '../../testing/ledger.ts';
import type { BetType } from './catalog/bet-types.ts';
import { insertRound, type TestRound } from './results/testing.ts';
import type { slipJson } from './slips/slip-json.ts';
import { inTransaction } from '../../db/database.ts';

/** Inserts a round of `lottoCode` (default 'lao-vip': standard results) and answers its id. */
export const insertTestRound = (db: Kysely<LottoTables>, { lottoCode = 'lao-vip', ...round }: TestRound & { lottoCode?: string }) =>
  insertRound(db, lottoCode, round);

export interface TestLimit {
  type: BetType;
  number: string;
  kind: LimitKind;
  /** reduced: percent paid; cap: satang; closed: null. */
  value?: bigint | null;
}

/** Adds limit items to a round. */
export async function insertTestLimits(db: Kysely<LottoTables>, roundId: bigint, limits: TestLimit[]): Promise<void> {
  await db
    .insertInto('lotto_limit')
    .values(limits.map(({ type, number, kind, value = null }) => ({ round_id: roundId, bet_type: type, number, kind, value })))
    .execute();
}

/** The stake all members have on a round's number of a bet type, satang (0 before any). */
export const numberStake = async (db: Kysely<LottoTables>, roundId: bigint, type: BetType, number: string): Promise<bigint> =>
  (
    await db
      .selectFrom('lotto_number_stake')
      .select('stake')
      .where('round_id', '=', roundId)
      .where('bet_type', '=', type)
      .where('number', '=', number)
      .executeTakeFirst()
  )?.stake ?? 0n;

/** A signed-in member (role member unless given) holding `satang` in the wallet. */
export async function fundedMember(ctx: TestAppContext, satang: bigint, account: NewAccount = {}): Promise<SignedIn> {
  const member = await signedInAccount(ctx, account);
  if (satang > 0n) await inTransaction(ctx.db, (trx) => deposit(trx, member.id, satang));
  return member;
}

export interface TestSlip {
  roundId: bigint | string;
  items: { type: BetType; number: string; amount: number }[];
  note?: string;
}

/** A slip as the API answers it. */
export type SlipAnswer = ReturnType<typeof slipJson>;

let keys = 0;
/** An Idempotency-Key no test has used. */
export const freshKey = () => `test-${process.pid}-${++keys}`;

/** POST /api/lotto/slips as `member` (key null: without an Idempotency-Key); answers the response. */
export const postSlip = (ctx: TestAppContext, member: SignedIn, payload: unknown, key: string | null = freshKey()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/lotto/slips',
    headers: { ...member.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });

/** Places a slip that must be accepted, and answers it. */
export async function placeTestSlip(ctx: TestAppContext, member: SignedIn, { roundId, ...slip }: TestSlip): Promise<SlipAnswer> {
  const response = await postSlip(ctx, member, { roundId: String(roundId), ...slip });
  if (response.statusCode !== 201) throw new Error(`test slip refused: ${response.statusCode} ${response.body}`);
  return response.json<SlipAnswer>();
}
