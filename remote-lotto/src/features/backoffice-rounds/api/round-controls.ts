// The operator's controls of a round (docs/domain.md#lotteries-and-rounds): open it now, close it
// early (both answer the round), and cancel it with a reason, refunding every pending slip — a
// money move, so once per Idempotency-Key. An impossible move answers 409 in Thai.
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export async function openRound(roundId: string): Promise<Answer<'/backoffice/rounds/{roundId}/open', 'post'>> {
  return api.post('/backoffice/rounds/{roundId}/open', undefined, { path: { roundId } });
}

export async function closeRound(roundId: string): Promise<Answer<'/backoffice/rounds/{roundId}/close', 'post'>> {
  return api.post('/backoffice/rounds/{roundId}/close', undefined, { path: { roundId } });
}

/** The round cancelled, with the pending slips refunded, their members, and baht refunded in all. */
export type CancelledRound = Answer<'/backoffice/rounds/{roundId}/cancel', 'post'>;

export async function cancelRound(roundId: string, reason: string, idempotencyKey: string): Promise<CancelledRound> {
  return api.post('/backoffice/rounds/{roundId}/cancel', { reason }, { path: { roundId }, headers: { 'Idempotency-Key': idempotencyKey } });
}
