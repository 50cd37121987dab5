// Placing a slip (โพย) (docs/domain.md#slips, docs/performance.md#placing-a-slip): the shape of
// every number and amount is checked here; everything else — the Idempotency-Key, the round open
// by the server clock, every item checked and priced with the terms locked in, the stake on each
// number raised (a capped number with one conditional statement, which holds the cap exactly under
// concurrent bets), the wallet charged with one ledger transfer, the new balance published (and the
// round's limits, when a number is capped) — happens in one call of the database function
// lotto_place_slip (migrations/functions/lotto_place_slip.sql), in one transaction; it claims the
// key with idempotency_claim and posts the bet with ledger_post, as the routes' withIdempotency and
// the wallet's transfer do. The slip is accepted whole or not at all: every problem found is named here in one
// Thai message.
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { keyReused } from '../../../plugins/idempotency.ts';
import { observe } from '../../../lib/observations.ts';
import { bahtInWords, bahtToSatang } from '../../../lib/money.ts';
import { selfExcludedError } from '../../responsible-play/index.ts';
import { balanceEvent, notePosted } from '../../wallet/index.ts';
import { EVENTS_CHANNEL, publish } from '../../../db/events.ts';
import { thaiDate, thaiDateTime } from '../catalog/bangkok-time.ts';
import { BET_TYPE_NAMES, type BetType, DIGITS, numberProblem } from '../catalog/bet-types.ts';
import type { LottoEvent } from '../rounds/events.ts';
import { roundNotFound } from '../rounds/round-locks.ts';
import { type RoundInfo, roundInfo } from '../rounds/round-terms.ts';
import type { RoundStatus } from '../tables.ts';
import { type CancelWindow, parseCancelWindow } from './cancel-window.ts';
import { possibleWin, type SlipHead, type SlipItem } from './reads.ts';

export interface SlipItemRequest {
  type: BetType;
  number: string;
  /** Baht, as the member sent it. */
  amount: number;
}

export interface SlipRequest {
  accountId: bigint;
  roundId: bigint;
  /** The Idempotency-Key (validated) and the hash of what the request asks (idempotency's requestHash). */
  key: string;
  requestHash: string;
  items: SlipItemRequest[];
  note: string | null;
  now: Date;
}

/** The slip placed now, as a read would give it, with the cancel window it was placed under. */
export interface PlacedSlip {
  slip: SlipHead;
  items: SlipItem[];
  window: CancelWindow;
}

/** The slip the request placed, or the id of the one an earlier request with its key placed. */
export type Placement = { placed: PlacedSlip } | { replayOf: bigint };

/** What lotto_place_slip answers for a slip placed now (amounts and ids as text). */
interface PlacedJson {
  slipId: string;
  username: string;
  round: { lottoName: string; drawDate: string; status: RoundStatus; opensAt: string; closesAt: string };
  items: {
    id: string;
    type: BetType;
    number: string;
    stake: string;
    rate: number;
    payPercent: number;
    discountBp: number;
    charged: string;
    winAmount: string;
  }[];
  cancelWindow: unknown;
  /** The bet's ledger transfer and the wallet's balance after it (satang), and whether an item is on a capped number. */
  transferId: string;
  balance: string;
  limitsChanged: boolean;
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

/** Why a round in this status (not open) takes no bets now: 409. */
function notOpen(round: RoundInfo, status: RoundStatus, now: Date): ApiError {
  switch (status) {
    case 'upcoming':
      return new ApiError(409, 'ROUND_NOT_OPEN', `รอบนี้ยังไม่เปิดรับแทง: ${roundName(round)} เปิดรับ ${thaiDateTime(round.opensAt)}`);
    case 'cancelled':
      return new ApiError(409, 'ROUND_CLOSED', `รอบนี้ปิดรับแทงแล้ว: ${roundName(round)} ถูกยกเลิก`);
    default: {
      // An operator may close a round before its close time (which then stays as it was).
      const when = now < round.closesAt ? 'ปิดรับก่อนเวลา' : `ปิดรับ ${thaiDateTime(round.closesAt)}`;
      return new ApiError(409, 'ROUND_CLOSED', `รอบนี้ปิดรับแทงแล้ว: ${roundName(round)} ${when}`);
    }
  }
}


const said = (type: BetType, number: string) => `เลข ${number} แทง ${BET_TYPE_NAMES[type]}`;

/** An item's problem found here, before the database: its number's shape or its amount. */
function shapeProblem({ type, number, amount }: SlipItemRequest): { stake: bigint } | { problem: Problem } {
  const shape = numberProblem(type, number);
  if (shape) {
    const why = shape === 'triple_tod' ? 'เลขตอง' : `ต้องเป็นเลข ${DIGITS[type]} หลัก`;
    return { problem: { status: 400, code: 'INVALID_NUMBER', message: `${said(type, number)} ไม่ได้ (${why})` } };
  }
  try {
    return { stake: bahtToSatang(amount) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { problem: { status: 400, code: error.code, message: `${said(type, number)}: ${error.message}` } };
  }
}

/** What lotto_place_slip refuses with (its `slip_refused` detail); amounts are satang as text. */
type Refusal =
  | { refusal: { code: 'IDEMPOTENCY_KEY_REUSED' | 'ROUND_NOT_FOUND' } }
  | { refusal: { code: 'SELF_EXCLUDED'; until: string } }
  | { refusal: { code: 'ROUND_NOT_OPEN'; status: RoundStatus } }
  | { items: ItemRefusal[]; slip: SlipRefusal[] };

/** A problem of the item numbered `n` (from 1) that the database found. */
type ItemRefusal = { n: number } & ({ code: 'BET_TYPE_NOT_OFFERED' | 'NUMBER_CLOSED' } | { code: 'STAKE_BELOW_MIN'; min: string });

type SlipRefusal =
  | { code: 'STAKE_ABOVE_MAX'; type: BetType; number: string; max: string; before: string }
  | { code: 'NUMBER_FULL'; type: BetType; number: string; open: string }
  | { code: 'INSUFFICIENT_FUNDS'; charged: string; balance: string };

/** The refusal a database error carries, or null when it is another error. */
function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof Error) || error.message !== 'slip_refused') return null;
  const { detail } = error as Error & { detail?: unknown };
  if (typeof detail !== 'string') throw new Error('lotto_place_slip: a refusal without its detail', { cause: error });
  return JSON.parse(detail) as Refusal;
}

/** The refused bet's round, for the words of its refusal (it exists: the function found it). */
const refusedRound = async (db: Database, roundId: bigint): Promise<RoundInfo> => {
  const round = await roundInfo(db, roundId);
  if (!round) throw roundNotFound();
  return round;
};

function slipProblem(refusal: SlipRefusal): Problem {
  switch (refusal.code) {
    case 'STAKE_ABOVE_MAX': {
      const before = BigInt(refusal.before);
      const already = before > 0n ? ` (แทงไว้แล้ว ${bahtInWords(before)})` : '';
      const message = `${said(refusal.type, refusal.number)} ได้ไม่เกิน ${bahtInWords(BigInt(refusal.max))}ต่อเลข${already}`;
      return { status: 400, code: refusal.code, message };
    }
    case 'NUMBER_FULL': {
      const open = BigInt(refusal.open);
      const full = `${said(refusal.type, refusal.number)} เต็มแล้ว`;
      return { status: 409, code: refusal.code, message: open > 0n ? `${full} รับได้อีก ${bahtInWords(open)}` : full };
    }
    case 'INSUFFICIENT_FUNDS':
      return {
        status: 409,
        code: refusal.code,
        message: `ยอดเงินไม่เพียงพอ: โพยนี้ต้องชำระ ${bahtInWords(BigInt(refusal.charged))} มีอยู่ ${bahtInWords(BigInt(refusal.balance))}`,
      };
  }
}

/** The error to answer for a refusal, in Thai: one problem, or every problem of the slip numbered. */
async function refused(db: Database, request: SlipRequest, found: (Problem | null)[], refusal: Refusal): Promise<ApiError> {
  const { roundId, items, now } = request;
  if ('refusal' in refusal) {
    const { refusal: why } = refusal;
    switch (why.code) {
      case 'IDEMPOTENCY_KEY_REUSED':
        return keyReused();
      case 'SELF_EXCLUDED':
        return selfExcludedError(new Date(why.until));
      case 'ROUND_NOT_FOUND':
        return roundNotFound();
      case 'ROUND_NOT_OPEN':
        return notOpen(await refusedRound(db, roundId), why.status, now);
    }
  }
  // Per item: the lottery not offering its bet type first, then what was found here, then the rest.
  const ofItem = new Map(refusal.items.map((problem) => [problem.n, problem]));
  const lottoName = ofItem.size > 0 ? (await refusedRound(db, roundId)).lottoName : '';
  const itemProblems = items.flatMap((item, at): Problem[] => {
    const problem = ofItem.get(at + 1);
    if (problem?.code === 'BET_TYPE_NOT_OFFERED') {
      return [{ status: 400, code: problem.code, message: `${lottoName} ไม่รับแทง ${BET_TYPE_NAMES[item.type]}` }];
    }
    const here = found[at];
    if (here) return [here];
    if (problem?.code === 'NUMBER_CLOSED') {
      return [{ status: 409, code: problem.code, message: `${said(item.type, item.number)} ไม่ได้ (เลขปิดรับ)` }];
    }
    if (problem?.code === 'STAKE_BELOW_MIN') {
      return [{ status: 400, code: problem.code, message: `${said(item.type, item.number)} ขั้นต่ำ ${bahtInWords(BigInt(problem.min))}` }];
    }
    return [];
  });
  const problems = [...itemProblems, ...refusal.slip.map(slipProblem)];
  return new SlipRefused([...new Map(problems.map((problem) => [problem.message, problem])).values()]);
}

/** The placed slip's rows as reads.ts gives them, from the function's answer and the request. */
function placedSlip({ accountId, roundId, note, now }: SlipRequest, answer: PlacedJson): PlacedSlip {
  const id = BigInt(answer.slipId);
  const items: SlipItem[] = answer.items.map((item) => ({
    id: BigInt(item.id),
    slip_id: id,
    round_id: roundId,
    account_id: accountId,
    bet_type: item.type,
    number: item.number,
    stake: BigInt(item.stake),
    rate: item.rate,
    pay_percent: item.payPercent,
    discount_bp: item.discountBp,
    charged: BigInt(item.charged),
    win_amount: BigInt(item.winAmount),
    status: 'pending',
    payout: 0n,
  }));
  const total = (pick: (item: SlipItem) => bigint) => items.reduce((sum, item) => sum + pick(item), 0n);
  const { round } = answer;
  const slip: SlipHead = {
    id,
    account_id: accountId,
    username: answer.username,
    round_id: roundId,
    lotto_name: round.lottoName,
    draw_date: round.drawDate,
    opens_at: new Date(round.opensAt),
    closes_at: new Date(round.closesAt),
    round_status: round.status,
    status: 'pending',
    created_at: now,
    cancelled_at: null,
    stake: total((item) => item.stake),
    discount: total((item) => item.stake - item.charged),
    charged: total((item) => item.charged),
    payout: 0n,
    note,
    potential_win: possibleWin(items),
    item_count: items.length,
  };
  return { slip, items, window: parseCancelWindow(answer.cancelWindow) };
}

const limitsChanged = (roundId: bigint): LottoEvent => ({ type: 'limits', roundId: String(roundId) });

/** Places the slip, or finds the one its key placed; throws the Thai refusal when it cannot be placed, with nothing kept. */
export async function placeSlip(db: Database, request: SlipRequest): Promise<Placement> {
  const { accountId, roundId, key, requestHash, items, note, now } = request;
  const checked = items.map(shapeProblem);
  const found = checked.map((item) => ('problem' in item ? item.problem : null));
  try {
    const { rows } = await sql<{ answer: PlacedJson | { replayOf: string } }>`
      select lotto_place_slip(
        ${accountId}, ${roundId}, ${key}, ${requestHash},
        ${items.map((item) => item.type)}::text[], ${items.map((item) => item.number)}::text[],
        ${checked.map((item) => ('stake' in item ? String(item.stake) : null))}::bigint[],
        ${note}, ${now}
      ) as answer
    `.execute(db);
    const answer = rows[0]?.answer;
    if (!answer) throw new Error('lotto_place_slip answered nothing');
    if ('replayOf' in answer) return { replayOf: BigInt(answer.replayOf) };
    // The database function posted the bet's ledger transfer through ledger_post, and its statement
    // has committed: the member's new balance is published, and the round's limits when the slip
    // is on a capped number (it changed what is still open under the cap).
    observe({ type: 'slip_placed' });
    notePosted(['bet']);
    await publish(
      db,
      EVENTS_CHANNEL,
      balanceEvent(accountId, BigInt(answer.balance), BigInt(answer.transferId)),
      ...(answer.limitsChanged ? [limitsChanged(roundId)] : []),
    );
    return { placed: placedSlip(request, answer) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    throw await refused(db, request, found, refusal);
  }
}
