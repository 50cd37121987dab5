// The preview of a result (docs/domain.md#results-and-settlement): what entering these numbers
// would settle, checked as the entry checks them (entryNumbers) and computed by the settlement's
// own plan (previewSettlement), without writing or locking anything. For a round that already has
// a result, what would move back and forth per member.
import type { Kysely } from 'kysely';
import type { LottoTables } from '../tables.ts';
import { roundNotFound } from '../rounds/round-locks.ts';
import { byId } from '../slips/slip-wallets.ts';
import { roundInfoQuery, toRoundInfo } from '../rounds/round-terms.ts';
import { entryNumbers, numbersOfRow, type ResultBody } from './results.ts';
import { movesOf, type PlannedSlip, previewSettlement, type SettleMoves } from './settlement.ts';
import { sameNumbers, winningNumbers } from './winning-numbers.ts';

/** One member's part of a settlement: satang their slips of the round would pay, and paid so far. */
export interface MemberPayout {
  accountId: bigint;
  username: string;
  payout: bigint;
  before: bigint;
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

/** The per-member figures of the slips a settlement decides. */
function previewOf(slips: readonly PlannedSlip[], version: number, correction: boolean): ResultPreview {
  const members = new Map<bigint, MemberPayout>();
  for (const { accountId, username, before, after } of slips) {
    const member = members.get(accountId) ?? { accountId, username, payout: 0n, before: 0n };
    member.payout += after;
    member.before += before;
    members.set(accountId, member);
  }
  return {
    version,
    correction,
    winningItems: slips.reduce((sum, slip) => sum + slip.won, 0),
    totalPayout: slips.reduce((sum, slip) => sum + slip.after, 0n),
    members: [...members.values()]
      .filter((member) => member.payout > 0n || member.before > 0n)
      .sort((a, b) => byId(b.payout, a.payout) || byId(a.accountId, b.accountId)),
    moves: correction ? movesOf(slips) : null,
  };
}

/** What enterResult would do with this body for the round now; 400, 404 or 409 as it would refuse. */
export async function previewResult(
  db: Kysely<LottoTables>,
  { roundId, body, now }: { roundId: bigint; body: ResultBody; now: Date },
): Promise<ResultPreview> {
  const row = await roundInfoQuery(db).where('r.id', '=', roundId).executeTakeFirst();
  if (!row) throw roundNotFound();
  const numbers = entryNumbers(toRoundInfo(row), body, now);
  const current = await db.selectFrom('lotto_result').selectAll().where('round_id', '=', roundId).executeTakeFirst();
  const correction = current !== undefined;
  const slips = await previewSettlement(db, { roundId, winning: winningNumbers(numbers), correction });
  const version = current ? current.version + (sameNumbers(numbersOfRow(current), numbers) ? 0 : 1) : 1;
  return previewOf(slips, version, correction);
}
