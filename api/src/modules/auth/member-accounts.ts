// The back office's view of member accounts (docs/backoffice.md#api), for the members module: the
// member accounts a caller reaches, filtered as the members screen asks, each with its agent; and
// setting a member's own discount. The members module sorts, pages and answers them; the balance
// comes from the wallet as SQL (auth does not import the wallet).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { MEMBER_ROLES } from './abilities.ts';
import type { MemberReach } from './scope.ts';
import { publishSessionsChanged } from './sessions.ts';
import type { AuthTables } from './tables.ts';

/** active: may play; self_excluded: a self-exclusion is in force. */
export const MEMBER_STATUSES = ['active', 'self_excluded'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface MemberFilter {
  /** The members the caller reaches (null: every member). */
  reach: MemberReach;
  /** What `status` is judged at. */
  now: Date;
  id?: bigint | undefined;
  /** Contained in the username (any letter case) or the phone. */
  q?: string | undefined;
  /** Only the members of this agent. */
  agentId?: bigint | undefined;
  status?: MemberStatus | undefined;
  /** Only the members whose own discount is above this, basis points. */
  discountAbove?: number | undefined;
  /** Lock the member's row (no key update) until the caller's transaction ends. */
  lock?: boolean;
}

/** The wallet balance of the member whose id is in `column`, as SQL (the wallet's `walletBalanceOf`). */
export type BalanceOf = (column: string) => RawBuilder<bigint>;

/**
 * The member accounts (roles member and seamless) matching `filter`, with `balanceOf` each, unordered:
 * a query the caller may order (by a selected name: username, balance, createdAt, id) and page.
 */
export function memberAccounts(
  database: Database,
  balanceOf: BalanceOf,
  { reach, now, id, q, agentId, status, discountAbove, lock = false }: MemberFilter,
) {
  const db: Kysely<AuthTables> = database;
  let query = db
    .selectFrom('account as m')
    .leftJoin('account as agent', 'agent.id', 'm.parent_id')
    .select([
      'm.id as id',
      'm.username as username',
      'm.phone as phone',
      'm.role as role',
      'm.discount_bp as discountBp',
      'm.self_excluded_until as selfExcludedUntil',
      'm.bank_code as bankCode',
      'm.bank_account_no as bankAccountNo',
      'm.bank_account_name as bankAccountName',
      'm.created_at as createdAt',
      'agent.id as agentId',
      'agent.username as agentUsername',
      'agent.discount_bp as agentDiscountBp',
      balanceOf('m.id').as('balance'),
    ])
    .where('m.role', 'in', MEMBER_ROLES);
  if (reach !== null) query = query.where('m.id', 'in', reach);
  if (id !== undefined) query = query.where('m.id', '=', id);
  if (agentId !== undefined) query = query.where('m.parent_id', '=', agentId);
  if (discountAbove !== undefined) query = query.where('m.discount_bp', '>', discountAbove);
  if (q !== undefined) {
    const text = q.toLowerCase();
    query = query.where(sql<boolean>`(strpos(m.username, ${text}) > 0 or strpos(coalesce(m.phone, ''), ${q}) > 0)`);
  }
  if (status === 'self_excluded') query = query.where('m.self_excluded_until', '>', now);
  if (status === 'active') {
    query = query.where((eb) => eb.or([eb('m.self_excluded_until', 'is', null), eb('m.self_excluded_until', '<=', now)]));
  }
  return lock ? query.forNoKeyUpdate('m') : query;
}

/** One row of `memberAccounts`. */
export type MemberAccountRow = Awaited<ReturnType<ReturnType<typeof memberAccounts>['executeTakeFirstOrThrow']>>;

/**
 * Stores the member's own discount on stakes, basis points (docs/domain.md#bet-types-and-payouts),
 * in the caller's transaction; session caches drop the member's sessions, which keep it.
 */
export async function setDiscountBp(trx: Database, accountId: bigint, discountBp: number): Promise<void> {
  const db: Kysely<AuthTables> = trx;
  await db.updateTable('account').set({ discount_bp: discountBp }).where('id', '=', accountId).execute();
  await publishSessionsChanged(trx, accountId);
}

/** Whether `id` is a member account (role member or seamless) within `reach`. */
export async function isMemberInReach(database: Database, reach: MemberReach, id: bigint): Promise<boolean> {
  const db: Kysely<AuthTables> = database;
  let query = db.selectFrom('account').select('id').where('id', '=', id).where('role', 'in', MEMBER_ROLES);
  if (reach !== null) query = query.where('id', 'in', reach);
  return (await query.executeTakeFirst()) !== undefined;
}
