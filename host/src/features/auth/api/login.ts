// POST /api/auth/login: 200 LoginAnswer (a self-excluded member too: a restricted session); 401 INVALID_CREDENTIALS, 429 TOO_MANY_ATTEMPTS.
import { http, type LoginAnswer } from '@tanghuay/shared-auth';

export interface LoginRequest {
  username: string;
  password: string;
}

export async function login(request: LoginRequest): Promise<LoginAnswer> {
  return (await http.post<LoginAnswer>('/auth/login', request)).data;
}
