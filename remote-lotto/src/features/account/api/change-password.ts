// POST /api/auth/change-password {currentPassword, newPassword}: 200 with a new session once
// changed — every session of the account has ended, this one too, and the answer is a login's —
// which is stored as a login's is (shared-auth's saveLogin), so this tab and the other tabs of the
// browser carry on signed in while other browsers and devices are signed out. 403 WRONG_PASSWORD
// when the current one is wrong (a wrong guess counts towards the login throttle), 400
// WEAK_PASSWORD with the Thai rule, 429 while throttled.
import { api, saveLogin } from '@tanghuay/shared-auth';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  saveLogin(await api.post('/auth/change-password', { currentPassword, newPassword }));
}
