// A withdrawal as the API answers it to its member (api/src/modules/payments/withdrawal-json.ts):
// amounts in baht, the bank account as of the request with its number masked but for the last 4
// digits.
import type { BankAccount } from '../../../lib/payment-terms.ts';
import type { WithdrawalStatus } from '../model/statuses.ts';

export interface Withdrawal {
  id: string;
  amount: number;
  status: WithdrawalStatus;
  bank: BankAccount;
  createdAt: string;
  decidedAt: string | null;
  /** Why it was rejected (or a note on its approval), as the payment handler wrote it. */
  reason: string | null;
}
