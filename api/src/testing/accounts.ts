// Accounts for API tests: inserted directly (fast: one password hash per test process) and signed
// in through the real login route, so requests carry real access tokens and UserTokens.
import type { Database } from '../db/database.ts';
import { hashPassword, type Role, usertypeFor } from '../modules/auth/index.ts';
import type { TestAppContext } from './test-app.ts';

export const TEST_PASSWORD = 'testpass123';
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
  db: Database,
  { role = 'member', parentId = null, bank = role === 'member', username, createdBy = null }: NewAccount = {},
): Promise<InsertedAccount> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
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

export interface SignedIn extends InsertedAccount {
  token: string;
  refreshToken: string;
  UserToken: string;
  /** `{authorization: 'Bearer …'}` for inject(). */
  headers: { authorization: string };
}

/** Logs an account in through POST /api/auth/login. */
export async function signIn(ctx: TestAppContext, account: InsertedAccount): Promise<SignedIn> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: account.username, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`test login failed: ${response.statusCode} ${response.body}`);
  const { token, refreshToken, UserToken } = response.json<{ token: string; refreshToken: string; UserToken: string }>();
  return { ...account, token, refreshToken, UserToken, headers: { authorization: `Bearer ${token}` } };
}

/** A new account, signed in. */
export async function signedInAccount(ctx: TestAppContext, account: NewAccount = {}): Promise<SignedIn> {
  return signIn(ctx, await insertAccount(ctx.db, account));
}

/** The back office of a test: an administrator, an operator (agadmin) and two agents. */
export interface BackOffice {
  admin: SignedIn;
  operator: SignedIn;
  /** role master */
  agent: SignedIn;
  /** role agline */
  otherAgent: SignedIn;
}

/** A new back office, signed in. */
export async function signedInBackOffice(ctx: TestAppContext): Promise<BackOffice> {
  return {
    admin: await signedInAccount(ctx, { role: 'admin' }),
    operator: await signedInAccount(ctx, { role: 'agadmin' }),
    agent: await signedInAccount(ctx, { role: 'master' }),
    otherAgent: await signedInAccount(ctx, { role: 'agline' }),
  };
}
