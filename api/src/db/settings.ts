// The `setting` table: one JSON value per key, each key read by the module it belongs to
// (front: site, wallet: wallet, lotto: lotto). Rows are made by the migrations.
import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import type { CoreTables } from './tables.ts';

const settings = (db: Database): Kysely<CoreTables> => db;

export async function settingValue(db: Database, key: string): Promise<unknown> {
  const row = await settings(db).selectFrom('setting').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

export async function storeSetting(db: Database, key: string, value: unknown, at: Date): Promise<void> {
  await settings(db)
    .updateTable('setting')
    .set({ value: JSON.stringify(value), updated_at: at })
    .where('key', '=', key)
    .execute();
}
