// The most a member may deposit now: what their own deposit limits leave in the period that leaves
// the least (GET /wallet/limits).
import { type DepositLimits, LIMIT_PERIODS } from '../../../lib/deposit-limits.ts';
import type { Cap } from '../../../lib/money-request.ts';

/** Of the periods with a limit, the one leaving the least (the shorter one on a tie); null when none has a limit. */
export function depositCap(limits: DepositLimits): Cap | null {
  let tightest: Cap | null = null;
  for (const period of LIMIT_PERIODS) {
    const { remaining } = limits[period];
    if (remaining === null) continue;
    const satang = Math.round(remaining * 100);
    if (tightest === null || satang < tightest.satang) tightest = { because: period, satang };
  }
  return tightest;
}
