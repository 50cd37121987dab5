// The floor of a bet on this PostgreSQL server: pgbench's own clients running nothing but the
// conditional UPDATE a wallet takes a charge with (`balance - x where balance >= x`), on a scratch
// table of the bench's database with its rows spread so that no row is hot. Whatever a slip does
// besides is what the API adds to it.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SqlSession } from '@tanghuay/api/testing/api-process';
import { env } from './env.ts';

const ROWS = 100_000;
const TABLE = 'bench_floor_balance';
const SCRIPT = `\\set id random(1, ${ROWS})
update ${TABLE} set balance = balance - 1 where id = :id and balance >= 1;
`;

/** pgbench on the PATH, else the newest under /usr/lib/postgresql (Debian's layout); undefined when neither. */
async function findPgbench(): Promise<string | undefined> {
  for (const dir of env.PATH.split(path.delimiter).filter(Boolean)) {
    const found = path.join(dir, 'pgbench');
    if (await promisify(execFile)(found, ['--version']).then(() => true, () => false)) return found;
  }
  const versions = await readdir('/usr/lib/postgresql').catch(() => []);
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest === undefined ? undefined : path.join('/usr/lib/postgresql', newest, 'bin/pgbench');
}

export interface Floor {
  transactions: number;
  seconds: number;
  tps: number;
}

/**
 * Runs the bare conditional UPDATE with `clients` pgbench clients for `seconds` against the
 * database at `url`; the scratch table is made and dropped through `session`. Undefined when no
 * pgbench is installed.
 */
export async function pgbenchFloor(session: SqlSession, url: string, clients: number, seconds: number): Promise<Floor | undefined> {
  const pgbench = await findPgbench();
  if (!pgbench) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-pgbench-'));
  const script = path.join(dir, 'conditional-update.sql');
  await writeFile(script, SCRIPT);
  await session.query(`create table ${TABLE} (id integer primary key, balance bigint not null check (balance >= 0))`);
  try {
    await session.query(`insert into ${TABLE} select g, 1000000000 from generate_series(1, ${ROWS}) g`);
    await session.query(`vacuum analyze ${TABLE}`);
    const threads = String(Math.min(2, clients));
    const { stdout } = await promisify(execFile)(pgbench, ['-n', '-f', script, '-c', String(clients), '-j', threads, '-T', String(seconds), url]);
    const tps = Number(/^tps = ([\d.]+)/m.exec(stdout)?.[1]);
    const transactions = Number(/^number of transactions actually processed: (\d+)/m.exec(stdout)?.[1]);
    if (!Number.isFinite(tps) || !Number.isFinite(transactions)) throw new Error(`pgbench answered what the bench cannot read:\n${stdout}`);
    return { transactions, seconds, tps };
  } finally {
    await session.query(`drop table ${TABLE}`);
    await rm(dir, { recursive: true, force: true });
  }
}
