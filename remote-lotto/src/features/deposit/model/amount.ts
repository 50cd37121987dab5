// The amount a member asks to deposit, checked before asking: an amount as the API counts money
// (lib/amount.ts) within what the member's own deposit limits leave this day, week and month
// (GET /wallet/limits). The minimum and maximum per request are the operator's settings, which
// the API tells only by refusing a request outside them (docs/lottery.md, "Deposit").
import { type AmountReading, readAmount } from '../../../lib/amount.ts';
import { type DepositLimits, LIMIT_PERIODS, type LimitPeriod } from '../limits.ts';

/** What the member's limits leave in the period that leaves the least. */
export interface Remaining {
  period: LimitPeriod;
  satang: number;
}

export type AmountProblem = NonNullable<AmountReading['problem']> | 'aboveRemaining';

export type AmountCheck =
  | AmountReading
  /** Over what the limits leave: which period, and what it leaves. */
  | { problem: 'aboveRemaining'; remaining: Remaining; satang?: undefined };

/** The typed amount in satang, or why it cannot be asked for. */
export function checkAmount(text: string, remaining: Remaining | null): AmountCheck {
  const reading = readAmount(text);
  if (reading.problem === undefined && remaining && reading.satang > remaining.satang) return { problem: 'aboveRemaining', remaining };
  return reading;
}

/** Of the periods with a limit, the one leaving the least (the shorter one on a tie); null when none has a limit. */
export function tightestRemaining(limits: DepositLimits): Remaining | null {
  let tightest: Remaining | null = null;
  for (const period of LIMIT_PERIODS) {
    const { remaining } = limits[period];
    if (remaining === null) continue;
    const satang = Math.round(remaining * 100);
    if (tightest === null || satang < tightest.satang) tightest = { period, satang };
  }
  return tightest;
}
