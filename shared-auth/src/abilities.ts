// The CASL ability of the signed-in user (docs/domain.md#accounts-and-roles). One instance for the
// host and every remote, and it always follows the stored user data: saving a login gives it
// userData.ability, clearing the session (here or in another tab) resets it to the anonymous rules.
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { RouteHandle } from './contract.ts';
import { authChange$, readUserData, STORAGE_KEYS } from './storage.ts';
import type { AbilityRule } from './user-data.ts';

/** Anonymous users (and every route by default) need `read Auth`. */
export const INITIAL_RULES: readonly AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

const storedRules = (): AbilityRule[] => [...(readUserData()?.ability ?? INITIAL_RULES)];

/** The one ability instance; guards and remotes read it. */
export const ability: MongoAbility = createMongoAbility(storedRules());

const followStorage = () => ability.update(storedRules());
authChange$.subscribe(followStorage);
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === null || event.key === STORAGE_KEYS.userData) followStorage();
});

/** Whether the ability allows a route: `handle.action` (default read) on `handle.resource` (default Auth). */
export function canNavigate(handle: RouteHandle | undefined): boolean {
  return ability.can(handle?.action ?? 'read', handle?.resource ?? 'Auth');
}
