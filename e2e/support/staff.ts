// Accounts of any role for the journeys. Demo mode seeds one account per staff role, and a login
// ends every other session of its account, so journeys running side by side must not share them.
// The setup project (setup/staff.setup.ts) makes one administrator per parallel slot; a journey
// signs in as its slot's administrator and has the back office create the accounts it needs.
import { type APIRequestContext, expect, type TestInfo } from '@playwright/test';
import { freshUsername, type LoginAnswer, logIn, MEMBER_PASSWORD } from './accounts.ts';

export type Role = 'member' | 'seamless' | 'agseamless' | 'master' | 'agadmin' | 'agline' | 'admin' | 'user' | 'AGgroup' | 'client';

export const slotAdminName = (slot: number) => `e2e_admin_${slot}`;

/** Creates an account through POST /api/backoffice/accounts as `creator`; answers its id. */
export async function createAccount(
  request: APIRequestContext,
  creator: LoginAnswer,
  account: { username: string; role: Role; password?: string },
): Promise<number> {
  const response = await request.post('/api/backoffice/accounts', {
    headers: { authorization: `Bearer ${creator.token}` },
    data: {
      username: account.username,
      password: account.password ?? MEMBER_PASSWORD,
      role: account.role,
      ...(account.role === 'member' || account.role === 'seamless' ? { acceptAge20: true } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export interface Staff {
  /** A new account of `role`, signed in through the API. */
  signedIn(role: Role): Promise<LoginAnswer>;
}

/** The `staff` fixture of the journeys' `test` (support/test.ts). */
export async function staffFixture(
  { request }: { request: APIRequestContext },
  use: (staff: Staff) => Promise<void>,
  testInfo: TestInfo,
): Promise<void> {
  await use({
    async signedIn(role) {
      const admin = await logIn(request, { username: slotAdminName(testInfo.parallelIndex), password: MEMBER_PASSWORD });
      const username = freshUsername(role.slice(0, 2).toLowerCase());
      await createAccount(request, admin, { username, role });
      return logIn(request, { username, password: MEMBER_PASSWORD });
    },
  });
}
