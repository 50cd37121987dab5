// The preview of a result (docs/domain.md#results-and-settlement): what entering these numbers
// would settle, checked as the entry checks them (entryNumbers) and computed by the settlement's
// own plan (previewSettlement), without writing or locking anything. For a round that already has
// a result, what would move back and forth per member, and what a charge-back would take from the
// member's pending withdrawals (payments' chargeBackCovers, the plan the correction follows).
import type { Kysely } from 'kysely';
import type { LottoTables } from '../tables.ts';
import { type ChargeBackCover, chargeBackCovers } from '../../payments/index.ts';
import { roundNotFound } from '../rounds/round-locks.ts';
import { byId } from '../slips/slip-wallets.ts';
import { roundInfo } from '../rounds/round-terms.ts';
import { entryNumbers, numbersOfRow, type ResultBody } from './results.ts';
import { movesOf, type PlannedMember, previewSettlement, type SettleMoves } from './settlement.ts';
import { sameNumbers, winningNumbers } from './winning-numbers.ts';

/** One member's part of a settlement: satang their slips of the round would pay, and paid so far. */
export interface MemberPayout {
  accountId: bigint;
  username: string;
  payout: bigint;
  before: bigint;
  /** The member's pending withdrawals a charge-back would reject (their holds back to the wallet first): how many, and their satang. */
  fromWithdrawals: { withdrawals: number; amount: bigint };
  /** Satang of the charge-back neither the wallet nor those withdrawals cover: the entry would be refused (CORRECTION_UNCOVERED). */
  uncovered: bigint;
}

export interface ResultPreview {
  /** The version the result would have (a repeat of the numbers in force keeps its version). */
  version: number;
  /** The round has a result already: every item not cancelled is decided again. */
  correction: boolean;
  /** Items that would win, and the satang the round would pay in all (as the settlement's summary). */
  winningItems: number;
  totalPayout: bigint;
  /** Members paid something before or after, biggest payout first. */
  members: MemberPayout[];
  /** What the correction would move (all zero for a repeat); null for a first result. */
  moves: SettleMoves | null;
}

/** The figures of the members a settlement decides, with how their charge-backs would be covered. */
function previewOf(planned: readonly PlannedMember[], covers: readonly ChargeBackCover[], version: number, correction: boolean): ResultPreview {
  const coverOf = new Map(covers.map((cover) => [cover.accountId, cover]));
  return {
    version,
    correction,
    winningItems: planned.reduce((sum, member) => sum + member.won, 0),
    totalPayout: planned.reduce((sum, member) => sum + member.after, 0n),
    members: planned
      .filter((member) => member.after > 0n || member.before > 0n)
      .map(({ accountId, username, after, before }) => {
        const cover = coverOf.get(accountId);
        return {
          accountId,
          username,
          payout: after,
          before,
          fromWithdrawals: { withdrawals: cover?.withdrawals.length ?? 0, amount: cover?.returned ?? 0n },
          uncovered: cover?.uncovered ?? 0n,
        };
      })
      .sort((a, b) => byId(b.payout, a.payout) || byId(a.accountId, b.accountId)),
    moves: correction ? movesOf(planned) : null,
  };
}

/** What enterResult would do with this body for the round now; 400, 404 or 409 as it would refuse. */
export async function previewResult(
  db: Kysely<LottoTables>,
  { roundId, body, now }: { roundId: bigint; body: ResultBody; now: Date },
): Promise<ResultPreview> {
  const round = await roundInfo(db, roundId);
  if (!round) throw roundNotFound();
  const numbers = entryNumbers(round, body, now);
  const current = await db.selectFrom('lotto_result').selectAll().where('round_id', '=', roundId).executeTakeFirst();
  const correction = current !== undefined;
  const planned = await previewSettlement(db, { roundId, winning: winningNumbers(numbers), correction });
  const chargeBacks = planned.filter((member) => member.after < member.before).map((member) => ({ accountId: member.accountId, amount: member.before - member.after }));
  const version = current ? current.version + (sameNumbers(numbersOfRow(current), numbers) ? 0 : 1) : 1;
  return previewOf(planned, await chargeBackCovers(db, chargeBacks), version, correction);
}
