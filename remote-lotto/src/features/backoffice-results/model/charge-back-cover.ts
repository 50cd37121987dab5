// What a previewed correction would take from members' pending withdrawals, in all
// (docs/backoffice.md, the result page): the withdrawals rejected first and whose, and the members
// it could not take enough from — the entry then is refused and their withdrawals wait for it.
import type { MemberPayout } from '../api/result.ts';

export interface ChargeBackCover {
  /** Pending withdrawals the correction would reject, their baht and how many members they are of. */
  withdrawals: number;
  amount: number;
  members: number;
  /** Members whose wallet and pending withdrawals together would not cover it, and the baht missing. */
  short: number;
  uncovered: number;
}

const baht = (sum: number) => Math.round(sum * 100) / 100;

export function chargeBackCover(perMember: readonly MemberPayout[]): ChargeBackCover {
  const taking = perMember.filter((row) => row.fromWithdrawals.withdrawals > 0);
  const short = perMember.filter((row) => row.uncovered > 0);
  return {
    withdrawals: taking.reduce((sum, row) => sum + row.fromWithdrawals.withdrawals, 0),
    amount: baht(taking.reduce((sum, row) => sum + row.fromWithdrawals.amount, 0)),
    members: taking.length,
    short: short.length,
    uncovered: baht(short.reduce((sum, row) => sum + row.uncovered, 0)),
  };
}
