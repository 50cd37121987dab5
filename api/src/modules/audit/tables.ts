// Kysely's view of the audit log (migrations/0007_lotto.sql).
import type { ColumnType, GeneratedAlways } from 'kysely';

export interface AuditLogTable {
  id: GeneratedAlways<bigint>;
  actor_account_id: bigint | null;
  action: string;
  entity: string;
  entity_id: string;
  /** Insert as a JSON string (or null). */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  at: Date;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
