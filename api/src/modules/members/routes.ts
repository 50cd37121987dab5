// HTTP face of the back office's members (docs/backoffice.md#api): the members list, one member,
// and a member's own discount; for those who may manage Member, within their reach.
import { accountOf, requireAbility } from '../../plugins/auth.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { numberedPage } from '../../lib/paging.ts';
import { reachableMembers } from '../auth/index.ts';
import {
  basisPointsOf,
  discountSchema,
  MEMBER_LABELS,
  memberJson,
  membersSchema,
  memberSchema,
  memberWithMaxDiscountJson,
} from './member-json.ts';
import { findMember, listMembers, setMemberDiscount } from './members.ts';

export function memberRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(MEMBER_LABELS));
    const onRequest = [app.authenticate, requireAbility('manage', 'Member')];

    app.get('/backoffice/members', { onRequest, schema: membersSchema }, async (request) => {
      const { q, agentId, status, sort = 'createdAt', order = 'desc', ...paging } = request.query;
      const at = now();
      const { page, pageSize, offset } = numberedPage(paging);
      const { items, total } = await listMembers(
        db,
        { reach: reachableMembers(accountOf(request)), now: at, q, agentId: agentId === undefined ? undefined : BigInt(agentId), status },
        { sort, order, limit: pageSize, offset },
      );
      return { items: items.map((row) => memberJson(row, at)), total, page, pageSize };
    });

    app.get('/backoffice/members/:id', { onRequest, schema: memberSchema }, async (request) => {
      const at = now();
      const member = await findMember(db, { reach: reachableMembers(accountOf(request)), id: BigInt(request.params.id), now: at });
      return memberWithMaxDiscountJson(member, at);
    });

    app.put('/backoffice/members/:id/discount', { onRequest, schema: discountSchema }, async (request) => {
      const caller = accountOf(request);
      const at = now();
      const member = await setMemberDiscount(db, {
        reach: reachableMembers(caller),
        id: BigInt(request.params.id),
        discountBp: basisPointsOf(request.body.discount),
        actorAccountId: caller.id,
        now: at,
      });
      return memberWithMaxDiscountJson(member, at);
    });
  };
}
