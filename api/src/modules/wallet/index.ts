// The wallet (docs/domain.md#money): the double-entry ledger every money movement goes through,
// member balances (and `walletBalanceOf`, the balance as SQL for other modules' listings), the
// wallet settings (bounds per request, where members pay to) and PromptPay payloads. The module's
// only public file; tests also read ledger lines and account balances, and check PromptPay
// payloads, through it.
export { balanceOf, memberBalances, memberLedgerLines, walletBalance, walletBalanceOf } from './balances.ts';
export { booksBalance, checkBooks } from './books.ts';
export {
  type BalanceEvent,
  balanceEvent,
  ensureMemberAccounts,
  InsufficientFunds,
  type LedgerAccountRef,
  lockWallet,
  memberWallets,
  type MemberAccounts,
  notePosted,
  systemAccount,
  transfer,
  type TransferRequest,
  transfers,
} from './ledger.ts';
export { crc16CcittFalse, promptPayPayload } from './promptpay.ts';
export { walletRoutes } from './routes.ts';
export { type PayTo, walletSettings } from './settings.ts';
