// Deposits over HTTP: the route schemas (answers in baht), the Thai labels of their fields and the
// JSON a deposit row answers as, to its member and to the back office.
import { satangToBaht } from '../../lib/money.ts';
import { idParams, idString } from '../../lib/ids.ts';
import { pageAnswer, pageQuery } from '../../lib/paging.ts';
import { bahtAmount, dateTime, idempotencyHeaders } from '../../lib/schemas.ts';
import { errorBody } from '../../plugins/errors.ts';
import { USERNAME_SEARCH_LABEL, usernameSearchField } from '../auth/index.ts';
import type { PayTo } from '../wallet/index.ts';
import type { BackofficeDepositRow, DepositRow } from './deposits.ts';
import { type Approvable, needsSecondApproval } from './second-approval.ts';
import { PAYMENT_STATUSES } from './tables.ts';
import { WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.ts';

const deposit = {
  type: 'object',
  required: ['id', 'amount', 'status', 'createdAt', 'decidedAt', 'reason', 'payment'],
  additionalProperties: false,
  properties: {
    id: idString,
    amount: { type: 'number', description: 'baht' },
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
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

/** The member a request belongs to, as the back office sees it. */
export const member = {
  type: 'object',
  required: ['id', 'username'],
  additionalProperties: false,
  properties: { id: idString, username: { type: 'string' } },
} as const;

/** What a back-office answer says of a request's approvals (the two-person rule, second-approval.ts). */
export const approvalProperties = {
  firstApproval: {
    type: 'object',
    nullable: true,
    required: ['by', 'at'],
    additionalProperties: false,
    description: 'the first of two approvals, while the request waits for its second (or was rejected or paid after it); null: none',
    properties: { by: member, at: dateTime },
  },
  secondApprovalNeeded: {
    type: 'boolean',
    description:
      'pending, and approving it takes two people: a first approval is in, or the amount is above the threshold in force now',
  },
} as const;

/** The first approval and whether a second is needed, as `approvalProperties` describes them. */
export const approvalJson = (row: Approvable & { first_approved_at: Date | null; first_approver: string | null }, aboveSatang: bigint) => ({
  firstApproval:
    row.first_approved_by === null || row.first_approved_at === null
      ? null
      : { by: { id: String(row.first_approved_by), username: row.first_approver ?? '' }, at: row.first_approved_at.toISOString() },
  secondApprovalNeeded: needsSecondApproval(row, aboveSatang),
});

const backofficeDeposit = {
  ...deposit,
  required: [...deposit.required, 'member', 'decidedVia', 'firstApproval', 'secondApprovalNeeded'],
  properties: {
    ...deposit.properties,
    member,
    decidedVia: { type: 'string', enum: ['backoffice', 'webhook', 'demo'], nullable: true },
    ...approvalProperties,
  },
} as const;

export const requestDepositSchema = {
  summary: 'Ask to top up; answers where to pay (in demo mode credited at once unless demoCredit is false)',
  headers: idempotencyHeaders,
  body: {
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
  },
  response: { 201: deposit, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
} as const;

export const memberDepositsSchema = {
  summary: "The member's deposit requests, newest first",
  querystring: pageQuery,
  response: { 200: pageAnswer(deposit), 400: errorBody, 401: errorBody, 403: errorBody },
} as const;

export const memberDepositSchema = {
  summary: 'One of the member’s deposit requests',
  params: idParams,
  response: { 200: deposit, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
} as const;

/** The query of a back-office queue: a page, optionally of one status and of members whose username contains q. */
export const queueQuery = {
  ...pageQuery,
  properties: {
    ...pageQuery.properties,
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    q: { ...usernameSearchField, description: "only members whose username contains this (any letter case)" },
  },
} as const;

export const backofficeDepositsSchema = {
  summary: 'Deposit requests of the members the caller reaches, newest first',
  querystring: queueQuery,
  response: { 200: pageAnswer(backofficeDeposit), 400: errorBody, 401: errorBody, 403: errorBody },
} as const;

export const decideDepositSchema = (action: 'approve' | 'reject') =>
  ({
    summary:
      action === 'approve'
        ? 'Approve a pending deposit by hand (operators, administrators): credits the wallet, or above the threshold records the first of two approvals'
        : 'Reject a pending deposit',
    headers: idempotencyHeaders,
    params: idParams,
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { reason: { type: 'string', minLength: 1, maxLength: 200 } },
    },
    response: { 200: backofficeDeposit, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }) as const;

export const webhookSchema = {
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
  body: {
    type: 'object',
    required: ['depositId', 'amount', 'status'],
    additionalProperties: false,
    properties: {
      depositId: idString,
      amount: bahtAmount,
      status: { type: 'string', enum: ['paid'] },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['id', 'status'],
      additionalProperties: false,
      properties: { id: idString, status: { type: 'string', enum: [...PAYMENT_STATUSES] } },
    },
    400: errorBody,
    401: errorBody,
    404: errorBody,
    409: errorBody,
  },
} as const;

/** Thai names of the fields of the deposit routes, for validation messages. */
export const DEPOSIT_LABELS = {
  amount: 'จำนวนเงิน',
  demoCredit: 'เครดิตเงินทดลองทันที (true หรือ false)',
  reason: 'เหตุผล (ไม่เกิน 200 ตัวอักษร)',
  status: 'สถานะ',
  cursor: 'ตำแหน่งหน้า',
  limit: 'จำนวนรายการต่อหน้า',
  id: 'เลขที่รายการ',
  depositId: 'เลขที่รายการฝากเงิน',
  q: USERNAME_SEARCH_LABEL,
};

/** A deposit as the member sees it. */
export function depositJson(row: DepositRow) {
  const payTo = row.pay_to as PayTo;
  return {
    id: String(row.id),
    amount: satangToBaht(row.amount),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
    payment: {
      promptpayPayload: row.promptpay_payload,
      promptpay: payTo.promptpay,
      bank: { code: payTo.bankCode, accountNo: payTo.bankAccountNo, accountName: payTo.bankAccountName },
    },
  };
}

/** A deposit as the back office sees it; `depositAboveSatang`: the two-person rule's threshold in force. */
export const backofficeDepositJson = (row: BackofficeDepositRow, depositAboveSatang: bigint) => ({
  ...depositJson(row),
  member: { id: String(row.account_id), username: row.username },
  decidedVia: row.decided_via,
  ...approvalJson(row, depositAboveSatang),
});
