// HTTP face of cancelling a whole round (docs/domain.md#lotteries-and-rounds), for those who
// manage rounds (docs/backoffice.md#rights): every pending slip refunded, once per Idempotency-Key.
import { accountOf, requireAbility } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { answerOnce } from '../../../plugins/idempotency.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { bahtValue, idempotencyHeaders } from '../../../lib/schemas.ts';
import { idString } from '../../../lib/ids.ts';
import { IDEMPOTENCY_KEY_LABELS, SLIP_ROUND_LABEL } from '../labels.ts';
import { plainText } from '../slips/slip-json.ts';
import { cancelRound } from './round-cancel.ts';

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

const FIELD_LABELS = {
  roundId: SLIP_ROUND_LABEL,
  reason: 'เหตุผล (ไม่เกิน 200 ตัวอักษร)',
  ...IDEMPOTENCY_KEY_LABELS,
} as const;

export function roundCancelRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.post(
      '/backoffice/rounds/:roundId/cancel',
      {
        schema: { ...roundCancelSchema, summary: 'Cancel a round that has no result yet, refunding every pending slip' },
        onRequest: [app.authenticate, requireAbility('manage', 'Round')],
      },
      async (request, reply) => {
        const { roundId } = request.params;
        const { reason } = request.body;
        const requestBody = { route: 'POST /backoffice/rounds/:roundId/cancel', roundId, reason };
        return answerOnce(db, request, reply, requestBody, async (trx) => {
          const cancelled = await cancelRound(trx, { roundId: BigInt(roundId), actorId: accountOf(request).id, reason, now: now() });
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
        });
      },
    );
  };
}
