// The one place the benchmarks read their environment: where they run, and the sizes and levels
// of the throughput bench (throughput.ts) and of the draw night (draw-night.ts).
import { count, readEnv, text, type Variable } from '@tanghuay/tooling/env';

/** Whole numbers above 0, comma-separated ("10,50"). */
const counts =
  (fallback: number[]): Variable<number[]> =>
  (raw, name) => {
    if (raw === undefined || raw === '') return fallback;
    return raw.split(',').map((part) => {
      const value = count()(part.trim(), name);
      if (value === undefined) throw new Error(`${name} must be whole numbers above 0, comma-separated, not "${raw}"`);
      return value;
    });
  };

export const env = readEnv({
  /** A PostgreSQL server to bench the API on (a new database there, dropped after); unset: PGlite. */
  DATABASE_URL: text(),
  /** Connections (requests in flight) slips are placed at; the first is also the reads' and pgbench's. */
  BENCH_CONNECTIONS: counts([10, 50]),
  /** Members placing slips over HTTP, each topped up once; at least the most connections. */
  BENCH_MEMBERS: count(200),
  /** Seconds of unmeasured load before each measurement. */
  BENCH_WARMUP_SECONDS: count(3),
  /** Seconds of measured slip placement per level. */
  BENCH_SLIP_SECONDS: count(12),
  /** Seconds of each measured read (health, wallet/show). */
  BENCH_READ_SECONDS: count(5),
  /** Seconds of the pgbench floor (PostgreSQL only). */
  BENCH_PGBENCH_SECONDS: count(10),
  /** Items of the round settled; unset: 1,000,000 on PostgreSQL, 100,000 on PGlite. */
  BENCH_SETTLE_ITEMS: count(),
  /** The members who placed the settled round's slips. */
  BENCH_SETTLE_MEMBERS: count(2000),
  /** Draw night: members registered, funded and each with a websocket open. */
  NIGHT_MEMBERS: count(2000),
  /** Draw night: slips (5 items each) sent per second, answered or not. */
  NIGHT_SLIPS_PER_SECOND: count(300),
  /** Draw night: seconds of bets first, not measured (the API's code warms up). */
  NIGHT_WARMUP_SECONDS: count(5),
  /** Draw night: seconds of bets before the government round closes, and after its settlement. */
  NIGHT_BEFORE_SECONDS: count(30),
  NIGHT_AFTER_SECONDS: count(20),
  /** Draw night: items of the government round settled in the middle. */
  NIGHT_GOV_ITEMS: count(1_000_000),
  /** Draw night: API instances (2 or more: behind the gateway; PostgreSQL only). */
  NIGHT_INSTANCES: count(1),
  /** Draw night: requests that may wait at once (the client's connections). */
  NIGHT_IN_FLIGHT: count(64),
  /** The Chromium the web bench drives. */
  CHROMIUM_PATH: text('/usr/bin/chromium'),
  /** The one variable of the bench's own environment its API and app processes are given. */
  PATH: text(''),
});
