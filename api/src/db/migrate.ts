// Brings the database to the schema of api/migrations/ (docs/architecture.md#migrations), under an
// advisory lock so that concurrent starts of several API instances are safe:
//
//   1. Versioned migrations (`0001_name.sql`, …): each applied once, in order, in its own
//      transaction, recorded with the sha256 of its content. An applied migration is never edited:
//      when a file's content no longer matches its record, start-up stops naming it, before
//      anything is applied. A database migrated before checksums were kept gets the present
//      files' checksums recorded on its first start.
//   2. Function files (`functions/<name>.sql`): each database function (and trigger function with
//      its triggers) is written in one file of its own, applied after the versioned migrations
//      whenever the file is new or its content changed — all those in one transaction, in name
//      order — and recorded with its checksum. A function file removed leaves its function in the
//      database (a versioned migration drops it) and its record is forgotten.
//
// A migration that finds something an operator must see raises a warning (`raise warning`),
// handed to `onWarning`.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Connection, SqlSession } from './connection.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');
/** Where the function files are, inside a migrations folder. */
export const FUNCTIONS_FOLDER = 'functions';
const LOCK_KEY = 72_616_401; // arbitrary, fixed: "migrations" lock of this application

const sqlFiles = async (dir: string, pattern: RegExp): Promise<string[]> =>
  (await readdir(dir).catch(() => [])).filter((name) => pattern.test(name)).sort();

/** The names of the versioned migrations in `dir`, in the order they apply. */
export const migrationNames = (dir = MIGRATIONS_DIR): Promise<string[]> => sqlFiles(dir, /^\d{4}_[a-z0-9_]+\.sql$/);

/** The function files of `dir` (paths relative to it), in the order they apply. */
export const functionFiles = async (dir = MIGRATIONS_DIR): Promise<string[]> =>
  (await sqlFiles(path.join(dir, FUNCTIONS_FOLDER), /^[a-z0-9_]+\.sql$/)).map((name) => `${FUNCTIONS_FOLDER}/${name}`);

/** A warning a migration raised. */
export interface MigrationWarning {
  migration: string;
  message: string;
}

interface SqlFile {
  name: string;
  script: string;
  checksum: string;
}

const readSqlFile = async (dir: string, name: string): Promise<SqlFile> => {
  const script = await readFile(path.join(dir, name), 'utf8');
  return { name, script, checksum: createHash('sha256').update(script).digest('hex') };
};

const recorded = async (session: SqlSession, table: 'schema_migration' | 'schema_function') =>
  new Map((await session.query<{ name: string; checksum: string | null }>(`select name, checksum from ${table}`)).map((row) => [row.name, row.checksum]));

/** Runs `work` in a transaction of `session`, naming `what` when it fails. */
async function inTransaction(session: SqlSession, what: string, work: () => Promise<void>): Promise<void> {
  await session.exec('begin');
  try {
    await work();
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback');
    throw new Error(`${what} failed: ${(error as Error).message}`, { cause: error });
  }
}

/** Applies what `dir` holds that the database lacks; answers the files applied (function files as `functions/<name>.sql`). */
export async function migrate(
  connection: Connection,
  dir = MIGRATIONS_DIR,
  onWarning: (warning: MigrationWarning) => void = () => {},
): Promise<string[]> {
  const migrations = await Promise.all((await migrationNames(dir)).map((name) => readSqlFile(dir, name)));
  const functions = await Promise.all((await functionFiles(dir)).map((name) => readSqlFile(dir, name)));
  return connection.withSession(async (session) => {
    await session.exec('select pg_advisory_lock(' + LOCK_KEY + ')');
    try {
      await session.exec(`
        create table if not exists schema_migration (
          name text primary key,
          applied_at timestamptz not null default now()
        );
        alter table schema_migration add column if not exists checksum text;
        create table if not exists schema_function (
          name text primary key,
          checksum text not null,
          applied_at timestamptz not null default now()
        )`);
      const applied = await recorded(session, 'schema_migration');
      const edited = migrations.filter(({ name, checksum }) => (applied.get(name) ?? checksum) !== checksum);
      if (edited.length > 0) {
        const names = edited.map(({ name }) => name).join(', ');
        throw new Error(
          `Migration ${names} was edited after it was applied to this database (its content no longer matches the checksum recorded then). ` +
            'An applied migration is never changed: restore it and put the change in a new migration (docs/architecture.md#migrations).',
        );
      }
      // Recorded before checksums were kept: the files as they are now.
      for (const { name, checksum } of migrations.filter(({ name }) => applied.has(name) && applied.get(name) === null)) {
        await session.query('update schema_migration set checksum = $2 where name = $1', [name, checksum]);
      }

      const pending = migrations.filter(({ name }) => !applied.has(name));
      for (const { name, script, checksum } of pending) {
        await inTransaction(session, `Migration ${name}`, async () => {
          await session.exec(script, (message) => onWarning({ migration: name, message }));
          await session.query('insert into schema_migration (name, checksum) values ($1, $2)', [name, checksum]);
        });
      }

      const current = await recorded(session, 'schema_function');
      const changed = functions.filter(({ name, checksum }) => current.get(name) !== checksum);
      const removed = [...current.keys()].filter((name) => !functions.some((file) => file.name === name));
      if (changed.length > 0 || removed.length > 0) {
        await inTransaction(session, 'Applying the function files', async () => {
          for (const { name, script, checksum } of changed) {
            try {
              await session.exec(script, (message) => onWarning({ migration: name, message }));
            } catch (error) {
              throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
            }
            await session.query(
              `insert into schema_function (name, checksum) values ($1, $2)
               on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
              [name, checksum],
            );
          }
          await session.query('delete from schema_function where name = any($1::text[])', [removed]);
        });
      }
      return [...pending, ...changed].map(({ name }) => name);
    } finally {
      await session.exec('select pg_advisory_unlock(' + LOCK_KEY + ')');
    }
  });
}
