// A deposit request as the API answers it to its member (GET/POST /api/wallet/deposits): the amount
// in baht, where to pay it (a PromptPay QR payload for the exact amount, or the bank account), and
// the decision once made (a rejection with its reason).
import type { Answer } from '@tanghuay/api-types';

export type Deposit = Answer<'/wallet/deposits/{id}'>;
export type DepositStatus = Deposit['status'];
