// GET /api/wallet/payment-terms: what a member's deposit and withdraw pages need to know before
// asking — whether deposits are demo play money, the operator's minimum and maximum per request
// (baht), and the member's registered bank account (masked but for its last 4 digits; null: none).
import { http } from '@tanghuay/shared-auth';

/** The smallest and largest amount one request may ask for, baht. */
export interface Bounds {
  min: number;
  max: number;
}

export interface BankAccount {
  /** The bank's code, e.g. KBANK. */
  code: string;
  /** Masked: "xxxxxx1234". */
  accountNo: string;
  accountName: string;
}

export interface PaymentTerms {
  demoMode: boolean;
  deposit: Bounds;
  withdrawal: Bounds;
  bankAccount: BankAccount | null;
}

export async function getPaymentTerms(signal?: AbortSignal): Promise<PaymentTerms> {
  return (await http.get<PaymentTerms>('/wallet/payment-terms', { signal })).data;
}
