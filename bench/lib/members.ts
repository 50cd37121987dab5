// Members as the benches make them: registered over HTTP as a person would (argon2id and all),
// with a bank account of their own (one member per bank account), signed in by the answer.
import { type ApiCall, freshKey } from './client.ts';
import { eachAtMost } from './load.ts';

export interface LoginAnswer {
  token: string;
  refreshToken: string;
  /** The session's token for GET /api/seamless/wallet/show. */
  UserToken: string;
  userData: { username: string; userID: number };
}

/** Registers a member with this username and bank account number (10–15 digits); answers the login. */
export async function registerMember(call: ApiCall, username: string, bankAccountNo: string): Promise<LoginAnswer> {
  const { body } = await call<LoginAnswer>('POST', '/api/jwt/register', {
    body: {
      username,
      password: 'benchpass123',
      phone: '0812345678',
      bankCode: 'KBANK',
      bankAccountNo,
      bankAccountName: 'สมชาย ทดสอบ',
      acceptAge20: true,
    },
  });
  return body;
}

/** Signs in the demo account of `role` the site offers in demo mode (GET /api/site/config names them). */
export async function signInDemoAccount(call: ApiCall, role: string): Promise<LoginAnswer> {
  const { body: config } = await call<{ demoAccounts: { username: string; password: string; role: string }[] }>('GET', '/api/site/config');
  const account = config.demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`the site offers no demo account of role ${role} (is DEMO_MODE on?)`);
  const { body } = await call<LoginAnswer>('POST', '/api/auth/login', { body: { username: account.username, password: account.password } });
  return body;
}

/** Baht each bench member is topped up with: the most one deposit may be, enough for thousands of slips. */
export const TOP_UP = 100_000;

/** Registers `count` members (bank accounts from `firstBankAccount` on) and tops each up by TOP_UP (a demo deposit, approved at once). */
export async function fundedMembers(call: ApiCall, count: number, firstBankAccount = 1_000_000_000): Promise<LoginAnswer[]> {
  const tag = Date.now().toString(36).slice(-5);
  const members: LoginAnswer[] = [];
  // argon2id takes a core per registration: a few at a time.
  await eachAtMost(count, 4, async (i) => {
    members[i] = await registerMember(call, `b${tag}_${i}`, String(firstBankAccount + i));
  });
  await eachAtMost(count, 16, (i) =>
    call('POST', '/api/wallet/deposits', { token: members[i]?.token, key: freshKey(), body: { amount: TOP_UP } }),
  );
  return members;
}
