// GET /api/backoffice/audit: one page of the audit log, newest first (cursor paging), filtered by
// the kind and id of what changed, who changed it (username), the action and Bangkok days (both
// included). `before` and `after` are the entity as any JSON (model/audit-diff.ts reads them).
import type { Answer, Query } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type AuditEntry = Answer<'/backoffice/audit'>['items'][number];

export type AuditFilters = Omit<Query<'/backoffice/audit'>, 'cursor' | 'limit'>;

/** Entries asked for per page. */
export const AUDIT_PAGE_SIZE = 30;

export async function getAudit(filters: AuditFilters, cursor: string | undefined, signal?: AbortSignal): Promise<Answer<'/backoffice/audit'>> {
  return api.get('/backoffice/audit', { params: { ...filters, cursor, limit: String(AUDIT_PAGE_SIZE) }, signal });
}
