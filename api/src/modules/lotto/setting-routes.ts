// HTTP face of the lottery's setting in the back office (docs/backoffice.md#api), for those who
// manage settings (administrators): the slip cancel window and the business's maximum discount,
// read and changed (audited). Both answers say which discounts are above the maximum — members
// counted, agents and bet types named — since a lower maximum cuts none of them.
import { accountOf, requireAbility } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { type Database, inTransaction } from '../../db/database.ts';
import { idString } from '../../lib/ids.ts';
import { basisPointsOf, discountPercent, percentOf } from '../../lib/percent.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { accountDiscountsAbove } from '../auth/index.ts';
import { betTypeDiscountsAbove } from './catalog/bet-type-settings.ts';
import { betTypeCode } from './catalog/bet-type-json.ts';
import { lottoCode, object } from './json-schema.ts';
import { type LottoSetting, lottoSetting, saveLottoSetting } from './setting.ts';
import { MAX_CANCEL_MINUTES } from './slips/cancel-window.ts';

const minutes = { type: 'integer', minimum: 0, maximum: MAX_CANCEL_MINUTES } as const;

const settingProperties = {
  cancelWithinMinutes: { ...minutes, description: 'a member may cancel a slip this many minutes after placing it' },
  cancelBeforeCloseMinutes: { ...minutes, description: '… and until this many minutes before its round closes (the earlier ends it)' },
  maxDiscount: {
    ...discountPercent,
    description: "the business's maximum discount, percent with at most 2 decimals: no agent's, member's or bet type's discount may be set above it",
  },
} as const;

const percent = { type: 'number', description: 'percent' } as const;

const settingAnswer = object({
  ...settingProperties,
  aboveMaximum: {
    ...object({
      members: { type: 'integer', description: 'members whose own discount is above the maximum' },
      agents: { type: 'array', items: object({ id: idString, username: { type: 'string' }, discount: percent }) },
      betTypes: {
        type: 'array',
        items: object({ lottoCode, lottoName: { type: 'string' }, type: betTypeCode, discount: percent }),
      },
    }),
    description: 'the discounts above the maximum now: kept (pricing uses them) until someone lowers them',
  },
});

const readSchema = { response: { 200: settingAnswer, ...errorResponses(401, 403) } } as const;

const writeSchema = { body: object(settingProperties), response: { 200: settingAnswer, ...errorResponses(400, 401, 403) } } as const;

const FIELD_LABELS = {
  cancelWithinMinutes: `ยกเลิกโพยได้ภายในกี่นาทีหลังแทง (จำนวนเต็ม 0–${MAX_CANCEL_MINUTES})`,
  cancelBeforeCloseMinutes: `ยกเลิกโพยได้ถึงกี่นาทีก่อนปิดรับ (จำนวนเต็ม 0–${MAX_CANCEL_MINUTES})`,
  maxDiscount: 'ส่วนลดสูงสุดของระบบ (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)',
} as const;

/** The setting as the back office reads it, with the discounts above its maximum. */
async function settingJson(db: Database, { maxDiscountBp, ...window }: LottoSetting) {
  const [accounts, betTypes] = await Promise.all([accountDiscountsAbove(db, maxDiscountBp), betTypeDiscountsAbove(db, maxDiscountBp)]);
  return {
    ...window,
    maxDiscount: percentOf(maxDiscountBp),
    aboveMaximum: {
      members: accounts.members,
      agents: accounts.agents.map(({ id, username, discountBp }) => ({ id: String(id), username, discount: percentOf(discountBp) })),
      betTypes: betTypes.map(({ discountBp, ...betType }) => ({ ...betType, discount: percentOf(discountBp) })),
    },
  };
}

export function lottoSettingsRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const hooks = { onRequest: [app.authenticate, requireAbility('manage', 'Settings')] };

    app.get(
      '/backoffice/settings/lotto',
      { schema: { ...readSchema, summary: "The lottery's setting: the slip cancel window and the maximum discount, with the discounts above it" }, ...hooks },
      async () => settingJson(db, await lottoSetting(db)),
    );

    app.put(
      '/backoffice/settings/lotto',
      {
        schema: { ...writeSchema, summary: 'Change the slip cancel window and the maximum discount (administrators), audited; cuts no discount' },
        ...hooks,
      },
      (request) =>
        inTransaction(db, async (trx) => {
          const { maxDiscount, ...window } = request.body;
          const setting = { ...window, maxDiscountBp: basisPointsOf(maxDiscount) };
          return settingJson(trx, await saveLottoSetting(trx, { setting, actorAccountId: accountOf(request).id, now: now() }));
        }),
    );
  };
}
