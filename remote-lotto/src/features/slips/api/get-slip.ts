// GET /api/lotto/slips/:id: one of the member's slips with every item's outcome (404 for another
// member's slip).
import { api } from '@tanghuay/shared-auth';
import type { Slip } from '../../../lib/slip.ts';

export async function getSlip(id: string, signal?: AbortSignal): Promise<Slip> {
  return api.get('/lotto/slips/{id}', { path: { id }, signal });
}
