// Self-exclusion (GET and POST /api/account/self-exclusion): the member stops themselves from
// playing for a number of days. Asking ends every session of the account at once (this page's
// token then answers 401) and login answers 403 SELF_EXCLUDED, with the end date in Thai, until the
// end. It can be extended, never shortened: asking for an end before the one already set keeps the
// later one.
import { http } from '@tanghuay/shared-auth';

export interface SelfExclusion {
  /** When the self-exclusion ends (ISO instant); null: none. */
  selfExcludedUntil: string | null;
}

export async function getSelfExclusion(signal?: AbortSignal): Promise<SelfExclusion> {
  return (await http.get<SelfExclusion>('/account/self-exclusion', { signal })).data;
}

/** 200 when it ends; 400 with the API's Thai reason for a number of days it does not take. */
export async function excludeSelf(days: number): Promise<SelfExclusion> {
  return (await http.post<SelfExclusion>('/account/self-exclusion', { days })).data;
}
