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

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
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
  await adminQuery(globalThis.testDatabase, `create database ${name}`);
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
      await adminQuery(globalThis.testDatabase, `drop database if exists ${name} with (force)`);
    },
  };
}
