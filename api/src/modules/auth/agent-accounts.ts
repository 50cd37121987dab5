// The back office's view of agent accounts (docs/backoffice.md#api), for the members module: one
// agent with its group and its members' discounts, the members of an agent whose discount is above
// a new one (to lower them), and every discount above the business's maximum (for the settings
// page). Agents are the accounts of AGENT_ROLES; a member belongs to one through parent_id.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AGENT_ROLES, MEMBER_ROLES } from './abilities.ts';
import type { AuthTables } from './tables.ts';

/**
 * The agent `id` (an account of AGENT_ROLES) with the group it belongs to (its parent), or
 * undefined; `lock` locks its row (no key update) until the caller's transaction ends.
 */
export async function agentAccount(database: Database, id: bigint, { lock = false }: { lock?: boolean } = {}) {
  const db: Kysely<AuthTables> = database;
  const query = db
    .selectFrom('account as a')
    .leftJoin('account as g', 'g.id', 'a.parent_id')
    .select([
      'a.id as id',
      'a.username as username',
      'a.role as role',
      'a.discount_bp as discountBp',
      'a.created_at as createdAt',
      'g.id as groupId',
      'g.username as groupUsername',
    ])
    .where('a.id', '=', id)
    .where('a.role', 'in', AGENT_ROLES)
    .$narrowType<{ role: (typeof AGENT_ROLES)[number] }>();
  return (lock ? query.forNoKeyUpdate('a') : query).executeTakeFirst();
}

/** One row of `agentAccount`. */
export type AgentAccountRow = NonNullable<Awaited<ReturnType<typeof agentAccount>>>;

/** How many of the agent's members have each discount (basis points), highest first. */
export async function memberDiscountCounts(database: Database, agentId: bigint): Promise<{ discountBp: number; members: number }[]> {
  const db: Kysely<AuthTables> = database;
  const rows = await db
    .selectFrom('account')
    .select(['discount_bp as discountBp', (eb) => eb.fn.countAll<bigint | number>().as('members')])
    .where('parent_id', '=', agentId)
    .where('role', 'in', MEMBER_ROLES)
    .groupBy('discount_bp')
    .orderBy('discount_bp', 'desc')
    .execute();
  return rows.map((row) => ({ discountBp: row.discountBp, members: Number(row.members) }));
}

/**
 * The agent's members whose discount is above `discountBp`, by id, each row locked (no key
 * update) until the caller's transaction ends: lock the agent's row first (members' discount
 * changes lock it to share, then the member), so the two never wait on each other in turn.
 */
export async function lockMembersWithDiscountAbove(
  trx: Database,
  agentId: bigint,
  discountBp: number,
): Promise<{ id: bigint; discountBp: number }[]> {
  const db: Kysely<AuthTables> = trx;
  return db
    .selectFrom('account')
    .select(['id', 'discount_bp as discountBp'])
    .where('parent_id', '=', agentId)
    .where('role', 'in', MEMBER_ROLES)
    .where('discount_bp', '>', discountBp)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/** The discounts of accounts above a maximum: how many members, and which agents. */
export interface AccountDiscountsAbove {
  members: number;
  agents: { id: bigint; username: string; discountBp: number }[];
}

/** Members and agents whose own discount is above `maxBp` (agents by username). */
export async function accountDiscountsAbove(database: Database, maxBp: number): Promise<AccountDiscountsAbove> {
  const db: Kysely<AuthTables> = database;
  const [members, agents] = await Promise.all([
    db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll<bigint | number>().as('n'))
      .where('role', 'in', MEMBER_ROLES)
      .where('discount_bp', '>', maxBp)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('account')
      .select(['id', 'username', 'discount_bp as discountBp'])
      .where('role', 'in', AGENT_ROLES)
      .where('discount_bp', '>', maxBp)
      .orderBy('username')
      .execute(),
  ]);
  return { members: Number(members.n), agents };
}

