// Accounts for API tests: inserted directly (auth/testing.ts) and signed in through the real login
// route, so requests carry real access tokens and UserTokens.
import { type InsertedAccount, insertAccount, type NewAccount, TEST_PASSWORD, TEST_PASSWORD_HASHING } from '../modules/auth/testing.ts';
import type { TestAppContext } from './test-app.ts';

export { type InsertedAccount, insertAccount, type NewAccount, TEST_PASSWORD, TEST_PASSWORD_HASHING };

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
