// PUT /api/wallet/limits {day, week, month}: the member's decision on all three limits (read with
// lib/deposit-limits.ts). Per period: unchanged → nothing; lower (or a limit where there was none)
// → in force at once; higher or null → in force 24 hours later, answered as pending; a new
// decision withdraws an earlier pending one. 200 the new state; 400 with the API's Thai reason (a
// day limit above the week or month limit, a week limit above the month limit, an amount out of
// range).
import type { Body } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';
import type { DepositLimits } from '../../../lib/deposit-limits.ts';

/** All three limits: baht (at most 2 decimals), or null for no limit. */
export type LimitsBody = Body<'/wallet/limits', 'put'>;

export async function saveLimits(body: LimitsBody): Promise<DepositLimits> {
  return api.put('/wallet/limits', body);
}
