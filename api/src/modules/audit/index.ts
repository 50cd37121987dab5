// The audit log of back-office changes: other modules write an entry in the transaction of each
// change (`audit`); administrators and operators read it (GET /api/backoffice/audit).
export { audit, type AuditEntry } from './audit.ts';
export { auditRoutes } from './routes.ts';
