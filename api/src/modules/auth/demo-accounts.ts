// Demo mode only (docs/domain.md#accounts-and-roles): the embedded start seeds an administrator, an
// operator, an agent group with an agent under it, a member under that agent and a lottery-status
// account, so the app can be tried at once. Idempotent: an account that already exists keeps
// everything but a missing parent (a database seeded before the group existed gets its agent put
// under it). Their passwords are short on purpose; the registration rule does not apply to them.
import type { Kysely } from 'kysely';
import type { AuthTables } from './tables.ts';
import { type Role, usertypeFor } from './abilities.ts';
import type { PasswordHashing } from '../../config/settings.ts';
import { hashPassword } from './passwords.ts';

export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
  /** Username of the agent this account belongs to. */
  parent?: string;
}

/** The demo member's registered bank account (withdrawals are paid only there). */
export const DEMO_MEMBER_BANK = {
  phone: '0899999999',
  bank_code: 'KBANK',
  bank_account_no: '0001112223',
  bank_account_name: 'สมาชิก ทดลองเล่น',
} as const;

/** In creation order: a parent comes before its members. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', password: 'admin1234', role: 'admin' },
  { username: 'operator', password: 'operator1234', role: 'agadmin' },
  { username: 'group', password: 'group1234', role: 'AGgroup' },
  { username: 'agent', password: 'agent1234', role: 'master', parent: 'group' },
  { username: 'member', password: 'member1234', role: 'member', parent: 'agent' },
  { username: 'lottostatus', password: 'lottostatus1234', role: 'agseamless' },
];

/** Creates the demo accounts that do not exist yet, their passwords hashed at `passwordHashing`; answers the usernames it created. */
export async function seedDemoAccounts(db: Kysely<AuthTables>, passwordHashing: PasswordHashing, now: Date = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const parent = demo.parent
      ? await db.selectFrom('account').select('id').where('username', '=', demo.parent).executeTakeFirstOrThrow()
      : undefined;
    const exists = await db
      .selectFrom('account')
      .select(['id', 'parent_id'])
      .where('username', '=', demo.username)
      .executeTakeFirst();
    if (exists) {
      if (parent && exists.parent_id === null) {
        await db.updateTable('account').set({ parent_id: parent.id }).where('id', '=', exists.id).execute();
      }
      continue;
    }
    const inserted = await db
      .insertInto('account')
      .values({
        username: demo.username,
        password_hash: await hashPassword(demo.password, passwordHashing),
        role: demo.role,
        usertype: usertypeFor(demo.role),
        parent_id: parent?.id ?? null,
        age20_accepted_at: demo.role === 'member' ? now : null,
        ...(demo.role === 'member' ? DEMO_MEMBER_BANK : {}),
        created_at: now,
      })
      // Another API instance starting at the same moment may have created it first.
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) created.push(demo.username);
  }
  return created;
}
