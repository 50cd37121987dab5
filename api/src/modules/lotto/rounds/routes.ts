// HTTP face of the back office's round controls (docs/domain.md#lotteries-and-rounds), for those
// who manage rounds (docs/backoffice.md#rights): open a round now, close it now. Each change runs
// in one transaction with its audit entry.
import { accountOf, requireAbility } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import { inTransaction } from '../../../db/database.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { ROUND_ID_LABEL } from '../labels.ts';
import { closeRound, openRound } from './round-controls.ts';
import { roundJson, roundParams, roundSchema } from './round-json.ts';

const controlSchema = {
  params: roundParams,
  response: { 200: roundSchema, ...errorResponses(400, 401, 403, 404, 409) },
} as const;

const FIELD_LABELS = { roundId: ROUND_ID_LABEL } as const;

export function roundControlRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const hooks = { onRequest: [app.authenticate, requireAbility('manage', 'Round')] };

    for (const [action, control] of [
      ['open', openRound],
      ['close', closeRound],
    ] as const) {
      app.post(`/backoffice/rounds/:roundId/${action}`, { schema: controlSchema, ...hooks }, async (request) => {
        const at = now();
        const round = await inTransaction(db, (trx) =>
          control(trx, { roundId: BigInt(request.params.roundId), actorAccountId: accountOf(request).id, now: at }),
        );
        return roundJson(round, at);
      });
    }
  };
}
