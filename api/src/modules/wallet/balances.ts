// What the ledger holds for a member (docs/domain.md#money): balances, the wallet's balance with
// the last transfer that moved it (what the realtime hub compares events against), and the
// member's ledger lines a page at a time.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isId } from '../../lib/ids.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { LedgerAccountRef } from './ledger.ts';
import { isMemberKind, MEMBER_ACCOUNT_KINDS, type MemberAccountKind, type TransferKind, type WalletTables } from './tables.ts';

/** The balance of one ledger account: stored for member accounts, summed from entries for system ones. */
export async function balanceOf(db: Kysely<WalletTables>, account: LedgerAccountRef): Promise<bigint> {
  if (isMemberKind(account.kind)) {
    const row = await db
      .selectFrom('ledger_account')
      .select('balance')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    return row.balance ?? 0n;
  }
  const row = await sql<{ total: bigint }>`
    select coalesce(sum(amount), 0)::bigint as total from ledger_entry where ledger_account_id = ${account.id}
  `.execute(db);
  return row.rows[0]?.total ?? 0n;
}

/** A member's wallet and hold balances; zero for a member who never had money moved. */
export async function memberBalances(database: Database, accountId: bigint): Promise<{ wallet: bigint; hold: bigint }> {
  const db: Kysely<WalletTables> = database;
  const rows = await db
    .selectFrom('ledger_account')
    .select(['kind', 'balance'])
    .where('owner_account_id', '=', accountId)
    .where('kind', 'in', MEMBER_ACCOUNT_KINDS)
    .execute();
  const of = (kind: MemberAccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { wallet: of('member_wallet'), hold: of('member_hold') };
}

/**
 * The wallet balance (satang, 0 before any money moved) of the member whose account id is in
 * `column`, for other modules' listings: `.select(walletBalanceOf('m.id').as('balance'))`.
 */
export const walletBalanceOf = (column: string) =>
  sql<bigint>`coalesce((select balance from ledger_account where owner_account_id = ${sql.ref(column)} and kind = 'member_wallet'), 0::bigint)`;

/**
 * The member's wallet balance and the last transfer that moved it (null: none yet), read together.
 * A wallet's transfers are numbered in the order they commit (each locks the wallet before it is
 * numbered), so a balance event of an older transfer than this one is older than this balance.
 */
export async function walletBalance(database: Database, accountId: bigint): Promise<{ balance: bigint; transferId: bigint | null }> {
  const db: Kysely<WalletTables> = database;
  const row = await db
    .selectFrom('ledger_account as a')
    .select((eb) => [
      'a.balance',
      eb
        .selectFrom('ledger_entry as e')
        .select('e.transfer_id')
        .whereRef('e.ledger_account_id', '=', 'a.id')
        .orderBy('e.id', 'desc')
        .limit(1)
        .as('transferId'),
    ])
    .where('a.owner_account_id', '=', accountId)
    .where('a.kind', '=', 'member_wallet')
    .executeTakeFirst();
  return { balance: row?.balance ?? 0n, transferId: row?.transferId ?? null };
}

export interface LedgerLine {
  entryId: bigint;
  transferId: bigint;
  transferKind: TransferKind;
  reference: string;
  /** Which of the member's accounts moved. */
  account: 'wallet' | 'hold';
  /** Signed satang. */
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

export interface LedgerPage {
  lines: LedgerLine[];
  /** Pass back as `cursor` for the next (older) page; null when there is none. */
  nextCursor: string | null;
}

export const MAX_PAGE = 100;

/** The member's ledger lines (wallet and hold), newest first, a page at a time. */
export async function memberLedgerLines(
  db: Kysely<WalletTables>,
  accountId: bigint,
  { cursor, limit = 20 }: { cursor?: string | null | undefined; limit?: number } = {},
): Promise<LedgerPage> {
  if (cursor != null && !isId(cursor)) throw new ApiError(400, 'INVALID_CURSOR', 'ตำแหน่งหน้าไม่ถูกต้อง');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new ApiError(400, 'INVALID_LIMIT', `จำนวนรายการต่อหน้าต้องอยู่ระหว่าง 1 ถึง ${MAX_PAGE}`);
  }
  let query = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.ledger_account_id')
    .innerJoin('ledger_transfer as t', 't.id', 'e.transfer_id')
    .select([
      'e.id as entryId',
      'e.transfer_id as transferId',
      't.kind as transferKind',
      't.reference',
      'a.kind as accountKind',
      'e.amount',
      'e.balance_after as balanceAfter',
      't.created_at as createdAt',
    ])
    .where('a.owner_account_id', '=', accountId)
    .where('a.kind', 'in', MEMBER_ACCOUNT_KINDS)
    .orderBy('e.id', 'desc')
    .limit(limit + 1);
  if (cursor != null) query = query.where('e.id', '<', BigInt(cursor));
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    lines: page.map(({ accountKind, balanceAfter, ...row }) => ({
      ...row,
      account: accountKind === 'member_hold' ? 'hold' : 'wallet',
      balanceAfter: balanceAfter ?? 0n,
    })),
    nextCursor: rows.length > limit ? String(page[page.length - 1]?.entryId) : null,
  };
}
