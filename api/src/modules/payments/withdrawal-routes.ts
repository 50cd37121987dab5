// HTTP face of withdrawals (DESIGN §6): members ask and follow their own requests; payment handlers
// (backoffice.ts) list the requests within their reach and approve or reject them. Amounts are baht
// here and satang in withdrawals.ts.
import type { FastifyInstance } from 'fastify';
import { accountOf, requireRole } from '../../plugins/auth.ts';
import { errorBody } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import type { ModuleContext } from '../context.ts';
import { withIdempotency } from '../wallet/idempotency.ts';
import { bahtToSatang, satangToBaht } from '../wallet/money.ts';
import { bahtAmount, bahtValue, dateTime, idempotencyHeaders } from '../wallet/schemas.ts';
import { idString } from '../ids.ts';
import { agentScopeOf, requireMemberHandler } from '../backoffice/scope.ts';
import { pageAnswer, pageQuery, type PageQuery } from '../paging.ts';
import { maskAccountNo } from './bank-account.ts';
import {
  type BackofficeWithdrawalRow,
  backofficeWithdrawals,
  decideWithdrawal,
  memberWithdrawal,
  memberWithdrawals,
  requestWithdrawal,
  WITHDRAWAL_STATUSES,
  type WithdrawalRow,
  type WithdrawalStatus,
} from './withdrawals.ts';

const requireMember = requireRole('member', 'seamless');

const nullable = <S extends object>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;

const withdrawalProperties = {
  id: idString,
  amount: bahtValue,
  status: { type: 'string', enum: [...WITHDRAWAL_STATUSES] },
  bank: {
    type: 'object',
    required: ['code', 'accountNo', 'accountName'],
    additionalProperties: false,
    description: "the member's registered bank account as of the request; paid out only there",
    properties: {
      code: { type: 'string' },
      accountNo: { type: 'string', description: 'to the member: masked but for its last 4 digits; to handlers: in full' },
      accountName: { type: 'string' },
    },
  },
  createdAt: dateTime,
  decidedAt: nullable(dateTime),
  reason: nullable({ type: 'string' }),
} as const;
const withdrawalRequired = ['id', 'amount', 'status', 'bank', 'createdAt', 'decidedAt', 'reason'] as const;

const withdrawalObject = {
  type: 'object',
  required: withdrawalRequired,
  additionalProperties: false,
  properties: withdrawalProperties,
} as const;

const requestedWithdrawal = {
  type: 'object',
  required: [...withdrawalRequired, 'balance'],
  additionalProperties: false,
  properties: {
    ...withdrawalProperties,
    balance: {
      type: 'object',
      required: ['wallet', 'hold'],
      additionalProperties: false,
      description: "the member's balances right after the request",
      properties: { wallet: bahtValue, hold: bahtValue },
    },
  },
} as const;

const backofficeWithdrawalObject = {
  type: 'object',
  required: [...withdrawalRequired, 'member'],
  additionalProperties: false,
  properties: {
    ...withdrawalProperties,
    member: {
      type: 'object',
      required: ['id', 'username'],
      additionalProperties: false,
      properties: { id: idString, username: { type: 'string' } },
    },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idString },
} as const;

const requestSchema = {
  headers: idempotencyHeaders,
  body: {
    type: 'object',
    required: ['amount'],
    // Paid out only to the registered account: a body naming another one is refused.
    additionalProperties: false,
    properties: { amount: bahtAmount },
  },
  response: { 201: requestedWithdrawal, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
} as const;

const memberListSchema = {
  querystring: pageQuery,
  response: { 200: pageAnswer(withdrawalObject), 400: errorBody, 401: errorBody, 403: errorBody },
} as const;

const memberOneSchema = {
  params: idParams,
  response: { 200: withdrawalObject, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
} as const;

const backofficeListSchema = {
  querystring: {
    ...pageQuery,
    properties: { ...pageQuery.properties, status: { type: 'string', enum: [...WITHDRAWAL_STATUSES] } },
  },
  response: { 200: pageAnswer(backofficeWithdrawalObject), 400: errorBody, 401: errorBody, 403: errorBody },
} as const;

const decideSchema = {
  params: idParams,
  headers: idempotencyHeaders,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      // Plain words only (not blank): the reason is shown to members and in reports, so no markup or code.
      reason: {
        type: 'string',
        minLength: 1,
        maxLength: 200,
        pattern: '^[\\p{L}\\p{M}\\p{N}.,:()/+%#-][\\p{L}\\p{M}\\p{N} .,:()/+%#-]*$',
      },
    },
  },
  response: {
    200: backofficeWithdrawalObject,
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
    409: errorBody,
  },
} as const;

const FIELD_LABELS = {
  amount: 'จำนวนเงิน (บาท มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  id: 'เลขที่รายการ',
  cursor: 'ตำแหน่งหน้า',
  limit: 'จำนวนรายการต่อหน้า (1–100)',
  status: 'สถานะ (pending, approved หรือ rejected)',
  reason: 'เหตุผล (ตัวอักษร ตัวเลข และเครื่องหมาย . , : ( ) / + % # - ยาวไม่เกิน 200 ตัว)',
  'idempotency-key': 'Idempotency-Key',
} as const;

/** A withdrawal as JSON. The member sees the account number masked; handlers see it in full, as
 * they pay the money into that account. */
function toJson(row: WithdrawalRow, { masked }: { masked: boolean }) {
  return {
    id: String(row.id),
    amount: satangToBaht(row.amount),
    status: row.status,
    bank: {
      code: row.bank_code,
      accountNo: masked ? maskAccountNo(row.bank_account_no) : row.bank_account_no,
      accountName: row.bank_account_name,
    },
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
  };
}

const toBackofficeJson = (row: BackofficeWithdrawalRow) => ({
  ...toJson(row, { masked: false }),
  member: { id: String(row.account_id), username: row.username },
});

export function withdrawalRoutes(context: ModuleContext) {
  const { db, now } = context;
  return async (app: FastifyInstance) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.post(
      '/wallet/withdrawals',
      { schema: requestSchema, onRequest: [app.authenticate, requireMember] },
      async (request, reply) => {
        const member = accountOf(request);
        const { amount } = request.body as { amount: number };
        const answer = await withIdempotency(
          db,
          {
            accountId: member.id,
            key: request.headers['idempotency-key'] as string | undefined,
            requestBody: { route: 'POST /wallet/withdrawals', amount },
          },
          async (trx) => {
            const { withdrawal, balance } = await requestWithdrawal(trx, {
              accountId: member.id,
              amount: bahtToSatang(amount),
              now: now(),
            });
            return {
              statusCode: 201,
              body: {
                ...toJson(withdrawal, { masked: true }),
                balance: { wallet: satangToBaht(balance.wallet), hold: satangToBaht(balance.hold) },
              },
            };
          },
        );
        // Refusals roll back and store nothing, so a stored answer is always this 201.
        return reply.code(201).send(answer.body);
      },
    );

    app.get(
      '/wallet/withdrawals',
      { schema: memberListSchema, onRequest: [app.authenticate, requireMember] },
      async (request) => {
        const page = await memberWithdrawals(db, accountOf(request).id, request.query as PageQuery);
        return { items: page.items.map((item) => toJson(item, { masked: true })), nextCursor: page.nextCursor };
      },
    );

    app.get(
      '/wallet/withdrawals/:id',
      { schema: memberOneSchema, onRequest: [app.authenticate, requireMember] },
      async (request) => {
        const { id } = request.params as { id: string };
        return toJson(await memberWithdrawal(db, accountOf(request).id, BigInt(id)), { masked: true });
      },
    );

    app.get(
      '/backoffice/withdrawals',
      { schema: backofficeListSchema, onRequest: [app.authenticate, requireMemberHandler] },
      async (request) => {
        const query = request.query as PageQuery & { status?: WithdrawalStatus };
        const page = await backofficeWithdrawals(db, {
          agentScope: agentScopeOf(accountOf(request)),
          ...query,
        });
        return { items: page.items.map(toBackofficeJson), nextCursor: page.nextCursor };
      },
    );

    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/backoffice/withdrawals/:id/${decision}`,
        {
          schema: decideSchema,
          onRequest: [app.authenticate, requireMemberHandler],
          // The reason is optional, so a request without any body is a decision without one.
          preValidation: async (request) => {
            request.body ??= {};
          },
        },
        async (request) => {
          const handler = accountOf(request);
          const { id } = request.params as { id: string };
          const { reason = null } = request.body as { reason?: string };
          const answer = await withIdempotency(
            db,
            {
              accountId: handler.id,
              key: request.headers['idempotency-key'] as string | undefined,
              requestBody: { route: `POST /backoffice/withdrawals/:id/${decision}`, id, reason },
            },
            async (trx) => {
              const withdrawal = await decideWithdrawal(trx, {
                id: BigInt(id),
                decision,
                decidedBy: handler.id,
                agentScope: agentScopeOf(handler),
                reason,
                now: now(),
              });
              return { statusCode: 200, body: toBackofficeJson(withdrawal) };
            },
          );
          return answer.body;
        },
      );
    }
  };
}
