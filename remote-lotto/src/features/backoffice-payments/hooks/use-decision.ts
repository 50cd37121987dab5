// Deciding one request of a queue: which request and which decision the staff member is about to
// confirm, and sending it as every money-moving request is sent (lib/use-confirmed-request.ts: one
// Idempotency-Key per confirmation of one content). Someone else deciding it first (409
// ALREADY_DECIDED) is an outcome, not a failure: the page says so and reads the row again.
import { apiErrorOf } from '@tanghuay/shared-auth';
import { useState } from 'react';
import { useConfirmedRequest } from '../../../lib/use-confirmed-request.ts';
import { decide, type Decision, type QueueItem, type QueueKind } from '../api/queue.ts';

/** What came of a confirmed decision: the request as decided, or someone else had decided it (the API's words). */
export type Outcome = { item: QueueItem; decision: Decision['decision']; taken: false } | { item: QueueItem; taken: true; message: string };

type Answer = { decided: QueueItem } | { takenMessage: string };

export interface Pending {
  item: QueueItem;
  decision: Decision['decision'];
}

async function send(body: Decision, idempotencyKey: string): Promise<Answer> {
  try {
    return { decided: await decide(body, idempotencyKey) };
  } catch (error) {
    const refusal = apiErrorOf(error);
    if (refusal?.code !== 'ALREADY_DECIDED') throw error;
    return { takenMessage: refusal.message };
  }
}

export function useDecision(kind: QueueKind, onOutcome: (outcome: Outcome) => void) {
  const request = useConfirmedRequest(send);
  const [pending, setPending] = useState<Pending | null>(null);
  return {
    pending,
    sending: request.sending,
    error: request.error,
    ask(item: QueueItem, decision: Decision['decision']) {
      request.clearError();
      setPending({ item, decision });
    },
    cancel() {
      if (!request.sending) setPending(null);
    },
    async confirm(reason?: string) {
      if (!pending) return;
      const { item, decision } = pending;
      const answer = await request.send({ kind, id: item.id, decision, reason });
      if (!answer) return;
      setPending(null);
      onOutcome('decided' in answer ? { item: answer.decided, decision, taken: false } : { item, taken: true, message: answer.takenMessage });
    },
  };
}
