// A lottery's bet types in the back office (docs/domain.md#bet-types-and-payouts): every type it
// has, offered or not, with rate (× n), least and most stake per number (baht), discount (percent),
// and the business's maximum discount; and the change of some of them (PUT, only the types listed
// change), audited as lotto.bet-types.
import { api } from '@tanghuay/shared-auth';
import type { BetTypeItem, BetTypesAnswer } from '../model/bet-type-form.ts';

export async function getBetTypes(code: string, signal?: AbortSignal): Promise<BetTypesAnswer> {
  return api.get('/backoffice/lottos/{code}/bet-types', { path: { code }, signal });
}

export async function saveBetTypes(code: string, items: BetTypeItem[]): Promise<BetTypesAnswer> {
  return api.put('/backoffice/lottos/{code}/bet-types', { items }, { path: { code } });
}
