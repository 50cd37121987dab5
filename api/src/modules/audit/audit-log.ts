// Reading the audit log (GET /api/backoffice/audit): newest first, optionally of one entity, one
// actor, one action and a period of Bangkok days.
import { type Kysely, sql } from 'kysely';
import type { Page, PageQuery } from '../../lib/paging.ts';
import { pageOf } from '../../lib/paging.ts';
import { ApiError } from '../../plugins/errors.ts';
import { accountNamed, usernameOf } from '../auth/index.ts';
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
  /** The actor's username, any letter case. */
  actor?: string;
  action?: string;
  /** First and last Bangkok day (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

/** The instant a Bangkok calendar day (YYYY-MM-DD, already validated) begins, as SQL. */
const bangkokDayStart = (day: string, plusDays = 0) =>
  sql<Date>`((cast(${day} as date) + ${plusDays}::int)::timestamp at time zone 'Asia/Bangkok')`;

export function auditLog(
  db: Kysely<AuditTables>,
  { entity, entityId, actor, action, from, to, ...page }: AuditQuery,
): Promise<Page<AuditRow>> {
  if (from !== undefined && to !== undefined && from > to) {
    throw new ApiError(400, 'INVALID_PERIOD', 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
  }
  let query = db
    .selectFrom('audit_log as l')
    .select(['l.id', 'l.actor_account_id', 'l.action', 'l.entity', 'l.entity_id', 'l.before', 'l.after', 'l.at'])
    .select(usernameOf('l.actor_account_id').$castTo<string | null>().as('actor_username'));
  if (entity !== undefined) query = query.where('l.entity', '=', entity);
  if (entityId !== undefined) query = query.where('l.entity_id', '=', entityId);
  if (actor !== undefined) query = query.where('l.actor_account_id', '=', accountNamed(actor));
  if (action !== undefined) query = query.where('l.action', '=', action);
  if (from !== undefined) query = query.where('l.at', '>=', bangkokDayStart(from));
  if (to !== undefined) query = query.where('l.at', '<', bangkokDayStart(to, 1));
  return pageOf(query, 'l.id', page);
}
