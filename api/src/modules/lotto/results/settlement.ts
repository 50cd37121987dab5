// Settling a round (docs/domain.md#results-and-settlement): its items are decided against the
// winning numbers and its slips take their winning items' payouts, in one set-based statement, and each
// member whose slips' payouts changed is paid (or, after a correction, charged back) the net
// difference in one ledger transfer; a charge-back the wallet does not hold first takes back the
// member's pending withdrawals (payments' coverChargeBacks), and one still uncovered refuses the
// whole correction (CorrectionUncovered). Runs in the caller's transaction, with the round row
// locked (results.ts). The preview of a result reads the same plan without writing (previewSettlement).
import { type Kysely, sql } from 'kysely';
import type { LottoTables } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { InsufficientFunds, memberWallets, systemAccount, transfers } from '../../wallet/index.ts';
import { usernameOf } from '../../auth/index.ts';
import { type ChargeBack, type ChargeBackCover, coverChargeBacks } from '../../payments/index.ts';
import { walletOf } from '../slips/slip-wallets.ts';
import { bahtInWords } from '../../../lib/money.ts';
import { type WinningNumbers, winningPairs } from './winning-numbers.ts';

export interface SettleRequest {
  roundId: bigint;
  /** The result's version: it names the ledger transfers (`round:<id>:v<version>:account:<member>`). */
  version: number;
  winning: WinningNumbers;
  /**
   * false: the first result — only pending items and slips are decided, and winners are paid
   * ('payout'). true: a corrected result — every item not cancelled is decided again, and each
   * member's difference moves either way ('payout_correction').
   */
  correction: boolean;
  /** Who entered the result (null: the system): a correction's rejections of withdrawals are audited as theirs. */
  enteredBy: bigint | null;
  now: Date;
}

/**
 * What the settlement moved: the slips whose payout changed, and the satang paid to members and
 * taken back from them (each member's net change: one transfer per member).
 */
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

/** One member's part of a settlement: what their slips of the round paid before it and pay after, and how many of them change. */
export interface MemberSettlement {
  accountId: bigint;
  username: string;
  before: bigint;
  after: bigint;
  changed: number;
}

/** A member's part as a preview reads it: also how many of their items win. */
export interface PlannedMember extends MemberSettlement {
  won: number;
}

/** A member's part as the settlement applied it: also the slips whose payout went down (ids as text). */
interface SettledMember extends MemberSettlement {
  chargedBack: string[];
}

/** What settling with these winning numbers decides: which items, and whether first or again. */
export type SettlementRule = Pick<SettleRequest, 'roundId' | 'winning' | 'correction'>;

/** The ledger reference of a member's transfer of one settlement: the round, the result's version and the member. */
const settlementReference = (roundId: bigint, version: number, accountId: bigint) =>
  `round:${roundId}:v${version}:account:${accountId}`;

/**
 * The rules of a settlement as SQL, shared by settleRound (which applies them) and
 * previewSettlement (which only reads them), so a preview is what the settlement does. `winning`
 * is the winning (bet type, number) pairs; an item `i` of the round meets `decidesItem` and takes
 * `status` and `payout` (its locked win amount, or 0). `paid` is the slips decided (id,
 * account_id, before: their payout so far, after: the sum of their winning items' payouts, won:
 * how many of their items win), from `wins`, the winning items only, found through the items'
 * (round, bet type, number) index. `decides(alias)` is the condition a decided row meets, checked
 * again on each slip the update writes (a slip cancelled meanwhile stays so). `memberTotals` sums
 * rows of `paid` per member (grouped by account_id).
 */
function settlementPlan({ roundId, winning, correction }: SettlementRule) {
  const { types, numbers } = winningPairs(winning);
  const decides = (alias: 'i' | 's') =>
    correction ? sql`${sql.ref(`${alias}.status`)} <> 'cancelled'` : sql`${sql.ref(`${alias}.status`)} = 'pending'`;
  const decidesItem = sql`i.round_id = ${roundId} and ${decides('i')}`;
  const won = sql`(i.bet_type, i.number) in (select bet_type, number from winning)`;
  return {
    ctes: sql`winning (bet_type, number) as (
      select * from unnest(${types}::text[], ${numbers}::text[])
    ), wins as (
      select i.slip_id, sum(i.win_amount)::bigint as after, count(*)::int as won
      from lotto_slip_item i
      where ${decidesItem} and ${won}
      group by i.slip_id
    ), paid as (
      select s.id, s.account_id, s.payout as before, coalesce(w.after, 0) as after, coalesce(w.won, 0) as won
      from lotto_slip s left join wins w on w.slip_id = s.id
      where s.round_id = ${roundId} and ${decides('s')}
    )`,
    decidesItem,
    status: sql`case when ${won} then 'won' else 'lost' end`,
    payout: sql`case when ${won} then i.win_amount else 0 end`,
    decides,
    memberTotals: sql`account_id as "accountId", ${usernameOf('account_id')} as username,
      sum(before)::bigint as before, sum(after)::bigint as after, (count(*) filter (where before <> after))::int as changed`,
  };
}

/** What settleRound would decide with these numbers, per member, read without writing anything (for a preview). */
export async function previewSettlement(db: Kysely<LottoTables>, rule: SettlementRule): Promise<PlannedMember[]> {
  const plan = settlementPlan(rule);
  const { rows } = await sql<PlannedMember>`
    with ${plan.ctes}
    select ${plan.memberTotals}, sum(won)::int as won
    from paid
    group by account_id
    order by account_id
  `.execute(db);
  return rows;
}

/** Satang paid to members and taken back from them (each member's net change), and the slips whose payout changed. */
export function movesOf(members: readonly MemberSettlement[]): SettleMoves {
  const moves: SettleMoves = { slips: 0, credited: 0n, debited: 0n };
  for (const { before, after, changed } of members) {
    moves.slips += changed;
    if (after > before) moves.credited += after - before;
    else moves.debited += before - after;
  }
  return moves;
}

/**
 * Settles the round: decides its items and slips, then pays each member the net change. Answers
 * what moved and the round's settled state, read before the payouts: a payout locks the member's
 * wallet until the transaction ends, so nothing slow comes after them (the state's count goes
 * through every item of the round), and a member's bet on another round waits for the settlement
 * as briefly as can be (docs/performance.md, "Draw night").
 */
export async function settleRound(trx: Kysely<LottoTables>, request: SettleRequest): Promise<{ moves: SettleMoves; summary: SettlementSummary }> {
  const { roundId, version, correction, enteredBy, now } = request;
  const plan = settlementPlan(request);

  // One statement: the items take their decision (each row rewritten in its own page,
  // migrations/0011_settlement.sql), each slip the sum of its winning items' payouts (`paid` keeps
  // the payout it had before); what changed comes back per member, so nothing per item or per slip
  // reaches this process.
  const { rows: members } = await sql<SettledMember>`
    with ${plan.ctes}, decided as (
      update lotto_slip_item i set status = ${plan.status}, payout = ${plan.payout}
      where ${plan.decidesItem}
    ), settled as (
      update lotto_slip s set status = 'settled', payout = paid.after, settled_at = ${now}
      from paid
      where s.id = paid.id and ${plan.decides('s')}
      returning s.id, s.account_id, paid.before, paid.after
    )
    select ${plan.memberTotals}, coalesce(array_agg(id::text order by id) filter (where after < before), '{}') as "chargedBack"
    from settled
    group by account_id
    having bool_or(before <> after)
    order by account_id
  `.execute(trx);

  const summary = await settlementSummary(trx, roundId);

  // One transfer per member whose slips' payouts changed, of the net change (none when it nets
  // to zero): a member whose slips move both ways is charged back only what the credits do not cover.
  const moving = members.filter((member) => member.after !== member.before);
  // A charge-back the wallet does not hold is covered first by the member's pending withdrawals
  // (rejected, their holds back in the wallet); what is still uncovered refuses the whole correction.
  const covers = await coverChargeBacks(trx, {
    chargeBacks: moving.flatMap((member): ChargeBack[] => (member.after < member.before ? [chargeBackOf(member)] : [])),
    reason: `ยกเลิกอัตโนมัติ: เรียกคืนเงินรางวัลที่จ่ายเกินจากการแก้ผลรอบ #${roundId}`,
    decidedBy: enteredBy,
    now,
  });
  const coverOf = new Map(covers.map((cover) => [cover.accountId, cover]));
  const refusal = (uncovered: readonly SettledMember[]) => correctionUncovered({ roundId, fromVersion: version - 1, moving, uncovered, coverOf });
  const uncovered = moving.filter((member) => (coverOf.get(member.accountId)?.uncovered ?? 0n) > 0n);
  if (uncovered.length > 0) throw refusal(uncovered);
  const wallets = await memberWallets(trx, moving.map((member) => member.accountId));
  const payout = await systemAccount(trx, 'payout');
  try {
    await transfers(
      trx,
      moving.map((member) => ({
        kind: correction ? 'payout_correction' : 'payout',
        reference: settlementReference(roundId, version, member.accountId),
        entries: [
          { account: payout, amount: member.before - member.after },
          { account: walletOf(wallets, member.accountId), amount: member.after - member.before },
        ],
      })),
    );
  } catch (error) {
    // The wallet was spent meanwhile (a bet after the cover was planned).
    if (!(error instanceof InsufficientFunds)) throw error;
    throw refusal(error.refused.flatMap((index) => moving[index] ?? []));
  }
  return { moves: movesOf(members), summary };
}

const chargeBackOf = (member: MemberSettlement): ChargeBack => ({ accountId: member.accountId, amount: member.before - member.after });

/** How many of a member's charged-back slips an uncovered correction names; the rest are counted. */
const NAMED_SLIPS = 5;

const slipsNamed = (ids: readonly string[]) =>
  `โพย ${ids
    .slice(0, NAMED_SLIPS)
    .map((id) => `#${id}`)
    .join(', ')}${ids.length > NAMED_SLIPS ? ` และอีก ${ids.length - NAMED_SLIPS} ใบ` : ''}`;

/** What a member's pending withdrawals covered of an uncovered charge-back, when they had any. */
function holdsCovered(cover: ChargeBackCover | undefined): string {
  if (!cover || cover.withdrawals.length === 0) return '';
  const counted = `, นับรายการถอนที่รออนุมัติ ${cover.withdrawals.length} รายการ ${bahtInWords(cover.returned)}`;
  return cover.uncovered > 0n ? `${counted} แล้วยังขาด ${bahtInWords(cover.uncovered)}` : counted;
}

/**
 * A correction refused whole because a member's wallet and pending withdrawals together cannot give
 * back what their slips were overpaid (409 CORRECTION_UNCOVERED; its transaction rolls back). It
 * carries what the refusal leaves waiting: the round, the version of the result in force, and the
 * members whose charge-back their wallet did not hold (results.ts freezes their withdrawals).
 */
export class CorrectionUncovered extends ApiError {
  readonly roundId: bigint;
  readonly fromVersion: number;
  readonly waitingFor: { accountId: bigint; username: string }[];

  constructor(message: string, { roundId, fromVersion, waitingFor }: Pick<CorrectionUncovered, 'roundId' | 'fromVersion' | 'waitingFor'>) {
    super(409, 'CORRECTION_UNCOVERED', message);
    this.roundId = roundId;
    this.fromVersion = fromVersion;
    this.waitingFor = waitingFor;
  }
}

/**
 * The refusal naming each uncovered member, the amount, what their pending withdrawals covered and
 * the slips charged back; it leaves waiting every member whose wallet did not hold their charge-back
 * (`moving`: the members the correction moves).
 */
function correctionUncovered({
  roundId,
  fromVersion,
  moving,
  uncovered,
  coverOf,
}: {
  roundId: bigint;
  fromVersion: number;
  moving: readonly SettledMember[];
  uncovered: readonly SettledMember[];
  coverOf: ReadonlyMap<bigint, ChargeBackCover>;
}): CorrectionUncovered {
  const waitingFor = moving
    .filter((member) => uncovered.includes(member) || (coverOf.get(member.accountId)?.withdrawals.length ?? 0) > 0)
    .map(({ accountId, username }) => ({ accountId, username }));
  const named = uncovered
    .map(
      (member) =>
        `${member.username} (เรียกคืน ${bahtInWords(member.before - member.after)}${holdsCovered(coverOf.get(member.accountId))}, ${slipsNamed(member.chargedBack)})`,
    )
    .join(', ');
  return new CorrectionUncovered(
    `แก้ไขผลไม่ได้ เพราะยอดเงินของสมาชิกไม่พอให้เรียกคืนเงินรางวัลที่จ่ายไปแล้ว: ${named} — ยังไม่มีการเปลี่ยนแปลงใด ๆ ` +
      `ระงับการอนุมัติถอนเงินของสมาชิกที่ยอดในกระเป๋าไม่พอเรียกคืน (${waitingFor.length} คน) ไว้จนกว่าจะแก้ผลรอบนี้ได้ หรือป้อนผลที่ใช้อยู่ซ้ำเพื่อยกเลิกการแก้`,
    { roundId, fromVersion, waitingFor },
  );
}

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
