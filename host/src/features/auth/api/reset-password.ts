// POST /api/auth/password-reset: sets a new password with a one-time code from the member's agent
// or an operator, and ends every session of the account. 200 {status:true}; 400 INVALID_RESET_CODE
// or WEAK_PASSWORD, 429 TOO_MANY_ATTEMPTS.
import { http } from '@tanghuay/shared-auth';

export interface ResetPasswordRequest {
  username: string;
  /** 8 letters or digits, any case. */
  code: string;
  password: string;
}

export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await http.post<{ status: true }>('/auth/password-reset', request);
}
