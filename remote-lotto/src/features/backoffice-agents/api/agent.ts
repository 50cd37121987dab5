// One agent in the back office (api/src/modules/members/agent-routes.ts): its facts, its own
// discount with the business's maximum and how many of its members have each discount; setting
// that discount lowers the members above it (`lowered` says how many). For those who manage
// agents; an account that is not an agent answers 404 NOT_FOUND.
import { http, type Role } from '@tanghuay/shared-auth';

export interface MemberDiscountCount {
  /** Percent. */
  discount: number;
  members: number;
}

export interface Agent {
  id: string;
  username: string;
  role: Extract<Role, 'master' | 'agline'>;
  /** The account the agent belongs to (its agent group), if any. */
  group: { id: string; username: string } | null;
  createdAt: string;
  /** The agent's own discount, percent: the most its members' may be. */
  discount: number;
  /** The business's maximum discount, percent: the most the agent's own may be. */
  maxDiscount: number;
  /** Highest discount first. */
  memberDiscounts: MemberDiscountCount[];
}

const agentPath = (id: string) => `/backoffice/agents/${encodeURIComponent(id)}`;

export async function getAgent(id: string, signal?: AbortSignal): Promise<Agent> {
  return (await http.get<Agent>(agentPath(id), { signal })).data;
}

export async function setAgentDiscount(id: string, discount: number): Promise<Agent & { lowered: number }> {
  return (await http.put<Agent & { lowered: number }>(`${agentPath(id)}/discount`, { discount })).data;
}
