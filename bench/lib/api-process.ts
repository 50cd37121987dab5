// The API as a bench sees it: its own process (api/src/server.ts, demo mode) on a fresh database
// — a new database on the PostgreSQL server of DATABASE_URL, or an empty PGlite folder — with the
// ledger audited by the API's own books check once the process has stopped. The bench may also
// open the database itself, to write or time what is not done over HTTP.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { env } from './env.ts';

const API_DIR = path.resolve(import.meta.dirname, '../../api');

/** The bench's own connection to its database. */
export interface SqlSession {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface BenchDatabase {
  /** 'PostgreSQL' or 'PGlite'. */
  label: string;
  /** The database's URL on a PostgreSQL server; undefined on PGlite. */
  url: string | undefined;
  /** What the API process is given to find it. */
  env: Record<string, string>;
  /** Opens a session of the bench's own; on PGlite, only while no API process holds the folder. */
  open(): Promise<SqlSession>;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database nobody has used: on the server of DATABASE_URL when set, else a PGlite folder. */
export async function freshDatabase(serverUrl = env.DATABASE_URL): Promise<BenchDatabase> {
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-bench-'));
    return {
      label: 'PGlite',
      url: undefined,
      env: { PGLITE_DIR: dir },
      open: async () => {
        const pglite = await PGlite.create(dir);
        return {
          query: async <Row>(text: string, params?: unknown[]) => (await pglite.query<Row>(text, params)).rows,
          close: () => pglite.close(),
        };
      },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `tanghuay_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    url: url.toString(),
    env: { DATABASE_URL: url.toString() },
    open: async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return {
        query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
        close: () => client.end(),
      };
    },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Only what the API needs: no DATABASE_URL of the bench's own environment leaks into a PGlite run. */
const apiEnv = (database: BenchDatabase, extra: Record<string, string> = {}) => ({
  PATH: env.PATH,
  ...database.env,
  ...extra,
});

export interface RunningApi {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the API on the database (migrated and seeded at start-up) and waits until it answers. */
export async function startApi(database: BenchDatabase): Promise<RunningApi> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['src/server.ts'], {
    cwd: API_DIR,
    env: apiEnv(database, {
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_MODE: 'true',
      LOG_LEVEL: 'error',
      // Every bench member registers from this one address.
      REGISTRATION_LIMIT_PER_HOUR: String(1_000_000),
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await exited;
    }
  };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before answering`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the API did not answer within 60 s');
}

/** The API's books check (api/src/check-books.ts) on the database; the API must have stopped. */
export async function booksBalance(database: BenchDatabase): Promise<boolean> {
  const check = promisify(execFile)(process.execPath, ['src/check-books.ts'], { cwd: API_DIR, env: apiEnv(database) });
  return check.then(
    () => true,
    (error: { code?: unknown; stdout?: string }) => {
      if (error.code !== 1) throw error;
      console.error(error.stdout);
      return false;
    },
  );
}
