// GET /api/lotto/rounds: the rounds open or opening within a day (default), or those of one status
// closed within the last day; with the server's time, which every countdown on the page follows.
import { http } from '@tanghuay/shared-auth';
import type { Round } from './round.ts';

export interface RoundsAnswer {
  serverTime: string;
  rounds: Round[];
}

export async function getRounds(query: { status?: 'closed' }, signal?: AbortSignal): Promise<RoundsAnswer> {
  return (await http.get<RoundsAnswer>('/lotto/rounds', { params: query, signal })).data;
}
