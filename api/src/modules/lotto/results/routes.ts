// HTTP face of results (docs/domain.md#results-and-settlement): previewed and entered by an
// operator (entered once per Idempotency-Key), read by members. Amounts are baht here and satang in
// results.ts, preview.ts and settlement.ts.
import { accountOf, requireAbility } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { answerOnce } from '../../../plugins/idempotency.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { bahtValue, dateTime, idempotencyHeaders, nullable } from '../../../lib/schemas.ts';
import { idString } from '../../../lib/ids.ts';
import { bangkokDate } from '../catalog/schedule.ts';
import { bangkokDay, lottoCode, object } from '../json-schema.ts';
import { IDEMPOTENCY_KEY_LABELS, LOTTO_CODE_LABEL, ROUND_ID_LABEL } from '../labels.ts';
import { type ResultPreview, previewResult } from './preview.ts';
import { enterResult, holdForCorrection, type ResultView, resultViews } from './results.ts';
import { CorrectionUncovered, type SettleMoves } from './settlement.ts';
import { dayStart } from './report-period.ts';

const digits = (count: number) => ({ type: 'string', pattern: `^[0-9]{${count}}$` }) as const;
const twoNumbers = { type: 'array', minItems: 2, maxItems: 2, items: digits(3) } as const;

const resultObject = {
  type: 'object',
  additionalProperties: false,
  required: [
    'roundId',
    'lottoCode',
    'lottoName',
    'lottoHead',
    'lottoSubHead',
    'closeDate',
    'closesAt',
    'firstPrize',
    'front3',
    'back3',
    'top3',
    'bottom2',
    'source',
    'version',
    'enteredAt',
  ],
  properties: {
    roundId: idString,
    lottoCode: { type: 'string' },
    lottoName: { type: 'string' },
    lottoHead: { type: 'string' },
    lottoSubHead: { type: 'string' },
    closeDate: bangkokDay,
    closesAt: dateTime,
    firstPrize: { ...nullable(digits(6)), description: 'government lottery only (top 3 = its last three digits)' },
    front3: { ...nullable(twoNumbers), description: 'government lottery only' },
    back3: { ...nullable(twoNumbers), description: 'government lottery only' },
    top3: digits(3),
    bottom2: digits(2),
    source: { type: 'string', enum: ['operator', 'house_rng'] },
    version: { type: 'integer', minimum: 1, description: '1, plus one for each correction' },
    enteredAt: dateTime,
  },
} as const;

const entryParams = { type: 'object', required: ['roundId'], additionalProperties: false, properties: { roundId: idString } } as const;

const entryBody = {
  type: 'object',
  required: ['bottom2'],
  additionalProperties: false,
  description: 'government lottery: {firstPrize, front3, back3, bottom2}; others: {top3, bottom2}',
  properties: { firstPrize: digits(6), front3: twoNumbers, back3: twoNumbers, top3: digits(3), bottom2: digits(2) },
} as const;

const movesSchema = object({
  slips: { type: 'integer', description: 'slips whose payout changed' },
  credited: { ...bahtValue, description: 'baht paid to members in addition' },
  debited: { ...bahtValue, description: 'baht taken back from members' },
});

const entrySchema = {
  params: entryParams,
  headers: idempotencyHeaders,
  body: entryBody,
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['result', 'settlement'],
      properties: {
        result: resultObject,
        settlement: {
          type: 'object',
          additionalProperties: false,
          required: ['version', 'items', 'winners', 'payout'],
          properties: {
            version: { type: 'integer', minimum: 1 },
            items: { type: 'integer', description: 'items of the round decided (won or lost)' },
            winners: { type: 'integer', description: 'items that won' },
            payout: { ...bahtValue, description: 'baht the round pays in all' },
            corrections: { ...movesSchema, description: 'only in the answer to a correction (different numbers for a resulted round)' },
          },
        },
      },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
} as const;

const previewSchema = {
  params: entryParams,
  body: entryBody,
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['roundId', 'version', 'correction', 'winningItems', 'members', 'totalPayout', 'perMember'],
      properties: {
        roundId: idString,
        version: { type: 'integer', minimum: 1, description: 'the version the result would have (a repeat of the numbers in force keeps it)' },
        correction: { type: 'boolean', description: 'the round has a result already: every item not cancelled is decided again' },
        winningItems: { type: 'integer', description: 'items that would win (the settlement’s winners)' },
        members: { type: 'integer', description: 'members who would be paid something' },
        totalPayout: { ...bahtValue, description: 'baht the round would pay in all (the settlement’s payout)' },
        perMember: {
          type: 'array',
          description: 'members paid something before or after, biggest payout first',
          items: object({
            member: object({ id: idString, username: { type: 'string' } }),
            payout: { ...bahtValue, description: 'baht their slips of the round would pay' },
            previousPayout: { ...bahtValue, description: 'baht their slips were paid so far (0 before a first result)' },
            change: { ...bahtValue, description: 'payout − previousPayout: paid to the member (> 0) or taken back (< 0)' },
            fromWithdrawals: {
              ...object({
                withdrawals: { type: 'integer', description: 'how many' },
                amount: { ...bahtValue, description: 'their baht, returned from hold to wallet' },
              }),
              description: 'pending withdrawals of the member a charge-back their wallet does not hold would reject first, newest first (0 and 0 otherwise)',
            },
            uncovered: {
              ...bahtValue,
              description: 'baht of the charge-back neither the wallet nor every pending withdrawal covers: above 0, the entry would be refused (CORRECTION_UNCOVERED)',
            },
          }),
        },
        moves: { ...movesSchema, description: 'only for a correction: what would move (all 0 for the numbers in force)' },
      },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
} as const;

const resultsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      date: { ...bangkokDay, description: 'the draw date (YYYY-MM-DD, Asia/Bangkok); default today' },
      lotto: { ...lottoCode, description: 'a lottery code' },
    },
  },
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['date', 'results'],
      properties: { date: bangkokDay, results: { type: 'array', items: resultObject } },
    },
    ...errorResponses(400, 401),
  },
} as const;

const FIELD_LABELS = {
  roundId: ROUND_ID_LABEL,
  firstPrize: 'รางวัลที่ 1 (ตัวเลข 6 หลัก)',
  front3: 'เลขหน้า 3 ตัว (2 รางวัล รางวัลละ 3 หลัก)',
  back3: 'เลขท้าย 3 ตัว (2 รางวัล รางวัลละ 3 หลัก)',
  top3: '3 ตัวบน (ตัวเลข 3 หลัก)',
  bottom2: '2 ตัวล่าง (ตัวเลข 2 หลัก)',
  date: 'วันที่ (ปปปป-ดด-วว)',
  lotto: LOTTO_CODE_LABEL,
  ...IDEMPOTENCY_KEY_LABELS,
} as const;

const resultJson = (row: ResultView) => ({
  roundId: String(row.id),
  lottoCode: row.lotto_code,
  lottoName: row.lotto_name,
  lottoHead: row.head_name,
  lottoSubHead: row.sub_head_name,
  closeDate: row.draw_date,
  closesAt: row.closes_at.toISOString(),
  firstPrize: row.first_prize,
  front3: row.front3,
  back3: row.back3,
  top3: row.top3,
  bottom2: row.bottom2,
  source: row.source,
  version: row.version,
  enteredAt: row.entered_at.toISOString(),
});

const movesJson = (moves: SettleMoves) => ({
  slips: moves.slips,
  credited: satangToBaht(moves.credited),
  debited: satangToBaht(moves.debited),
});

const previewJson = (roundId: string, preview: ResultPreview) => ({
  roundId,
  version: preview.version,
  correction: preview.correction,
  winningItems: preview.winningItems,
  members: preview.members.filter((member) => member.payout > 0n).length,
  totalPayout: satangToBaht(preview.totalPayout),
  perMember: preview.members.map(({ accountId, username, payout, before, fromWithdrawals, uncovered }) => ({
    member: { id: String(accountId), username },
    payout: satangToBaht(payout),
    previousPayout: satangToBaht(before),
    change: satangToBaht(payout - before),
    fromWithdrawals: { withdrawals: fromWithdrawals.withdrawals, amount: satangToBaht(fromWithdrawals.amount) },
    uncovered: satangToBaht(uncovered),
  })),
  ...(preview.moves && { moves: movesJson(preview.moves) }),
});

export function resultRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.post(
      '/backoffice/rounds/:roundId/result',
      {
        schema: { ...entrySchema, summary: "Enter or correct a round's result and settle it" },
        onRequest: [app.authenticate, requireAbility('manage', 'Result')],
      },
      async (request, reply) => {
        const { roundId } = request.params;
        const body = request.body;
        const enteredBy = accountOf(request).id;
        const requestBody = { route: 'POST /backoffice/rounds/:roundId/result', roundId, body };
        return answerOnce(db, request, reply, requestBody, async (trx) => {
          const recorded = await enterResult(trx, { roundId: BigInt(roundId), body, enteredBy, now: now() });
          const [result] = await resultViews(trx, { roundId: BigInt(roundId) });
          if (!result) throw new Error(`result: round ${roundId} has no result after entry`);
          const { settlement, corrections } = recorded;
          return {
            statusCode: 200,
            body: {
              result: resultJson(result),
              settlement: {
                version: recorded.version,
                items: settlement.items,
                winners: settlement.winners,
                payout: satangToBaht(settlement.payout),
                ...(corrections && { corrections: movesJson(corrections) }),
              },
            },
          };
        }).catch(async (error: unknown) => {
          // The refusal rolled back; the correction it leaves waiting is recorded on its own.
          if (error instanceof CorrectionUncovered) await holdForCorrection(db, error, { enteredBy, now: now() });
          throw error;
        });
      },
    );

    app.post(
      '/backoffice/rounds/:roundId/result/preview',
      {
        schema: { ...previewSchema, summary: 'What entering this result would settle; writes nothing' },
        onRequest: [app.authenticate, requireAbility('manage', 'Result')],
      },
      async (request) => {
        const { roundId } = request.params;
        return previewJson(roundId, await previewResult(db, { roundId: BigInt(roundId), body: request.body, now: now() }));
      },
    );

    app.get('/lotto/results', { schema: resultsSchema, onRequest: [app.authenticate] }, async (request) => {
      const { date: day = bangkokDate(now()), lotto } = request.query;
      dayStart(day, FIELD_LABELS.date);
      const rows = await resultViews(db, { drawDate: day, lottoCode: lotto });
      return { date: day, results: rows.map(resultJson) };
    });
  };
}
