// Self-exclusion (GET and POST /api/account/self-exclusion): the member stops themselves from
// playing for a number of days, confirming with their password. Asking ends every session of the
// account at once (this page's token then answers 401); until the end, signing in starts a
// restricted session (history and withdrawals only). It can be extended, never shortened: asking
// for an end before the one already set keeps the later one.
import { http } from '@tanghuay/shared-auth';

export interface SelfExclusion {
  /** When the self-exclusion ends (ISO instant); null: none. */
  selfExcludedUntil: string | null;
}

export async function getSelfExclusion(signal?: AbortSignal): Promise<SelfExclusion> {
  return (await http.get<SelfExclusion>('/account/self-exclusion', { signal })).data;
}

/**
 * 200 when it ends; 403 WRONG_PASSWORD (counted towards the login throttle, 429 after too many);
 * 400 with the API's Thai reason for a number of days it does not take.
 */
export async function excludeSelf(request: { days: number; password: string }): Promise<SelfExclusion> {
  return (await http.post<SelfExclusion>('/account/self-exclusion', request)).data;
}
