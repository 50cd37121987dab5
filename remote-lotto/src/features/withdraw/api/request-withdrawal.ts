// POST /api/wallet/withdrawals {amount}: moves the amount from the wallet to the hold at once and
// records a pending request, paid out only to the member's registered bank account. The
// Idempotency-Key names one confirmation: sent again (a retry after a lost answer), it answers the
// same request and holds nothing more. 201 the request; 400 (amount out of the operators' bounds),
// 409 (no bank account: NO_BANK_ACCOUNT, not enough money) with the API's Thai message.
import { http } from '@tanghuay/shared-auth';
import type { Withdrawal } from './withdrawal.ts';

export interface WithdrawalRequest {
  /** Baht, at most 2 decimals. */
  amount: number;
}

export async function requestWithdrawal(body: WithdrawalRequest, idempotencyKey: string): Promise<Withdrawal> {
  return (await http.post<Withdrawal>('/wallet/withdrawals', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
