// GET /api/wallet/payment-terms: what a member's deposit and withdraw pages need to know before
// asking — whether deposits are demo play money, the operator's minimum and maximum per request
// (baht), and the member's registered bank account (masked but for its last 4 digits; null: none).
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type PaymentTerms = Answer<'/wallet/payment-terms'>;
/** The smallest and largest amount one request may ask for, baht. */
export type Bounds = PaymentTerms['deposit'];
export type BankAccount = NonNullable<PaymentTerms['bankAccount']>;

export async function getPaymentTerms(signal?: AbortSignal): Promise<PaymentTerms> {
  return api.get('/wallet/payment-terms', { signal });
}
