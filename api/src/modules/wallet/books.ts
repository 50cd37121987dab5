// The books check (docs/domain.md#money): every transfer sums to zero, no member balance is
// negative, every stored balance equals the sum of its entries, and all accounts together hold
// zero. Every money test ends with it; an operator runs it as src/check-books.ts.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { WalletTables } from './tables.ts';

export interface BooksReport {
  /** Transfers whose entries do not sum to zero (or that have none). */
  transfersNotSummingToZero: bigint[];
  /** Member accounts (or member entries) below zero. */
  negativeMemberBalances: bigint[];
  /** Member accounts whose stored balance differs from the sum of their entries. */
  storedVsEntrySumMismatches: { ledgerAccountId: bigint; stored: bigint; entrySum: bigint }[];
  /** Member stored balances plus system entry sums: always zero. */
  totalSum: bigint;
}

/** The books balance: no problem of any kind in the report. */
export const booksBalance = (report: BooksReport): boolean =>
  report.transfersNotSummingToZero.length === 0 &&
  report.negativeMemberBalances.length === 0 &&
  report.storedVsEntrySumMismatches.length === 0 &&
  report.totalSum === 0n;

/** Audits the whole ledger. Every money test ends with it; an operator report can run it too. */
export async function checkBooks(database: Database): Promise<BooksReport> {
  const db: Kysely<WalletTables> = database;
  const unbalanced = await sql<{ id: bigint }>`
    select t.id from ledger_transfer t left join ledger_entry e on e.transfer_id = t.id
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) = 0 order by t.id
  `.execute(db);
  const negative = await sql<{ id: bigint }>`
    select id from ledger_account where balance < 0
    union
    select ledger_account_id from ledger_entry where balance_after < 0
    order by 1
  `.execute(db);
  const mismatches = await sql<{ ledgerAccountId: bigint; stored: bigint; entrySum: bigint }>`
    select a.id as "ledgerAccountId", a.balance as stored, coalesce(sum(e.amount), 0)::bigint as "entrySum"
    from ledger_account a left join ledger_entry e on e.ledger_account_id = a.id
    where a.kind in ('member_wallet', 'member_hold')
    group by a.id having a.balance is distinct from coalesce(sum(e.amount), 0)
    order by a.id
  `.execute(db);
  const total = await sql<{ total: bigint }>`
    select (
      (select coalesce(sum(balance), 0) from ledger_account where kind in ('member_wallet', 'member_hold'))
      + (select coalesce(sum(e.amount), 0) from ledger_entry e join ledger_account a on a.id = e.ledger_account_id
         where a.kind not in ('member_wallet', 'member_hold'))
    )::bigint as total
  `.execute(db);
  return {
    transfersNotSummingToZero: unbalanced.rows.map((row) => row.id),
    negativeMemberBalances: negative.rows.map((row) => row.id),
    storedVsEntrySumMismatches: mismatches.rows,
    totalSum: total.rows[0]?.total ?? 0n,
  };
}
