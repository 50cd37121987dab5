// HTTP face of the back office's lottery controls (DESIGN §6), for administrators and operators
// (agadmin): open and close a round, set its limit items, set a lottery's bet types, read the
// audit log. Each change runs in one transaction with its audit entry.
import type { FastifyInstance } from 'fastify';
import { accountOf, requireRole } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { type AuditQuery, type AuditRow, auditLog } from '../audit/audit-log.ts';
import type { ModuleContext } from '../context.ts';
import { pageAnswer, pageQuery } from '../paging.ts';
import { bahtAmount, dateTime } from '../wallet/schemas.ts';
import { idString } from '../ids.ts';
import { MAX_BAHT } from '../wallet/money.ts';
import { type BetTypeRequest, betTypeSettingJson, betTypeSettings, updateBetTypes } from './bet-type-settings.ts';
import { type LimitRequest, replaceLimits } from './limits.ts';
import { closeRound, openRound, type RoundControl } from './round-controls.ts';
import {
  betTypeCode,
  betTypeProperties,
  limitJson,
  limitKind,
  limitNumber,
  limitSchema,
  lottoCode,
  object,
  roundJson,
  roundParams,
  roundSchema,
} from './terms-json.ts';

const requireOperator = requireRole('admin', 'agadmin');

const controlSchema = {
  params: roundParams,
  response: { 200: roundSchema, ...errorResponses(400, 401, 403, 404, 409) },
} as const;

const limitsAnswer = object({ roundId: idString, limits: { type: 'array', items: limitSchema } });

const limitsSchema = {
  params: roundParams,
  body: object({
    items: {
      type: 'array',
      maxItems: 2000,
      description: "the round's whole list of limit items (an empty list removes them all)",
      items: {
        type: 'object',
        required: ['type', 'number', 'kind'],
        additionalProperties: false,
        properties: {
          type: betTypeCode,
          number: limitNumber,
          kind: limitKind,
          value: { type: 'number', description: 'reduced: percent paid, 1–99; cap: baht all members may stake; closed: leave out' },
        },
      },
    },
  }),
  response: { 200: limitsAnswer, ...errorResponses(400, 401, 403, 404, 409) },
} as const;

const lottoParams = object({ code: lottoCode });

const betTypesAnswer = object({
  lottoCode,
  betTypes: {
    type: 'array',
    description: 'every bet type the lottery has, offered or not',
    items: object({ ...betTypeProperties, enabled: { type: 'boolean', description: 'offered to members' } }),
  },
});

const betTypesReadSchema = {
  params: lottoParams,
  response: { 200: betTypesAnswer, ...errorResponses(400, 401, 403, 404) },
} as const;

const betTypesSchema = {
  params: lottoParams,
  body: object({
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 8,
      description: 'the bet types to change (the others stay as they are)',
      items: object({
        type: betTypeCode,
        rate: { type: 'number', exclusiveMinimum: 0, maximum: 100_000, description: 'pays × this, at most 2 decimals (e.g. 900, 3.2)' },
        min: { ...bahtAmount, description: 'least stake per number, baht' },
        max: { ...bahtAmount, description: 'most stake per number, baht (not below min)' },
        discount: { type: 'number', minimum: 0, exclusiveMaximum: 100, description: 'percent off the stake, at most 2 decimals' },
        enabled: { type: 'boolean', description: 'offered to members' },
      }),
    },
  }),
  response: { 200: betTypesAnswer, ...errorResponses(400, 401, 403, 404) },
} as const;

const auditSchema = {
  querystring: {
    ...pageQuery,
    properties: {
      ...pageQuery.properties,
      entity: { type: 'string', minLength: 1, maxLength: 60, description: 'e.g. lotto_round, lotto' },
      entityId: { type: 'string', minLength: 1, maxLength: 60, description: "the entity's id, e.g. a round id or a lottery code" },
    },
  },
  response: {
    200: pageAnswer(
      object({
        id: idString,
        actor: {
          anyOf: [object({ id: idString, username: { type: 'string' } }), { type: 'null' }],
          description: 'null: the system (the round clock, the house draw)',
        },
        action: { type: 'string', description: 'e.g. round.open, round.close, round.limits, lotto.bet-types' },
        entity: { type: 'string' },
        entityId: { type: 'string' },
        before: { description: 'the entity before the change (any JSON; null when it did not exist)' },
        after: { description: 'the entity after the change (any JSON)' },
        at: dateTime,
      }),
    ),
    ...errorResponses(400, 401, 403),
  },
} as const;

const FIELD_LABELS = {
  roundId: 'เลขที่รอบ',
  code: 'รหัสหวย',
  items: `รายการ (ประเภท เลข ชนิด และค่า: อัตราจ่ายมากกว่า 0, แทงขั้นต่ำและสูงสุด 0.01–${MAX_BAHT.toLocaleString('en-US')} บาท, ส่วนลด 0 ถึงน้อยกว่า 100 %)`,
  type: 'ประเภทการแทง',
  number: 'เลข',
  kind: 'ชนิดเลขอั้น (closed, reduced หรือ cap)',
  rate: 'อัตราจ่าย',
  min: 'แทงขั้นต่ำ',
  max: 'แทงสูงสุด',
  discount: 'ส่วนลด',
  enabled: 'เปิดรับแทงหรือไม่ (enabled)',
  entity: 'ชนิดของรายการ',
  entityId: 'รหัสของรายการ',
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

export function backofficeLottoRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const hooks = { onRequest: [app.authenticate, requireOperator] };

    for (const [action, control] of [
      ['open', openRound],
      ['close', closeRound],
    ] as const) {
      app.post(`/backoffice/rounds/:roundId/${action}`, { schema: controlSchema, ...hooks }, async (request) => {
        const at = now();
        const round = await db.transaction().execute((trx) =>
          control(trx, {
            roundId: BigInt((request.params as { roundId: string }).roundId),
            actorAccountId: accountOf(request).id,
            now: at,
          } satisfies RoundControl),
        );
        return roundJson(round, at);
      });
    }

    app.put('/backoffice/rounds/:roundId/limits', { schema: limitsSchema, ...hooks }, async (request) => {
      const { roundId } = request.params as { roundId: string };
      const { items } = request.body as { items: LimitRequest[] };
      const limits = await db.transaction().execute((trx) =>
        replaceLimits(trx, { roundId: BigInt(roundId), items, actorAccountId: accountOf(request).id, now: now() }),
      );
      return { roundId, limits: limits.map(limitJson) };
    });

    app.get('/backoffice/lottos/:code/bet-types', { schema: betTypesReadSchema, ...hooks }, async (request) => {
      const { code } = request.params as { code: string };
      return { lottoCode: code, betTypes: (await betTypeSettings(db, code)).map(betTypeSettingJson) };
    });

    app.put('/backoffice/lottos/:code/bet-types', { schema: betTypesSchema, ...hooks }, async (request) => {
      const { code } = request.params as { code: string };
      const { items } = request.body as { items: BetTypeRequest[] };
      const settings = await db.transaction().execute((trx) =>
        updateBetTypes(trx, { lottoCode: code, items, actorAccountId: accountOf(request).id, now: now() }),
      );
      return { lottoCode: code, betTypes: settings.map(betTypeSettingJson) };
    });

    app.get('/backoffice/audit', { schema: auditSchema, ...hooks }, async (request) => {
      const page = await auditLog(db, request.query as AuditQuery);
      return { items: page.items.map(auditJson), nextCursor: page.nextCursor };
    });
  };
}
