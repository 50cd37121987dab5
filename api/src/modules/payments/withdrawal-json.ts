// Withdrawals over HTTP: the route schemas (amounts in baht here, satang in withdrawals.ts), the
// Thai labels of their fields and the JSON a withdrawal row answers as. Members ask and follow
// their own requests; payment handlers list the requests within their reach and decide them.
import { satangToBaht } from '../../lib/money.ts';
import { idParams, idString } from '../../lib/ids.ts';
import { pageAnswer, pageQuery } from '../../lib/paging.ts';
import { bahtAmount, bahtValue, dateTime, idempotencyHeaders, nullable } from '../../lib/schemas.ts';
import { errorBody } from '../../plugins/errors.ts';
import { maskAccountNo } from './bank-account.ts';
import { USERNAME_SEARCH_LABEL } from '../auth/index.ts';
import { approvalJson, approvalProperties, member, queueQuery } from './deposit-json.ts';
import { PAYMENT_STATUSES } from './tables.ts';
import type { BackofficeWithdrawalRow, WithdrawalRow } from './withdrawals.ts';


const withdrawalProperties = {
  id: idString,
  amount: bahtValue,
  status: { type: 'string', enum: [...PAYMENT_STATUSES] },
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
  required: [...withdrawalRequired, 'member', 'firstApproval', 'secondApprovalNeeded', 'frozenBy'],
  additionalProperties: false,
  properties: {
    ...withdrawalProperties,
    member,
    ...approvalProperties,
    frozenBy: {
      ...nullable({ type: 'object', required: ['roundId'], additionalProperties: false, properties: { roundId: idString } }),
      description: 'a pending withdrawal that cannot be approved while the correction of this round waits (409 CORRECTION_PENDING); otherwise null',
    },
  },
} as const;

export const requestWithdrawalSchema = {
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

export const memberWithdrawalsSchema = {
  querystring: pageQuery,
  response: { 200: pageAnswer(withdrawalObject), 400: errorBody, 401: errorBody, 403: errorBody },
} as const;

export const memberWithdrawalSchema = {
  params: idParams,
  response: { 200: withdrawalObject, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
} as const;

export const backofficeWithdrawalsSchema = {
  summary: 'Withdrawal requests of the members the caller reaches, newest first',
  querystring: queueQuery,
  response: { 200: pageAnswer(backofficeWithdrawalObject), 400: errorBody, 401: errorBody, 403: errorBody },
} as const;

export const decideWithdrawalSchema = {
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

/** Thai names of the fields of the withdrawal routes, for validation messages. */
export const WITHDRAWAL_LABELS = {
  amount: 'จำนวนเงิน (บาท มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  id: 'เลขที่รายการ',
  cursor: 'ตำแหน่งหน้า',
  limit: 'จำนวนรายการต่อหน้า (1–100)',
  status: 'สถานะ (pending, approved หรือ rejected)',
  reason: 'เหตุผล (ตัวอักษร ตัวเลข และเครื่องหมาย . , : ( ) / + % # - ยาวไม่เกิน 200 ตัว)',
  'idempotency-key': 'Idempotency-Key',
  q: USERNAME_SEARCH_LABEL,
} as const;

/** A withdrawal as JSON. The member sees the account number masked; handlers see it in full, as
 * they pay the money into that account. */
export function withdrawalJson(row: WithdrawalRow, { masked }: { masked: boolean }) {
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

/** A withdrawal as handlers see it; `withdrawalAboveSatang`: the two-person rule's threshold in force. */
export const backofficeWithdrawalJson = (row: BackofficeWithdrawalRow, withdrawalAboveSatang: bigint) => ({
  ...withdrawalJson(row, { masked: false }),
  member: { id: String(row.account_id), username: row.username },
  ...approvalJson(row, withdrawalAboveSatang),
  frozenBy: row.frozen_by_round_id == null ? null : { roundId: String(row.frozen_by_round_id) },
});
