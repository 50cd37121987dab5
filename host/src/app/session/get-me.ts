// GET /api/auth/me: the signed-in user as the server knows it now (role and abilities may have
// changed since the login); stored so guards, menus and remotes read the fresh copy.
import { http, saveUserData, type UserData } from '@tanghuay/shared-auth';

export async function refreshUserData(userID: number): Promise<void> {
  const { data } = await http.get<UserData>('/auth/me');
  // Another account may have signed in on this page meanwhile.
  if (data.userID === userID) saveUserData(data);
}
