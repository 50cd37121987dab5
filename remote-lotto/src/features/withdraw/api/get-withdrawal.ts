// GET /api/wallet/withdrawals/:id: one of the member's withdrawals as it now is (404 for another
// member's).
import { http } from '@tanghuay/shared-auth';
import type { Withdrawal } from './withdrawal.ts';

export async function getWithdrawal(id: string, signal?: AbortSignal): Promise<Withdrawal> {
  return (await http.get<Withdrawal>(`/wallet/withdrawals/${encodeURIComponent(id)}`, { signal })).data;
}
