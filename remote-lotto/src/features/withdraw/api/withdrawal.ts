// A withdrawal as the API answers it to its member (api/src/modules/payments/withdrawal-json.ts):
// amounts in baht, the bank account as of the request with its number masked but for the last 4
// digits.
import type { Answer } from '@tanghuay/api-types';

export type Withdrawal = Answer<'/wallet/withdrawals/{id}'>;
