// The audit log of back-office changes (migrations/0007_lotto.sql): who (null: the system), when,
// what, and the entity before and after. Written in the transaction of the change itself.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AuditTables } from './tables.ts';

export interface AuditEntry {
  actorAccountId: bigint | null;
  action: string;
  entity: string;
  entityId: string | bigint;
  before: unknown;
  after: unknown;
  at: Date;
}

/** JSON for jsonb: BigInt as a string (satang amounts keep every digit). */
const json = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : JSON.stringify(value, (_key, field: unknown) => (typeof field === 'bigint' ? field.toString() : field));

/** Writes an entry; pass the transaction of the change, so the entry stays only if the change does. */
export async function audit(trx: Database, entry: AuditEntry): Promise<void> {
  const db: Kysely<AuditTables> = trx;
  await db
    .insertInto('audit_log')
    .values({
      actor_account_id: entry.actorAccountId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: json(entry.before),
      after: json(entry.after),
      at: entry.at,
    })
    .execute();
}
