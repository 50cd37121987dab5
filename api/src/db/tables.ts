// The tables that belong to no module: migrations, settings and the installation's own keys. Each
// module declares its own tables in its `tables.ts` (docs/architecture.md#module-boundaries).
import type { ColumnType } from 'kysely';

/** A versioned migration applied, with the sha256 of its content (null: applied before checksums were kept). */
export interface SchemaMigrationTable {
  name: string;
  applied_at: ColumnType<Date, never, never>;
  checksum: string | null;
}

/** A function file (migrations/functions/) as last applied: its sha256. */
export interface SchemaFunctionTable {
  name: string;
  checksum: string;
  applied_at: ColumnType<Date, never, Date>;
}

/** One row per setting; each key belongs to the module that reads it (site, wallet, lotto). */
export interface SettingTable {
  key: string;
  value: unknown;
  updated_at: ColumnType<Date, never, Date>;
}

/** Keys made by the installation itself (config/secrets.ts). */
export interface InstallationSecretTable {
  name: 'jwt' | 'payment_webhook';
  value: string;
  created_at: ColumnType<Date, never, never>;
}

export interface CoreTables {
  schema_migration: SchemaMigrationTable;
  schema_function: SchemaFunctionTable;
  setting: SettingTable;
  installation_secret: InstallationSecretTable;
}
