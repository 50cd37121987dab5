// One Idempotency-Key per confirmation of one content (docs/lottery.md, "Money"): confirming the
// same content again after a failure (a lost answer, a timeout) sends the same key, so the API
// answers what it may already have done instead of doing it twice; other content is another
// confirmation with a new key.
import { newIdempotencyKey } from './idempotency-key.ts';

export interface Confirmation {
  /** What is confirmed, as JSON. */
  content: string;
  key: string;
}

/** The confirmation to send for `content`: the unanswered one when it was for the same content, else a new one. */
export function confirmationFor(unanswered: Confirmation | null, content: string, newKey: () => string = newIdempotencyKey): Confirmation {
  return unanswered?.content === content ? unanswered : { content, key: newKey() };
}
