// GET /api/auth/me: the signed-in user as the server knows it now (role and abilities may have
// changed since the login); stored so guards, menus and remotes read the fresh copy.
import { api, saveUserData } from '@tanghuay/shared-auth';

export async function refreshUserData(userID: number): Promise<void> {
  const userData = await api.get('/auth/me');
  // Another account may have signed in on this page meanwhile.
  if (userData.userID === userID) saveUserData(userData);
}
