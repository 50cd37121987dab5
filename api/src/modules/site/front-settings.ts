// The `front` row of `setting` (migrations/0005_site_front.sql): read by everyone, changed by
// administrators (audited as settings.site).
import { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import { settingValue, storeSetting } from '../../db/settings.ts';
import { audit } from '../audit/index.ts';

export const LAYOUTS = ['vertical', 'horizontal'] as const;

const frontSettingsSchema = z.object({
  menuExcludedUserId: z.number().int().positive().nullable(),
  layout: z.enum(LAYOUTS),
});

type FrontSettings = z.infer<typeof frontSettingsSchema>;

export async function frontSettings(db: Database): Promise<FrontSettings> {
  return frontSettingsSchema.parse(await settingValue(db, 'front'));
}

export async function saveFrontSettings(db: Database, settings: FrontSettings, actorAccountId: bigint, now: Date): Promise<FrontSettings> {
  const valid = frontSettingsSchema.parse(settings);
  await inTransaction(db, async (trx) => {
    const before = await frontSettings(trx);
    await storeSetting(trx, 'front', valid, now);
    await audit(trx, { actorAccountId, action: 'settings.site', entity: 'setting', entityId: 'front', before, after: valid, at: now });
  });
  return valid;
}
