// GET /api/lotto/rounds: the rounds open or opening within a day (default), or those of one status
// closed within the last day; with the server's time, which every countdown on the page follows.
import type { Answer, Query } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type RoundsAnswer = Answer<'/lotto/rounds'>;

export async function getRounds(params: Query<'/lotto/rounds'>, signal?: AbortSignal): Promise<RoundsAnswer> {
  return api.get('/lotto/rounds', { params, signal });
}
