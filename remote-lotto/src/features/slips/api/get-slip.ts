// GET /api/lotto/slips/:id: one of the member's slips with every item's outcome (404 for another
// member's slip).
import { http } from '@tanghuay/shared-auth';
import type { Slip } from '../../../lib/slip.ts';

export async function getSlip(id: string, signal?: AbortSignal): Promise<Slip> {
  return (await http.get<Slip>(`/lotto/slips/${encodeURIComponent(id)}`, { signal })).data;
}
