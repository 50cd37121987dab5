// Placing a slip (โพย) (docs/domain.md#slips): in the caller's transaction (answerOnce's), the
// round is checked open by the server clock, every item is checked and priced with the terms locked
// in, the stake on each number is raised (a capped number with one conditional statement, which
// holds the cap exactly under concurrent bets) and the wallet is charged with one ledger transfer.
// The slip is accepted whole or not at all: every problem found is named in one Thai message.
//
// Locks, always in this order so that bets, cancels and a round's cancellation cannot deadlock:
// the round row (shared: many bets at once; a round's cancellation takes it exclusively), the
// member's wallet (one slip of a member at a time: their per-number maximum holds exactly), then
// the number stakes of the round in (bet type, number) order.
import { sql, type Kysely } from 'kysely';
import type { LottoTables } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { memberDiscountBp } from '../../auth/index.ts';
import { assertNotSelfExcluded } from '../../responsible-play/index.ts';
import { lockWallet, systemAccount, transfer } from '../../wallet/index.ts';
import { bahtToSatang, formatBaht } from '../../../lib/money.ts';
import { thaiDate, thaiDateTime } from '../catalog/bangkok-time.ts';
import { BET_TYPE_NAMES, type BetType, DIGITS, numberProblem } from '../catalog/bet-types.ts';
import { effectiveDiscountBp, type ItemPrice, priceItem } from './pricing.ts';
import { lockRoundShared, roundNotFound } from '../rounds/round-locks.ts';
import { statusAt } from '../rounds/round-status.ts';
import { type RoundInfo, type RoundTerms, roundTerms } from '../rounds/round-terms.ts';

export interface SlipItemRequest {
  type: BetType;
  number: string;
  /** Baht, as the member sent it. */
  amount: number;
}

export interface SlipRequest {
  accountId: bigint;
  roundId: bigint;
  items: SlipItemRequest[];
  note: string | null;
  now: Date;
}

interface Problem {
  status: 400 | 409;
  code: string;
  message: string;
}

/**
 * A slip refused, with every problem found. One problem answers its own code; several answer
 * SLIP_REFUSED with a numbered line each (400 when any is a mistake in the request, else 409).
 */
export class SlipRefused extends ApiError {
  constructor(problems: Problem[]) {
    const [first] = problems;
    if (!first) throw new Error('SlipRefused needs a problem');
    if (problems.length === 1) {
      super(first.status, first.code, first.message);
    } else {
      const lines = problems.map((problem, i) => `${i + 1}. ${problem.message}`);
      super(
        problems.some((problem) => problem.status === 400) ? 400 : 409,
        problems.every((problem) => problem.code === first.code) ? first.code : 'SLIP_REFUSED',
        [`แทงโพยนี้ไม่ได้ ${problems.length} ข้อ:`, ...lines].join('\n'),
      );
    }
  }
}

const roundName = (round: RoundInfo) => `${round.lottoName} งวดวันที่ ${thaiDate(round.drawDate)}`;

/** The round as it may take bets now: 409 while upcoming, closed, resulted or cancelled. */
function assertOpen(round: RoundInfo, now: Date): void {
  switch (statusAt(round, now)) {
    case 'open':
      return;
    case 'upcoming':
      throw new ApiError(409, 'ROUND_NOT_OPEN', `รอบนี้ยังไม่เปิดรับแทง: ${roundName(round)} เปิดรับ ${thaiDateTime(round.opensAt)}`);
    case 'cancelled':
      throw new ApiError(409, 'ROUND_CLOSED', `รอบนี้ปิดรับแทงแล้ว: ${roundName(round)} ถูกยกเลิก`);
    default: {
      // An operator may close a round before its close time (which then stays as it was).
      const when = now < round.closesAt ? 'ปิดรับก่อนเวลา' : `ปิดรับ ${thaiDateTime(round.closesAt)}`;
      throw new ApiError(409, 'ROUND_CLOSED', `รอบนี้ปิดรับแทงแล้ว: ${roundName(round)} ${when}`);
    }
  }
}

/** One (bet type, number) of a slip: its items' total stake. */
interface NumberStake {
  type: BetType;
  number: string;
  stake: bigint;
}

const numberKey = (type: BetType, number: string) => `${type}:${number}`;
const said = (type: BetType, number: string) => `เลข ${number} แทง ${BET_TYPE_NAMES[type]}`;

interface PricedItem extends ItemPrice {
  type: BetType;
  number: string;
  stake: bigint;
  rate: number;
  payPercent: number;
  discountBp: number;
}

/** Each item checked and priced with the round's terms; the problems of those that cannot be. */
function priceItems(terms: RoundTerms, items: SlipItemRequest[], memberBp: number) {
  const problems: Problem[] = [];
  const priced: PricedItem[] = [];
  for (const { type, number, amount } of items) {
    const betType = terms.betTypes.find((offered) => offered.type === type);
    if (!betType) {
      problems.push({ status: 400, code: 'BET_TYPE_NOT_OFFERED', message: `${terms.round.lottoName} ไม่รับแทง ${BET_TYPE_NAMES[type]}` });
      continue;
    }
    const shape = numberProblem(type, number);
    if (shape) {
      const why = shape === 'triple_tod' ? 'เลขตอง' : `ต้องเป็นเลข ${DIGITS[type]} หลัก`;
      problems.push({ status: 400, code: 'INVALID_NUMBER', message: `${said(type, number)} ไม่ได้ (${why})` });
      continue;
    }
    let stake: bigint;
    try {
      stake = bahtToSatang(amount);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problems.push({ status: 400, code: error.code, message: `${said(type, number)}: ${error.message}` });
      continue;
    }
    const limit = terms.limits.find((item) => item.type === type && item.number === number);
    if (limit?.kind === 'closed') {
      problems.push({ status: 409, code: 'NUMBER_CLOSED', message: `${said(type, number)} ไม่ได้ (เลขปิดรับ)` });
      continue;
    }
    const payPercent = limit?.kind === 'reduced' ? Number(limit.value) : 100;
    const discountBp = effectiveDiscountBp(memberBp, betType.discountBp);
    const price = priceItem({ stake, rate: betType.rate, payPercent, discountBp });
    if (stake < betType.minStake || price.winAmount === 0n) {
      problems.push({ status: 400, code: 'STAKE_BELOW_MIN', message: `${said(type, number)} ขั้นต่ำ ${formatBaht(betType.minStake)} บาท` });
      continue;
    }
    priced.push({ type, number, stake, rate: betType.rate, payPercent, discountBp, ...price });
  }
  return { priced, problems };
}

/** The stakes of a slip's items added up per (bet type, number), in lock order. */
function stakesPerNumber(items: PricedItem[]): NumberStake[] {
  const totals = new Map<string, NumberStake>();
  for (const { type, number, stake } of items) {
    const key = numberKey(type, number);
    const total = totals.get(key);
    if (total) total.stake += stake;
    else totals.set(key, { type, number, stake });
  }
  return [...totals.values()].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : a.number < b.number ? -1 : 1));
}

/** What the member already has on each (bet type, number) of the round in pending slips. */
async function earlierStakes(trx: Kysely<LottoTables>, accountId: bigint, roundId: bigint): Promise<Map<string, bigint>> {
  const rows = await trx
    .selectFrom('lotto_slip as s')
    .innerJoin('lotto_slip_item as i', 'i.slip_id', 's.id')
    .select(['i.bet_type', 'i.number', sql<bigint>`sum(i.stake)::bigint`.as('stake')])
    .where('s.account_id', '=', accountId)
    .where('s.round_id', '=', roundId)
    .where('s.status', '=', 'pending')
    .groupBy(['i.bet_type', 'i.number'])
    .execute();
  return new Map(rows.map((row) => [numberKey(row.bet_type, row.number), row.stake]));
}

/** The member's most per number: their total in the round, this slip included, within the bet type's maximum. */
function maxProblems(terms: RoundTerms, stakes: NumberStake[], earlier: Map<string, bigint>): Problem[] {
  return stakes.flatMap(({ type, number, stake }) => {
    const before = earlier.get(numberKey(type, number)) ?? 0n;
    const max = terms.betTypes.find((offered) => offered.type === type)?.maxStake ?? 0n;
    if (before + stake <= max) return [];
    const already = before > 0n ? ` (แทงไว้แล้ว ${formatBaht(before)} บาท)` : '';
    return [{ status: 400, code: 'STAKE_ABOVE_MAX', message: `${said(type, number)} ได้ไม่เกิน ${formatBaht(max)} บาทต่อเลข${already}` }];
  });
}

/**
 * Adds the slip's stakes to the round's number stakes in one statement: a capped number's only if
 * its total stays within the cap (an insert or update that does not happen returns no row; the
 * row is locked either way, so the check and the raise are one). Answers the problems of the
 * numbers that are full, naming what is still open on each.
 */
async function raiseNumberStakes(trx: Kysely<LottoTables>, terms: RoundTerms, stakes: NumberStake[]): Promise<Problem[]> {
  if (stakes.length === 0) return [];
  const roundId = terms.round.id;
  const capOf = (type: string, number: string) => sql<bigint>`(
    select l.value from lotto_limit l
    where l.round_id = ${roundId} and l.bet_type = ${sql.raw(type)} and l.number = ${sql.raw(number)} and l.kind = 'cap')`;
  const { rows: raised } = await sql<{ bet_type: BetType; number: string }>`
    insert into lotto_number_stake (round_id, bet_type, number, stake)
    select ${roundId}, x.bet_type, x.number, x.stake
    from unnest(${stakes.map((s) => s.type)}::text[], ${stakes.map((s) => s.number)}::text[],
                ${stakes.map((s) => String(s.stake))}::bigint[]) with ordinality as x (bet_type, number, stake, n)
    where x.stake <= coalesce(${capOf('x.bet_type', 'x.number')}, x.stake)
    order by x.n
    on conflict (round_id, bet_type, number) do update set stake = lotto_number_stake.stake + excluded.stake
    where lotto_number_stake.stake + excluded.stake
      <= coalesce(${capOf('excluded.bet_type', 'excluded.number')}, lotto_number_stake.stake + excluded.stake)
    returning bet_type, number
  `.execute(trx);
  const done = new Set(raised.map((row) => numberKey(row.bet_type, row.number)));
  const full = stakes.filter(({ type, number }) => !done.has(numberKey(type, number)));
  if (full.length === 0) return [];
  const taken = await trx
    .selectFrom('lotto_number_stake')
    .select(['bet_type', 'number', 'stake'])
    .where('round_id', '=', roundId)
    .where((eb) => eb.or(full.map(({ type, number }) => eb.and([eb('bet_type', '=', type), eb('number', '=', number)]))))
    .execute();
  return full.map(({ type, number }) => {
    const cap = terms.limits.find((item) => item.kind === 'cap' && item.type === type && item.number === number)?.value ?? 0n;
    const stake = taken.find((row) => row.bet_type === type && row.number === number)?.stake ?? 0n;
    const open = cap > stake ? cap - stake : 0n;
    return {
      status: 409,
      code: 'NUMBER_FULL',
      message: open > 0n ? `${said(type, number)} เต็มแล้ว รับได้อีก ${formatBaht(open)} บาท` : `${said(type, number)} เต็มแล้ว`,
    } satisfies Problem;
  });
}

/** Records the slip and charges the member; answers its id. Throws SlipRefused (nothing kept: the caller rolls back). */
export async function placeSlip(trx: Kysely<LottoTables>, { accountId, roundId, items, note, now }: SlipRequest): Promise<bigint> {
  await assertNotSelfExcluded(trx, accountId, now);
  await lockRoundShared(trx, roundId);
  const terms = await roundTerms(trx, roundId);
  if (!terms) throw roundNotFound();
  assertOpen(terms.round, now);

  const { wallet, balance } = await lockWallet(trx, accountId);
  const { priced, problems } = priceItems(terms, items, await memberDiscountBp(trx, accountId));
  const pricedNumbers = new Set(priced.map(({ type, number }) => numberKey(type, number)));
  // A number with an item in error is left out of the totals: its total is not known yet.
  const refusedNumbers = new Set(
    items.filter((item) => !pricedNumbers.has(numberKey(item.type, item.number))).map((item) => numberKey(item.type, item.number)),
  );
  const stakes = stakesPerNumber(priced).filter(({ type, number }) => !refusedNumbers.has(numberKey(type, number)));
  problems.push(...maxProblems(terms, stakes, await earlierStakes(trx, accountId, roundId)));
  problems.push(...(await raiseNumberStakes(trx, terms, stakes)));

  const total = (pick: (item: PricedItem) => bigint) => priced.reduce((sum, item) => sum + pick(item), 0n);
  const charged = total((item) => item.charged);
  if (priced.length === items.length && charged > balance) {
    problems.push({
      status: 409,
      code: 'INSUFFICIENT_FUNDS',
      message: `ยอดเงินไม่เพียงพอ: โพยนี้ต้องชำระ ${formatBaht(charged)} บาท มีอยู่ ${formatBaht(balance)} บาท`,
    });
  }
  if (problems.length > 0) throw new SlipRefused([...new Map(problems.map((p) => [p.message, p])).values()]);

  // The bet transfer names the slip (`slip:<id>`) and the slip names the transfer, both required:
  // take the id from the identity sequence first, then insert the slip under that id.
  const { rows: ids } = await sql<{ id: bigint }>`select nextval(pg_get_serial_sequence('lotto_slip', 'id')) as id`.execute(trx);
  const id = ids[0]?.id;
  if (id === undefined) throw new Error('slip: the sequence gave no id');
  const { transferId } = await transfer(trx, {
    kind: 'bet',
    reference: `slip:${id}`,
    entries: [
      { account: wallet, amount: -charged },
      { account: await systemAccount(trx, 'house'), amount: charged },
    ],
  });
  await sql`
    insert into lotto_slip (id, account_id, round_id, stake, discount, charged, note, bet_transfer_id, created_at)
    overriding system value
    values (${id}, ${accountId}, ${roundId}, ${total((item) => item.stake)}, ${total((item) => item.discount)}, ${charged},
            ${note}, ${transferId}, ${now})
  `.execute(trx);
  await trx
    .insertInto('lotto_slip_item')
    .values(
      priced.map((item) => ({
        slip_id: id,
        round_id: roundId,
        account_id: accountId,
        bet_type: item.type,
        number: item.number,
        stake: item.stake,
        rate: item.rate,
        pay_percent: item.payPercent,
        discount_bp: item.discountBp,
        charged: item.charged,
        win_amount: item.winAmount,
      })),
    )
    .execute();
  return id;
}
