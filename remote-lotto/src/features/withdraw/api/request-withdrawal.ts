// POST /api/wallet/withdrawals {amount}: moves the amount from the wallet to the hold at once and
// records a pending request, paid out only to the member's registered bank account. The
// Idempotency-Key names one confirmation: sent again (a retry after a lost answer), it answers the
// same request and holds nothing more. 201 the request; 400 (amount out of the operators' bounds),
// 409 (no bank account: NO_BANK_ACCOUNT, not enough money) with the API's Thai message.
import type { Body } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';
import type { Withdrawal } from './withdrawal.ts';

/** `amount` in baht, at most 2 decimals. */
export type WithdrawalRequest = Body<'/wallet/withdrawals', 'post'>;

export async function requestWithdrawal(body: WithdrawalRequest, idempotencyKey: string): Promise<Withdrawal> {
  return api.post('/wallet/withdrawals', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
