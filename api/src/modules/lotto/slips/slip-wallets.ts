// The wallets of slips' members (the wallet's memberWallets), for moving money to many slips at
// once (a round's refunds and payouts). Every slip's member has a wallet: the slip was charged to it.
import type { LedgerAccountRef } from '../../wallet/index.ts';

/** The wallet of a member named in `wallets`. */
export function walletOf(wallets: ReadonlyMap<bigint, LedgerAccountRef>, accountId: bigint): LedgerAccountRef {
  const wallet = wallets.get(accountId);
  if (!wallet) throw new Error(`slip wallets: no wallet of account ${accountId}`);
  return wallet;
}

/** Orders ledger account ids (or anything else bigint) ascending. */
export const byId = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);
