// The `front` row of `setting` (migrations/0005_site_front.sql): read by everyone, changed by
// administrators.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Schema } from '../../db/schema.ts';

export const LAYOUTS = ['vertical', 'horizontal'] as const;

const frontSettingsSchema = z.object({
  menuExcludedUserId: z.number().int().positive().nullable(),
  layout: z.enum(LAYOUTS),
});

export type FrontSettings = z.infer<typeof frontSettingsSchema>;

export async function frontSettings(db: Kysely<Schema>): Promise<FrontSettings> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', 'front').executeTakeFirstOrThrow();
  return frontSettingsSchema.parse(row.value);
}

export async function saveFrontSettings(db: Kysely<Schema>, settings: FrontSettings, now: Date): Promise<FrontSettings> {
  const valid = frontSettingsSchema.parse(settings);
  await db
    .updateTable('setting')
    .set({ value: JSON.stringify(valid), updated_at: now })
    .where('key', '=', 'front')
    .execute();
  return valid;
}
