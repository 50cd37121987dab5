// HTTP face of the back office's agents (docs/backoffice.md#api): one agent's facts, its own
// discount with the business's maximum and its members' discounts; setting that discount, which
// lowers the members above it. For those who manage agents (administrators and operators), who
// reach every agent; an account that is not an agent answers 404.
import { accountOf, requireAbility } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { idParams, idString } from '../../lib/ids.ts';
import { basisPointsOf, discountPercent, percentOf } from '../../lib/percent.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { closedObject, dateTime, nullable } from '../../lib/schemas.ts';
import { AGENT_ROLES } from '../auth/index.ts';
import { type AgentView, findAgent, setAgentDiscount } from './agents.ts';

const agentProperties = {
  id: idString,
  username: { type: 'string' },
  role: { type: 'string', enum: [...AGENT_ROLES] },
  group: { ...nullable(closedObject({ id: idString, username: { type: 'string' } })), description: 'the account the agent belongs to (its agent group), if any' },
  createdAt: dateTime,
  discount: { type: 'number', description: "the agent's own discount, percent: the most its members' discounts may be" },
  maxDiscount: { type: 'number', description: "the business's maximum discount, percent: the most the agent's own may be" },
  memberDiscounts: {
    type: 'array',
    description: "how many of the agent's members have each discount (percent), highest first",
    items: closedObject({ discount: { type: 'number' }, members: { type: 'integer' } }),
  },
} as const;

const agentSchema = {
  summary: 'One agent: its facts, its own discount, the maximum discount and its members’ discounts',
  params: idParams,
  response: { 200: closedObject(agentProperties), ...errorResponses(400, 401, 403, 404) },
} as const;

const agentDiscountSchema = {
  summary: "Set an agent's own discount (audited as agent.discount); its members above it are lowered to it",
  description:
    "At most the business's maximum discount (400 DISCOUNT_ABOVE_MAXIMUM naming it). Each member of the agent whose discount is " +
    'above the new one is lowered to it in the same transaction, audited as member.discount; `lowered` says how many.',
  params: idParams,
  body: closedObject({ discount: discountPercent }),
  response: {
    200: closedObject({ ...agentProperties, lowered: { type: 'integer', description: 'members whose discount was lowered to the new one' } }),
    ...errorResponses(400, 401, 403, 404),
  },
} as const;

const FIELD_LABELS = {
  id: 'เลขที่ตัวแทน',
  discount: 'ส่วนลด (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)',
} as const;

const agentJson = ({ agent, maxDiscountBp, memberDiscounts }: AgentView) => ({
  id: String(agent.id),
  username: agent.username,
  role: agent.role,
  group: agent.groupId === null || agent.groupUsername === null ? null : { id: String(agent.groupId), username: agent.groupUsername },
  createdAt: agent.createdAt.toISOString(),
  discount: percentOf(agent.discountBp),
  maxDiscount: percentOf(maxDiscountBp),
  memberDiscounts: memberDiscounts.map(({ discountBp, members }) => ({ discount: percentOf(discountBp), members })),
});

export function agentRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const onRequest = [app.authenticate, requireAbility('manage', 'Agent')];

    app.get('/backoffice/agents/:id', { onRequest, schema: agentSchema }, async (request) => agentJson(await findAgent(db, BigInt(request.params.id))));

    app.put('/backoffice/agents/:id/discount', { onRequest, schema: agentDiscountSchema }, async (request) => {
      const { lowered, ...view } = await setAgentDiscount(db, {
        id: BigInt(request.params.id),
        discountBp: basisPointsOf(request.body.discount),
        actorAccountId: accountOf(request).id,
        now: now(),
      });
      return { ...agentJson(view), lowered };
    });
  };
}
