// GET /api/wallet/limits: the deposit limits the member set for themselves, with what was deposited
// and what remains in each period.
import { http } from '@tanghuay/shared-auth';
import type { DepositLimits } from '../limits.ts';

export async function getLimits(signal?: AbortSignal): Promise<DepositLimits> {
  return (await http.get<DepositLimits>('/wallet/limits', { signal })).data;
}
