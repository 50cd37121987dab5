// HTTP face of win/lose (docs/domain.md#results-and-settlement): the member's own report, and in
// the back office the same report of a member the caller reaches (docs/backoffice.md#api). Amounts
// are baht here and satang in winlose.ts.
import { accountOf, requireAbility, requireRole } from '../../../plugins/auth.ts';
import { ApiError, errorResponses } from '../../../plugins/errors.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { satangToBaht } from '../../../lib/money.ts';
import { bahtValue } from '../../../lib/schemas.ts';
import { idString } from '../../../lib/ids.ts';
import { isMemberInReach, MEMBER_ROLES, reachableMembers } from '../../auth/index.ts';
import { bangkokDay, object } from '../json-schema.ts';
import { reportPeriod } from './report-period.ts';
import { type WinLoseFigures, winLoseReport } from './winlose.ts';

const figures = {
  slips: { type: 'integer' },
  stake: bahtValue,
  discount: bahtValue,
  charged: { ...bahtValue, description: 'stake − discount' },
  payout: { ...bahtValue, description: 'paid by settled slips' },
  pendingSlips: { type: 'integer', description: 'slips still waiting for their draw' },
  pendingCharged: { ...bahtValue, description: 'what the slips waiting for their draw charged (in `charged`, not in `net`)' },
  net: { ...bahtValue, description: 'payout − (charged − pendingCharged): settled slips only; a slip waiting for its draw is no loss' },
} as const;

const period = {
  from: { ...bangkokDay, description: 'first day (Asia/Bangkok); default six days before `to`' },
  to: { ...bangkokDay, description: 'last day (Asia/Bangkok); default today; at most 92 days in all' },
} as const;

const winLoseAnswer = object({
  from: bangkokDay,
  to: bangkokDay,
  days: {
    type: 'array',
    description: 'days with at least one slip (not cancelled), newest first',
    items: object({ date: bangkokDay, ...figures }),
  },
  totals: object(figures),
});

const winLoseSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: period },
  response: { 200: winLoseAnswer, ...errorResponses(400, 401, 403) },
} as const;

const backofficeWinLoseSchema = {
  querystring: { type: 'object', required: ['memberId'], additionalProperties: false, properties: { memberId: idString, ...period } },
  response: { 200: winLoseAnswer, ...errorResponses(400, 401, 403, 404) },
} as const;

const FIELD_LABELS = {
  memberId: 'สมาชิก',
  from: 'วันที่เริ่ม (ปปปป-ดด-วว)',
  to: 'วันที่สิ้นสุด (ปปปป-ดด-วว)',
} as const;

/** Days shown when the query names none: the last seven. */
const DEFAULT_DAYS = 7;

const figuresJson = <F extends WinLoseFigures>({ stake, discount, charged, payout, pendingCharged, net, ...rest }: F) => ({
  ...rest,
  stake: satangToBaht(stake),
  discount: satangToBaht(discount),
  charged: satangToBaht(charged),
  payout: satangToBaht(payout),
  pendingCharged: satangToBaht(pendingCharged),
  net: satangToBaht(net),
});

export function winLoseRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    /** The member's report over the period the query asks for. */
    const report = async (accountId: bigint, query: { from?: string; to?: string }) => {
      const { from, to, start, until } = reportPeriod(query, { now: now(), defaultDays: DEFAULT_DAYS, labels: FIELD_LABELS });
      const { days, totals } = await winLoseReport(db, { accountId, from: start, until });
      return { from, to, days: days.map(figuresJson), totals: figuresJson(totals) };
    };

    app.get(
      '/lotto/winlose',
      {
        schema: { ...winLoseSchema, summary: "The member's win/lose per day" },
        onRequest: [app.authenticate, requireRole(...MEMBER_ROLES)],
      },
      (request) => report(accountOf(request).id, request.query),
    );

    app.get(
      '/backoffice/winlose',
      {
        schema: { ...backofficeWinLoseSchema, summary: "A member's win/lose per day (as /lotto/winlose), for a member in reach" },
        onRequest: [app.authenticate, requireAbility('manage', 'Member')],
      },
      async (request) => {
        const { memberId, ...query } = request.query;
        if (!(await isMemberInReach(db, reachableMembers(accountOf(request)), BigInt(memberId)))) {
          throw new ApiError(404, 'MEMBER_NOT_FOUND', 'ไม่พบสมาชิกนี้');
        }
        return report(BigInt(memberId), query);
      },
    );
  };
}
