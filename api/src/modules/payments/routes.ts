// HTTP face of payments (docs/domain.md#money): the member's deposits and withdrawals and the terms
// shown before them, the payment provider's signed webhook, and in the back office the deposit and
// withdrawal requests payment handlers decide. Every money-moving POST answers once per
// Idempotency-Key (answerOnce); the schemas live beside each topic (deposit-json.ts,
// withdrawal-json.ts, terms-json.ts).
import type { FastifyRequest } from 'fastify';
import { inTransaction } from '../../db/database.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { bahtToSatang, satangToBaht } from '../../lib/money.ts';
import { accountOf, requireAbility, requireRole } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { answerOnce } from '../../plugins/idempotency.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { reachableMembers } from '../auth/index.ts';
import { walletSettings } from '../wallet/index.ts';
import {
  backofficeDepositJson,
  backofficeDepositsSchema,
  decideDepositSchema,
  DEPOSIT_LABELS,
  depositJson,
  memberDepositSchema,
  memberDepositsSchema,
  requestDepositSchema,
  webhookSchema,
} from './deposit-json.ts';
import {
  approveDeposit,
  backofficeDeposit,
  backofficeDeposits,
  confirmPaidDeposit,
  memberDeposit,
  memberDeposits,
  rejectDeposit,
  requestDeposit,
} from './deposits.ts';
import { paymentTermsOf, paymentTermsSchema } from './terms-json.ts';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.ts';
import {
  backofficeWithdrawalJson,
  backofficeWithdrawalsSchema,
  decideWithdrawalSchema,
  memberWithdrawalSchema,
  memberWithdrawalsSchema,
  requestWithdrawalSchema,
  WITHDRAWAL_LABELS,
  withdrawalJson,
} from './withdrawal-json.ts';
import { backofficeWithdrawals, decideWithdrawal, memberWithdrawal, memberWithdrawals, requestWithdrawal } from './withdrawals.ts';

const memberOnly = requireRole('member', 'seamless');
const paymentHandler = requireAbility('manage', 'Payment');
const depositApprover = requireAbility('manage', 'DepositApproval', 'การอนุมัติรายการฝากเงินด้วยมือทำได้เฉพาะเจ้าหน้าที่ปฏิบัติการและผู้ดูแลระบบ');
const depositErrors = thaiValidationErrors(DEPOSIT_LABELS);
const withdrawalErrors = thaiValidationErrors(WITHDRAWAL_LABELS);

const demoModeOff = () => new ApiError(400, 'DEMO_MODE_OFF', 'เครดิตเงินทดลองใช้ได้เฉพาะโหมดทดลองเท่านั้น');

/** The raw JSON bodies of webhook calls: the provider signs the body as sent. */
const rawBodies = new WeakMap<FastifyRequest, string>();

export function paymentRoutes(context: RouteContext): Routes {
  const { db, now } = context;
  const { demoMode } = context.settings.payments;
  return async (app) => {
    // Deposits (member).
    const depositRoute = { onRequest: [app.authenticate, memberOnly], schemaErrorFormatter: depositErrors };

    app.post('/wallet/deposits', { ...depositRoute, schema: requestDepositSchema }, async (request, reply) => {
      const member = accountOf(request);
      const { amount, demoCredit = demoMode } = request.body;
      const satang = bahtToSatang(amount);
      if (demoCredit && !demoMode) throw demoModeOff();
      // The effective choice: the same key with the other choice is another request (409).
      return answerOnce(db, request, reply, { route: 'POST /wallet/deposits', amount, demoCredit }, async (trx) => {
        const row = await requestDeposit(trx, { accountId: member.id, amount: satang, now: now(), demoCredit });
        return { statusCode: 201, body: depositJson(row) };
      });
    });

    app.get('/wallet/deposits', { ...depositRoute, schema: memberDepositsSchema }, async (request) => {
      const page = await memberDeposits(db, accountOf(request).id, request.query);
      return { items: page.items.map(depositJson), nextCursor: page.nextCursor };
    });

    app.get('/wallet/deposits/:id', { ...depositRoute, schema: memberDepositSchema }, async (request) =>
      depositJson(await memberDeposit(db, accountOf(request).id, BigInt(request.params.id))),
    );

    // Deposits (back office). Payment handlers list and reject; approving by hand moves money that
    // nobody has seen arrive but the approver, so only operators and administrators may
    // (DepositApproval, docs/security.md#money-controls): agents get 403.
    const depositHandling = { onRequest: [app.authenticate, paymentHandler], schemaErrorFormatter: depositErrors };
    const depositApproving = { onRequest: [app.authenticate, paymentHandler, depositApprover], schemaErrorFormatter: depositErrors };

    app.get('/backoffice/deposits', { ...depositHandling, schema: backofficeDepositsSchema }, async (request) => {
      const { secondApproval } = await walletSettings(db);
      const page = await backofficeDeposits(db, { reach: reachableMembers(accountOf(request)), ...request.query });
      return { items: page.items.map((row) => backofficeDepositJson(row, secondApproval.depositAboveSatang)), nextCursor: page.nextCursor };
    });

    for (const [action, decide, options] of [
      ['approve', approveDeposit, depositApproving],
      ['reject', rejectDeposit, depositHandling],
    ] as const) {
      app.post(`/backoffice/deposits/:id/${action}`, { ...options, schema: decideDepositSchema(action) }, async (request, reply) => {
        const staff = accountOf(request);
        const id = BigInt(request.params.id);
        const { reason } = request.body ?? {};
        const requestBody = { route: `POST /backoffice/deposits/:id/${action}`, id: String(id), reason };
        return answerOnce(db, request, reply, requestBody, async (trx) => {
          await decide(trx, id, { via: 'backoffice', decidedBy: staff.id, reach: reachableMembers(staff), reason, now: now() });
          const { secondApproval } = await walletSettings(trx);
          return { statusCode: 200, body: backofficeDepositJson(await backofficeDeposit(trx, id), secondApproval.depositAboveSatang) };
        });
      });
    }

    // The payment provider's webhook, in its own scope: it reads the raw body.
    await app.register(webhookRoute(context));

    // Withdrawals (member).
    const withdrawalRoute = { onRequest: [app.authenticate, memberOnly], schemaErrorFormatter: withdrawalErrors };

    app.post('/wallet/withdrawals', { ...withdrawalRoute, schema: requestWithdrawalSchema }, async (request, reply) => {
      const member = accountOf(request);
      const { amount } = request.body;
      // Refusals roll back and store nothing, so a stored answer is always this 201.
      return answerOnce(db, request, reply, { route: 'POST /wallet/withdrawals', amount }, async (trx) => {
        const { withdrawal, balance } = await requestWithdrawal(trx, { accountId: member.id, amount: bahtToSatang(amount), now: now() });
        return {
          statusCode: 201,
          body: {
            ...withdrawalJson(withdrawal, { masked: true }),
            balance: { wallet: satangToBaht(balance.wallet), hold: satangToBaht(balance.hold) },
          },
        };
      });
    });

    app.get('/wallet/withdrawals', { ...withdrawalRoute, schema: memberWithdrawalsSchema }, async (request) => {
      const page = await memberWithdrawals(db, accountOf(request).id, request.query);
      return { items: page.items.map((item) => withdrawalJson(item, { masked: true })), nextCursor: page.nextCursor };
    });

    app.get('/wallet/withdrawals/:id', { ...withdrawalRoute, schema: memberWithdrawalSchema }, async (request) =>
      withdrawalJson(await memberWithdrawal(db, accountOf(request).id, BigInt(request.params.id)), { masked: true }),
    );

    // Withdrawals (back office).
    const withdrawalHandling = { onRequest: [app.authenticate, paymentHandler], schemaErrorFormatter: withdrawalErrors };

    app.get('/backoffice/withdrawals', { ...withdrawalHandling, schema: backofficeWithdrawalsSchema }, async (request) => {
      const { secondApproval } = await walletSettings(db);
      const page = await backofficeWithdrawals(db, { reach: reachableMembers(accountOf(request)), ...request.query });
      return {
        items: page.items.map((row) => backofficeWithdrawalJson(row, secondApproval.withdrawalAboveSatang)),
        nextCursor: page.nextCursor,
      };
    });

    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/backoffice/withdrawals/:id/${decision}`,
        {
          ...withdrawalHandling,
          schema: decideWithdrawalSchema,
          // The reason is optional, so a request without any body is a decision without one. A JSON
          // null is a body, and not an object: validation refuses it.
          preValidation: async (request) => {
            if (request.body === undefined) request.body = {};
          },
        },
        async (request, reply) => {
          const handler = accountOf(request);
          const { id } = request.params;
          const { reason = null } = request.body;
          return answerOnce(db, request, reply, { route: `POST /backoffice/withdrawals/:id/${decision}`, id, reason }, async (trx) => {
            const withdrawal = await decideWithdrawal(trx, {
              id: BigInt(id),
              decision,
              decidedBy: handler.id,
              reach: reachableMembers(handler),
              reason,
              now: now(),
            });
            const { secondApproval } = await walletSettings(trx);
            return { statusCode: 200, body: backofficeWithdrawalJson(withdrawal, secondApproval.withdrawalAboveSatang) };
          });
        },
      );
    }

    // What the deposit and withdraw screens show before a request.
    app.get('/wallet/payment-terms', { onRequest: [app.authenticate, memberOnly], schema: paymentTermsSchema }, async (request) =>
      paymentTermsOf(db, accountOf(request).id, demoMode),
    );
  };
}

/**
 * POST /payments/webhook: the provider reports a paid deposit. It signs the raw body, so this
 * route keeps it (an encapsulated JSON parser) and checks the signature before anything else.
 */
function webhookRoute({ db, now, settings }: RouteContext): Routes {
  return async (webhook) => {
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
        schemaErrorFormatter: depositErrors,
        preValidation: async (request) =>
          verifyWebhookSignature(request.headers[WEBHOOK_SIGNATURE_HEADER], rawBodies.get(request) ?? '', {
            secret: settings.payments.webhookSecret,
            now: now(),
          }),
        schema: webhookSchema,
      },
      async (request) => {
        const { depositId, amount } = request.body;
        const row = await inTransaction(db, (trx) =>
          confirmPaidDeposit(trx, { depositId: BigInt(depositId), amount: bahtToSatang(amount), now: now() }),
        );
        return { id: String(row.id), status: row.status };
      },
    );
  };
}
