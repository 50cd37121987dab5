// The back office's agents (docs/backoffice.md#api, docs/domain.md#discounts): one agent with its
// own discount, the business's maximum and how many of its members have each discount; and setting
// the agent's own discount within that maximum. A member's discount never exceeds its agent's, so
// each member above the new discount is lowered to it in the same transaction, each audited as
// `member.discount` (and its sessions told: auth's setDiscountBp). Those who manage agents reach
// every agent; anything else answers 404.
import { type Database, inTransaction } from '../../db/database.ts';
import { percentOf } from '../../lib/percent.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { agentAccount, type AgentAccountRow, lockMembersWithDiscountAbove, memberDiscountCounts, setDiscountBp } from '../auth/index.ts';
import { discountAboveMaximum, discountMaximumBp } from '../lotto/index.ts';
import { storeMemberDiscount } from './members.ts';

/** An agent as its page shows it. */
export interface AgentView {
  agent: AgentAccountRow;
  /** The business's maximum discount, basis points: the most the agent's own may be. */
  maxDiscountBp: number;
  /** How many of its members have each discount, highest first. */
  memberDiscounts: { discountBp: number; members: number }[];
}

const agentNotFound = () => new ApiError(404, 'NOT_FOUND', 'ไม่พบตัวแทนนี้');

async function agentView(db: Database, agent: AgentAccountRow): Promise<AgentView> {
  const [maxDiscountBp, memberDiscounts] = await Promise.all([discountMaximumBp(db), memberDiscountCounts(db, agent.id)]);
  return { agent, maxDiscountBp, memberDiscounts };
}

/** The agent `id` as its page shows it; 404 for an account that is not an agent. */
export async function findAgent(db: Database, id: bigint): Promise<AgentView> {
  const agent = await agentAccount(db, id);
  if (!agent) throw agentNotFound();
  return agentView(db, agent);
}

/**
 * Sets the agent's own discount (400 DISCOUNT_ABOVE_MAXIMUM above the business's maximum) and
 * lowers to it each of its members whose discount is above it; answers the agent and how many
 * members were lowered. Audited as `agent.discount` (entity `agent`) when it changes; nothing is
 * written when refused. The agent's row is locked first, then its members' (as a member's discount
 * change does), so no member is raised above the new discount meanwhile.
 */
export function setAgentDiscount(
  db: Database,
  { id, discountBp, actorAccountId, now }: { id: bigint; discountBp: number; actorAccountId: bigint; now: Date },
): Promise<AgentView & { lowered: number }> {
  return inTransaction(db, async (trx) => {
    const agent = await agentAccount(trx, id, { lock: true });
    if (!agent) throw agentNotFound();
    const maximumBp = await discountMaximumBp(trx);
    if (discountBp > maximumBp) throw discountAboveMaximum(maximumBp);
    const above = await lockMembersWithDiscountAbove(trx, id, discountBp);
    for (const member of above) {
      await storeMemberDiscount(trx, { id: member.id, fromBp: member.discountBp, toBp: discountBp, actorAccountId, now });
    }
    if (discountBp !== agent.discountBp) {
      await setDiscountBp(trx, id, discountBp);
      await audit(trx, {
        actorAccountId,
        action: 'agent.discount',
        entity: 'agent',
        entityId: id,
        before: { discount: percentOf(agent.discountBp) },
        after: { discount: percentOf(discountBp), membersLowered: above.length },
        at: now,
      });
    }
    return { ...(await agentView(trx, { ...agent, discountBp })), lowered: above.length };
  });
}
