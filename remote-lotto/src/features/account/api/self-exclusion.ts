// Self-exclusion (GET and POST /api/account/self-exclusion): the member stops themselves from
// playing for a number of days, confirming with their password. Asking ends every session of the
// account at once (this page's token then answers 401); until the end, signing in starts a
// restricted session (history and withdrawals only). It can be extended, never shortened: asking
// for an end before the one already set keeps the later one.
import type { Answer, Body } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

/** When the self-exclusion ends (ISO instant); null: none. */
export type SelfExclusion = Answer<'/account/self-exclusion'>;

export async function getSelfExclusion(signal?: AbortSignal): Promise<SelfExclusion> {
  return api.get('/account/self-exclusion', { signal });
}

/**
 * 200 when it ends; 403 WRONG_PASSWORD (counted towards the login throttle, 429 after too many);
 * 400 with the API's Thai reason for a number of days it does not take.
 */
export async function excludeSelf(request: Body<'/account/self-exclusion', 'post'>): Promise<SelfExclusion> {
  return api.post('/account/self-exclusion', request);
}
