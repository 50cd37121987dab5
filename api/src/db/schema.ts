// Kysely's view of the tables: one interface per table, named as in the migrations. Each module
// declares its own tables in its `tables.ts`; this file only puts them together.
import type { ColumnType } from 'kysely';
import type { AuditTables } from '../modules/audit/tables.ts';
import type { AuthTables } from '../modules/auth/tables.ts';
import type { LottoTables } from '../modules/lotto/tables.ts';
import type { PaymentTables } from '../modules/payments/tables.ts';
import type { ResponsiblePlayTables } from '../modules/responsible-play/tables.ts';
import type { WalletTables } from '../modules/wallet/tables.ts';

export interface SchemaMigrationTable {
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

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
  setting: SettingTable;
  installation_secret: InstallationSecretTable;
}

export interface Schema
  extends CoreTables,
    AuthTables,
    WalletTables,
    PaymentTables,
    ResponsiblePlayTables,
    LottoTables,
    AuditTables {}
