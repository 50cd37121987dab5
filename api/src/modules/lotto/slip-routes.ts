// HTTP face of the lottery module: slips: place, read, cancel (members); and, from
// slip-backoffice-routes.ts, the back office's slips and cancelling a whole round with refunds.
// Amounts are baht here and satang in slips.ts.
import type { FastifyInstance } from 'fastify';
import { accountOf, requireRole } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import type { ModuleContext } from '../context.ts';
import { withIdempotency } from '../wallet/idempotency.ts';
import { bahtAmount, idempotencyHeaders } from '../wallet/schemas.ts';
import { idString } from '../ids.ts';
import type { BetType } from './bet-types.ts';
import { slipBackofficeRoutes } from './slip-backoffice-routes.ts';
import { cancelSlip, cancelWindow } from './slip-cancel.ts';
import { idParams, plainText, slipJson, slipListItemJson, slipListQuery, slipPageAnswer, slipSchema } from './slip-json.ts';
import { oneSlip, type Reach, slipFilters, type SlipListQuery, slipPage } from './slip-reads.ts';
import { placeSlip } from './slips.ts';
import { betTypeCode } from './terms-json.ts';

const requireMember = requireRole('member', 'seamless');

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

const FIELD_LABELS = {
  roundId: 'รอบหวย',
  items: 'รายการแทง (1–200 รายการ: ประเภท เลข และจำนวนเงินเป็นบาท มากกว่า 0)',
  note: 'บันทึกช่วยจำ (ไม่เกิน 200 ตัวอักษร)',
  reason: 'เหตุผล (ไม่เกิน 200 ตัวอักษร)',
  id: 'เลขที่โพย',
  accountId: 'สมาชิก',
  status: 'สถานะ (pending, settled หรือ cancelled)',
  from: 'วันที่เริ่ม (YYYY-MM-DD)',
  to: 'วันที่สิ้นสุด (YYYY-MM-DD)',
  cursor: 'ตำแหน่งหน้า',
  limit: 'จำนวนรายการต่อหน้า (1–100)',
  'idempotency-key': 'Idempotency-Key',
} as const;

interface PlaceBody {
  roundId: string;
  items: { type: BetType; number: string; amount: number }[];
  note?: string;
}

export function slipRoutes(context: ModuleContext) {
  const { db, now } = context;
  return async (app: FastifyInstance) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const own = (request: Parameters<typeof accountOf>[0]): Reach => ({ member: accountOf(request).id });

    app.post(
      '/lotto/slips',
      { schema: { ...placeSchema, summary: 'Place a slip: every item, or none, charged to the wallet' }, onRequest: [app.authenticate, requireMember] },
      async (request, reply) => {
        const member = accountOf(request);
        const { roundId, items, note = null } = request.body as PlaceBody;
        const answer = await withIdempotency(
          db,
          {
            accountId: member.id,
            key: request.headers['idempotency-key'] as string | undefined,
            requestBody: { route: 'POST /lotto/slips', roundId, items, note },
          },
          async (trx) => {
            const at = now();
            const id = await placeSlip(trx, { accountId: member.id, roundId: BigInt(roundId), items, note, now: at });
            const { slip, items: placed } = await oneSlip(trx, { member: member.id }, id);
            return { statusCode: 201, body: slipJson(slip, placed, { window: await cancelWindow(trx), now: at }) };
          },
        );
        // Refusals roll back and store nothing, so a stored answer is always this 201.
        return reply.code(201).send(answer.body);
      },
    );

    app.get(
      '/lotto/slips',
      { schema: { ...listSchema, summary: "The member's slips, newest first" }, onRequest: [app.authenticate, requireMember] },
      async (request) => {
        const page = await slipPage(db, own(request), slipFilters(request.query as SlipListQuery));
        const clock = { window: await cancelWindow(db), now: now() };
        return { items: page.items.map((slip) => slipListItemJson(slip, clock)), nextCursor: page.nextCursor };
      },
    );

    app.get(
      '/lotto/slips/:id',
      { schema: { ...oneSchema, summary: 'One of the member’s slips with every item’s outcome' }, onRequest: [app.authenticate, requireMember] },
      async (request) => {
        const { id } = request.params as { id: string };
        const { slip, items } = await oneSlip(db, own(request), BigInt(id));
        return slipJson(slip, items, { window: await cancelWindow(db), now: now() });
      },
    );

    app.post(
      '/lotto/slips/:id/cancel',
      {
        schema: { ...cancelSchema, summary: 'Cancel a pending slip within the cancel window; refunds what it charged' },
        onRequest: [app.authenticate, requireMember],
      },
      async (request) => {
        const member = accountOf(request);
        const { id } = request.params as { id: string };
        const answer = await withIdempotency(
          db,
          {
            accountId: member.id,
            key: request.headers['idempotency-key'] as string | undefined,
            requestBody: { route: 'POST /lotto/slips/:id/cancel', id },
          },
          async (trx) => {
            const at = now();
            await cancelSlip(trx, { accountId: member.id, id: BigInt(id), now: at });
            const { slip, items } = await oneSlip(trx, { member: member.id }, BigInt(id));
            return { statusCode: 200, body: slipJson(slip, items, { window: await cancelWindow(trx), now: at }) };
          },
        );
        return answer.body;
      },
    );

    await app.register(slipBackofficeRoutes(context));
  };
}
