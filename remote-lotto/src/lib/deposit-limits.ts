// The member's deposit limits as the API answers them (GET /api/wallet/limits): per Bangkok calendar
// day, week and month, the limit, what was deposited and what remains (baht; null: no limit). The
// deposit page checks amounts against them; the account page shows and changes them.
import { http } from '@tanghuay/shared-auth';

export type LimitPeriod = 'day' | 'week' | 'month';

/** Shortest first. */
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

export interface PeriodLimit {
  amount: number | null;
  used: number;
  remaining: number | null;
  /** A looser limit waiting to take effect. */
  pending: { amount: number | null; effectiveAt: string } | null;
}

export type DepositLimits = Record<LimitPeriod, PeriodLimit>;

export async function getDepositLimits(signal?: AbortSignal): Promise<DepositLimits> {
  return (await http.get<DepositLimits>('/wallet/limits', { signal })).data;
}
