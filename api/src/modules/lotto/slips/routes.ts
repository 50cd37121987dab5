// HTTP face of slips (docs/domain.md#slips): members place, read and cancel their own; in the back
// office, those who manage members read the slips of the members they reach.
// Amounts are baht here and satang in place.ts.
import { accountOf, requireAbility, requireRole } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { answerOnce, idempotencyKeyOf, requestHash } from '../../../plugins/idempotency.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { bahtAmount, idempotencyHeaders } from '../../../lib/schemas.ts';
import { idParams, idString } from '../../../lib/ids.ts';
import { MEMBER_ROLES, reachableMembers } from '../../auth/index.ts';
import { betTypeCode } from '../catalog/bet-type-json.ts';
import { IDEMPOTENCY_KEY_LABELS, SLIP_ROUND_LABEL } from '../labels.ts';
import { cancelSlip } from './cancel.ts';
import { cancelWindow } from './cancel-window.ts';
import { placeSlip } from './place.ts';
import { oneSlip, type Reach, slipFilters, slipPage } from './reads.ts';
import {
  backofficeSlipJson,
  backofficeSlipListItemJson,
  backofficeSlipPageAnswer,
  backofficeSlipSchema,
  plainText,
  slipJson,
  slipListItemJson,
  slipListQuery,
  slipPageAnswer,
  slipSchema,
} from './slip-json.ts';

const requireMember = requireRole(...MEMBER_ROLES);

const placeSchema = {
  headers: idempotencyHeaders,
  body: {
    type: 'object',
    required: ['roundId', 'items'],
    additionalProperties: false,
    properties: {
      roundId: idString,
      items: {
        type: 'array',
        minItems: 1,
        maxItems: 200,
        items: {
          type: 'object',
          required: ['type', 'number', 'amount'],
          additionalProperties: false,
          properties: {
            type: betTypeCode,
            number: { type: 'string', pattern: '^[0-9]{1,6}$', description: 'digits; as many as the bet type takes' },
            amount: { ...bahtAmount, description: 'the stake, baht, at most 2 decimals' },
          },
        },
      },
      note: plainText,
    },
  },
  response: { 201: slipSchema, ...errorResponses(400, 401, 403, 404, 409) },
} as const;

const listSchema = {
  querystring: slipListQuery,
  response: { 200: slipPageAnswer, ...errorResponses(400, 401, 403) },
} as const;

const oneSchema = { params: idParams, response: { 200: slipSchema, ...errorResponses(400, 401, 403, 404) } } as const;

const cancelSchema = {
  params: idParams,
  headers: idempotencyHeaders,
  response: { 200: slipSchema, ...errorResponses(400, 401, 403, 404, 409) },
} as const;

const backofficeListSchema = {
  querystring: { ...slipListQuery, properties: { ...slipListQuery.properties, accountId: idString } },
  response: { 200: backofficeSlipPageAnswer, ...errorResponses(400, 401, 403) },
} as const;

const backofficeOneSchema = { params: idParams, response: { 200: backofficeSlipSchema, ...errorResponses(400, 401, 403, 404) } } as const;

const FIELD_LABELS = {
  roundId: SLIP_ROUND_LABEL,
  items: 'รายการแทง (1–200 รายการ: ประเภท เลข และจำนวนเงินเป็นบาท มากกว่า 0)',
  note: 'บันทึกช่วยจำ (ไม่เกิน 200 ตัวอักษร)',
  id: 'เลขที่โพย',
  accountId: 'สมาชิก',
  status: 'สถานะ (pending, settled หรือ cancelled)',
  from: 'วันที่เริ่ม (YYYY-MM-DD)',
  to: 'วันที่สิ้นสุด (YYYY-MM-DD)',
  cursor: 'ตำแหน่งหน้า',
  limit: 'จำนวนรายการต่อหน้า (1–100)',
  ...IDEMPOTENCY_KEY_LABELS,
} as const;

export function slipRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const own = (request: Parameters<typeof accountOf>[0]): Reach => ({ member: accountOf(request).id });
    const inReach = (request: Parameters<typeof accountOf>[0]): Reach => ({ members: reachableMembers(accountOf(request)) });
    const clockNow = async () => ({ window: await cancelWindow(db), now: now() });

    app.post(
      '/lotto/slips',
      { schema: { ...placeSchema, summary: 'Place a slip: every item, or none, charged to the wallet' }, onRequest: [app.authenticate, requireMember] },
      async (request, reply) => {
        const accountId = accountOf(request).id;
        const { roundId, items, note = null } = request.body;
        const at = now();
        // A repeat of the key answers the slip it placed (refusals keep nothing, so it is always a 201).
        const placement = await placeSlip(db, {
          accountId,
          roundId: BigInt(roundId),
          key: idempotencyKeyOf(request),
          requestHash: requestHash({ route: 'POST /lotto/slips', roundId, items, note }),
          items,
          note,
          now: at,
        });
        const { slip, items: placed, window } =
          'placed' in placement
            ? placement.placed
            : {
                ...(await oneSlip(db, { member: accountId }, placement.replayOf)),
                window: await cancelWindow(db),
              };
        return reply.code(201).send(slipJson(slip, placed, { window, now: at }));
      },
    );

    app.get(
      '/lotto/slips',
      { schema: { ...listSchema, summary: "The member's slips, newest first" }, onRequest: [app.authenticate, requireMember] },
      async (request) => {
        const page = await slipPage(db, own(request), slipFilters(request.query));
        const clock = await clockNow();
        return { items: page.items.map((slip) => slipListItemJson(slip, clock)), nextCursor: page.nextCursor };
      },
    );

    app.get(
      '/lotto/slips/:id',
      { schema: { ...oneSchema, summary: 'One of the member’s slips with every item’s outcome' }, onRequest: [app.authenticate, requireMember] },
      async (request) => {
        const { slip, items } = await oneSlip(db, own(request), BigInt(request.params.id));
        return slipJson(slip, items, await clockNow());
      },
    );

    app.post(
      '/lotto/slips/:id/cancel',
      {
        schema: {
          ...cancelSchema,
          summary: 'Cancel a pending slip within the cancel window; refunds what it charged',
          description: 'Refused with 403 SELF_EXCLUDED while the member is self-excluded.',
        },
        onRequest: [app.authenticate, requireMember],
      },
      async (request, reply) => {
        const accountId = accountOf(request).id;
        const { id } = request.params;
        return answerOnce(db, request, reply, { route: 'POST /lotto/slips/:id/cancel', id }, async (trx) => {
          const at = now();
          await cancelSlip(trx, { accountId, id: BigInt(id), now: at });
          const { slip, items } = await oneSlip(trx, { member: accountId }, BigInt(id));
          return { statusCode: 200, body: slipJson(slip, items, { window: await cancelWindow(trx), now: at }) };
        });
      },
    );

    app.get(
      '/backoffice/slips',
      {
        schema: { ...backofficeListSchema, summary: "Members' slips, newest first (agents: their own members')" },
        onRequest: [app.authenticate, requireAbility('manage', 'Member')],
      },
      async (request) => {
        const { accountId, ...query } = request.query;
        const page = await slipPage(db, inReach(request), {
          ...slipFilters(query),
          accountId: accountId === undefined ? undefined : BigInt(accountId),
        });
        const clock = await clockNow();
        return { items: page.items.map((slip) => backofficeSlipListItemJson(slip, clock)), nextCursor: page.nextCursor };
      },
    );

    app.get(
      '/backoffice/slips/:id',
      {
        schema: { ...backofficeOneSchema, summary: 'One member slip with every item (agents: their own members’)' },
        onRequest: [app.authenticate, requireAbility('manage', 'Member')],
      },
      async (request) => {
        const { slip, items } = await oneSlip(db, inReach(request), BigInt(request.params.id));
        return backofficeSlipJson(slip, items, await clockNow());
      },
    );
  };
}
