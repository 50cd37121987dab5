// Connection.listen on both databases: committed notifications only, until stopped; on PostgreSQL
// the listener comes back by itself when its connection is killed, and says so, and a pooled
// connection the server ends in the middle of a transaction fails that transaction alone.
import { sql } from 'kysely';
import { type Connection, isDatabaseUnavailable } from './connection.ts';
import { newPglite, onPostgres, useTestDatabase } from '../testing/test-database.ts';
import { inTransaction } from './database.ts';

const ctx = useTestDatabase({ migrated: false });
const CHANNEL = 'test_channel';

const notify = (db: Connection['db'], payload: string) => sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);

/** Collects the payloads a listener receives; `next()` waits for the next one. */
function inbox() {
  const received: string[] = [];
  const waiting: ((payload: string) => void)[] = [];
  return {
    onMessage(payload: string) {
      const waiter = waiting.shift();
      if (waiter) waiter(payload);
      else received.push(payload);
    },
    next: () => {
      const payload = received.shift();
      return payload === undefined ? new Promise<string>((resolve) => waiting.push(resolve)) : Promise.resolve(payload);
    },
    received,
  };
}

it('delivers what committed transactions notify, in commit order, and nothing of a rollback', async () => {
  const { connection } = ctx.database;
  const messages = inbox();
  const unlisten = await connection.listen(CHANNEL, messages.onMessage);
  await expect(
    inTransaction(connection.db, async (trx) => {
      await notify(trx, 'rolled back');
      throw new Error('no');
    }),
  ).rejects.toThrow('no');
  await inTransaction(connection.db, async (trx) => {
    await notify(trx, 'first');
    await notify(trx, 'second');
  });
  await notify(connection.db, 'third');
  expect([await messages.next(), await messages.next(), await messages.next()]).toEqual(['first', 'second', 'third']);
  await unlisten();
});

it('stops delivering to a listener once it is stopped, and keeps the others', async () => {
  const { connection } = ctx.database;
  const [stopped, kept] = [inbox(), inbox()];
  const unlisten = await connection.listen(CHANNEL, stopped.onMessage);
  const unlistenKept = await connection.listen(CHANNEL, kept.onMessage);
  await notify(connection.db, 'both');
  expect([await stopped.next(), await kept.next()]).toEqual(['both', 'both']);
  await unlisten();
  await notify(connection.db, 'one');
  expect(await kept.next()).toBe('one');
  expect(stopped.received).toEqual([]);
  await unlistenKept();
});

it(
  onPostgres
    ? 'reconnects a listener whose connection the server ended, and logs it'
    : 'keeps listening on the embedded PGlite, whose single connection cannot drop',
  async () => {
    const listening = onPostgres ? await ctx.database.connect() : ctx.database.connection;
    const messages = inbox();
    const states: boolean[] = [];
    const unlisten = await listening.listen(CHANNEL, messages.onMessage, (up) => states.push(up));
    if (onPostgres) {
      const listeners = async () =>
        (
          await sql<{ pid: number }>`
            select pid from pg_stat_activity
            where datname = current_database() and query = ${`LISTEN "${CHANNEL}"`} and pid <> pg_backend_pid()
          `.execute(ctx.db)
        ).rows.map((row) => row.pid);
      const [killed] = await listeners();
      const warnings: unknown[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
      try {
        await sql`select pg_terminate_backend(${killed})`.execute(ctx.db);
        // The listener's new backend shows up once it reconnected (first retry after 250 ms).
        for (let check = 0; check < 500; check += 1) {
          const pids = await listeners();
          if (pids.length === 1 && pids[0] !== killed) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      } finally {
        console.warn = warn;
      }
      expect(warnings).toEqual([expect.stringContaining(`PostgreSQL listener on ${CHANNEL} lost its connection`)]);
    }
    await notify(ctx.db, 'after');
    expect(await messages.next()).toBe('after');
    // What was notified while it was down is lost: the listener was told when it dropped and came back.
    expect(states).toEqual(onPostgres ? [false, true] : []);
    await unlisten();
  },
);

if (onPostgres) {
  it('survives a connection the server ends between two statements of a transaction: that transaction fails as the database away, the next one gets a new connection', async () => {
    const connection = await ctx.database.connect();
    try {
      const failed = await inTransaction(connection.db, async (trx) => {
        const [own] = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows;
        await sql`select pg_terminate_backend(${own?.pid})`.execute(ctx.db);
        // The server's goodbye reaches the client while it runs no statement (a restart does this).
        while ((await sql`select 1 from pg_stat_activity where pid = ${own?.pid}`.execute(ctx.db)).rows.length > 0);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sql`select 1`.execute(trx);
      }).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failed)).toBe(true);
      expect((await sql<{ one: number }>`select 1 as one`.execute(connection.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await connection.close();
    }
  });
}

it('refreshes an embedded PGlite’s table statistics on its own, as autovacuum would', async () => {
  const connection = await newPglite({ migrated: false, analyzeEverySeconds: 1 });
  try {
    await sql`create table grown (id int primary key)`.execute(connection.db);
    await sql`insert into grown select generate_series(1, 5000)`.execute(connection.db);
    const rowsKnown = async () =>
      (await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'grown'`.execute(connection.db)).rows[0]?.reltuples;
    expect(await rowsKnown()).toBe(-1); // never analyzed
    for (let waited = 0; (await rowsKnown()) !== 5000 && waited < 10_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await rowsKnown()).toBe(5000);
  } finally {
    await connection.close();
  }
});
