// Settling a round (docs/domain.md#results-and-settlement): its items are decided in one set-based
// UPDATE against the winning numbers, its slips take their items' payouts in a second, and each
// slip whose payout changed is paid (or, after a correction, charged back) the difference through
// the ledger. Runs in the caller's transaction, with the round row locked (results.ts).
import { type Kysely, sql } from 'kysely';
import type { LottoTables } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { InsufficientFunds, type LedgerAccountRef, memberWallets, systemAccount, transfers } from '../../wallet/index.ts';
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

export async function settleRound(trx: Kysely<LottoTables>, request: SettleRequest): Promise<SettleMoves> {
  const { roundId, version, correction, now } = request;
  const { types, numbers } = winningPairs(request.winning);
  // Which rows this settlement decides, checked again on each row it updates (a slip cancelled
  // meanwhile stays cancelled).
  const decides = (alias: string) =>
    correction ? sql`${sql.ref(`${alias}.status`)} <> 'cancelled'` : sql`${sql.ref(`${alias}.status`)} = 'pending'`;

  await sql`
    with winning (bet_type, number) as (
      select * from unnest(${types}::text[], ${numbers}::text[])
    ), decided as (
      select i.id, w.number is not null as won
      from lotto_slip_item i left join winning w on w.bet_type = i.bet_type and w.number = i.number
      where i.round_id = ${roundId} and ${decides('i')}
    )
    update lotto_slip_item i
    set status = case when decided.won then 'won' else 'lost' end,
        payout = case when decided.won then i.win_amount else 0 end
    from decided
    where i.id = decided.id and ${decides('i')}
  `.execute(trx);

  // Each slip takes the sum of its items' payouts; `paid` keeps the payout it had before.
  const { rows: settled } = await sql<{ id: bigint; account_id: bigint; before: bigint; after: bigint }>`
    with paid as (
      select s.id, s.payout as before, coalesce(sum(i.payout), 0)::bigint as after
      from lotto_slip s join lotto_slip_item i on i.slip_id = s.id and i.status <> 'cancelled'
      where s.round_id = ${roundId} and ${decides('s')}
      group by s.id
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
  const moves: SettleMoves = { slips: changed.length, credited: 0n, debited: 0n };
  for (const { before, after } of changed) {
    if (after > before) moves.credited += after - before;
    else moves.debited += before - after;
  }
  return moves;
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
