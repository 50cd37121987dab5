// Settling a round (docs/domain.md#results-and-settlement): its items are decided against the
// winning numbers and its slips take their items' payouts, in one set-based statement, and each
// slip whose payout changed is paid (or, after a correction, charged back) the difference through
// the ledger. Runs in the caller's transaction, with the round row locked (results.ts). The preview
// of a result reads the same plan without writing (previewSettlement).
import { type Kysely, sql } from 'kysely';
import type { LottoTables } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { InsufficientFunds, type LedgerAccountRef, memberWallets, systemAccount, transfers } from '../../wallet/index.ts';
import { usernameOf } from '../../auth/index.ts';
import { byId, walletOf } from '../slips/slip-wallets.ts';
import { formatBaht } from '../../../lib/money.ts';
import { type WinningNumbers, winningPairs } from './winning-numbers.ts';

export interface SettleRequest {
  roundId: bigint;
  /** The result's version: it names the ledger transfers (`slip:<id>:v<version>`). */
  version: number;
  winning: WinningNumbers;
  /**
   * false: the first result — only pending items and slips are decided, and winners are paid
   * ('payout'). true: a corrected result — every item not cancelled is decided again, and each
   * slip's difference moves either way ('payout_correction').
   */
  correction: boolean;
  now: Date;
}

/** What the settlement moved: satang paid to members and taken back from them, and over how many slips. */
export interface SettleMoves {
  slips: number;
  credited: bigint;
  debited: bigint;
}

/** The settled state of a round: items decided and won, and the satang they pay. */
export interface SettlementSummary {
  items: number;
  winners: number;
  payout: bigint;
}

interface ChangedSlip {
  id: bigint;
  before: bigint;
  after: bigint;
  wallet: LedgerAccountRef;
}

/** What settling with these winning numbers decides: which items, and whether first or again. */
export type SettlementRule = Pick<SettleRequest, 'roundId' | 'winning' | 'correction'>;

/**
 * The rules of a settlement as SQL common table expressions, shared by settleRound (which applies
 * them) and previewSettlement (which only reads them), so a preview is what the settlement does:
 * `decided`, the items it decides (id, won, payout: the locked win amount or 0), and `paid`, the
 * slips it decides (id, account_id, before: their payout so far, after: the sum of their decided
 * items' payouts, won: how many of their items win). `decides(alias)` is the condition a row it
 * decides meets, checked again on each row an update writes (a slip cancelled meanwhile stays so).
 */
function settlementPlan({ roundId, winning, correction }: SettlementRule) {
  const { types, numbers } = winningPairs(winning);
  const decides = (alias: string) =>
    correction ? sql`${sql.ref(`${alias}.status`)} <> 'cancelled'` : sql`${sql.ref(`${alias}.status`)} = 'pending'`;
  const ctes = sql`
    winning (bet_type, number) as (
      select * from unnest(${types}::text[], ${numbers}::text[])
    ), decided as (
      select i.id, i.slip_id, w.number is not null as won, case when w.number is not null then i.win_amount else 0 end as payout
      from lotto_slip_item i left join winning w on w.bet_type = i.bet_type and w.number = i.number
      where i.round_id = ${roundId} and ${decides('i')}
    ), paid as (
      select s.id, s.account_id, s.payout as before, coalesce(sum(d.payout), 0)::bigint as after,
             (count(*) filter (where d.won))::int as won
      from lotto_slip s join decided d on d.slip_id = s.id
      where s.round_id = ${roundId} and ${decides('s')}
      group by s.id
    )`;
  return { ctes, decides };
}

/** A slip a settlement decides: its member, its payout before and after, and how many of its items win. */
export interface PlannedSlip {
  id: bigint;
  accountId: bigint;
  username: string;
  before: bigint;
  after: bigint;
  won: number;
}

/** What settleRound would decide with these numbers, read without writing anything (for a preview). */
export async function previewSettlement(db: Kysely<LottoTables>, rule: SettlementRule): Promise<PlannedSlip[]> {
  const { ctes } = settlementPlan(rule);
  const { rows } = await sql<PlannedSlip>`
    with ${ctes}
    select id, account_id as "accountId", ${usernameOf('paid.account_id')} as username, before, after, won
    from paid
    order by id
  `.execute(db);
  return rows;
}

/** Satang paid to members and taken back from them by these slips' changes of payout. */
export function movesOf(slips: readonly { before: bigint; after: bigint }[]): SettleMoves {
  const moves: SettleMoves = { slips: 0, credited: 0n, debited: 0n };
  for (const { before, after } of slips) {
    if (after === before) continue;
    moves.slips += 1;
    if (after > before) moves.credited += after - before;
    else moves.debited += before - after;
  }
  return moves;
}

export async function settleRound(trx: Kysely<LottoTables>, request: SettleRequest): Promise<SettleMoves> {
  const { version, correction, now } = request;
  const { ctes, decides } = settlementPlan(request);

  // One statement: the items take their decision, each slip the sum of its items' payouts (`paid`
  // keeps the payout it had before); the slips whose payout changed come back.
  const { rows: settled } = await sql<{ id: bigint; account_id: bigint; before: bigint; after: bigint }>`
    with ${ctes}, items as (
      update lotto_slip_item i
      set status = case when decided.won then 'won' else 'lost' end, payout = decided.payout
      from decided
      where i.id = decided.id and ${decides('i')}
    ), settled as (
      update lotto_slip s set status = 'settled', payout = paid.after, settled_at = ${now}
      from paid
      where s.id = paid.id and ${decides('s')}
      returning s.id, s.account_id, paid.before, paid.after
    )
    select settled.id, settled.account_id, settled.before, settled.after
    from settled
    where settled.before <> settled.after
  `.execute(trx);
  const wallets = await memberWallets(trx, settled.map((slip) => slip.account_id));
  const changed: ChangedSlip[] = settled
    .map(({ id, account_id, before, after }) => ({ id, before, after, wallet: walletOf(wallets, account_id) }))
    .sort((a, b) => byId(a.wallet.id, b.wallet.id) || Number(b.after > b.before) - Number(a.after > a.before) || byId(a.id, b.id));

  // One transfer per slip, in wallet order and a wallet's credits before its debits: a member whose
  // slips move both ways is charged back only what the credits do not cover.
  const payout = await systemAccount(trx, 'payout');
  try {
    await transfers(
      trx,
      changed.map((slip) => ({
        kind: correction ? 'payout_correction' : 'payout',
        reference: `slip:${slip.id}:v${version}`,
        entries: [
          { account: payout, amount: slip.before - slip.after },
          { account: slip.wallet, amount: slip.after - slip.before },
        ],
      })),
    );
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
    throw correctionUncovered(error.refused.flatMap((index) => changed[index] ?? []));
  }
  return movesOf(changed);
}

/** The whole correction is refused when a member's wallet cannot give back what a slip was overpaid. */
const correctionUncovered = (slips: ChangedSlip[]) =>
  new ApiError(
    409,
    'CORRECTION_UNCOVERED',
    `แก้ไขผลไม่ได้ เพราะยอดเงินของสมาชิกไม่พอให้เรียกคืนเงินรางวัลที่จ่ายไปแล้ว: ${slips
      .map((slip) => `โพย #${slip.id} (เรียกคืน ${formatBaht(slip.before - slip.after)} บาท)`)
      .join(', ')} — ยังไม่มีการเปลี่ยนแปลงใด ๆ`,
  );

export async function settlementSummary(db: Kysely<LottoTables>, roundId: bigint): Promise<SettlementSummary> {
  const row = await db
    .selectFrom('lotto_slip_item')
    .select([
      sql<number>`(count(*) filter (where status in ('won', 'lost')))::int`.as('items'),
      sql<number>`(count(*) filter (where status = 'won'))::int`.as('winners'),
      sql<bigint>`coalesce(sum(payout), 0)::bigint`.as('payout'),
    ])
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return row;
}
