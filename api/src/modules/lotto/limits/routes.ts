// HTTP face of a round's limits in the back office (docs/domain.md#number-limits), for those who
// manage rounds (docs/backoffice.md#rights): the exposure per number to set them by, and the whole
// list of limit items replaced at once, audited, in one transaction.
import { accountOf, requireAbility } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import { inTransaction } from '../../../db/database.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { idString } from '../../../lib/ids.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { numberedPage, numberedPageAnswer, numberedPageProperties } from '../../../lib/paging.ts';
import { bahtValue, nullable } from '../../../lib/schemas.ts';
import { betTypeCode } from '../catalog/bet-type-json.ts';
import { object } from '../json-schema.ts';
import { BACKOFFICE_ITEM_LABELS, NUMBERED_PAGE_LABELS, ROUND_ID_LABEL } from '../labels.ts';
import { roundParams } from '../rounds/round-json.ts';
import { roundNotFound } from '../rounds/round-locks.ts';
import { roundTerms } from '../rounds/round-terms.ts';
import { roundExposure } from './exposure.ts';
import { limitJson, limitKind, limitNumber, limitSchema } from './limit-json.ts';
import { replaceLimits } from './limits.ts';

const limitsAnswer = object({ roundId: idString, limits: { type: 'array', items: limitSchema } });

const limitsSchema = {
  params: roundParams,
  body: object({
    items: {
      type: 'array',
      maxItems: 2000,
      description: "the round's whole list of limit items (an empty list removes them all)",
      items: {
        type: 'object',
        required: ['type', 'number', 'kind'],
        additionalProperties: false,
        properties: {
          type: betTypeCode,
          number: limitNumber,
          kind: limitKind,
          value: { type: 'number', description: 'reduced: percent paid, 1–99; cap: baht all members may stake; closed: leave out' },
        },
      },
    },
  }),
  response: { 200: limitsAnswer, ...errorResponses(400, 401, 403, 404, 409) },
} as const;

const exposureSchema = {
  params: roundParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { type: { ...betTypeCode, description: 'only this bet type' }, ...numberedPageProperties },
  },
  response: {
    200: object({
      roundId: idString,
      totals: {
        ...object({
          stake: bahtValue,
          charged: { ...bahtValue, description: 'stake − discount: what the house took' },
          slips: { type: 'integer' },
          members: { type: 'integer' },
        }),
        description: "the round's slips not cancelled, every bet type",
      },
      ...numberedPageAnswer(
        object({
          type: betTypeCode,
          number: limitNumber,
          stake: { ...bahtValue, description: 'staked on it by all members (slips not cancelled)' },
          payoutIfWins: { ...bahtValue, description: 'what the round pays if it wins: its items’ win amounts as priced when placed' },
          slips: { type: 'integer' },
          members: { type: 'integer' },
          limit: { ...nullable(limitSchema), description: 'its limit item now, if any' },
        }),
      ).properties,
    }),
    ...errorResponses(400, 401, 403, 404),
  },
} as const;

const FIELD_LABELS = {
  roundId: ROUND_ID_LABEL,
  ...BACKOFFICE_ITEM_LABELS,
  number: 'เลข',
  kind: 'ชนิดเลขอั้น (closed, reduced หรือ cap)',
  ...NUMBERED_PAGE_LABELS,
} as const;

export function limitRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.get(
      '/backoffice/rounds/:roundId/exposure',
      {
        schema: { ...exposureSchema, summary: 'Stake and payout if it wins per bet type and number, biggest payout first' },
        onRequest: [app.authenticate, requireAbility('manage', 'Round')],
      },
      async (request) => {
        const { roundId } = request.params;
        const { type, ...query } = request.query;
        const paging = numberedPage(query);
        if (!(await roundTerms(db, BigInt(roundId)))) throw roundNotFound();
        const { totals, lines, total } = await roundExposure(db, { roundId: BigInt(roundId), type, ...paging });
        return {
          roundId,
          totals: { ...totals, stake: satangToBaht(totals.stake), charged: satangToBaht(totals.charged) },
          items: lines.map((line) => ({
            type: line.type,
            number: line.number,
            stake: satangToBaht(line.stake),
            payoutIfWins: satangToBaht(line.payoutIfWins),
            slips: line.slips,
            members: line.members,
            limit: line.limit && limitJson(line.limit),
          })),
          total,
          page: paging.page,
          pageSize: paging.pageSize,
        };
      },
    );

    app.put(
      '/backoffice/rounds/:roundId/limits',
      { schema: limitsSchema, onRequest: [app.authenticate, requireAbility('manage', 'Round')] },
      async (request) => {
        const { roundId } = request.params;
        const { items } = request.body;
        const limits = await inTransaction(db, (trx) =>
          replaceLimits(trx, { roundId: BigInt(roundId), items, actorAccountId: accountOf(request).id, now: now() }),
        );
        return { roundId, limits: limits.map(limitJson) };
      },
    );
  };
}
