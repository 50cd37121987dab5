// HTTP face of a lottery's bet types in the back office (docs/domain.md#bet-types-and-payouts),
// for those who manage lotteries (docs/backoffice.md#rights): read them with the business's
// maximum discount, set rate, stakes, discount (within that maximum) and whether each is offered.
// A change runs in one transaction with its audit entry.
import { accountOf, requireAbility } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import { type Database, inTransaction } from '../../../db/database.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { discountPercent, percentOf } from '../../../lib/percent.ts';
import { bahtAmount } from '../../../lib/schemas.ts';
import { lottoCode, object } from '../json-schema.ts';
import { BACKOFFICE_ITEM_LABELS, LOTTO_CODE_LABEL } from '../labels.ts';
import { discountMaximumBp } from '../setting.ts';
import { betTypeCode, betTypeProperties } from './bet-type-json.ts';
import { type BetTypeSetting, betTypeSettingJson, betTypeSettings, updateBetTypes } from './bet-type-settings.ts';

const lottoParams = object({ code: lottoCode });

const betTypesAnswer = object({
  lottoCode,
  maxDiscount: { type: 'number', description: "the business's maximum discount, percent: no bet type's discount may be set above it" },
  betTypes: {
    type: 'array',
    description: 'every bet type the lottery has, offered or not',
    items: object({ ...betTypeProperties, enabled: { type: 'boolean', description: 'offered to members' } }),
  },
});

const betTypesReadSchema = {
  params: lottoParams,
  response: { 200: betTypesAnswer, ...errorResponses(400, 401, 403, 404) },
} as const;

const betTypesSchema = {
  params: lottoParams,
  body: object({
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 8,
      description: 'the bet types to change (the others stay as they are)',
      items: object({
        type: betTypeCode,
        rate: { type: 'number', exclusiveMinimum: 0, maximum: 100_000, description: 'pays × this, at most 2 decimals (e.g. 900, 3.2)' },
        min: { ...bahtAmount, description: 'least stake per number, baht' },
        max: { ...bahtAmount, description: 'most stake per number, baht (not below min)' },
        discount: { ...discountPercent, description: "percent off the stake, at most 2 decimals, at most the business's maximum (400 DISCOUNT_ABOVE_MAXIMUM)" },
        enabled: { type: 'boolean', description: 'offered to members' },
      }),
    },
  }),
  response: { 200: betTypesAnswer, ...errorResponses(400, 401, 403, 404) },
} as const;

const FIELD_LABELS = {
  code: LOTTO_CODE_LABEL,
  ...BACKOFFICE_ITEM_LABELS,
  rate: 'อัตราจ่าย',
  min: 'แทงขั้นต่ำ',
  max: 'แทงสูงสุด',
  discount: 'ส่วนลด',
  enabled: 'เปิดรับแทงหรือไม่ (enabled)',
} as const;

/** A lottery's bet types as the back office reads them, with the business's maximum discount. */
const betTypesJson = async (db: Database, code: string, settings: BetTypeSetting[]) => ({
  lottoCode: code,
  maxDiscount: percentOf(await discountMaximumBp(db)),
  betTypes: settings.map(betTypeSettingJson),
});

export function betTypeRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const hooks = { onRequest: [app.authenticate, requireAbility('manage', 'Lottery')] };

    app.get('/backoffice/lottos/:code/bet-types', { schema: betTypesReadSchema, ...hooks }, async (request) => {
      const { code } = request.params;
      return betTypesJson(db, code, await betTypeSettings(db, code));
    });

    app.put('/backoffice/lottos/:code/bet-types', { schema: betTypesSchema, ...hooks }, async (request) => {
      const { code } = request.params;
      const { items } = request.body;
      return inTransaction(db, async (trx) =>
        betTypesJson(trx, code, await updateBetTypes(trx, { lottoCode: code, items, actorAccountId: accountOf(request).id, now: now() })),
      );
    });
  };
}
