// HTTP face of the back office's round reads (docs/backoffice.md#api), for those who manage rounds:
// rounds by lottery, draw date and status (or waiting for a result) a numbered page at a time, and
// one round with its figures and what cancelling it would refund.
import { requireAbility } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { numberedPage, numberedPageAnswer, numberedPageProperties } from '../../../lib/paging.ts';
import { bahtValue, nullable } from '../../../lib/schemas.ts';
import { lottoCode, object } from '../json-schema.ts';
import { LOTTO_CODE_LABEL, NUMBERED_PAGE_LABELS, ROUND_ID_LABEL } from '../labels.ts';
import { type BackofficeRound, backofficeRound, backofficeRounds } from './backoffice-reads.ts';
import { cancelPreview } from './round-cancel.ts';
import { ROUND_STATUSES, roundJson, roundParams, roundProperties } from './round-json.ts';
import { roundNotFound } from './round-locks.ts';

const backofficeRoundProperties = {
  ...roundProperties,
  resultKind: { type: 'string', enum: ['government', 'standard'], description: 'which numbers its result takes' },
  resultSource: { type: 'string', enum: ['operator', 'house_rng'], description: 'house_rng: drawn by the house, no entry' },
  slips: { type: 'integer', description: 'slips not cancelled' },
  stake: { ...bahtValue, description: 'their stake, baht' },
  hasResult: { type: 'boolean' },
} as const;

const listSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      lotto: { ...lottoCode, description: "a lottery's code" },
      date: { type: 'string', format: 'date', description: 'a draw date (closeDate), YYYY-MM-DD' },
      status: { type: 'string', enum: [...ROUND_STATUSES], description: "by the server's clock" },
      awaitingResult: {
        type: 'string',
        enum: ['true', 'false'],
        description: "true: only rounds waiting for an operator's result (closed by the clock, not drawn by the house); false: the others",
      },
      ...numberedPageProperties,
    },
  },
  response: { 200: numberedPageAnswer(object(backofficeRoundProperties)), ...errorResponses(400, 401, 403) },
} as const;

const oneSchema = {
  params: roundParams,
  response: {
    200: object({
      ...backofficeRoundProperties,
      cancelPreview: {
        ...nullable(
          object({
            slips: { type: 'integer', description: 'pending slips' },
            members: { type: 'integer', description: 'their members' },
            refund: { ...bahtValue, description: 'baht refunded in all: what they charged' },
          }),
        ),
        description: 'what POST …/cancel would refund now; null once the round is resulted or cancelled',
      },
    }),
    ...errorResponses(400, 401, 403, 404),
  },
} as const;

const FIELD_LABELS = {
  lotto: LOTTO_CODE_LABEL,
  date: 'วันที่ออกผล (ปี-เดือน-วัน เช่น 2026-12-16)',
  status: 'สถานะรอบ (upcoming, open, closed, resulted หรือ cancelled)',
  awaitingResult: 'รอผลหรือไม่ (true หรือ false)',
  roundId: ROUND_ID_LABEL,
  ...NUMBERED_PAGE_LABELS,
} as const;

const backofficeRoundJson = (round: BackofficeRound, now: Date) => ({
  ...roundJson(round, now),
  resultKind: round.resultKind,
  resultSource: round.resultSource,
  slips: round.slips,
  stake: satangToBaht(round.stake),
  hasResult: round.hasResult,
});

export function backofficeRoundRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const hooks = { onRequest: [app.authenticate, requireAbility('manage', 'Round')] };

    app.get(
      '/backoffice/rounds',
      { schema: { ...listSchema, summary: 'Rounds by lottery, draw date and status, newest draw first' }, ...hooks },
      async (request) => {
        const { page, pageSize, awaitingResult, ...filter } = request.query;
        const paging = numberedPage({ page, pageSize });
        const at = now();
        const { rounds, total } = await backofficeRounds(
          db,
          { ...filter, awaitingResult: awaitingResult === undefined ? undefined : awaitingResult === 'true' },
          paging,
          at,
        );
        return { items: rounds.map((round) => backofficeRoundJson(round, at)), total, page: paging.page, pageSize: paging.pageSize };
      },
    );

    app.get(
      '/backoffice/rounds/:roundId',
      { schema: { ...oneSchema, summary: 'One round with its figures and what cancelling it would refund' }, ...hooks },
      async (request) => {
        const at = now();
        const round = await backofficeRound(db, BigInt(request.params.roundId));
        if (!round) throw roundNotFound();
        const refunds = await cancelPreview(db, round);
        return {
          ...backofficeRoundJson(round, at),
          cancelPreview: refunds && { slips: refunds.slips, members: refunds.members, refund: satangToBaht(refunds.amount) },
        };
      },
    );
  };
}
