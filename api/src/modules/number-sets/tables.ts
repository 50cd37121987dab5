// Kysely's view of the tables of เลขชุด (migrations/0018_number_sets.sql).
import type { ColumnType, GeneratedAlways } from 'kysely';
import type { BetType } from '@tanghuay/lottery-rules';

export interface NumberSetTable {
  id: GeneratedAlways<bigint>;
  account_id: ColumnType<bigint, bigint, never>;
  name: string;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export interface NumberSetItemTable {
  set_id: bigint;
  position: number;
  bet_type: BetType;
  number: string;
  /** The stake, satang. */
  amount: bigint;
}

export interface NumberSetTables {
  number_set: NumberSetTable;
  number_set_item: NumberSetItemTable;
}
