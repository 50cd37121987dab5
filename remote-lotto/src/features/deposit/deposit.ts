// A deposit request as the API answers it to its member (GET/POST /api/wallet/deposits): the amount
// in baht, where to pay it (a PromptPay QR payload for the exact amount, or the bank account), and
// the decision once made (a rejection with its reason).

export type DepositStatus = 'pending' | 'approved' | 'rejected';

export interface Deposit {
  id: string;
  /** Baht, at most 2 decimals. */
  amount: number;
  status: DepositStatus;
  createdAt: string;
  decidedAt: string | null;
  /** Why it was rejected (or a note of the approval); null when none was given. */
  reason: string | null;
  payment: {
    /** EMVCo payload of a PromptPay QR for the exact amount. */
    promptpayPayload: string;
    promptpay: { type: 'phone' | 'nationalId'; value: string };
    bank: { code: string; accountNo: string; accountName: string };
  };
}
