// POST /api/auth/change-password {currentPassword, newPassword}: 204 once changed (the session goes
// on). 403 WRONG_PASSWORD when the current one is wrong (a wrong guess counts towards the login
// throttle), 400 WEAK_PASSWORD with the Thai rule, 429 while throttled.
import { http } from '@tanghuay/shared-auth';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await http.post('/auth/change-password', { currentPassword, newPassword });
}
