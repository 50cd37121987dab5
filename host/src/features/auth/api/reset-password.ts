// POST /api/auth/password-reset: sets a new password with a one-time code from the member's agent
// or an operator, and ends every session of the account. 200 {status:true}; 400 INVALID_RESET_CODE
// or WEAK_PASSWORD, 429 TOO_MANY_ATTEMPTS.
import type { Body } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

/** The `code` is 8 letters or digits, any case. */
export type ResetPasswordRequest = Body<'/auth/password-reset', 'post'>;

export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await api.post('/auth/password-reset', request);
}
