// One way every money-moving request is sent when the member confirms it (a slip, a deposit, a
// withdrawal): one Idempotency-Key per confirmation of one content (confirmation.ts), one call at a
// time (use-submission.ts), the refusal kept for the page to show in the API's words.
import { useRef } from 'react';
import { type Confirmation, confirmationFor } from './confirmation.ts';
import { useSubmission } from './use-submission.ts';

export interface ConfirmedRequest<Body, Answer> {
  sending: boolean;
  error: unknown;
  /** The answer, or null when the call failed (see error) or another one is still on its way. */
  send(body: Body): Promise<Answer | null>;
  clearError(): void;
}

/** `post(body, idempotencyKey)` makes the call. */
export function useConfirmedRequest<Body, Answer>(post: (body: Body, idempotencyKey: string) => Promise<Answer>): ConfirmedRequest<Body, Answer> {
  const unanswered = useRef<Confirmation | null>(null);
  const { sending, error, submit, clearError } = useSubmission(async (body: Body) => {
    const confirmation = confirmationFor(unanswered.current, JSON.stringify(body));
    unanswered.current = confirmation;
    const answer = await post(body, confirmation.key);
    unanswered.current = null;
    return answer;
  });
  return { sending, error, send: submit, clearError };
}
