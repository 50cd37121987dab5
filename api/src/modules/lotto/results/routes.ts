// HTTP face of results (docs/domain.md#results-and-settlement): entered by an operator (once per
// Idempotency-Key), read by members; and the member's win/lose report. Amounts are baht here and
// satang in results.ts, settlement.ts and winlose.ts.
import { accountOf, requireRole } from '../../../plugins/auth.ts';
import { ApiError, errorResponses } from '../../../plugins/errors.ts';
import { answerOnce } from '../../../plugins/idempotency.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { bahtValue, dateTime, idempotencyHeaders, nullable } from '../../../lib/schemas.ts';
import { idString } from '../../../lib/ids.ts';
import { MEMBER_ROLES } from '../../auth/index.ts';
import { bangkokDayEnd, bangkokDayStart } from '../catalog/bangkok-time.ts';
import { bangkokDate } from '../catalog/schedule.ts';
import { lottoCode } from '../json-schema.ts';
import { IDEMPOTENCY_KEY_LABELS, LOTTO_CODE_LABEL, ROUND_ID_LABEL } from '../labels.ts';
import { enterResult, type ResultView, resultViews } from './results.ts';
import type { SettleMoves } from './settlement.ts';
import { type WinLoseFigures, winLoseReport } from './winlose.ts';

const digits = (count: number) => ({ type: 'string', pattern: `^[0-9]{${count}}$` }) as const;
const twoNumbers = { type: 'array', minItems: 2, maxItems: 2, items: digits(3) } as const;
const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD, Asia/Bangkok' } as const;

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
    closeDate: date,
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

const moneyFigures = (properties: Record<string, object>) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;

const entrySchema = {
  params: { type: 'object', required: ['roundId'], additionalProperties: false, properties: { roundId: idString } },
  headers: idempotencyHeaders,
  body: {
    type: 'object',
    required: ['bottom2'],
    additionalProperties: false,
    description: 'government lottery: {firstPrize, front3, back3, bottom2}; others: {top3, bottom2}',
    properties: { firstPrize: digits(6), front3: twoNumbers, back3: twoNumbers, top3: digits(3), bottom2: digits(2) },
  },
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
            corrections: {
              ...moneyFigures({
                slips: { type: 'integer', description: 'slips whose payout changed' },
                credited: { ...bahtValue, description: 'baht paid to members in addition' },
                debited: { ...bahtValue, description: 'baht taken back from members' },
              }),
              description: 'only in the answer to a correction (different numbers for a resulted round)',
            },
          },
        },
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
      date: { ...date, description: 'the draw date (YYYY-MM-DD, Asia/Bangkok); default today' },
      lotto: { ...lottoCode, description: 'a lottery code' },
    },
  },
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['date', 'results'],
      properties: { date, results: { type: 'array', items: resultObject } },
    },
    ...errorResponses(400, 401),
  },
} as const;

const figures = {
  slips: { type: 'integer' },
  stake: bahtValue,
  discount: bahtValue,
  charged: { ...bahtValue, description: 'stake − discount' },
  payout: { ...bahtValue, description: 'paid by settled slips' },
  net: { ...bahtValue, description: 'payout − charged' },
} as const;

const winLoseSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      from: { ...date, description: 'first day (Asia/Bangkok); default six days before `to`' },
      to: { ...date, description: 'last day (Asia/Bangkok); default today' },
    },
  },
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'to', 'days', 'totals'],
      properties: {
        from: date,
        to: date,
        days: {
          type: 'array',
          description: 'days with at least one slip (not cancelled), newest first',
          items: moneyFigures({ date, ...figures }),
        },
        totals: moneyFigures(figures),
      },
    },
    ...errorResponses(400, 401, 403),
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
  from: 'วันที่เริ่ม (ปปปป-ดด-วว)',
  to: 'วันที่สิ้นสุด (ปปปป-ดด-วว)',
  ...IDEMPOTENCY_KEY_LABELS,
} as const;

/** The longest win/lose range, in days. */
const MAX_REPORT_DAYS = 92;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a Bangkok day named in a query; 400 naming the field when there is no such day. */
function dayStart(day: string, label: string): Date {
  const start = bangkokDayStart(day);
  if (!start) throw new ApiError(400, 'INVALID_DATE', `ไม่มีวันที่ ${day} (${label})`);
  return start;
}

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

const figuresJson = <F extends WinLoseFigures>({ stake, discount, charged, payout, net, ...rest }: F) => ({
  ...rest,
  stake: satangToBaht(stake),
  discount: satangToBaht(discount),
  charged: satangToBaht(charged),
  payout: satangToBaht(payout),
  net: satangToBaht(net),
});

export function resultRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.post(
      '/backoffice/rounds/:roundId/result',
      { schema: entrySchema, onRequest: [app.authenticate, requireRole('admin', 'agadmin')] },
      async (request, reply) => {
        const { roundId } = request.params;
        const body = request.body;
        const requestBody = { route: 'POST /backoffice/rounds/:roundId/result', roundId, body };
        return answerOnce(db, request, reply, requestBody, async (trx) => {
          const recorded = await enterResult(trx, { roundId: BigInt(roundId), body, enteredBy: accountOf(request).id, now: now() });
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
        });
      },
    );

    app.get('/lotto/results', { schema: resultsSchema, onRequest: [app.authenticate] }, async (request) => {
      const { date: day = bangkokDate(now()), lotto } = request.query;
      dayStart(day, FIELD_LABELS.date);
      const rows = await resultViews(db, { drawDate: day, lottoCode: lotto });
      return { date: day, results: rows.map(resultJson) };
    });

    app.get(
      '/lotto/winlose',
      { schema: winLoseSchema, onRequest: [app.authenticate, requireRole(...MEMBER_ROLES)] },
      async (request) => {
        const { query } = request;
        const to = query.to ?? bangkokDate(now());
        const toStart = dayStart(to, FIELD_LABELS.to);
        const from = query.from ?? bangkokDate(new Date(toStart.getTime() - 6 * DAY_MS));
        const fromStart = dayStart(from, FIELD_LABELS.from);
        if (fromStart > toStart) throw new ApiError(400, 'INVALID_RANGE', 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด');
        if ((toStart.getTime() - fromStart.getTime()) / DAY_MS + 1 > MAX_REPORT_DAYS) {
          throw new ApiError(400, 'RANGE_TOO_LONG', `ดูรายงานได้ครั้งละไม่เกิน ${MAX_REPORT_DAYS} วัน`);
        }
        const report = await winLoseReport(db, {
          accountId: accountOf(request).id,
          from: fromStart,
          until: bangkokDayEnd(toStart),
        });
        return { from, to, days: report.days.map(figuresJson), totals: figuresJson(report.totals) };
      },
    );
  };
}
