// One agent in the back office (api/src/modules/members/agent-routes.ts): its facts, its own
// discount with the business's maximum and how many of its members have each discount; setting
// that discount lowers the members above it (`lowered` says how many). For those who manage
// agents; an account that is not an agent answers 404 NOT_FOUND.
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type Agent = Answer<'/backoffice/agents/{id}'>;
export type MemberDiscountCount = Agent['memberDiscounts'][number];

export async function getAgent(id: string, signal?: AbortSignal): Promise<Agent> {
  return api.get('/backoffice/agents/{id}', { path: { id }, signal });
}

export async function setAgentDiscount(id: string, discount: number): Promise<Answer<'/backoffice/agents/{id}/discount', 'put'>> {
  return api.put('/backoffice/agents/{id}/discount', { discount }, { path: { id } });
}
