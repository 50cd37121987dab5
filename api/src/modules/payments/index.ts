// Payments (docs/domain.md#money): members' deposits and withdrawals, the payment provider's
// webhook and the back office's decisions, each moving money through the wallet's ledger; and what a
// correction of a round's result asks of withdrawals (their holds, and the freeze while it waits).
// The module's only public file.
export { type ChargeBack, type ChargeBackCover, chargeBackCovers, coverChargeBacks } from './correction-holds.ts';
export { paymentRoutes } from './routes.ts';
export { type PaymentFigures, paymentTotals, pendingPayments } from './totals.ts';
/** The provider's side of the webhook signature, for tests that call the webhook. */
export { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.ts';
export { freezeWithdrawals, releaseWithdrawals } from './withdrawal-freezes.ts';
