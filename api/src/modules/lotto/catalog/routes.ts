// HTTP face of what members browse: the catalog, the rounds around now or of a draw date, and one
// round with its terms (docs/domain.md#lotteries-and-rounds).
import { errorBody } from '../../../plugins/errors.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { dateTime } from '../../../lib/schemas.ts';
import { lottoCode, object } from '../json-schema.ts';
import { LOTTO_CODE_LABEL, ROUND_ID_LABEL } from '../labels.ts';
import { limitJson, limitSchema } from '../limits/limit-json.ts';
import { ROUND_STATUSES, roundJson, roundParams, roundProperties, roundSchema } from '../rounds/round-json.ts';
import { roundNotFound } from '../rounds/round-locks.ts';
import { roundTerms } from '../rounds/round-terms.ts';
import { betTypeJson, betTypeSchema } from './bet-type-json.ts';
import { catalog, listRounds } from './catalog.ts';

const catalogSchema = {
  response: {
    200: object({
      heads: {
        type: 'array',
        items: object({
          code: { type: 'string' },
          name: { type: 'string' },
          subHeads: {
            type: 'array',
            items: object({
              code: { type: 'string' },
              name: { type: 'string' },
              lottos: {
                type: 'array',
                items: object({
                  code: lottoCode,
                  name: { type: 'string' },
                  resultKind: {
                    type: 'string',
                    enum: ['government', 'standard'],
                    description: 'government: first prize, two front-3, two back-3, bottom 2; standard: top 3, bottom 2',
                  },
                  resultSource: { type: 'string', enum: ['operator', 'house_rng'], description: 'house_rng: drawn by the house when the round closes' },
                  betTypes: { type: 'array', items: betTypeSchema, description: 'the bet types offered' },
                }),
              },
            }),
          },
        }),
      },
    }),
    401: errorBody,
  },
} as const;

const roundsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: [...ROUND_STATUSES], description: "by the server's clock" },
      lotto: { ...lottoCode, description: "a lottery's code" },
      date: { type: 'string', format: 'date', description: 'a draw date (closeDate), YYYY-MM-DD' },
    },
  },
  response: {
    200: object({
      serverTime: dateTime,
      rounds: {
        type: 'array',
        items: roundSchema,
        description:
          'in catalog order (head, sub-head, lottery) then by close. Without date: rounds closed in the last 24 hours, open, or opening within 24 hours; without status: those open or opening (with date: all of that day)',
      },
    }),
    400: errorBody,
    401: errorBody,
  },
} as const;

const roundSchemaWithTerms = {
  params: roundParams,
  response: {
    200: object({
      ...roundProperties,
      betTypes: { type: 'array', items: betTypeSchema, description: 'the bet types offered, in the usual order' },
      limits: { type: 'array', items: limitSchema },
      serverTime: dateTime,
    }),
    400: errorBody,
    401: errorBody,
    404: errorBody,
  },
} as const;

const FIELD_LABELS = {
  status: 'สถานะรอบ (upcoming, open, closed, resulted หรือ cancelled)',
  lotto: LOTTO_CODE_LABEL,
  date: 'วันที่ออกผล (ปี-เดือน-วัน เช่น 2026-12-16)',
  roundId: ROUND_ID_LABEL,
} as const;

export function catalogRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.get('/lotto/catalog', { schema: catalogSchema, onRequest: [app.authenticate] }, async () => ({
      heads: (await catalog(db)).map((head) => ({
        ...head,
        subHeads: head.subHeads.map((subHead) => ({
          ...subHead,
          lottos: subHead.lottos.map((lotto) => ({ ...lotto, betTypes: lotto.betTypes.map(betTypeJson) })),
        })),
      })),
    }));

    app.get('/lotto/rounds', { schema: roundsSchema, onRequest: [app.authenticate] }, async (request) => {
      const at = now();
      const rounds = await listRounds(db, request.query, at);
      return { serverTime: at.toISOString(), rounds: rounds.map((round) => roundJson(round, at)) };
    });

    app.get('/lotto/rounds/:roundId', { schema: roundSchemaWithTerms, onRequest: [app.authenticate] }, async (request) => {
      const at = now();
      const terms = await roundTerms(db, BigInt(request.params.roundId));
      if (!terms) throw roundNotFound();
      return {
        ...roundJson(terms.round, at),
        betTypes: terms.betTypes.map(betTypeJson),
        limits: terms.limits.map(limitJson),
        serverTime: at.toISOString(),
      };
    });
  };
}
