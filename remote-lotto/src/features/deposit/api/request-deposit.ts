// POST /api/wallet/deposits: asks to top up `amount` baht; 201 the request with where to pay (in
// demo mode already approved: play money credited at once, unless `demoCredit: false` asks for the
// approval a real deposit waits for). The Idempotency-Key names one
// confirmation: sending it again (a retry after a lost answer) answers the same request. 400/409
// with the API's Thai reason otherwise (below the minimum or above the maximum per request, over
// the member's deposit limit, self-excluded).
import type { Body } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';
import type { Deposit } from '../deposit.ts';

/** `amount` in baht (at most 2 decimals); `demoCredit: false` (demo mode only) leaves it pending for staff. */
export type DepositRequest = Body<'/wallet/deposits', 'post'>;

export async function requestDeposit(body: DepositRequest, idempotencyKey: string): Promise<Deposit> {
  return api.post('/wallet/deposits', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
