// GET /api/wallet/deposits/:id: one of the member's deposit requests as it now is (404 for another
// member's).
import { api } from '@tanghuay/shared-auth';
import type { Deposit } from '../deposit.ts';

export async function getDeposit(id: string, signal?: AbortSignal): Promise<Deposit> {
  return api.get('/wallet/deposits/{id}', { path: { id }, signal });
}
