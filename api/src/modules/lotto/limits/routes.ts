// HTTP face of a round's limit items in the back office (docs/domain.md#number-limits), for
// administrators and operators (agadmin): the whole list replaced at once, audited, in one
// transaction.
import { accountOf, requireRole } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import { inTransaction } from '../../../db/database.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { idString } from '../../../lib/ids.ts';
import { betTypeCode } from '../catalog/bet-type-json.ts';
import { object } from '../json-schema.ts';
import { BACKOFFICE_ITEM_LABELS, ROUND_ID_LABEL } from '../labels.ts';
import { roundParams } from '../rounds/round-json.ts';
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

const FIELD_LABELS = {
  roundId: ROUND_ID_LABEL,
  ...BACKOFFICE_ITEM_LABELS,
  number: 'เลข',
  kind: 'ชนิดเลขอั้น (closed, reduced หรือ cap)',
} as const;

export function limitRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.put(
      '/backoffice/rounds/:roundId/limits',
      { schema: limitsSchema, onRequest: [app.authenticate, requireRole('admin', 'agadmin')] },
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
