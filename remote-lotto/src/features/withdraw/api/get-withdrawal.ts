// GET /api/wallet/withdrawals/:id: one of the member's withdrawals as it now is (404 for another
// member's).
import { api } from '@tanghuay/shared-auth';
import type { Withdrawal } from './withdrawal.ts';

export async function getWithdrawal(id: string, signal?: AbortSignal): Promise<Withdrawal> {
  return api.get('/wallet/withdrawals/{id}', { path: { id }, signal });
}
