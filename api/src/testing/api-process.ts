// The API as its own process (src/server.ts, demo mode) on a fresh database — a new database on a
// PostgreSQL server, or an empty PGlite folder — for what needs the real process and not app.inject:
// the throughput bench (bench/throughput.ts), the crash test (reliability/crash.test.ts), which
// kills it with SIGKILL and starts it again on the same database, and the shutdown test
// (server.test.ts), which sends it SIGTERM with requests in flight. The ledger is audited by the
// API's own books check once the process has stopped; the caller may also open the database
// itself, to write or check what is not done over HTTP (on PGlite only while no API process holds
// the folder). Nothing here reads the caller's environment: the PostgreSQL server is passed in.
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
import { type Connection, openConnection } from '../db/connection.ts';

// What the process publishes at each commit that moves a member's wallet, for a caller that listens
// itself (the draw-night bench times balance pushes from the commit: bench/lib/draw-night/commit-clock.ts).
export { EVENTS_CHANNEL } from '../db/events.ts';
export type { BalanceEvent } from '../modules/wallet/index.ts';
// The payment provider's side of the deposit webhook, for a caller that plays it against an API
// with no demo mode (the deployment test: e2e/deployment/).
export { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../modules/payments/index.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');

/** A raw session of the caller's own on the database: rows as the driver gives them. */
export interface SqlSession {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface ApiDatabase {
  /** 'PostgreSQL' or 'PGlite'. */
  label: string;
  /** The database's URL on a PostgreSQL server; undefined on PGlite. */
  url: string | undefined;
  /** What the API process is given to find it. */
  env: Record<string, string>;
  /** A raw session of the caller's own; on PGlite, only while no API process holds the folder. */
  open(): Promise<SqlSession>;
  /** The database as the API opens it (Kysely, bigint as BigInt); on PGlite, as open(). */
  connect(): Promise<Connection>;
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

/** A database nobody has used: a new one on the PostgreSQL server at `serverUrl`, or, when undefined, a PGlite folder. */
export async function freshDatabase(serverUrl: string | undefined): Promise<ApiDatabase> {
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-api-'));
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
      connect: () => openConnection({ pgliteDir: dir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `tanghuay_api_${randomBytes(4).toString('hex')}`;
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
    connect: () => openConnection({ databaseUrl: url.toString() }),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A TCP port free on the loopback now (for a process the caller starts). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Only what the API needs: nothing of the caller's own environment (a DATABASE_URL, NODE_OPTIONS) leaks into it. */
const apiEnv = (database: ApiDatabase, extra: Record<string, string> = {}) => ({ ...database.env, ...extra });

/** What the API process printed, at most this much of its end (for failure messages). */
const OUTPUT_KEPT = 64 * 1024;
/** How long a start may take to answer /api/health (PGlite opens its folder in a few seconds; more on a busy machine). */
const START_TIMEOUT_MS = 60_000;
/** How long a clean stop (SIGINT) may take before the process is killed. */
const STOP_TIMEOUT_MS = 120_000;
const HEALTH_POLL_MS = 100;

export interface StartOptions {
  /** The port to listen on (e.g. the one of a process started before); default: a free one. */
  port?: number;
  /** Also print what the process prints (to this process's stdout and stderr); default: only keep it. */
  echo?: boolean;
  /** More of the process's environment (the bench gives it its PATH). */
  env?: Record<string, string>;
}

export interface RunningApi {
  baseUrl: string;
  port: number;
  /** Stops the process cleanly (SIGINT: requests under way end, the database closes); killed if it takes over 2 minutes. */
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL: a crash, nothing closes) and waits until it has exited. */
  kill(): Promise<void>;
  /** Sends the process `name` (e.g. SIGTERM: a graceful shutdown); settles with its exit code once it has exited. */
  signal(name: NodeJS.Signals): Promise<number | null>;
  /** The end of what the process printed (stdout and stderr), for failure messages. */
  output(): string;
}

/** Starts the API on the database (migrated and seeded at start-up) and waits until /api/health answers. */
export async function startApi(database: ApiDatabase, { port: asked, echo = false, env = {} }: StartOptions = {}): Promise<RunningApi> {
  const port = asked ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['src/server.ts'], {
    cwd: API_DIR,
    env: apiEnv(database, {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_MODE: 'true',
      LOG_LEVEL: 'error',
      // Every bench or test member registers from this one address.
      REGISTRATION_LIMIT_PER_HOUR: String(1_000_000),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (from: NodeJS.ReadableStream | null, to: NodeJS.WriteStream) => {
    // Decoded as a stream: a Thai character split between two chunks stays whole.
    from?.setEncoding('utf8');
    from?.on('data', (chunk: string) => {
      printed = (printed + chunk).slice(-OUTPUT_KEPT);
      if (echo) to.write(chunk);
    });
  };
  keep(child.stdout, process.stdout);
  keep(child.stderr, process.stderr);
  // 'close': the process has exited and all it printed has been read.
  const exited = once(child, 'close');
  const running = () => child.exitCode === null && child.signalCode === null;
  const output = () => printed;
  const kill = async () => {
    if (!running()) return;
    child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (!running()) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited.finally(() => clearTimeout(timer));
  };
  const signal = async (name: NodeJS.Signals) => {
    child.kill(name);
    await exited;
    return child.exitCode;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running()) {
      throw new Error(`the API exited (${child.exitCode ?? child.signalCode}) before answering; it printed:\n${output()}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, port, stop, kill, signal, output };
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  await kill();
  throw new Error(`the API did not answer within ${START_TIMEOUT_MS / 1000} s; it printed:\n${output()}`);
}

/** The API's books check (src/check-books.ts) on the database; the API must have stopped. */
export async function booksBalance(database: ApiDatabase): Promise<boolean> {
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
