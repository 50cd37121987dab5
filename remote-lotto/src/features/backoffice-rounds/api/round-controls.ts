// The operator's controls of a round (docs/domain.md#lotteries-and-rounds): open it now, close it
// early (both answer the round), and cancel it with a reason, refunding every pending slip — a
// money move, so once per Idempotency-Key. An impossible move answers 409 in Thai.
import { http } from '@tanghuay/shared-auth';
import { roundApiPath } from '../../../lib/backoffice-rounds.ts';
import type { Round } from '../../../lib/round.ts';


export async function openRound(roundId: string): Promise<Round> {
  return (await http.post<Round>(`${roundApiPath(roundId)}/open`)).data;
}

export async function closeRound(roundId: string): Promise<Round> {
  return (await http.post<Round>(`${roundApiPath(roundId)}/close`)).data;
}

export interface CancelledRound {
  roundId: string;
  lottoName: string;
  closeDate: string;
  status: 'cancelled';
  /** The pending slips refunded, their members, and baht refunded in all. */
  refunds: { slips: number; members: number; amount: number };
}

export async function cancelRound(roundId: string, reason: string, idempotencyKey: string): Promise<CancelledRound> {
  return (await http.post<CancelledRound>(`${roundApiPath(roundId)}/cancel`, { reason }, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
