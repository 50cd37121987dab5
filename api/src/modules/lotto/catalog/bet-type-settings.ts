// The back office sets a lottery's bet types (docs/domain.md#bet-types-and-payouts): rate, least
// and most stake per number, discount (within the business's maximum, ../setting.ts), and whether
// it is offered. New slips take the new terms; placed items keep the rate they were placed at.
// Audited with the lottery's bet types before and after.
import type { Kysely } from 'kysely';
import type { LottoTables } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { audit } from '../../audit/index.ts';
import { bahtToSatang } from '../../../lib/money.ts';
import { discountAboveMaximum, discountMaximumBp } from '../setting.ts';
import { BET_TYPE_NAMES, type BetType, type BetTypeTerms, byBetType, toBetTypeTerms } from './bet-types.ts';
import { betTypeJson } from './bet-type-json.ts';

export interface BetTypeSetting extends BetTypeTerms {
  enabled: boolean;
}

/** A bet type's settings as the back office sends them: rate × n, stakes in baht, discount in percent. */
export interface BetTypeRequest {
  type: BetType;
  rate: number;
  min: number;
  max: number;
  discount: number;
  enabled: boolean;
}

export const lottoNotFound = () => new ApiError(404, 'LOTTO_NOT_FOUND', 'ไม่พบหวยนี้');

/** Every bet type the lottery has (offered or not), in BET_TYPES order; 404 for an unknown lottery. */
export async function betTypeSettings(db: Kysely<LottoTables>, lottoCode: string): Promise<BetTypeSetting[]> {
  const rows = await db
    .selectFrom('lotto_bet_type')
    .select(['bet_type', 'rate', 'min_stake', 'max_stake', 'discount_bp', 'enabled'])
    .where('lotto_code', '=', lottoCode)
    .execute();
  if (rows.length === 0) throw lottoNotFound();
  return rows.map((row) => ({ ...toBetTypeTerms(row), enabled: row.enabled })).sort(byBetType);
}

export const betTypeSettingJson = (setting: BetTypeSetting) => ({ ...betTypeJson(setting), enabled: setting.enabled });

/** A number with at most 2 decimals in hundredths (baht → satang, × 3.2 → 320, 1.5 % → 150 bp); the schema has checked its range. */
function hundredths(value: number, what: string): bigint {
  try {
    return bahtToSatang(value);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(400, 'VALIDATION', `ข้อมูลไม่ถูกต้อง: ${what} มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง`);
    throw error;
  }
}

/** The bet types whose discount is above `maxBp`, by lottery and bet type. */
export async function betTypeDiscountsAbove(
  db: Kysely<LottoTables>,
  maxBp: number,
): Promise<{ lottoCode: string; lottoName: string; type: BetType; discountBp: number }[]> {
  const rows = await db
    .selectFrom('lotto_bet_type as t')
    .innerJoin('lotto as l', 'l.code', 't.lotto_code')
    .select(['t.lotto_code as lottoCode', 'l.name as lottoName', 't.bet_type as type', 't.discount_bp as discountBp'])
    .where('t.discount_bp', '>', maxBp)
    .execute();
  return rows.sort((a, b) => a.lottoCode.localeCompare(b.lottoCode) || byBetType(a, b));
}

/**
 * Sets the listed bet types of a lottery (the others stay as they are) and answers all of them.
 * 404 for an unknown lottery; 400 naming the bet type for one the lottery does not have, one
 * listed twice, a most stake below the least, or a discount above the business's maximum
 * (DISCOUNT_ABOVE_MAXIMUM); nothing changes then.
 */
export async function updateBetTypes(
  trx: Kysely<LottoTables>,
  { lottoCode, items, actorAccountId, now }: { lottoCode: string; items: BetTypeRequest[]; actorAccountId: bigint; now: Date },
): Promise<BetTypeSetting[]> {
  const lotto = await trx.selectFrom('lotto').select('name').where('code', '=', lottoCode).forNoKeyUpdate().executeTakeFirst();
  if (!lotto) throw lottoNotFound();
  const before = await betTypeSettings(trx, lottoCode);
  const maxDiscountBp = await discountMaximumBp(trx);
  const refuse = (message: string) => new ApiError(400, 'INVALID_BET_TYPES', message);
  const seen = new Set<BetType>();
  const updates = items.map((item) => {
    const name = BET_TYPE_NAMES[item.type];
    if (!before.some((setting) => setting.type === item.type)) throw refuse(`${lotto.name} ไม่มีประเภท ${name}`);
    if (seen.has(item.type)) throw refuse(`ระบุ ${name} ซ้ำ`);
    seen.add(item.type);
    const minStake = hundredths(item.min, `แทงขั้นต่ำของ ${name}`);
    const maxStake = hundredths(item.max, `แทงสูงสุดของ ${name}`);
    if (maxStake < minStake) throw refuse(`${name}: แทงสูงสุดต้องไม่น้อยกว่าแทงขั้นต่ำ`);
    const discountBp = Number(hundredths(item.discount, `ส่วนลดของ ${name}`));
    if (discountBp > maxDiscountBp) throw discountAboveMaximum(maxDiscountBp, name);
    return {
      type: item.type,
      rate: Number(hundredths(item.rate, `อัตราจ่ายของ ${name}`)),
      min_stake: minStake,
      max_stake: maxStake,
      discount_bp: discountBp,
      enabled: item.enabled,
    };
  });
  for (const { type, ...set } of updates) {
    await trx.updateTable('lotto_bet_type').set(set).where('lotto_code', '=', lottoCode).where('bet_type', '=', type).execute();
  }
  const after = await betTypeSettings(trx, lottoCode);
  await audit(trx, {
    actorAccountId,
    action: 'lotto.bet-types',
    entity: 'lotto',
    entityId: lottoCode,
    before: before.map(betTypeSettingJson),
    after: after.map(betTypeSettingJson),
    at: now,
  });
  return after;
}
