// Applies the numbered SQL files in api/migrations/ in order, each in its own transaction, once.
// An advisory lock makes concurrent starts of several API instances safe. A migration that finds
// something an operator must see raises a warning (`raise warning`), handed to `onWarning`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Connection } from './connection.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');
const LOCK_KEY = 72_616_401; // arbitrary, fixed: "migrations" lock of this application

/** The names of the migrations in `dir`, in the order they apply. */
export async function migrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name)).sort();
}

/** A warning a migration raised. */
export interface MigrationWarning {
  migration: string;
  message: string;
}

export async function migrate(
  connection: Connection,
  dir = MIGRATIONS_DIR,
  onWarning: (warning: MigrationWarning) => void = () => {},
): Promise<string[]> {
  const files = await migrationNames(dir);
  return connection.withSession(async (session) => {
    await session.exec('select pg_advisory_lock(' + LOCK_KEY + ')');
    try {
      await session.exec(`create table if not exists schema_migration (
        name text primary key,
        applied_at timestamptz not null default now()
      )`);
      const applied = new Set(
        (await session.query<{ name: string }>('select name from schema_migration')).map((row) => row.name),
      );
      const pending = files.filter((name) => !applied.has(name));
      for (const name of pending) {
        const script = await readFile(path.join(dir, name), 'utf8');
        await session.exec('begin');
        try {
          await session.exec(script, (message) => onWarning({ migration: name, message }));
          await session.query('insert into schema_migration (name) values ($1)', [name]);
          await session.exec('commit');
        } catch (error) {
          await session.exec('rollback');
          throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
        }
      }
      return pending;
    } finally {
      await session.exec('select pg_advisory_unlock(' + LOCK_KEY + ')');
    }
  });
}
