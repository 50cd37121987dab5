// POST /api/jwt/register: 201 LoginAnswer; 409 USERNAME_TAKEN, 400 WEAK_PASSWORD or VALIDATION.
import type { Body } from '@tanghuay/api-types';
import { api, type LoginAnswer } from '@tanghuay/shared-auth';

/** `acceptAge20`: the member declares being 20 or older (and accepts the terms). */
export type RegisterRequest = Body<'/jwt/register', 'post'>;

export async function register(request: RegisterRequest): Promise<LoginAnswer> {
  return api.post('/jwt/register', request);
}
