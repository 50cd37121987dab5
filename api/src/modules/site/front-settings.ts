// The `front` row of `setting` (migrations/0005_site_front.sql): read by everyone, changed by
// administrators.
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { settingValue, storeSetting } from '../../db/settings.ts';

export const LAYOUTS = ['vertical', 'horizontal'] as const;

const frontSettingsSchema = z.object({
  menuExcludedUserId: z.number().int().positive().nullable(),
  layout: z.enum(LAYOUTS),
});

type FrontSettings = z.infer<typeof frontSettingsSchema>;

export async function frontSettings(db: Database): Promise<FrontSettings> {
  return frontSettingsSchema.parse(await settingValue(db, 'front'));
}

export async function saveFrontSettings(db: Database, settings: FrontSettings, now: Date): Promise<FrontSettings> {
  const valid = frontSettingsSchema.parse(settings);
  await storeSetting(db, 'front', valid, now);
  return valid;
}
