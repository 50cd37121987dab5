// GET /api/backoffice/audit: one page of the audit log, newest first (cursor paging), filtered by
// the kind and id of what changed, who changed it (username), the action and Bangkok days (both
// included). `before` and `after` are the entity as any JSON (model/audit-diff.ts reads them).
import { http } from '@tanghuay/shared-auth';
import type { CursorPage } from '../../../lib/use-paged-list.ts';

export interface AuditEntry {
  id: string;
  /** null: the system (the round clock, the house draw). */
  actor: { id: string; username: string } | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
}

export interface AuditFilters {
  entity?: string;
  entityId?: string;
  actor?: string;
  action?: string;
  /** YYYY-MM-DD, Bangkok. */
  from?: string;
  to?: string;
}

/** Entries asked for per page. */
export const AUDIT_PAGE_SIZE = 30;

export async function getAudit(filters: AuditFilters, cursor: string | undefined, signal?: AbortSignal): Promise<CursorPage<AuditEntry>> {
  const params = { ...filters, cursor, limit: String(AUDIT_PAGE_SIZE) };
  return (await http.get<CursorPage<AuditEntry>>('/backoffice/audit', { params, signal })).data;
}
