// Entering /login-next (docs/architecture.md#host-and-remotes): the session ends here — the API is
// told (best effort, with the token read before it is gone) and all of localStorage is cleared.
import { api, clearAllStorage, readToken } from '@tanghuay/shared-auth';

export function endSession(): null {
  const token = readToken();
  clearAllStorage();
  if (token) {
    api.post('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  }
  return null;
}
