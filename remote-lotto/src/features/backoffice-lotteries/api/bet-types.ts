// A lottery's bet types in the back office (docs/domain.md#bet-types-and-payouts): every type it
// has, offered or not, with rate (× n), least and most stake per number (baht), discount (percent),
// and the business's maximum discount; and the change of some of them (PUT, only the types listed
// change), audited as lotto.bet-types.
import { http } from '@tanghuay/shared-auth';
import type { BetTypeItem, BetTypesAnswer } from '../model/bet-type-form.ts';

const path = (code: string) => `/backoffice/lottos/${encodeURIComponent(code)}/bet-types`;

export async function getBetTypes(code: string, signal?: AbortSignal): Promise<BetTypesAnswer> {
  return (await http.get<BetTypesAnswer>(path(code), { signal })).data;
}

export async function saveBetTypes(code: string, items: BetTypeItem[]): Promise<BetTypesAnswer> {
  return (await http.put<BetTypesAnswer>(path(code), { items })).data;
}
