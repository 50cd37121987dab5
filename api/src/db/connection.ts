// Opens the database: PostgreSQL when a URL is given, the embedded PGlite otherwise. Both return
// bigint columns as BigInt, so money arithmetic never passes through a float, and date columns as
// their 'YYYY-MM-DD' text (a calendar date, never shifted by a time zone).
import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Schema } from './schema.ts';

export type DatabaseKind = 'postgresql' | 'pglite';

/** One connection held for a sequence of raw statements (migrations, advisory locks). */
export interface SqlSession {
  /** Runs a script of one or more statements without parameters. */
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Connection {
  kind: DatabaseKind;
  db: Kysely<Schema>;
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8_OID = 20;
const DATE_OID = 1082;
const asText = (value: string) => value;

export type ConnectionOptions =
  | { databaseUrl: string }
  | { pgliteDir: string | undefined /* undefined: in memory */ };

export async function openConnection(options: ConnectionOptions): Promise<Connection> {
  return 'databaseUrl' in options ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

function openPostgres(connectionString: string): Connection {
  const pool = new pg.Pool({
    connectionString,
    max: 20,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? BigInt : oid === DATE_OID ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server closes (restart, failover, a dropped database) is removed from
  // the pool and reported here; without a listener it would crash the process.
  pool.on('error', (error) => console.warn(`idle PostgreSQL connection closed: ${error.message}`));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgresql',
    db,
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as Row[],
        });
      } finally {
        client.release();
      }
    },
    async close() {
      await db.destroy();
      // Kysely ends the pool only if it used it; raw sessions may have been the only users.
      if (!pool.ended) await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Connection> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: { [types.INT8]: (value: string) => BigInt(value), [types.DATE]: asText },
  });
  const db = new Kysely<Schema>({ dialect: new PGliteDialect({ pglite }) });
  return {
    kind: 'pglite',
    db,
    // PGlite has a single connection; every session is that connection.
    withSession: (work) =>
      work({
        exec: async (script) => {
          await pglite.exec(script);
        },
        query: async <Row>(text: string, params: unknown[] = []) =>
          (await pglite.query<Row>(text, params)).rows,
      }),
    close: () => db.destroy(),
  };
}
