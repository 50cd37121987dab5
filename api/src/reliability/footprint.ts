// What a refused call must leave as it was: every table of the database, as its row count and the
// sum of its rows' hashes (an insert, update or delete of any row changes its table's pair). The
// authorization matrix and the restricted-session walk compare it before and after each refused
// call of a route that writes.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** The query hashing every table (found once: the migrations made them all, the same in every test database). */
let footprintQuery: string | undefined;

/** Every table's "<row count>:<sum of row hashes>", by name. */
export async function footprint(db: Database): Promise<Record<string, string>> {
  if (!footprintQuery) {
    const { rows: tables } = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = 'public' order by tablename
    `.execute(db);
    footprintQuery = tables
      .map(({ name }) => `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)), 0) as hash from "${name}" t`)
      .join(' union all ');
  }
  const { rows } = await sql<{ name: string; hash: string }>`${sql.raw(footprintQuery)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

/** The tables whose footprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((name) => before[name] !== after[name]);
