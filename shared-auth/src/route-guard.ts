// The one decision behind every route (docs/architecture.md#host-and-remotes): what a route needs
// is its handle; who asks is the stored user and the shared ability.
import { ability, canNavigate } from './abilities.ts';
import type { RouteHandle } from './contract.ts';
import { DEFAULT_PATH, homeFor, LOGIN_PATH, NOT_AUTHORIZED_PATH } from './role-home.ts';
import type { UserData } from './user-data.ts';

/**
 * Where the guard sends the user instead of the route, or null to let them in: a signed-in user
 * on a redirect-if-logged-in route goes to their home; a failed ability sends a signed-in user to
 * `/` and an anonymous one to the login screen.
 */
export function guardRedirect(handle: RouteHandle | undefined, userData: UserData | null): string | null {
  if (userData && handle?.redirectIfLoggedIn) return homeFor(userData);
  if (canNavigate(handle)) return null;
  return userData ? '/' : LOGIN_PATH;
}

/**
 * Where `/` leads: round selection for anonymous users and everyone who may read it; any other
 * signed-in user goes to their home (a self-excluded member to the withdraw page), or to the
 * not-authorized page when that home is `/` itself — so a refused user never bounces between `/`
 * and a page they may not open.
 */
export function landingPath(userData: UserData | null): string {
  if (!userData || ability.can('read', 'Seamless')) return DEFAULT_PATH;
  const home = homeFor(userData);
  return home === '/' ? NOT_AUTHORIZED_PATH : home;
}
