// Changing the password: one request at a time (a double tap sends one), the refusal kept to be
// shown in the API's words until the member tries again (lib/use-submission.ts).
import { useSubmission } from '../../../lib/use-submission.ts';
import { changePassword } from '../api/change-password.ts';

export interface ChangingPassword {
  sending: boolean;
  error: unknown;
  /** True once changed; false when refused (see error) or another request is on its way. */
  change(currentPassword: string, newPassword: string): Promise<boolean>;
  clearError(): void;
}

export function useChangePassword(): ChangingPassword {
  const { sending, error, submit, clearError } = useSubmission(async (currentPassword: string, newPassword: string) => {
    await changePassword(currentPassword, newPassword);
    return true;
  });
  return { sending, error, change: async (current, next) => (await submit(current, next)) === true, clearError };
}
