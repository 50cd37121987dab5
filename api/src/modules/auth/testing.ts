// Accounts for tests, written straight to the auth module's own table (fast: one password hash per
// test process, at the tests' low cost). Only tests and test helpers may import this file (the
// lint's test-helper fence); api/src/testing/accounts.ts signs them in.
import type { Kysely } from 'kysely';
import type { PasswordHashing } from '../../config/settings.ts';
import { type Role, usertypeFor } from './abilities.ts';
import { hashPassword } from './passwords.ts';
import type { AuthTables } from './tables.ts';

export const TEST_PASSWORD = 'testpass123';
/**
 * The password hashing cost of test accounts and of the test app (argon2's least: 8 KiB, 1 pass):
 * a login verifies at the cost its hash was made with, and the tests sign in thousands of times
 * (docs/testing.md). Production's cost is checked by passwords.test.ts and config/env.test.ts.
 */
export const TEST_PASSWORD_HASHING: PasswordHashing = { memoryKib: 8, passes: 1 };
let passwordHash: Promise<string> | undefined;
let serial = 0;

export interface NewAccount {
  role?: Role;
  /** The agent this account belongs to. */
  parentId?: bigint | null;
  /** Registered bank account (members get one unless this is false). */
  bank?: boolean;
  username?: string;
  /** The staff account that created it (account.created_by); none by default. */
  createdBy?: bigint | null;
}

export interface InsertedAccount {
  id: bigint;
  username: string;
  /** The registered bank account's number (at SCB, in the name สมหญิง ทดสอบ), or null. */
  bankAccountNo: string | null;
}

/** Inserts an account and answers its id. Each gets a bank account of its own: no two people share one. */
export async function insertAccount(
  db: Kysely<AuthTables>,
  { role = 'member', parentId = null, bank = role === 'member', username, createdBy = null }: NewAccount = {},
): Promise<InsertedAccount> {
  passwordHash ??= hashPassword(TEST_PASSWORD, TEST_PASSWORD_HASHING);
  const name = username ?? `${role.toLowerCase()}_${process.pid % 10_000}_${++serial}`.slice(0, 20);
  const bankAccountNo = bank ? String(9_876_500_000 + ++serial) : null;
  const row = await db
    .insertInto('account')
    .values({
      username: name,
      password_hash: await passwordHash,
      role,
      usertype: usertypeFor(role),
      parent_id: parentId,
      phone: '0812345678',
      bank_code: bank ? 'SCB' : null,
      bank_account_no: bankAccountNo,
      bank_account_name: bank ? 'สมหญิง ทดสอบ' : null,
      age20_accepted_at: role === 'member' ? new Date() : null,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username: name, bankAccountNo };
}
