// POST /api/auth/login: 200 LoginAnswer (a self-excluded member too: a restricted session); 401 INVALID_CREDENTIALS, 429 TOO_MANY_ATTEMPTS.
import type { Body } from '@tanghuay/api-types';
import { api, type LoginAnswer } from '@tanghuay/shared-auth';

export type LoginRequest = Body<'/auth/login', 'post'>;

export async function login(request: LoginRequest): Promise<LoginAnswer> {
  return api.post('/auth/login', request);
}
