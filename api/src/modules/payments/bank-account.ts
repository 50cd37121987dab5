// A member's registered bank account (the bank_* columns of `account`): withdrawals are paid out
// only there. Members see its number masked but for the last 4 digits; payment handlers see it in
// full, as they pay the money into it.
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

export interface BankAccount {
  code: string;
  accountNo: string;
  accountName: string;
}

/** Every character but the last 4 → 'x', e.g. '1234567890' → 'xxxxxx7890'. */
export const maskAccountNo = (accountNo: string) => 'x'.repeat(Math.max(accountNo.length - 4, 0)) + accountNo.slice(-4);

/** The member's registered bank account, or null while any of its three parts is missing. */
export async function registeredBankAccount(db: Kysely<Schema>, accountId: bigint): Promise<BankAccount | null> {
  const row = await db
    .selectFrom('account')
    .select(['bank_code', 'bank_account_no', 'bank_account_name'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (row.bank_code === null || row.bank_account_no === null || row.bank_account_name === null) return null;
  return { code: row.bank_code, accountNo: row.bank_account_no, accountName: row.bank_account_name };
}
