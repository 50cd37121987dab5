// Reading the audit log (GET /api/backoffice/audit): newest first, optionally of one entity.
import type { Kysely } from 'kysely';
import type { Page, PageQuery } from '../../lib/paging.ts';
import { pageOf } from '../../lib/paging.ts';
import { usernameOf } from '../auth/index.ts';
import type { AuditTables } from './tables.ts';

export interface AuditRow {
  id: bigint;
  actor_account_id: bigint | null;
  /** The actor's username; null for the system (the round clock, the house draw). */
  actor_username: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export interface AuditQuery extends PageQuery {
  entity?: string;
  entityId?: string;
}

export function auditLog(db: Kysely<AuditTables>, { entity, entityId, ...page }: AuditQuery): Promise<Page<AuditRow>> {
  let query = db
    .selectFrom('audit_log as l')
    .select(['l.id', 'l.actor_account_id', 'l.action', 'l.entity', 'l.entity_id', 'l.before', 'l.after', 'l.at'])
    .select(usernameOf('l.actor_account_id').$castTo<string | null>().as('actor_username'));
  if (entity !== undefined) query = query.where('l.entity', '=', entity);
  if (entityId !== undefined) query = query.where('l.entity_id', '=', entityId);
  return pageOf(query, 'l.id', page);
}
