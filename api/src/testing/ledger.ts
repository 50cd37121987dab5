// Ledger helpers for every module's money tests: the usual two-leg transfers between a member and
// the system accounts, the books check every money test ends with, and the wallet reads tests look
// at (balances of any ledger account, a member's ledger lines, the PromptPay checksum).
import type { Database } from '../db/database.ts';
import {
  checkBooks,
  ensureMemberAccounts,
  type LedgerAccountRef,
  type MemberAccounts,
  systemAccount,
  transfer,
  type TransferRequest,
} from '../modules/wallet/index.ts';

export { balanceOf, crc16CcittFalse, memberBalances, memberLedgerLines } from '../modules/wallet/index.ts';

type Leg = (trx: Database, member: MemberAccounts) => LedgerAccountRef | Promise<LedgerAccountRef>;

const wallet: Leg = (_trx, member) => member.wallet;
const memberHold: Leg = (_trx, member) => member.hold;
const system =
  (kind: Parameters<typeof systemAccount>[1]): Leg =>
  (trx) =>
    systemAccount(trx, kind);

/** A transfer helper moving `amount` satang of one member from one account to another. */
function move(kind: TransferRequest['kind'], from: Leg, to: Leg, defaultReference: string) {
  return async (trx: Database, accountId: bigint, amount: bigint, reference = defaultReference) => {
    const member = await ensureMemberAccounts(trx, accountId);
    return transfer(trx, {
      kind,
      reference,
      entries: [
        { account: await from(trx, member), amount: -amount },
        { account: await to(trx, member), amount },
      ],
    });
  };
}

/** deposit_clearing → member wallet. */
export const deposit = move('deposit', system('deposit_clearing'), wallet, 'deposit:test');
/** member wallet → house. */
export const bet = move('bet', wallet, system('house'), 'slip:test');
/** member wallet → member hold (withdrawal requested). */
export const hold = move('withdrawal_hold', wallet, memberHold, 'withdrawal:test');
/** member hold → member wallet (withdrawal rejected). */
export const release = move('withdrawal_return', memberHold, wallet, 'withdrawal:test');
/** member hold → withdrawal_clearing (withdrawal paid out). */
export const payOut = move('withdrawal_payout', memberHold, system('withdrawal_clearing'), 'withdrawal:test');

/** Every money test ends here: every transfer sums to zero, no member balance is negative, every
 * stored balance equals the sum of its entries, and all accounts together hold zero. */
export async function expectCleanBooks(db: Database): Promise<void> {
  expect(await checkBooks(db)).toEqual({
    transfersNotSummingToZero: [],
    negativeMemberBalances: [],
    storedVsEntrySumMismatches: [],
    totalSum: 0n,
  });
}
