// Each test file gets a database of its own, already migrated: a fresh in-memory PGlite loaded from
// a migrated dump, or a fresh PostgreSQL database copied from a migrated template on the server named
// by jest's `testDatabase` global (see jest.config.js).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { openConnection, type Connection } from '../db/connection.ts';
import { functionFiles, migrate, migrationNames, MIGRATIONS_DIR } from '../db/migrate.ts';

declare global {
  /** 'pglite', or the URL of a PostgreSQL server to create test databases on. */
  var testDatabase: string;
}

// A file of the unit project (api/jest.config.js: it imports no database helper) has no database;
// one that reaches this helper anyway must run on both databases instead, so it fails here.
if (typeof globalThis.testDatabase !== 'string') {
  throw new Error(
    "This test file opens a database but runs in the project 'api · unit', which has none: import the test helpers (src/testing/, a module's testing.ts) in the file itself, so that it runs on PGlite and PostgreSQL (docs/testing.md#api-tests).",
  );
}

export const onPostgres = globalThis.testDatabase !== 'pglite';

export interface TestDatabase {
  /** Opens another connection to the same database (PostgreSQL only; PGlite has one). */
  connect(): Promise<Connection>;
  connection: Connection;
  close(): Promise<void>;
}

async function asAdmin(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: globalThis.testDatabase });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Waits until no server process is connected to the database `name`: pg's Pool.end() resolves
 * before the processes of its connections exit. Bounded (5 s); the caller's next step then says
 * what still holds it.
 */
async function waitUntilIdle(client: pg.Client, name: string): Promise<void> {
  for (let check = 0; check < 500; check += 1) {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Drops a test database once the server processes of its closed pools have exited: dropping WITH
 * (FORCE) under them makes them report "terminating connection due to administrator command".
 * FORCE ends any that remain.
 */
async function dropWhenIdle(name: string): Promise<void> {
  await asAdmin(async (client) => {
    await waitUntilIdle(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

/** The URL of the database `name` on the test server. */
function databaseUrl(name: string): string {
  const url = new URL(globalThis.testDatabase);
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/pglite-template');

/** What a database depends on: the PGlite build (its path names its version) and, once migrated, every migration and function file. */
async function templateKey(migrated: boolean): Promise<string> {
  const hash = createHash('sha256').update(await realpath(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  if (!migrated) return `${hash.digest('hex').slice(0, 16)}-empty`;
  for (const name of [...(await migrationNames()), ...(await functionFiles())]) {
    hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite database as a tarball: new (as initdb leaves it) or migrated. Creating one takes 2–3 s
 * on a quiet machine and 10 s on a busy one (initdb in WebAssembly, then the migrations); loading a
 * tarball, 0.3 s. The first test file that needs one makes it and keeps its dump in
 * node_modules/.cache (written whole, then renamed); the others, in any worker, load it.
 */
async function pgliteDump(migrated: boolean): Promise<Blob> {
  const name = `${await templateKey(migrated)}.tar`;
  const file = path.join(TEMPLATE_DIR, name);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const connection = await openConnection({ pgliteDir: undefined, loadDataDir: migrated ? await pgliteDump(false) : undefined });
  const dump = await (migrated ? migrate(connection) : Promise.resolve())
    .then(() => connection.dump!())
    .finally(() => connection.close());
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  // Dumps of earlier migrations or PGlite builds are of no more use.
  const current = new Set([`${await templateKey(false)}.tar`, `${await templateKey(true)}.tar`]);
  for (const other of await readdir(TEMPLATE_DIR)) {
    if (other.endsWith('.tar') && !current.has(other)) await rm(path.join(TEMPLATE_DIR, other), { force: true });
  }
  return dump;
}

/** A new in-memory PGlite database, loaded from a dump (pgliteDump); options as openConnection's. */
export async function newPglite(options: { migrated?: boolean; analyzeEverySeconds?: number } = {}): Promise<Connection> {
  const { migrated = true, analyzeEverySeconds } = options;
  return openConnection({ pgliteDir: undefined, loadDataDir: await pgliteDump(migrated), analyzeEverySeconds });
}

/**
 * A migrated PostgreSQL database kept on the test server as the template of the test files'
 * databases: copying it takes a fraction of migrating a new one (0.9 s against 4.2 s on a busy
 * machine). The first test file that needs it migrates a database under a name of its own and then
 * renames it, under an advisory lock, so that workers and checkouts running at once make it once;
 * the others copy it. Templates of other migrations (an earlier commit, another checkout) are left
 * on the server: dropping one could pull it from under a run that still copies it.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const name = `tanghuay_template_${await templateKey(true)}`;
  await asAdmin(async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('tanghuay test template'))`);
    try {
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rows.length > 0) return;
      const partial = `${name}_${process.pid}`;
      await client.query(`drop database if exists ${partial}`);
      await client.query(`create database ${partial}`);
      const connection = await openConnection({ databaseUrl: databaseUrl(partial) });
      await migrate(connection).finally(() => connection.close());
      await waitUntilIdle(client, partial);
      await client.query(`alter database ${partial} rename to ${name}`);
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('tanghuay test template'))`);
    }
  });
  return name;
}

/** A fresh, empty database; `migrated: true` (the default) brings it to the current schema. */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (!onPostgres) {
    const connection = await newPglite({ migrated });
    return {
      connection,
      connect: () => Promise.reject(new Error('PGlite has a single connection')),
      close: () => connection.close(),
    };
  }
  const name = `tanghuay_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await migratedPostgresTemplate() : undefined;
  await asAdmin(async (client) => {
    await client.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  });
  const opened: Connection[] = [];
  const connect = async () => {
    const connection = await openConnection({ databaseUrl: databaseUrl(name) });
    opened.push(connection);
    return connection;
  };
  const connection = await connect();
  return {
    connection,
    connect,
    async close() {
      await Promise.all(opened.map((c) => c.close()));
      await dropWhenIdle(name);
    },
  };
}

/** What a test file reads once its database is open (in beforeAll). */
export interface TestDatabaseContext {
  readonly database: TestDatabase;
  readonly db: Connection['db'];
}

/**
 * How long opening a file's database may take before it counts as hung: a PGlite loads its 40 MB
 * dump and starts in 1–3 s, but took over 30 s (jest's limit for this suite's hooks) when the
 * machine was loaded far beyond its two cores.
 */
export const OPEN_TIMEOUT_MS = 120_000;

/** One fresh database for the test file: opened before its tests, dropped after them. */
export function useTestDatabase(options?: { migrated?: boolean }): TestDatabaseContext {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());
  const opened = () => {
    if (!database) throw new Error('the test database opens in beforeAll');
    return database;
  };
  return {
    get database() {
      return opened();
    },
    get db() {
      return opened().connection.db;
    },
  };
}
