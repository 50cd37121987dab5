// The areas of the product, as the CASL subjects the API's rules name (api/src/modules/auth/abilities.ts),
// and what an ability allows in each.
import type { AnyAbility } from '@casl/ability';

export const AREAS = ['Seamless', 'Backoffice', 'LottoStatus', 'LottoAgent', 'ACL', 'Auth'] as const;
export type Area = (typeof AREAS)[number];

export const ACTIONS = ['read', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

export type AreaAccess = { area: Area } & Record<Action, boolean>;

/** For each area, whether the ability may read it and manage it. */
export function accessOf(ability: AnyAbility): AreaAccess[] {
  return AREAS.map((area) => ({ area, read: ability.can('read', area), manage: ability.can('manage', area) }));
}
