// What other modules read and write of an account, so that none of them queries the `account`
// table itself (docs/architecture.md#module-boundaries): a member's discount, registered bank
// account and self-exclusion, who the member's agent and creator are, a lock on the account row, and
// SQL expressions for listings that show a member's username or keep to an agent's members.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AGENT_ROLES } from './abilities.ts';
import type { AuthTables } from './tables.ts';

/** The member's own discount on stakes, in basis points (100 = 1 %). */
export async function memberDiscountBp(database: Database, accountId: bigint): Promise<number> {
  const db: Kysely<AuthTables> = database;
  const { discount_bp } = await db.selectFrom('account').select('discount_bp').where('id', '=', accountId).executeTakeFirstOrThrow();
  return discount_bp;
}

/**
 * Locks the account's row until the caller's transaction ends (throws when there is none):
 * 'no key update' lets rows that reference the account be written meanwhile, 'update' does not;
 * 'share' only keeps it from changing (others may share it).
 */
export async function lockAccount(database: Database, accountId: bigint, strength: 'update' | 'no key update' | 'share'): Promise<void> {
  const db: Kysely<AuthTables> = database;
  const query = db.selectFrom('account').select('id').where('id', '=', accountId);
  const locked = strength === 'update' ? query.forUpdate() : strength === 'share' ? query.forShare() : query.forNoKeyUpdate();
  await locked.executeTakeFirstOrThrow();
}

/** A bank account withdrawals are paid into. */
export interface BankAccount {
  code: string;
  accountNo: string;
  accountName: string;
}

/** The member's registered bank account (withdrawals are paid out only there), or null while any of its three parts is missing. */
export async function registeredBankAccount(database: Database, accountId: bigint): Promise<BankAccount | null> {
  const db: Kysely<AuthTables> = database;
  const row = await db
    .selectFrom('account')
    .select(['bank_code', 'bank_account_no', 'bank_account_name'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (row.bank_code === null || row.bank_account_no === null || row.bank_account_name === null) return null;
  return { code: row.bank_code, accountNo: row.bank_account_no, accountName: row.bank_account_name };
}

/** Who stands behind a member: its agent (parent_id) and the staff account that created it (null: none). */
export interface MemberSponsors {
  agentId: bigint | null;
  createdBy: bigint | null;
}

/** The member's agent and creator: the two-person rule keeps both from being a member's second approver. */
export async function memberSponsors(database: Database, accountId: bigint): Promise<MemberSponsors> {
  const db: Kysely<AuthTables> = database;
  const row = await db.selectFrom('account').select(['parent_id', 'created_by']).where('id', '=', accountId).executeTakeFirstOrThrow();
  return { agentId: row.parent_id, createdBy: row.created_by };
}

/**
 * The stored end of the account's self-exclusion (null: never excluded; it may be past). With
 * `lock`, locks the row for update until the caller's transaction ends, and throws when there is no
 * such account; without, a missing account answers null.
 */
export async function selfExcludedUntil(database: Database, accountId: bigint, { lock = false }: { lock?: boolean } = {}): Promise<Date | null> {
  const db: Kysely<AuthTables> = database;
  const query = db.selectFrom('account').select('self_excluded_until').where('id', '=', accountId);
  const row = lock ? await query.forUpdate().executeTakeFirstOrThrow() : await query.executeTakeFirst();
  return row?.self_excluded_until ?? null;
}

/** Stores the end of the account's self-exclusion. */
export async function setSelfExcludedUntil(database: Database, accountId: bigint, until: Date): Promise<void> {
  const db: Kysely<AuthTables> = database;
  await db.updateTable('account').set({ self_excluded_until: until }).where('id', '=', accountId).execute();
}

/** The username of the account whose id is in `column`, e.g. `.select(usernameOf('d.account_id').as('username'))`. */
export const usernameOf = (column: string) => sql<string>`(select username from account where id = ${sql.ref(column)})`;

/** The id of the account of this username in any letter case, as a subquery (no row: none). */
export const accountNamed = (username: string) => sql<bigint>`(select id from account where username = ${username.toLowerCase()})`;

/** The ids of the accounts whose username contains `text` in any letter case (usernames are stored in lower case). */
export const accountsWithUsernameContaining = (text: string) =>
  sql<bigint>`(select id from account where strpos(username, ${text.toLowerCase()}) > 0)`;

/** The ids of an agent's members (account.parent_id), e.g. `.where('d.account_id', 'in', membersOf(agentId))`. */
export const membersOf = (agentId: bigint) => sql<bigint>`(select id from account where parent_id = ${agentId})`;

/** The ids of the members of a group's agents (two levels of account.parent_id). */
export const groupMembersOf = (groupId: bigint) =>
  sql<bigint>`(select id from account where parent_id in (select id from account where parent_id = ${groupId}))`;

/** The agents (roles master and agline) whose parent is the group `groupId` (null: every agent), by username. */
export async function agentsUnder(database: Database, groupId: bigint | null): Promise<{ id: bigint; username: string }[]> {
  const db: Kysely<AuthTables> = database;
  let query = db.selectFrom('account').select(['id', 'username']).where('role', 'in', AGENT_ROLES);
  if (groupId !== null) query = query.where('parent_id', '=', groupId);
  return query.orderBy('username').execute();
}
