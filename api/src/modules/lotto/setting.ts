// The `lotto` row of `setting` (docs/domain.md): the slip cancel window (slips/cancel-window.ts)
// and the business's maximum discount, `maxDiscountBp` — no discount may be set above it, not an
// agent's own, not a member's, not a bet type's (migrations/0016_discounts.sql). Administrators
// change it in the back office, audited as `settings.lotto`. Lowering the maximum cuts no discount
// already above it: those are reported (`aboveMaximum` in setting-routes.ts), and pricing keeps
// using them.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { settingValue, storeSetting } from '../../db/settings.ts';
import { MAX_DISCOUNT_BP, percentOf } from '../../lib/percent.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { cancelWindowSchema } from './slips/cancel-window.ts';
import type { LottoTables } from './tables.ts';

const lottoSettingSchema = cancelWindowSchema.extend({ maxDiscountBp: z.number().int().min(0).max(MAX_DISCOUNT_BP) });

export type LottoSetting = z.output<typeof lottoSettingSchema>;

/** The `lotto` setting (defaults in migrations 0007 and 0016). */
export async function lottoSetting(db: Kysely<LottoTables>): Promise<LottoSetting> {
  return lottoSettingSchema.parse(await settingValue(db, 'lotto'));
}

/** The business's maximum discount, basis points. */
export async function discountMaximumBp(db: Kysely<LottoTables>): Promise<number> {
  return (await lottoSetting(db)).maxDiscountBp;
}

/** Stores a new `lotto` setting, audited as `settings.lotto` (the maximum as percent); answers it. */
export async function saveLottoSetting(
  trx: Kysely<LottoTables>,
  { setting, actorAccountId, now }: { setting: LottoSetting; actorAccountId: bigint; now: Date },
): Promise<LottoSetting> {
  const before = await lottoSetting(trx);
  const after = lottoSettingSchema.parse(setting);
  await storeSetting(trx, 'lotto', after, now);
  const audited = ({ maxDiscountBp, ...window }: LottoSetting) => ({ ...window, maxDiscount: percentOf(maxDiscountBp) });
  await audit(trx, { actorAccountId, action: 'settings.lotto', entity: 'setting', entityId: 'lotto', before: audited(before), after: audited(after), at: now });
  return after;
}

/**
 * The refusal of a discount above the business's maximum (400 DISCOUNT_ABOVE_MAXIMUM), naming it;
 * `what` says whose discount it is when the request sets several.
 */
export function discountAboveMaximum(maxBp: number, what?: string): ApiError {
  const message = `ส่วนลดตั้งได้ไม่เกิน ${percentOf(maxBp)}% (ส่วนลดสูงสุดของระบบ)`;
  return new ApiError(400, 'DISCOUNT_ABOVE_MAXIMUM', what ? `${what}: ${message}` : message);
}
