// HTTP face of the member wallet reads (docs/domain.md#money): the seamless wallet call the front
// end polls every 30 seconds, and the member's ledger lines; in the back office, a member's ledger
// lines and the payment settings (settings-routes.ts). Money moves elsewhere (payments, lotto).
import { accountForUserToken, isMemberInReach, reachableMembers } from '../auth/index.ts';
import { accountOf, requireAbility } from '../../plugins/auth.ts';
import { ApiError, errorBody, errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { pageAnswer, type PageQuery, pageQuery } from '../../lib/paging.ts';
import type { Database } from '../../db/database.ts';
import { MAX_PAGE, memberBalances, memberLedgerLines } from './balances.ts';
import { satangToBaht } from '../../lib/money.ts';
import { bahtValue, dateTime } from '../../lib/schemas.ts';
import { idString } from '../../lib/ids.ts';
import { paymentSettingsRoutes } from './settings-routes.ts';
import { TRANSFER_KINDS } from './tables.ts';

const walletShowSchema = {
  description:
    "The caller's wallet. UserToken is the one handed out by the caller's current login; any other " +
    '(another member\'s, or one of an older session) answers 404.',
  querystring: {
    type: 'object',
    required: ['UserToken'],
    additionalProperties: false,
    properties: {
      UserToken: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,200}$', description: 'from the login answer' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'WalletData', 'discount', 'count_login'],
      additionalProperties: false,
      properties: {
        success: { type: 'boolean', enum: [true] },
        WalletData: {
          type: 'object',
          required: ['balance'],
          additionalProperties: false,
          properties: { balance: { ...bahtValue, description: 'wallet balance, baht (withdrawal holds excluded)' } },
        },
        discount: { type: 'number', description: "the member's discount on stakes, percent" },
        count_login: {
          type: 'integer',
          description: "the account's login count; differing from the stored userData.count_login means a newer login",
        },
      },
    },
    400: errorBody,
    401: errorBody,
    404: errorBody,
  },
} as const;

const ledgerLine = {
  type: 'object',
  required: ['id', 'transferId', 'kind', 'reference', 'account', 'amount', 'balanceAfter', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: { ...idString, description: 'ledger entry id' },
    transferId: idString,
    kind: {
      type: 'string',
      enum: [...TRANSFER_KINDS],
      description: 'what moved the money (a code: the front end shows it in Thai)',
    },
    reference: { type: 'string', description: 'what caused it, e.g. deposit:42 or slip:1001' },
    account: { type: 'string', enum: ['wallet', 'hold'], description: 'hold: money set aside for a withdrawal' },
    amount: { ...bahtValue, description: 'baht, signed: positive credits the account, negative debits it' },
    balanceAfter: { ...bahtValue, description: 'the balance of that account after this line, baht' },
    createdAt: dateTime,
  },
} as const;

const transactionsSchema = {
  description: "The caller's ledger lines (wallet and withdrawal hold), newest first, a page at a time.",
  querystring: pageQuery,
  response: {
    200: pageAnswer(ledgerLine),
    400: errorBody,
    401: errorBody,
  },
} as const;

const backofficeTransactionsSchema = {
  summary: "A member's ledger lines (wallet and withdrawal hold), newest first, as GET /wallet/transactions",
  description: 'For those who may manage Member; a member out of reach answers 404.',
  querystring: {
    ...pageQuery,
    required: ['memberId'],
    properties: { ...pageQuery.properties, memberId: idString },
  },
  response: {
    200: pageAnswer(ledgerLine),
    ...errorResponses(400, 401, 403, 404),
  },
} as const;

const FIELD_LABELS = {
  memberId: 'เลขที่สมาชิก',
  UserToken: 'UserToken',
  cursor: 'ตำแหน่งหน้า',
  limit: `จำนวนรายการต่อหน้า (1–${MAX_PAGE})`,
} as const;

/** The same answer whatever the reason, so it tells nothing about another account. */
const walletNotFound = () => new ApiError(404, 'NOT_FOUND', 'ไม่พบกระเป๋าเงินของการเข้าสู่ระบบนี้ กรุณาเข้าสู่ระบบใหม่');

/** One page of the member's ledger lines as JSON (baht). */
async function ledgerLinesJson(db: Database, accountId: bigint, { cursor, limit }: PageQuery) {
  const page = await memberLedgerLines(db, accountId, { cursor, limit: limit === undefined ? undefined : Number(limit) });
  return {
    items: page.lines.map((line) => ({
      id: String(line.entryId),
      transferId: String(line.transferId),
      kind: line.transferKind,
      reference: line.reference,
      account: line.account,
      amount: satangToBaht(line.amount),
      balanceAfter: satangToBaht(line.balanceAfter),
      createdAt: line.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

export function walletRoutes(context: RouteContext): Routes {
  const { db } = context;
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.get('/seamless/wallet/show', { schema: walletShowSchema, onRequest: app.authenticate }, async (request) => {
      const account = accountForUserToken(accountOf(request), request.query.UserToken);
      if (!account) throw walletNotFound();
      const { wallet } = await memberBalances(db, account.id);
      return {
        success: true as const,
        WalletData: { balance: satangToBaht(wallet) },
        discount: account.discountBp / 100,
        count_login: account.countLogin,
      };
    });

    app.get('/wallet/transactions', { schema: transactionsSchema, onRequest: app.authenticate }, async (request) =>
      ledgerLinesJson(db, accountOf(request).id, request.query),
    );

    app.get(
      '/backoffice/transactions',
      { schema: backofficeTransactionsSchema, onRequest: [app.authenticate, requireAbility('manage', 'Member')] },
      async (request) => {
        const { memberId, ...page } = request.query;
        const id = BigInt(memberId);
        if (!(await isMemberInReach(db, reachableMembers(accountOf(request)), id))) {
          throw new ApiError(404, 'NOT_FOUND', 'ไม่พบสมาชิกนี้');
        }
        return ledgerLinesJson(db, id, page);
      },
    );

    await app.register(paymentSettingsRoutes(context));
  };
}
