// POST /api/lotto/slips: places the whole slip or nothing. The Idempotency-Key names one
// confirmation: sending it again (a retry after a lost answer) answers the same slip and charges
// nothing more. 201 the slip; 400/409 with every problem in one Thai message (closed numbers, a
// closed round, stakes out of bounds, not enough money).
import type { Body } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';
import type { Slip } from '../../../lib/slip.ts';

export type PlaceSlipRequest = Body<'/lotto/slips', 'post'>;

export async function placeSlip(request: PlaceSlipRequest, idempotencyKey: string): Promise<Slip> {
  return api.post('/lotto/slips', request, { headers: { 'Idempotency-Key': idempotencyKey } });
}
