// One Idempotency-Key per confirmation of one amount (docs/lottery.md, "Deposit"): confirming the
// same amount again after a failure (a lost answer, a timeout) sends the same key, so the API
// answers the request it may already have made instead of making a second one; another amount is
// another confirmation with a new key.
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

export interface Confirmation {
  satang: number;
  key: string;
}

/** The confirmation to send for `satang`: the unanswered one when it was for the same amount, else a new one. */
export function confirmationFor(unanswered: Confirmation | null, satang: number, newKey: () => string = newIdempotencyKey): Confirmation {
  return unanswered?.satang === satang ? unanswered : { satang, key: newKey() };
}
