// HTTP face of slips in the back office: administrators and operators see every member's slips,
// agents their own members'; administrators and operators cancel a whole round with refunds.
import type { FastifyInstance } from 'fastify';
import { accountOf, requireRole } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { agentScopeOf, requireMemberHandler } from '../backoffice/scope.ts';
import type { ModuleContext } from '../context.ts';
import { withIdempotency } from '../wallet/idempotency.ts';
import { satangToBaht } from '../wallet/money.ts';
import { bahtValue, idempotencyHeaders } from '../wallet/schemas.ts';
import { idString } from '../ids.ts';
import { cancelRound } from './round-cancel.ts';
import { cancelWindow } from './slip-cancel.ts';
import {
  backofficeSlipJson,
  backofficeSlipListItemJson,
  backofficeSlipPageAnswer,
  backofficeSlipSchema,
  idParams,
  plainText,
  slipListQuery,
} from './slip-json.ts';
import { oneSlip, type Reach, slipFilters, type SlipListQuery, slipPage } from './slip-reads.ts';

const listSchema = {
  querystring: { ...slipListQuery, properties: { ...slipListQuery.properties, accountId: idString } },
  response: { 200: backofficeSlipPageAnswer, ...errorResponses(400, 401, 403) },
} as const;

const oneSchema = { params: idParams, response: { 200: backofficeSlipSchema, ...errorResponses(400, 401, 403, 404) } } as const;

const roundCancelSchema = {
  params: { type: 'object', required: ['roundId'], additionalProperties: false, properties: { roundId: idString } },
  headers: idempotencyHeaders,
  body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: plainText } },
  response: {
    200: {
      type: 'object',
      required: ['roundId', 'lottoCode', 'lottoName', 'closeDate', 'status', 'refunds'],
      additionalProperties: false,
      properties: {
        roundId: idString,
        lottoCode: { type: 'string' },
        lottoName: { type: 'string' },
        closeDate: { type: 'string', format: 'date' },
        status: { type: 'string', enum: ['cancelled'] },
        refunds: {
          type: 'object',
          required: ['slips', 'members', 'amount'],
          additionalProperties: false,
          description: 'the pending slips refunded, their members, and baht refunded in all',
          properties: { slips: { type: 'integer' }, members: { type: 'integer' }, amount: bahtValue },
        },
      },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
} as const;

export function slipBackofficeRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const inReach = (request: Parameters<typeof accountOf>[0]): Reach => ({ agent: agentScopeOf(accountOf(request)) });

    app.get(
      '/backoffice/slips',
      {
        schema: { ...listSchema, summary: "Members' slips, newest first (agents: their own members')" },
        onRequest: [app.authenticate, requireMemberHandler],
      },
      async (request) => {
        const { accountId, ...query } = request.query as SlipListQuery & { accountId?: string };
        const page = await slipPage(db, inReach(request), {
          ...slipFilters(query),
          accountId: accountId === undefined ? undefined : BigInt(accountId),
        });
        const clock = { window: await cancelWindow(db), now: now() };
        return { items: page.items.map((slip) => backofficeSlipListItemJson(slip, clock)), nextCursor: page.nextCursor };
      },
    );

    app.get(
      '/backoffice/slips/:id',
      {
        schema: { ...oneSchema, summary: 'One member slip with every item (agents: their own members’)' },
        onRequest: [app.authenticate, requireMemberHandler],
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const { slip, items } = await oneSlip(db, inReach(request), BigInt(id));
        return backofficeSlipJson(slip, items, { window: await cancelWindow(db), now: now() });
      },
    );

    app.post(
      '/backoffice/rounds/:roundId/cancel',
      {
        schema: { ...roundCancelSchema, summary: 'Cancel a round that has no result yet, refunding every pending slip' },
        onRequest: [app.authenticate, requireRole('admin', 'agadmin')],
      },
      async (request) => {
        const operator = accountOf(request);
        const { roundId } = request.params as { roundId: string };
        const { reason } = request.body as { reason: string };
        const answer = await withIdempotency(
          db,
          {
            accountId: operator.id,
            key: request.headers['idempotency-key'] as string | undefined,
            requestBody: { route: 'POST /backoffice/rounds/:roundId/cancel', roundId, reason },
          },
          async (trx) => {
            const cancelled = await cancelRound(trx, { roundId: BigInt(roundId), actorId: operator.id, reason, now: now() });
            return {
              statusCode: 200,
              body: {
                roundId,
                lottoCode: cancelled.lottoCode,
                lottoName: cancelled.lottoName,
                closeDate: cancelled.drawDate,
                status: 'cancelled' as const,
                refunds: { ...cancelled.refunds, amount: satangToBaht(cancelled.refunds.amount) },
              },
            };
          },
        );
        return answer.body;
      },
    );
  };
}
