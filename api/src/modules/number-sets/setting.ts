// The `number_sets` row of `setting` (defaults in migrations/0018_number_sets.sql): how long a set's
// name may be, how many items one set holds and how many sets one member keeps
// (docs/domain.md#saved-number-sets).
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { settingValue } from '../../db/settings.ts';

const positive = z.number().int().positive();

const numberSetsSettingSchema = z.object({ nameMaxLength: positive.max(100), maxItems: positive.max(200), maxSets: positive });

export type NumberSetsSetting = z.output<typeof numberSetsSettingSchema>;

export async function numberSetsSetting(db: Database): Promise<NumberSetsSetting> {
  return numberSetsSettingSchema.parse(await settingValue(db, 'number_sets'));
}
