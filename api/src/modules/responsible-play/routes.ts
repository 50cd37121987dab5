// HTTP face of responsible play (docs/domain.md#responsible-play): the member's deposit limits per
// day, week and month, and self-exclusion (asking for the password again). Members only;
// everything is enforced by the server.
import { accountOf, requireRole } from '../../plugins/auth.ts';
import { errorBody } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { checkCurrentPassword } from '../auth/index.ts';
import { bahtToSatang, satangToBaht } from '../../lib/money.ts';
import { bahtAmount, bahtValue, dateTime } from '../../lib/schemas.ts';
import {
  type DepositLimitsState,
  depositLimits,
  LIMIT_PERIODS,
  type LimitAmounts,
  type LimitPeriod,
  setDepositLimits,
} from './deposit-limits.ts';
import { excludeSelf, MAX_SELF_EXCLUSION_DAYS, SELF_EXCLUSION_CHOICES, selfExclusionEnd } from './self-exclusion.ts';

const PERIOD_DESCRIPTIONS: Record<LimitPeriod, string> = {
  day: 'calendar day in Bangkok, from 00:00',
  week: 'calendar week in Bangkok, from Monday 00:00',
  month: 'calendar month in Bangkok, from the 1st 00:00',
};

const limitRequest = (period: LimitPeriod) => ({
  ...bahtAmount,
  nullable: true,
  description: `deposit limit per ${PERIOD_DESCRIPTIONS[period]}: baht (at most 2 decimals), or null for no limit`,
});

const limitsBody = {
  type: 'object',
  required: [...LIMIT_PERIODS],
  additionalProperties: false,
  description:
    'All three limits. Per period: unchanged → nothing; lower (or a limit where there was none) → in force at ' +
    'once; higher or null (removing it) → in force 24 hours later, shown as pending. A new decision withdraws an ' +
    'earlier pending one. A day limit may not exceed the week or month limit, nor a week limit the month limit.',
  properties: { day: limitRequest('day'), week: limitRequest('week'), month: limitRequest('month') },
} as const;

const periodState = (period: LimitPeriod) =>
  ({
    type: 'object',
    description: `per ${PERIOD_DESCRIPTIONS[period]}`,
    required: ['amount', 'used', 'remaining', 'pending'],
    additionalProperties: false,
    properties: {
      amount: { ...bahtValue, nullable: true, description: 'the limit in force, baht; null: no limit' },
      used: { ...bahtValue, description: 'deposits requested (pending or approved) this period, baht' },
      remaining: { ...bahtValue, nullable: true, description: 'what may still be deposited this period, baht; null: no limit' },
      pending: {
        type: 'object',
        nullable: true,
        description: 'a higher limit (or its removal) waiting to take effect; null: none',
        required: ['amount', 'effectiveAt'],
        additionalProperties: false,
        properties: {
          amount: { ...bahtValue, nullable: true, description: 'baht; null: the limit is being removed' },
          effectiveAt: dateTime,
        },
      },
    },
  }) as const;

const limitsAnswer = {
  type: 'object',
  required: [...LIMIT_PERIODS],
  additionalProperties: false,
  properties: { day: periodState('day'), week: periodState('week'), month: periodState('month') },
} as const;

const selfExclusionAnswer = {
  type: 'object',
  required: ['selfExcludedUntil'],
  additionalProperties: false,
  properties: {
    selfExcludedUntil: { ...dateTime, nullable: true, description: 'when the self-exclusion ends; null: none' },
  },
} as const;

const selfExclusionBody = {
  type: 'object',
  required: ['days', 'password'],
  additionalProperties: false,
  properties: {
    days: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_SELF_EXCLUSION_DAYS,
      description: `days to stop playing, from now; offered choices: ${SELF_EXCLUSION_CHOICES.join(', ')}`,
    },
    password: {
      type: 'string',
      minLength: 1,
      maxLength: 128,
      description: "the account's password, asked again: a wrong one answers 403 WRONG_PASSWORD and counts towards the login throttle",
    },
  },
} as const;

const FIELD_LABELS = {
  day: 'วงเงินฝากต่อวัน (จำนวนเงินบาท มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง หรือ null หากไม่จำกัด)',
  week: 'วงเงินฝากต่อสัปดาห์ (จำนวนเงินบาท มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง หรือ null หากไม่จำกัด)',
  month: 'วงเงินฝากต่อเดือน (จำนวนเงินบาท มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง หรือ null หากไม่จำกัด)',
  days: `จำนวนวันที่ต้องการพักการเล่น (จำนวนเต็ม 1–${MAX_SELF_EXCLUSION_DAYS} วัน)`,
  password: 'รหัสผ่าน',
} as const;

const memberOnly = requireRole('member', 'seamless');

const bahtOrNull = (satang: bigint | null) => (satang === null ? null : satangToBaht(satang));

function limitsView(state: DepositLimitsState) {
  const view = (period: LimitPeriod) => {
    const { amount, used, remaining, pending } = state[period];
    return {
      amount: bahtOrNull(amount),
      used: satangToBaht(used),
      remaining: bahtOrNull(remaining),
      pending: pending && { amount: bahtOrNull(pending.amount), effectiveAt: pending.effectiveAt.toISOString() },
    };
  };
  return { day: view('day'), week: view('week'), month: view('month') };
}

export function responsiblePlayRoutes({ db, now, settings }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.get(
      '/wallet/limits',
      {
        onRequest: [app.authenticate, memberOnly],
        schema: {
          summary: "The member's deposit limits, what was deposited and what remains in each period",
          response: { 200: limitsAnswer, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => limitsView(await depositLimits(db, accountOf(request).id, now())),
    );

    app.put(
      '/wallet/limits',
      {
        onRequest: [app.authenticate, memberOnly],
        schema: {
          summary: 'Set the deposit limits; lower ones apply at once, higher ones after 24 hours',
          description: 'Refused with 403 SELF_EXCLUDED while the member is self-excluded.',
          body: limitsBody,
          response: { 200: limitsAnswer, 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const wanted = {} as LimitAmounts;
        for (const period of LIMIT_PERIODS) {
          const baht = request.body[period];
          wanted[period] = baht === null ? null : bahtToSatang(baht);
        }
        return limitsView(await setDepositLimits(db, accountOf(request).id, wanted, now()));
      },
    );

    app.get(
      '/account/self-exclusion',
      {
        onRequest: [app.authenticate, memberOnly],
        schema: {
          summary: "The member's self-exclusion",
          response: { 200: selfExclusionAnswer, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const until = await selfExclusionEnd(db, accountOf(request).id, now());
        return { selfExcludedUntil: until?.toISOString() ?? null };
      },
    );

    app.post(
      '/account/self-exclusion',
      {
        onRequest: [app.authenticate, memberOnly],
        schema: {
          summary: 'Stop playing for a number of days (can be extended, never shortened); asks for the password',
          description:
            'Checks the password (403 WRONG_PASSWORD, counted towards the login throttle: 429 TOO_MANY_ATTEMPTS), ' +
            'then sets the end to now + days, or keeps a later end already set. Every session of the account ends ' +
            'at once (this token included: it then answers 401 SESSION_REVOKED). Until the end, login starts a ' +
            "restricted session: the user data's selfExcludedUntil and rules say so, and bets, deposits and " +
            'deposit-limit changes answer 403 SELF_EXCLUDED.',
          body: selfExclusionBody,
          response: { 200: selfExclusionAnswer, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        const account = accountOf(request);
        // The device cookie goes only to /api/auth (auth/device.ts): here the caller is judged by its
        // address and the username, as a client without one.
        await checkCurrentPassword(db, settings.auth, now, account, request.body.password, { ip: request.ip, deviceToken: undefined });
        const until = await excludeSelf(db, account.id, request.body.days, now());
        return { selfExcludedUntil: until.toISOString() };
      },
    );
  };
}
