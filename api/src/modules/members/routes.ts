// HTTP face of the back office's members (docs/backoffice.md#api): the members list, one member,
// a member's own discount, a password reset code, and accounts made by staff; for those who may
// manage Member, within their reach. Each write is audited in its own transaction.
import { accountOf, requireAbility } from '../../plugins/auth.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { numberedPage } from '../../lib/paging.ts';
import { audit } from '../audit/index.ts';
import { createAccountByStaff, issueResetCode, reachableMembers } from '../auth/index.ts';
import { ACCOUNT_WRITE_LABELS, createAccountSchema, issueResetCodeSchema } from './account-json.ts';
import { basisPointsOf } from '../../lib/percent.ts';
import { discountSchema, MEMBER_LABELS, memberJson, membersSchema, memberSchema, memberWithMaxDiscountJson } from './member-json.ts';
import { listMembers, memberWithMaxDiscount, setMemberDiscount } from './members.ts';

export function memberRoutes({ db, now, settings }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors({ ...ACCOUNT_WRITE_LABELS, ...MEMBER_LABELS }));
    const onRequest = [app.authenticate, requireAbility('manage', 'Member')];

    app.get('/backoffice/members', { onRequest, schema: membersSchema }, async (request) => {
      const { q, agentId, status, discountAbove, sort = 'createdAt', order = 'desc', ...paging } = request.query;
      const at = now();
      const { page, pageSize, offset } = numberedPage(paging);
      const filter = {
        reach: reachableMembers(accountOf(request)),
        now: at,
        q,
        agentId: agentId === undefined ? undefined : BigInt(agentId),
        status,
        discountAbove: discountAbove === undefined ? undefined : basisPointsOf(Number(discountAbove)),
      };
      const { items, total } = await listMembers(db, filter, { sort, order, limit: pageSize, offset });
      return { items: items.map((row) => memberJson(row, at)), total, page, pageSize };
    });

    app.get('/backoffice/members/:id', { onRequest, schema: memberSchema }, async (request) => {
      const at = now();
      const found = await memberWithMaxDiscount(db, { reach: reachableMembers(accountOf(request)), id: BigInt(request.params.id), now: at });
      return memberWithMaxDiscountJson(found, at);
    });

    app.put('/backoffice/members/:id/discount', { onRequest, schema: discountSchema }, async (request) => {
      const caller = accountOf(request);
      const at = now();
      const changed = await setMemberDiscount(db, {
        reach: reachableMembers(caller),
        id: BigInt(request.params.id),
        discountBp: basisPointsOf(request.body.discount),
        actorAccountId: caller.id,
        now: at,
      });
      return memberWithMaxDiscountJson(changed, at);
    });

    app.post('/backoffice/accounts', { onRequest, schema: createAccountSchema }, async (request, reply) => {
      const caller = accountOf(request);
      const at = now();
      const created = await createAccountByStaff(db, settings.auth, caller, request.body, at, (trx, account) =>
        audit(trx, {
          actorAccountId: caller.id,
          action: 'account.create',
          entity: 'account',
          entityId: account.id,
          before: null,
          after: { username: account.username, role: account.role, parentId: account.parent_id },
          at,
        }),
      );
      return reply.code(201).send({
        id: String(created.id),
        username: created.username,
        role: created.role,
        usertype: created.usertype,
        parentId: created.parent_id === null ? null : String(created.parent_id),
        createdAt: created.created_at.toISOString(),
      });
    });

    app.post('/backoffice/members/:id/password-reset-code', { onRequest, schema: issueResetCodeSchema }, async (request, reply) => {
      const caller = accountOf(request);
      const at = now();
      const memberId = BigInt(request.params.id);
      const issued = await issueResetCode(db, { memberId, issuedBy: caller.id, reach: reachableMembers(caller), now: at }, (trx, { expiresAt }) =>
        // The code itself is never written down: only that one was issued, and until when.
        audit(trx, { actorAccountId: caller.id, action: 'member.reset-code', entity: 'account', entityId: memberId, before: null, after: { expiresAt }, at }),
      );
      return reply.code(201).send({ code: issued.code, expiresAt: issued.expiresAt.toISOString() });
    });
  };
}
