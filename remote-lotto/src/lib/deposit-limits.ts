// The member's deposit limits as the API answers them (GET /api/wallet/limits): per Bangkok calendar
// day, week and month, the limit, what was deposited and what remains (baht; null: no limit). The
// deposit page checks amounts against them; the account page shows and changes them.
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type DepositLimits = Answer<'/wallet/limits'>;
export type LimitPeriod = keyof DepositLimits;
export type PeriodLimit = DepositLimits[LimitPeriod];

/** Shortest first. */
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

export async function getDepositLimits(signal?: AbortSignal): Promise<DepositLimits> {
  return api.get('/wallet/limits', { signal });
}
