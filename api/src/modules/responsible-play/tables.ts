// Kysely's view of the responsible-play tables (migrations/0004_payments.sql).
import type { ColumnType, GeneratedAlways } from 'kysely';

export type LimitPeriod = 'day' | 'week' | 'month';

export interface DepositLimitTable {
  id: GeneratedAlways<bigint>;
  account_id: bigint;
  period: LimitPeriod;
  /** Satang; null: no limit. */
  amount: ColumnType<bigint | null, bigint | null, never>;
  effective_at: ColumnType<Date, Date, never>;
  created_at: ColumnType<Date, Date, never>;
}

export interface ResponsiblePlayTables {
  deposit_limit: DepositLimitTable;
}
