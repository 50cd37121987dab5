// HTTP face of the audit log: those who may read Audit (administrators and operators,
// docs/backoffice.md#rights) read who changed what in the back office, and when
// (GET /api/backoffice/audit).
import { requireAbility } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { idString } from '../../lib/ids.ts';
import { pageAnswer, pageQuery } from '../../lib/paging.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { bangkokDay, dateTime } from '../../lib/schemas.ts';
import { usernameField } from '../auth/index.ts';
import { type AuditRow, auditLog } from './audit-log.ts';

const auditSchema = {
  summary: 'The audit log, newest first; filters combine',
  querystring: {
    ...pageQuery,
    properties: {
      ...pageQuery.properties,
      entity: { type: 'string', minLength: 1, maxLength: 60, description: 'e.g. lotto_round, lotto' },
      entityId: { type: 'string', minLength: 1, maxLength: 60, description: "the entity's id, e.g. a round id or a lottery code" },
      actor: { ...usernameField, description: 'the username of who made the change (any letter case)' },
      action: { type: 'string', pattern: '^[a-z][a-z0-9.-]{0,59}$', description: 'e.g. round.close, deposit.approve' },
      // format date: a day that does not exist (2026-02-30) is refused like a malformed one.
      from: { ...bangkokDay, format: 'date', description: 'first day (Asia/Bangkok), included' },
      to: { ...bangkokDay, format: 'date', description: 'last day (Asia/Bangkok), included; not before from (400 INVALID_PERIOD)' },
    },
  },
  response: {
    200: pageAnswer({
      type: 'object',
      required: ['id', 'actor', 'action', 'entity', 'entityId', 'before', 'after', 'at'],
      additionalProperties: false,
      properties: {
        id: idString,
        actor: {
          anyOf: [
            { type: 'object', required: ['id', 'username'], additionalProperties: false, properties: { id: idString, username: { type: 'string' } } },
            { type: 'null' },
          ],
          description: 'null: the system (the round clock, the house draw)',
        },
        action: { type: 'string', description: 'e.g. round.open, round.close, round.limits, lotto.bet-types' },
        entity: { type: 'string' },
        entityId: { type: 'string' },
        before: { description: 'the entity before the change (any JSON; null when it did not exist)' },
        after: { description: 'the entity after the change (any JSON)' },
        at: dateTime,
      },
    } as const),
    ...errorResponses(400, 401, 403),
  },
} as const;

const LABELS = {
  entity: 'ชนิดของรายการ',
  entityId: 'รหัสของรายการ',
  actor: 'ชื่อผู้ใช้ของผู้ทำรายการ (ภาษาอังกฤษ ตัวเลข หรือ _ ยาว 3–20 ตัว)',
  action: 'การกระทำ (เช่น round.close)',
  from: 'วันที่เริ่มต้น (รูปแบบ YYYY-MM-DD)',
  to: 'วันที่สิ้นสุด (รูปแบบ YYYY-MM-DD)',
  cursor: 'ตำแหน่งหน้า',
  limit: 'จำนวนรายการต่อหน้า (1–100)',
} as const;

const auditJson = (row: AuditRow) => ({
  id: String(row.id),
  actor: row.actor_account_id === null ? null : { id: String(row.actor_account_id), username: row.actor_username ?? '' },
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  before: row.before,
  after: row.after,
  at: row.at.toISOString(),
});

export function auditRoutes({ db }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(LABELS));

    const onRequest = [app.authenticate, requireAbility('read', 'Audit')];
    app.get('/backoffice/audit', { schema: auditSchema, onRequest }, async (request) => {
      const page = await auditLog(db, request.query);
      return { items: page.items.map(auditJson), nextCursor: page.nextCursor };
    });
  };
}
