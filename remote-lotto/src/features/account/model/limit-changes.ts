// What a period's limit is, and what a decision about it does, in the member's words. The rules
// are the API's (api/src/modules/responsible-play/deposit-limits.ts): a lower limit, or one where
// there was none, is in force at once; a higher one, or none, 24 hours after it is set, pending
// until then; a new decision withdraws an earlier pending one, and restating the pending amount
// keeps its time.
import { type Language, moneyInWords } from '@tanghuay/shared-auth';
import { type DepositLimits, LIMIT_PERIODS, type PeriodLimit } from '../../../lib/deposit-limits.ts';
import { atText } from '../../../lib/dates.ts';
import { limitText, PERIOD_NAMES } from './periods.ts';

const satang = (baht: number) => Math.round(baht * 100);

/** Whether two limits are the same, to the satang (null: no limit). */
export function sameLimit(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : satang(a) === satang(b);
}

const samePending = (a: PeriodLimit['pending'], b: PeriodLimit['pending']) =>
  a === null || b === null ? a === b : sameLimit(a.amount, b.amount) && a.effectiveAt === b.effectiveAt;

/** What a period's state reads as: its limit, what was deposited and what is left, and a change to come. */
export interface PeriodLines {
  limit: string;
  used: string;
  remaining: string;
  /** The pending change and when it takes effect; null when none waits. */
  pending: string | null;
}

export function describePeriod(state: PeriodLimit, language: Language): PeriodLines {
  const { pending } = state;
  let waiting: string | null = null;
  if (pending) {
    const at = atText(pending.effectiveAt, language);
    if (language === 'th') {
      waiting =
        pending.amount === null ? `ยกเลิกวงเงิน (ไม่จำกัด) มีผล ${at}` : `เปลี่ยนเป็น ${moneyInWords(pending.amount, language)} มีผล ${at}`;
    } else {
      waiting = pending.amount === null ? `Limit removed (no limit) from ${at}` : `Changes to ${moneyInWords(pending.amount, language)} from ${at}`;
    }
  }
  return {
    limit: limitText(state.amount, language),
    used: moneyInWords(state.used, language),
    remaining: limitText(state.remaining, language),
    pending: waiting,
  };
}

/** Whether no period has a limit nor a change waiting. */
export function noLimits(limits: DepositLimits): boolean {
  return LIMIT_PERIODS.every((period) => limits[period].amount === null && limits[period].pending === null);
}

/** What saving `wanted` for a period would do, as the API decides it. */
export type Change =
  | { kind: 'unchanged' }
  /** Lower, or a limit where there was none: in force once saved. */
  | { kind: 'now' }
  /** Higher, or none: in force 24 hours after it is saved. */
  | { kind: 'later' }
  /** The pending change again: it keeps its time. */
  | { kind: 'stillPending'; effectiveAt: string }
  /** The limit in force again: the pending change is withdrawn. */
  | { kind: 'withdrawsPending' };

export function changeOf(wanted: number | null, state: PeriodLimit): Change {
  const { amount: inForce, pending } = state;
  if (sameLimit(wanted, inForce)) return pending ? { kind: 'withdrawsPending' } : { kind: 'unchanged' };
  if (wanted !== null && (inForce === null || satang(wanted) < satang(inForce))) return { kind: 'now' };
  if (pending && sameLimit(pending.amount, wanted)) return { kind: 'stillPending', effectiveAt: pending.effectiveAt };
  return { kind: 'later' };
}

/** The change said under its box before saving; null when nothing changes. */
export function changeText(change: Change, language: Language): string | null {
  const th = language === 'th';
  switch (change.kind) {
    case 'unchanged':
      return null;
    case 'now':
      return th ? 'มีผลทันทีเมื่อบันทึก' : 'In force as soon as you save.';
    case 'later':
      return th ? 'มีผลหลังบันทึก 24 ชั่วโมง' : 'In force 24 hours after you save.';
    case 'stillPending':
      return th
        ? `รอมีผล ${atText(change.effectiveAt, language)} ตามที่ตั้งไว้แล้ว`
        : `Still in force from ${atText(change.effectiveAt, language)}, as already set.`;
    case 'withdrawsPending':
      return th ? 'ยกเลิกการเปลี่ยนแปลงที่รอมีผล ใช้วงเงินปัจจุบันต่อไป' : 'Withdraws the change waiting; the current limit stays.';
  }
}

/** What a save did, a line per period it changed: in force now, from a later time, or a change withdrawn. */
export function savedLines(before: DepositLimits, after: DepositLimits, language: Language): string[] {
  const th = language === 'th';
  const lines: string[] = [];
  for (const period of LIMIT_PERIODS) {
    const was = before[period];
    const is = after[period];
    const name = PERIOD_NAMES[language][period].per;
    const withdrawn = was.pending !== null && is.pending === null;
    if (!sameLimit(was.amount, is.amount)) {
      const tail = withdrawn ? (th ? ' (ยกเลิกการเปลี่ยนแปลงที่รอมีผลแล้ว)' : ' (the change waiting is withdrawn)') : '';
      lines.push(`${name}: ${limitText(is.amount, language)} ${th ? 'มีผลทันที' : 'in force now'}${tail}`);
    } else if (is.pending && !samePending(was.pending, is.pending)) {
      const at = atText(is.pending.effectiveAt, language);
      lines.push(`${name}: ${limitText(is.pending.amount, language)} ${th ? `มีผล ${at}` : `from ${at}`}`);
    } else if (withdrawn) {
      lines.push(
        th
          ? `${name}: ยกเลิกการเปลี่ยนแปลงที่รอมีผลแล้ว ยังคงเป็น ${limitText(is.amount, language)}`
          : `${name}: the change waiting is withdrawn; stays ${limitText(is.amount, language)}`,
      );
    }
  }
  return lines;
}
