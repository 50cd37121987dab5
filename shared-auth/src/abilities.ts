// The CASL ability of the signed-in user, from userData.ability (seed spec §6). One instance for
// the host and every remote: the host updates it at login and logout, the guard and remotes read it.
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { RouteHandle } from './contract.ts';
import { readUserData } from './storage.ts';
import type { AbilityRule } from './user-data.ts';

/** Anonymous users (and every route by default) need `read Auth`. */
export const INITIAL_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

const copy = (rules: readonly AbilityRule[]): AbilityRule[] => rules.map(({ action, subject }) => ({ action, subject }));

/** A reload keeps the permissions of the stored user. */
const rulesOnLoad = (): AbilityRule[] => copy(readUserData()?.ability ?? INITIAL_RULES);

/** The one ability instance; the host updates it, guards and remotes read it. */
export const ability: MongoAbility = createMongoAbility(rulesOnLoad());

export function updateAbility(rules: AbilityRule[]): void {
  ability.update(copy(rules));
}

export function resetAbility(): void {
  ability.update(copy(INITIAL_RULES));
}

/** Whether the ability allows a route: `handle.action` (default read) on `handle.resource` (default Auth). */
export function canNavigate(handle: RouteHandle | undefined): boolean {
  return ability.can(handle?.action ?? 'read', handle?.resource ?? 'Auth');
}
