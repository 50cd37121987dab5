// The back office sets a round's limit items (docs/domain.md#number-limits): per bet type × number
// closed (refused), reduced (pays 1–99 % of the rate) or cap (the most stake all members together
// may put on it). A change replaces the round's whole list, in one transaction that locks the round
// (bets hold it shared, so none is priced half-way through), audits it and publishes a 'limits'
// event.
import type { Kysely } from 'kysely';
import type { LottoTables, LimitKind } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { audit } from '../../audit/index.ts';
import { publishLottoEvent } from '../rounds/events.ts';
import { bahtToSatang } from '../../../lib/money.ts';
import { BET_TYPE_NAMES, type BetType, DIGITS, numberProblem } from '../catalog/bet-types.ts';
import { lockRound } from '../rounds/round-locks.ts';
import { type LimitItem, roundTerms } from '../rounds/round-terms.ts';
import { limitJson } from './limit-json.ts';

export interface LimitRequest {
  type: BetType;
  number: string;
  kind: LimitKind;
  /** reduced: percent 1–99; cap: baht; closed: none. */
  value?: number;
}

/** A limit item as an operator sets it (what is still open under a cap follows from the bets). */
type LimitSetting = Omit<LimitItem, 'remaining'>;

/** An item as stored, or why it cannot be. */
function limitItem(item: LimitRequest, offered: readonly BetType[], lottoName: string): LimitSetting | string {
  const { type, number, kind, value } = item;
  const name = BET_TYPE_NAMES[type];
  if (!offered.includes(type)) return `${lottoName} ไม่รับแทง ${name}`;
  const problem = numberProblem(type, number);
  if (problem === 'shape') return `เลข ${number} ของ ${name} ต้องเป็นเลข ${DIGITS[type]} หลัก`;
  if (problem === 'triple_tod') return `เลข ${number} แทง ${name} ไม่ได้ (เลขตอง)`;
  const said = `เลข ${number} ${name}`;
  switch (kind) {
    case 'closed':
      return value === undefined ? { type, number, kind, value: null } : `${said}: เลขปิดไม่ต้องระบุค่า`;
    case 'reduced':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99
        ? { type, number, kind, value: BigInt(value) }
        : `${said}: เลขจ่ายลดต้องระบุร้อยละที่จ่ายเป็นจำนวนเต็ม 1–99`;
    case 'cap': {
      const baht = 'ต้องระบุยอดรับสูงสุดเป็นบาท มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง';
      if (typeof value !== 'number' || value <= 0) return `${said}: ${baht}`;
      try {
        return { type, number, kind, value: bahtToSatang(value) };
      } catch (error) {
        if (error instanceof ApiError) return `${said}: ${baht}`;
        throw error;
      }
    }
  }
}

/**
 * Replaces the round's limit items with `items` and answers them as stored. Every problem of the
 * list is named in one 400 (numbered lines) and nothing changes; a resulted or cancelled round 409.
 */
export async function replaceLimits(
  trx: Kysely<LottoTables>,
  { roundId, items, actorAccountId, now }: { roundId: bigint; items: LimitRequest[]; actorAccountId: bigint; now: Date },
): Promise<LimitItem[]> {
  const round = await lockRound(trx, roundId);
  if (round.status === 'resulted' || round.status === 'cancelled') {
    const why = round.status === 'resulted' ? 'ออกผลแล้ว' : 'ถูกยกเลิกแล้ว';
    throw new ApiError(409, 'ROUND_FINISHED', `แก้เลขอั้นของรอบ ${round.lottoName} ไม่ได้: รอบนี้${why}`);
  }
  const before = await roundTerms(trx, roundId);
  if (!before) throw new Error(`round ${roundId}: locked but not read`);
  const offered = before.betTypes.map((betType) => betType.type);

  const problems: string[] = [];
  const limits: LimitSetting[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = `${item.type}:${item.number}`;
    const checked = seen.has(key) ? `เลข ${item.number} ${BET_TYPE_NAMES[item.type]} ซ้ำกับรายการก่อนหน้า` : limitItem(item, offered, round.lottoName);
    seen.add(key);
    if (typeof checked === 'string') problems.push(`รายการที่ ${i + 1}: ${checked}`);
    else limits.push(checked);
  });
  if (problems.length > 0) {
    throw new ApiError(400, 'INVALID_LIMITS', [`ตั้งเลขอั้นไม่ได้ ${problems.length} ข้อ:`, ...problems].join('\n'));
  }

  await trx.deleteFrom('lotto_limit').where('round_id', '=', roundId).execute();
  if (limits.length > 0) {
    await trx
      .insertInto('lotto_limit')
      .values(limits.map((limit) => ({ round_id: roundId, bet_type: limit.type, number: limit.number, kind: limit.kind, value: limit.value })))
      .execute();
  }
  const after = await roundTerms(trx, roundId);
  if (!after) throw new Error(`round ${roundId}: locked but not read`);
  await audit(trx, {
    actorAccountId,
    action: 'round.limits',
    entity: 'lotto_round',
    entityId: roundId,
    before: before.limits.map(limitJson),
    after: after.limits.map(limitJson),
    at: now,
  });
  await publishLottoEvent(trx, { type: 'limits', roundId: String(roundId) });
  return after.limits;
}
