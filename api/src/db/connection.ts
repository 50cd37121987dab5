// Opens the database: PostgreSQL when a URL is given, the embedded PGlite otherwise. Both return
// bigint columns as BigInt, so money arithmetic never passes through a float, and date columns as
// their 'YYYY-MM-DD' text (a calendar date, never shifted by a time zone). Both can LISTEN for
// NOTIFY messages (the realtime fan-out between API instances).
import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

export type DatabaseKind = 'postgresql' | 'pglite';

/** One connection held for a sequence of raw statements (migrations, advisory locks). */
export interface SqlSession {
  /** Runs a script of one or more statements without parameters; `onWarning` hears each warning it raises. */
  exec(script: string, onWarning?: (message: string) => void): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

/** Stops a listener. */
export type Unlisten = () => Promise<void>;

/**
 * How the pool of a connection is used now (the metrics): connections open, those idle, and
 * queries waiting for one. PGlite has its one connection and measures neither of the others.
 */
export interface PoolUsage {
  total: number;
  idle?: number;
  waiting?: number;
}

export interface Connection {
  kind: DatabaseKind;
  db: Database;
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (committed transactions only)
   * until the answered function is called or the connection closes. On PostgreSQL the listener
   * has a connection of its own, reconnected with backoff when it drops; what is notified while it
   * is down is lost, so `onConnection` is told false when it drops and true once it is back.
   */
  listen(channel: string, onMessage: (payload: string) => void, onConnection?: (listening: boolean) => void): Promise<Unlisten>;
  /** The pool's use now (the listeners' own connections are not in it). */
  poolUsage(): PoolUsage;
  /** Closes the database, its listeners first. */
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start others from (`loadDataDir`). */
  dump?(): Promise<Blob>;
}

/** A notice listener handing the text of each warning (`raise warning`) to `onWarning`. */
const warningsTo =
  (onWarning?: (message: string) => void) =>
  (notice: { severity?: string; message?: string }): void => {
    if (notice.severity === 'WARNING' && notice.message) onWarning?.(notice.message);
  };

const INT8_OID = 20;
const DATE_OID = 1082;
const asText = (value: string) => value;

export type ConnectionOptions =
  | {
      databaseUrl: string;
      /** How long a query waits for a new connection to the server; unset: as long as it takes. */
      connectTimeoutSeconds?: number;
    }
  | {
      pgliteDir: string | undefined /* undefined: in memory */;
      /** How often to refresh the table statistics (PGlite has no autovacuum); unset: never. */
      analyzeEverySeconds?: number;
      /** A new database starts as a copy of this `dump()` (tests start from a migrated one). */
      loadDataDir?: Blob;
    };

/** The database the environment names: DATABASE_URL when set, else PGlite in PGLITE_DIR. */
export const configuredDatabase = (env: {
  DATABASE_URL?: string | undefined;
  DATABASE_CONNECT_TIMEOUT_SECONDS: number;
  PGLITE_DIR: string;
  PGLITE_ANALYZE_SECONDS: number;
}): ConnectionOptions =>
  env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL, connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS }
    : { pgliteDir: env.PGLITE_DIR, analyzeEverySeconds: env.PGLITE_ANALYZE_SECONDS };

export async function openConnection(options: ConnectionOptions): Promise<Connection> {
  return 'databaseUrl' in options ? openPostgres(options) : openPglite(options);
}

/** Listeners of one connection, all stopped when it closes. */
function listeners() {
  const live = new Set<Unlisten>();
  return {
    add(stop: Unlisten): Unlisten {
      const once: Unlisten = async () => {
        if (live.delete(once)) await stop();
      };
      live.add(once);
      return once;
    },
    stopAll: () => Promise.all([...live].map((stop) => stop())),
  };
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTENs on a dedicated client (not from the pool: a pooled client would be handed to queries).
 * The first connection must succeed; after a drop it reconnects with doubling delays up to 30 s.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onConnection: (listening: boolean) => void = () => {},
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    const dropped = (why: string) => {
      if (client !== next || stopped) return;
      client = undefined;
      console.warn(`PostgreSQL listener on ${channel} lost its connection (${why}); reconnecting`);
      void next.end().catch(() => {});
      onConnection(false);
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on('error', (error) => dropped(error.message));
    next.on('end', () => dropped('connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    const reconnected = failures > 0;
    client = next;
    failures = 0;
    if (reconnected) onConnection(true);
  };

  const scheduleReconnect = () => {
    const delay = Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_MAX_MS);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        if (stopped) return;
        console.warn(`PostgreSQL listener on ${channel} could not reconnect (${error.message}); retrying`);
        scheduleReconnect();
      });
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end();
  };
}

function openPostgres({ databaseUrl: connectionString, connectTimeoutSeconds }: { databaseUrl: string; connectTimeoutSeconds?: number }): Connection {
  const pool = new pg.Pool({
    connectionString,
    max: 20,
    // A new connection not made within this is an error (answered 503, plugins/errors.ts), not a
    // wait: while the server is away its address may answer nothing at all.
    connectionTimeoutMillis: (connectTimeoutSeconds ?? 0) * 1000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? BigInt : oid === DATE_OID ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server closes (restart, failover, a dropped database) is removed from
  // the pool and reported here; without a listener it would crash the process.
  pool.on('error', (error) => console.warn(`idle PostgreSQL connection closed: ${error.message}`));
  // The pool listens to its clients only while they are idle. One the server closes while it is
  // checked out between two statements (a transaction's JS work) would raise an 'error' nobody
  // hears and crash the process: the deployment test saw a replica die when PostgreSQL stopped.
  // Heard here, the client is marked broken, its next statement fails as the database away (503),
  // and the pool drops it when it is released (docs/architecture.md, "The database away").
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const listening = listeners();
  return {
    kind: 'postgresql',
    db,
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (script, onWarning) => {
            const notice = warningsTo(onWarning);
            client.on('notice', notice);
            try {
              await client.query(script);
            } finally {
              client.off('notice', notice);
            }
          },
          query: async <Row>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as Row[],
        });
      } finally {
        client.release();
      }
    },
    listen: async (channel, onMessage, onConnection) =>
      listening.add(await listenPostgres(connectionString, channel, onMessage, onConnection)),
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listening.stopAll();
      await db.destroy();
      // Kysely ends the pool only if it used it; raw sessions may have been the only users.
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * Refreshes the table statistics every `seconds`, as PostgreSQL's autovacuum would: PGlite has
 * none, so the plans it made while the tables were small (kept for the life of its one
 * connection) would stay, scanning whole tables once they are large. ANALYZE invalidates them.
 */
function analyzeEvery(db: Kysely<unknown>, seconds: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sql`analyze`
      .execute(db)
      .catch((error: Error) => console.warn(`PGlite: the statistics were not refreshed (${error.message})`))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

async function openPglite({
  pgliteDir: dataDir,
  analyzeEverySeconds,
  loadDataDir,
}: Exclude<ConnectionOptions, { databaseUrl: string }>): Promise<Connection> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    loadDataDir,
    parsers: { [types.INT8]: (value: string) => BigInt(value), [types.DATE]: asText },
  });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  const stopAnalyzing = analyzeEverySeconds === undefined ? () => {} : analyzeEvery(db, analyzeEverySeconds);
  const listening = listeners();
  return {
    kind: 'pglite',
    db,
    // PGlite has a single connection; every session is that connection.
    withSession: (work) =>
      work({
        exec: async (script, onWarning) => {
          await pglite.exec(script, { onNotice: warningsTo(onWarning) });
        },
        query: async <Row>(text: string, params: unknown[] = []) =>
          (await pglite.query<Row>(text, params)).rows,
      }),
    listen: async (channel, onMessage) => {
      const unlisten = await pglite.listen(channel, onMessage);
      return listening.add(() => unlisten());
    },
    poolUsage: () => ({ total: 1 }),
    async close() {
      stopAnalyzing();
      await listening.stopAll();
      await db.destroy();
    },
    dump: () => pglite.dumpDataDir('none'),
  };
}

/** Node's codes for a server that cannot be reached or dropped the connection. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * SQLSTATEs of a connection lost or refused (class 08, but for a protocol violation, which is a
 * bug) and of a server going away or not yet taking connections (shut down, crashed, starting).
 */
const SERVER_AWAY_STATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
/** What pg and its pool say, without a code, of a connection lost or never made in time. */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error says the database cannot be reached now (stopped, restarting, unreachable)
 * rather than that a statement failed: such a request is answered 503 not ready, and nothing of
 * it was committed but what it committed before (docs/architecture.md, "The database away").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Read as plain objects: an error made by Node's own modules is of another realm under jest.
  for (let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; cause && typeof cause === 'object'; cause = cause.cause as typeof cause) {
    const { code, message } = cause;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || SERVER_AWAY_STATES.has(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}
