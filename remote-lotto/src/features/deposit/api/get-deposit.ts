// GET /api/wallet/deposits/:id: one of the member's deposit requests as it now is (404 for another
// member's).
import { http } from '@tanghuay/shared-auth';
import type { Deposit } from '../deposit.ts';

export async function getDeposit(id: string, signal?: AbortSignal): Promise<Deposit> {
  return (await http.get<Deposit>(`/wallet/deposits/${encodeURIComponent(id)}`, { signal })).data;
}
