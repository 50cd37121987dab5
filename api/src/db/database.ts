// The database as modules hand it to each other. Each module types the tables it owns
// (its `tables.ts`) and narrows a `Database` to them where it queries: `Kysely<WalletTables>`
// accepts a `Database`, which may be a transaction: a function that needs one says so in its name
// or comment, and its caller opens it. No type lists every table, so a
// module cannot query another module's tables by accident; see docs/architecture.md#module-boundaries.
import type { Kysely } from 'kysely';
import { publishingAfterCommit } from './events.ts';

// `any` on purpose: Kysely's table map is invariant, so only `any` lets one connection or
// transaction pass between modules that each know only their own tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = Kysely<any>;

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. The
 * screen events it publishes go once it has committed (db/events.ts).
 */
export const inTransaction = <T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> =>
  publishingAfterCommit(db, () => db.transaction().execute(work));
