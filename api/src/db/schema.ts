// Kysely's view of the tables; one interface per table, named as in the migrations.
import type { ColumnType } from 'kysely';

export interface SchemaMigrationTable {
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

export interface SettingTable {
  key: string;
  value: unknown;
  updated_at: ColumnType<Date, never, Date>;
}

export interface Schema {
  schema_migration: SchemaMigrationTable;
  setting: SettingTable;
}
