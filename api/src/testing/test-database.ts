// Each test file gets a database of its own: a fresh in-memory PGlite, or a fresh PostgreSQL
// database on the server named by jest's `testDatabase` global (see jest.config.js).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openConnection, type Connection } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';

declare global {
  /** 'pglite', or the URL of a PostgreSQL server to create test databases on. */
  var testDatabase: string;
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
 * Drops a test database once the server processes of its closed pools have exited: pg's
 * Pool.end() resolves before they do, and dropping WITH (FORCE) under them makes them report
 * "terminating connection due to administrator command". Bounded: FORCE ends any that remain.
 */
async function dropWhenIdle(name: string): Promise<void> {
  await asAdmin(async (client) => {
    for (let check = 0; check < 500; check += 1) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

/** A fresh, empty database; `migrated: true` (the default) brings it to the current schema. */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (!onPostgres) {
    const connection = await openConnection({ pgliteDir: undefined });
    if (migrated) await migrate(connection);
    return {
      connection,
      connect: () => Promise.reject(new Error('PGlite has a single connection')),
      close: () => connection.close(),
    };
  }
  const name = `tanghuay_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(async (client) => {
    await client.query(`create database ${name}`);
  });
  const url = new URL(globalThis.testDatabase);
  url.pathname = `/${name}`;
  const opened: Connection[] = [];
  const connect = async () => {
    const connection = await openConnection({ databaseUrl: url.toString() });
    opened.push(connection);
    return connection;
  };
  const connection = await connect();
  if (migrated) await migrate(connection);
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

/** One fresh database for the test file: opened before its tests, dropped after them. */
export function useTestDatabase(options?: { migrated?: boolean }): TestDatabaseContext {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  });
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
