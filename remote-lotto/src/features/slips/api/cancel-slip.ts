// POST /api/lotto/slips/:id/cancel: cancels a pending slip while its cancel window lasts and refunds
// what it charged; answers the cancelled slip. The Idempotency-Key names one confirmation, so a
// retry after a lost answer refunds nothing twice. 409 with the API's Thai reason otherwise
// (already cancelled, settled, the window over).
import { api } from '@tanghuay/shared-auth';
import type { Slip } from '../../../lib/slip.ts';

export async function cancelSlip(id: string, idempotencyKey: string): Promise<Slip> {
  return api.post('/lotto/slips/{id}/cancel', undefined, { path: { id }, headers: { 'Idempotency-Key': idempotencyKey } });
}
