// Helpers for the wallet tests: the usual transfers between a member and the system accounts.
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { checkBooks, ensureMemberAccounts, systemAccount, transfer, type BooksReport } from './ledger.ts';

export const CLEAN_BOOKS: BooksReport = {
  transfersNotSummingToZero: [],
  negativeMemberBalances: [],
  storedVsEntrySumMismatches: [],
  totalSum: 0n,
};

export const books = (db: Kysely<Schema>) => checkBooks(db);

/** deposit_clearing → member wallet. */
export async function deposit(trx: Kysely<Schema>, accountId: bigint, amount: bigint, reference = 'deposit:test') {
  const member = await ensureMemberAccounts(trx, accountId);
  const clearing = await systemAccount(trx, 'deposit_clearing');
  return transfer(trx, {
    kind: 'deposit',
    reference,
    entries: [
      { account: clearing, amount: -amount },
      { account: member.wallet, amount },
    ],
  });
}

/** member wallet → house. */
export async function bet(trx: Kysely<Schema>, accountId: bigint, amount: bigint, reference = 'slip:test') {
  const member = await ensureMemberAccounts(trx, accountId);
  const house = await systemAccount(trx, 'house');
  return transfer(trx, {
    kind: 'bet',
    reference,
    entries: [
      { account: member.wallet, amount: -amount },
      { account: house, amount },
    ],
  });
}

/** member wallet → member hold (withdrawal requested). */
export async function hold(trx: Kysely<Schema>, accountId: bigint, amount: bigint, reference = 'withdrawal:test') {
  const member = await ensureMemberAccounts(trx, accountId);
  return transfer(trx, {
    kind: 'withdrawal_hold',
    reference,
    entries: [
      { account: member.wallet, amount: -amount },
      { account: member.hold, amount },
    ],
  });
}

/** member hold → member wallet (withdrawal rejected). */
export async function release(trx: Kysely<Schema>, accountId: bigint, amount: bigint, reference = 'withdrawal:test') {
  const member = await ensureMemberAccounts(trx, accountId);
  return transfer(trx, {
    kind: 'withdrawal_return',
    reference,
    entries: [
      { account: member.hold, amount: -amount },
      { account: member.wallet, amount },
    ],
  });
}

/** member hold → withdrawal_clearing (withdrawal paid out). */
export async function payOut(trx: Kysely<Schema>, accountId: bigint, amount: bigint, reference = 'withdrawal:test') {
  const member = await ensureMemberAccounts(trx, accountId);
  const clearing = await systemAccount(trx, 'withdrawal_clearing');
  return transfer(trx, {
    kind: 'withdrawal_payout',
    reference,
    entries: [
      { account: member.hold, amount: -amount },
      { account: clearing, amount },
    ],
  });
}

/**
 * Another connection (a pool of its own) for parallel work on PostgreSQL. Its `close` also waits
 * until the server processes behind it have exited: pg's Pool.end() does not, and the test
 * database is dropped WITH (FORCE) right after the file, which would kill them mid-goodbye and
 * surface as unhandled pool errors. It waits by asking the server, not by a timer. `main` must be
 * used one query at a time meanwhile (so it opens no server processes of its own).
 */
export async function openParallel(database: TestDatabase, main: Kysely<Schema>) {
  const backends = async () =>
    (
      await sql<{ pid: number }>`
        select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
      `.execute(main)
    ).rows.map((row) => row.pid);
  const before = new Set(await backends());
  const connection = await database.connect();
  return {
    db: connection.db,
    async close() {
      await connection.close();
      for (let attempt = 0; attempt < 10_000; attempt += 1) {
        if ((await backends()).every((pid) => before.has(pid))) return;
      }
      throw new Error('the parallel connection’s server processes did not exit');
    },
  };
}
