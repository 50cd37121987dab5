// HTTP face of deposits: the member's requests, the back office's decisions and the payment
// provider's signed webhook (DESIGN §5–§6).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { accountOf, requireRole } from '../../plugins/auth.ts';
import { ApiError, errorBody } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import type { ModuleContext } from '../context.ts';
import { withIdempotency } from '../wallet/idempotency.ts';
import { bahtToSatang } from '../wallet/money.ts';
import { bahtAmount, dateTime, idempotencyHeaders } from '../wallet/schemas.ts';
import { idString } from '../ids.ts';
import { agentScopeOf, requireMemberHandler } from '../backoffice/scope.ts';
import {
  approveDeposit,
  type BackofficeDepositView,
  confirmPaidDeposit,
  depositNotFound,
  depositView,
  rejectDeposit,
  requestDeposit,
} from './deposits.ts';
import type { PaymentOptions } from './options.ts';
import { pageAnswer, pageOf, pageQuery, type PageQuery } from '../paging.ts';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

const deposit = {
  type: 'object',
  required: ['id', 'amount', 'status', 'createdAt', 'decidedAt', 'reason', 'payment'],
  additionalProperties: false,
  properties: {
    id: idString,
    amount: { type: 'number', description: 'baht' },
    status: { type: 'string', enum: [...STATUSES] },
    createdAt: dateTime,
    decidedAt: { ...dateTime, nullable: true },
    reason: { type: 'string', nullable: true },
    payment: {
      type: 'object',
      description: 'where to pay: scan the PromptPay QR (payload) or transfer to the bank account',
      required: ['promptpayPayload', 'promptpay', 'bank'],
      additionalProperties: false,
      properties: {
        promptpayPayload: { type: 'string', description: 'EMVCo payload of a PromptPay QR for the exact amount' },
        promptpay: {
          type: 'object',
          required: ['type', 'value'],
          additionalProperties: false,
          properties: { type: { type: 'string', enum: ['phone', 'nationalId'] }, value: { type: 'string' } },
        },
        bank: {
          type: 'object',
          required: ['code', 'accountNo', 'accountName'],
          additionalProperties: false,
          properties: { code: { type: 'string' }, accountNo: { type: 'string' }, accountName: { type: 'string' } },
        },
      },
    },
  },
} as const;

const backofficeDeposit = {
  ...deposit,
  required: [...deposit.required, 'member', 'decidedVia'],
  properties: {
    ...deposit.properties,
    member: {
      type: 'object',
      required: ['id', 'username'],
      additionalProperties: false,
      properties: { id: idString, username: { type: 'string' } },
    },
    decidedVia: { type: 'string', enum: ['backoffice', 'webhook', 'demo'], nullable: true },
  },
} as const;

const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: idString } } as const;

const decisionBody = {
  type: 'object',
  additionalProperties: false,
  properties: { reason: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const webhookBody = {
  type: 'object',
  required: ['depositId', 'amount', 'status'],
  additionalProperties: false,
  properties: {
    depositId: idString,
    amount: bahtAmount,
    status: { type: 'string', enum: ['paid'] },
  },
} as const;

const depositRequestBody = {
  type: 'object',
  required: ['amount'],
  additionalProperties: false,
  properties: {
    amount: bahtAmount,
    demoCredit: {
      type: 'boolean',
      description:
        'demo mode only: true (the default there) credits the deposit at once as play money; false leaves it ' +
        'pending for the back office or the webhook, as in production. Outside demo mode the default is false ' +
        'and true is refused (400 DEMO_MODE_OFF).',
    },
  },
} as const;

const demoModeOff = () => new ApiError(400, 'DEMO_MODE_OFF', 'เครดิตเงินทดลองใช้ได้เฉพาะโหมดทดลองเท่านั้น');

const LABELS = {
  amount: 'จำนวนเงิน',
  demoCredit: 'เครดิตเงินทดลองทันที (true หรือ false)',
  reason: 'เหตุผล (ไม่เกิน 200 ตัวอักษร)',
  status: 'สถานะ',
  cursor: 'ตำแหน่งหน้า',
  limit: 'จำนวนรายการต่อหน้า',
  id: 'เลขที่รายการ',
  depositId: 'เลขที่รายการฝากเงิน',
};

const memberOnly = requireRole('member', 'seamless');

export function depositRoutes({ db, now }: ModuleContext, { demoMode, webhookSecret }: PaymentOptions) {
  return async (app: FastifyInstance) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(LABELS));

    app.post(
      '/wallet/deposits',
      {
        onRequest: [app.authenticate, memberOnly],
        schema: {
          summary: 'Ask to top up; answers where to pay (in demo mode credited at once unless demoCredit is false)',
          headers: idempotencyHeaders,
          body: depositRequestBody,
          response: { 201: deposit, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        const member = accountOf(request);
        const { amount, demoCredit = demoMode } = request.body as { amount: number; demoCredit?: boolean };
        const satang = bahtToSatang(amount);
        if (demoCredit && !demoMode) throw demoModeOff();
        const answer = await withIdempotency(
          db,
          {
            accountId: member.id,
            key: idempotencyKeyOf(request),
            // The effective choice: the same key with the other choice is another request (409).
            requestBody: { route: 'POST /wallet/deposits', amount, demoCredit },
          },
          async (trx) => {
            const row = await requestDeposit(trx, { accountId: member.id, amount: satang, now: now(), demoCredit });
            return { statusCode: 201, body: depositView(row) };
          },
        );
        return reply.code(answer.statusCode as 201).send(answer.body);
      },
    );

    app.get(
      '/wallet/deposits',
      {
        onRequest: [app.authenticate, memberOnly],
        schema: {
          summary: "The member's deposit requests, newest first",
          querystring: pageQuery,
          response: { 200: pageAnswer(deposit), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const query = request.query as PageQuery;
        const rows = await pageOf(
          db.selectFrom('deposit').selectAll().where('account_id', '=', accountOf(request).id),
          'id',
          query,
        );
        return { items: rows.items.map(depositView), nextCursor: rows.nextCursor };
      },
    );

    app.get(
      '/wallet/deposits/:id',
      {
        onRequest: [app.authenticate, memberOnly],
        schema: {
          summary: 'One of the member’s deposit requests',
          params: idParams,
          response: { 200: deposit, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const row = await db
          .selectFrom('deposit')
          .selectAll()
          .where('id', '=', BigInt((request.params as { id: string }).id))
          .where('account_id', '=', accountOf(request).id)
          .executeTakeFirst();
        if (!row) throw depositNotFound();
        return depositView(row);
      },
    );

    app.get(
      '/backoffice/deposits',
      {
        onRequest: [app.authenticate, requireMemberHandler],
        schema: {
          summary: 'Deposit requests of the members the caller handles, newest first',
          querystring: {
            ...pageQuery,
            properties: { ...pageQuery.properties, status: { type: 'string', enum: [...STATUSES] } },
          },
          response: { 200: pageAnswer(backofficeDeposit), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const query = request.query as PageQuery & { status?: (typeof STATUSES)[number] };
        const agentId = agentScopeOf(accountOf(request));
        let rows = db
          .selectFrom('deposit as d')
          .innerJoin('account as m', 'm.id', 'd.account_id')
          .selectAll('d')
          .select('m.username');
        if (agentId !== null) rows = rows.where('m.parent_id', '=', agentId);
        if (query.status) rows = rows.where('d.status', '=', query.status);
        const result = await pageOf(rows, 'd.id', query);
        return { items: result.items.map(backofficeView), nextCursor: result.nextCursor };
      },
    );

    for (const [action, decide] of [
      ['approve', approveDeposit],
      ['reject', rejectDeposit],
    ] as const) {
      app.post(
        `/backoffice/deposits/:id/${action}`,
        {
          onRequest: [app.authenticate, requireMemberHandler],
          schema: {
            summary: action === 'approve' ? 'Approve a pending deposit: credits the wallet' : 'Reject a pending deposit',
            headers: idempotencyHeaders,
            params: idParams,
            body: decisionBody,
            response: { 200: backofficeDeposit, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
          },
        },
        async (request) => {
          const staff = accountOf(request);
          const id = BigInt((request.params as { id: string }).id);
          const { reason } = (request.body ?? {}) as { reason?: string };
          const answer = await withIdempotency(
            db,
            {
              accountId: staff.id,
              key: idempotencyKeyOf(request),
              requestBody: { route: `POST /backoffice/deposits/:id/${action}`, id: String(id), reason },
            },
            async (trx) => {
              await decide(trx, id, { via: 'backoffice', decidedBy: staff.id, agentId: agentScopeOf(staff), reason, now: now() });
              return { statusCode: 200, body: await backofficeDepositById(trx, id) };
            },
          );
          return answer.body;
        },
      );
    }

    // The provider signs the raw body: this route keeps it (an encapsulated JSON parser).
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
        }
      });
      webhook.post(
        '/payments/webhook',
        {
          preValidation: async (request) => verifyWebhookSignature(request.headers[WEBHOOK_SIGNATURE_HEADER], rawBodies.get(request) ?? '', {
            secret: webhookSecret,
            now: now(),
          }),
          schema: {
            summary: 'Payment provider: a deposit was paid (HMAC-SHA256 signed; repeats are harmless)',
            headers: {
              type: 'object',
              required: [WEBHOOK_SIGNATURE_HEADER],
              properties: {
                [WEBHOOK_SIGNATURE_HEADER]: {
                  type: 'string',
                  description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">',
                },
              },
            },
            body: webhookBody,
            response: {
              200: {
                type: 'object',
                required: ['id', 'status'],
                additionalProperties: false,
                properties: { id: idString, status: { type: 'string', enum: [...STATUSES] } },
              },
              400: errorBody,
              401: errorBody,
              404: errorBody,
              409: errorBody,
            },
          },
        },
        async (request) => {
          const body = request.body as { depositId: string; amount: number };
          const row = await db
            .transaction()
            .execute((trx) =>
              confirmPaidDeposit(trx, { depositId: BigInt(body.depositId), amount: bahtToSatang(body.amount), now: now() }),
            );
          return { id: String(row.id), status: row.status };
        },
      );
    });
  };
}

const rawBodies = new WeakMap<FastifyRequest, string>();

const idempotencyKeyOf = (request: FastifyRequest) => request.headers['idempotency-key'] as string | undefined;

type BackofficeRow = Parameters<typeof depositView>[0] & { username: string };

function backofficeView(row: BackofficeRow): BackofficeDepositView {
  return {
    ...depositView(row),
    member: { id: String(row.account_id), username: row.username },
    decidedVia: row.decided_via,
  };
}

async function backofficeDepositById(db: Kysely<Schema>, id: bigint): Promise<BackofficeDepositView> {
  const row = await db
    .selectFrom('deposit as d')
    .innerJoin('account as m', 'm.id', 'd.account_id')
    .selectAll('d')
    .select('m.username')
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow();
  return backofficeView(row);
}
